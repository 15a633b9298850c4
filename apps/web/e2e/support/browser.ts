import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
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
     * session global-setup.ts signed in once (for tests that do not test signing in).
     */
    async open(
      viewport: keyof typeof VIEWPORTS = 'desktop',
      options: { signedIn?: boolean } = {},
    ): Promise<Opened> {
      if (!state.browser) throw new Error('browser not connected');
      const context = await state.browser.newContext({
        baseURL: inject('baseUrl'),
        viewport: VIEWPORTS[viewport],
        locale: 'es-MX',
        storageState: options.signedIn ? inject('demoSession') : undefined,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      return { context, page, errors };
    },
  };
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

/** The page does not scroll sideways, logged no error and has no serious axe violation. */
export async function expectCleanPage(page: Page, errors: string[], width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
  expect(errors).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.locator('body').textContent()).not.toMatch(/NaN|undefined|Infinity/);
}

/** Signs in with the demo credentials the login page offers; lands on the dashboard. */
export async function loginAsDemo(page: Page, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Usar cuenta demo' }).click();
  if (options.remember) await page.getByLabel('Recordarme').check();
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await page.waitForURL('**/app/dashboard');
}
