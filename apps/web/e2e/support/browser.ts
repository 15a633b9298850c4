import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

/** One headless Chromium per test file; each test opens its own context (fresh storage). */
export function setupBrowser() {
  const state = { browser: undefined as Browser | undefined };
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    baseUrl: () => inject('baseUrl'),
    /** A fresh browser context (no storage), with page errors collected. */
    async open(viewport: keyof typeof VIEWPORTS = 'desktop') {
      if (!state.browser) throw new Error('browser not started');
      const context = await state.browser.newContext({
        baseURL: inject('baseUrl'),
        viewport: VIEWPORTS[viewport],
        locale: 'es-MX',
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

export type Opened = { context: BrowserContext; page: Page; errors: string[] };

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeViolation = { id: string; impact: string | null; help: string; nodes: unknown[] };

/** Serious and critical axe-core violations on the current page. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Injected through the DevTools protocol, so the page's CSP does not block it.
  await page.evaluate(axeSource);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: () => Promise<unknown> } }).axe.run(),
  )) as { violations: AxeViolation[] };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} nodos`);
}

/** Signs in with the demo credentials the login page offers; lands on the dashboard. */
export async function loginAsDemo(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Usar cuenta demo' }).click();
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await page.waitForURL('**/app/dashboard');
}
