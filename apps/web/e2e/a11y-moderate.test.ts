import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { moderateA11yViolations, setupBrowser, VIEWPORTS } from './support/browser.ts';

const browser = setupBrowser();

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[];
const DEMO_TABS = ['Dashboard', 'Flujo de caja', 'Rentabilidad', 'Costos', 'Análisis'] as const;

/** Opens each of the demo's tabs and collects what axe finds in it. */
async function demoTabsViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const tab of DEMO_TABS) {
    await page.getByRole('tab', { name: tab }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByRole('tabpanel').waitFor();
    for (const violation of await moderateA11yViolations(page)) found.push(`${tab}: ${violation}`);
  }
  return found;
}

describe.each(VIEWPORT_NAMES)('no moderate axe findings at %s', (viewport) => {
  it('/demo, every tab', async () => {
    const { page, context } = await browser.open(viewport);
    await page.goto('/demo');
    await page.getByRole('heading', { level: 1, name: 'Demo interactiva' }).waitFor();
    expect(await demoTabsViolations(page)).toEqual([]);
    await context.close();
  });

  it('/direct-demo, every tab', async () => {
    const { page, context } = await browser.open(viewport);
    await page.goto('/direct-demo');
    await page.getByTestId('interactive-demo').waitFor();
    expect(await demoTabsViolations(page)).toEqual([]);
    await context.close();
  });

  it('/app/dashboard (demo session)', async () => {
    const { page, context } = await browser.open(viewport, { signedIn: true });
    await page.goto('/app/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The figures arrive after the heading; axe looks at the page with them.
    await page.getByText('Ingresos vs gastos por mes').first().waitFor();
    expect(await moderateA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('/app/libro/1 (demo session)', async () => {
    const { page, context } = await browser.open(viewport, { signedIn: true });
    await page.goto('/app/libro/1');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await moderateA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
