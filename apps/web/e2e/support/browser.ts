import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEMO_CREDENTIALS } from '@caudal/contracts/demo';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A whole user journey (sign in, several screens, axe more than once) on a loaded CI machine
 * with two browsers at once: twice the suite's 60 s, so a slow minute is not a failure.
 */
export const JOURNEY_TIMEOUT_MS = 120_000;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

export type Opened = { context: BrowserContext; page: Page; errors: string[] };

/** A signed-in browser's storage (the remembered session in localStorage), to start contexts with. */
export type Session = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Connects the test file to the run's one Chromium (global-setup.ts launches it); each test
 * opens its own context, so storage never leaks from one test to the next.
 */
export function setupBrowser() {
  const state = { browser: undefined as Browser | undefined };
  beforeAll(async () => {
    state.browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    // Closes this file's contexts and disconnects; the browser itself lives on for other files.
    await state.browser?.close();
  });
  return {
    baseUrl: () => inject('baseUrl'),
    /**
     * A fresh browser context with page errors collected. `signedIn` starts it with the demo
     * session global-setup.ts signed in once (for tests that do not test signing in); `session`
     * with another one, such as the file's own sandbox (`fileDemoSandbox`).
     */
    async open(
      viewport: keyof typeof VIEWPORTS = 'desktop',
      options: { signedIn?: boolean; session?: Session } = {},
    ): Promise<Opened> {
      if (!state.browser) throw new Error('browser not connected');
      const context = await state.browser.newContext({
        baseURL: inject('baseUrl'),
        viewport: VIEWPORTS[viewport],
        locale: 'es-MX',
        storageState: options.session ?? (options.signedIn ? inject('demoSession') : undefined),
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      return { context, page, errors };
    },
    /**
     * A demo sandbox of the test's own (each demo sign-in seeds one), signed in through the API
     * and remembered: `open(viewport, { session: await browser.demoSandbox() })`. For tests that
     * write what another test would read; not for tests of the login form.
     */
    demoSandbox: () => demoSessionThroughApi(inject('baseUrl')),
    /**
     * One demo sign-in for the whole file (through the API, remembered), in a beforeAll: a
     * sandbox of the file's own, for tests that write. The file's tests run one after another
     * and share it, so each writes data the others do not read (its own names, figures compared
     * with what it read first) and puts back what it changed. `session()` gives it to `open`.
     */
    fileDemoSandbox() {
      const own = { session: undefined as Session | undefined };
      beforeAll(async () => {
        own.session = await demoSessionThroughApi(inject('baseUrl'));
      });
      return {
        session(): Session {
          if (!own.session) throw new Error('the file sandbox is not signed in');
          return own.session;
        },
      };
    },
    /**
     * An owner registered for the whole file through the API, onboarding done (beforeAll), for
     * tests about signing in that do not need the demo's data: a password sign-in is much
     * cheaper than the demo's, which seeds a sandbox company every time.
     */
    fileOwner(prefix: string): Owner {
      const id = Date.now().toString(36);
      const owner: Owner = {
        email: `${prefix}${id}@example.com`,
        username: `${prefix}${id}`.slice(0, 20),
        full_name: 'Rosa Méndez Ortiz',
        password: 'clave-segura-9',
        company_name: 'Tortillería Rosa',
      };
      beforeAll(async () => {
        const base = inject('baseUrl');
        const token = await registerThroughApi(base, owner);
        const company = await fetch(`${base}/api/company`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            industry: 'retail',
            stage: 'startup',
            employees: 1,
            cashBalance: 0,
            onboardingCompleted: true,
          }),
        });
        expect(company.status).toBeLessThan(300);
      });
      return owner;
    },
  };
}

export type Owner = {
  email: string;
  username: string;
  full_name: string;
  password: string;
  company_name: string;
};

/**
 * A new owner registered through the API (POST /api/auth/register), for tests about what they
 * see rather than about signing up: the session's bearer token.
 */
export async function registerThroughApi(baseUrl: string, owner: Owner): Promise<string> {
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  expect(registered.status).toBe(201);
  return ((await registered.json()) as { access_token: string }).access_token;
}

/** Types an owner's email and password into the login page already open, not remembered. */
export async function submitLogin(page: Page, owner: Owner) {
  await page.getByLabel('Correo electrónico').fill(owner.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeViolation = { id: string; impact: string | null; help: string; nodes: unknown[] };

async function a11yViolations(page: Page, impacts: readonly string[]): Promise<string[]> {
  // Injected through the DevTools protocol, so the page's CSP does not block it; once a document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (options: object) => Promise<unknown> } }).axe.run({
      // Every rule still runs; only the passes and incompletes are not written out.
      resultTypes: ['violations'],
    }),
  )) as { violations: AxeViolation[] };
  return result.violations
    .filter((v) => v.impact !== null && impacts.includes(v.impact))
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} nodos`);
}

/** Serious and critical axe-core violations on the current page. */
export function seriousA11yViolations(page: Page): Promise<string[]> {
  return a11yViolations(page, ['serious', 'critical']);
}

/** Moderate, serious and critical axe-core violations on the current page. */
export function moderateA11yViolations(page: Page): Promise<string[]> {
  return a11yViolations(page, ['moderate', 'serious', 'critical']);
}

/**
 * The page does not scroll sideways, logged no error and has no serious axe violation.
 * `axe: false` leaves axe out where a11y-moderate.test.ts holds the same page, at the same
 * width, to the stricter moderate bar.
 */
export async function expectCleanPage(
  page: Page,
  errors: string[],
  width: number,
  { axe = true }: { axe?: boolean } = {},
) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
  expect(errors).toEqual([]);
  if (axe) expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.locator('body').textContent()).not.toMatch(/NaN|undefined|Infinity/);
}

/**
 * Signs in as the demo with a POST to /api/auth/login, remembered (`remember_me`), and returns
 * the browser storage the app keeps for such a session (the token and the user as the server
 * sent it, in localStorage): no login page to load. The login form itself is auth.test.ts's.
 */
export async function demoSessionThroughApi(baseUrl: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_CREDENTIALS, remember_me: true }),
  });
  if (response.status !== 200) {
    throw new Error(`demo sign-in through the API: ${response.status} ${await response.text()}`);
  }
  const { access_token: token, user } = (await response.json()) as {
    access_token: string;
    user: unknown;
  };
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseUrl).origin,
        localStorage: [
          { name: 'auth_token', value: token },
          { name: 'auth_user', value: JSON.stringify(user) },
        ],
      },
    ],
  };
}

/** A signed-in PUT of the API from the page, with the session the app stored; its status. */
export const apiPut = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ url, json }) => {
      const token = localStorage.getItem('auth_token') ?? sessionStorage.getItem('auth_token');
      const res = await fetch(url, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      return res.status;
    },
    { url: path, json: body },
  );

/** A signed-in GET of the API from the page, with the session the app stored; its JSON. */
export const apiGet = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const token = localStorage.getItem('auth_token') ?? sessionStorage.getItem('auth_token');
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    return res.json();
  }, path) as Promise<T>;
