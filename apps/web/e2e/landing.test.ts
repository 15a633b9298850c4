import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadJs } from '../../../bench/first-load-js.ts';
import { expectCleanPage, setupBrowser, VIEWPORTS } from './support/browser.ts';
import { advanceUntil, PAUSED_AT, pauseClock, pinClock } from './support/clock.ts';
import {
  EXPENSES_30_DAYS,
  FLOW_IN_FIRST_3_DAYS,
  HEALTH_SCORE,
  INCOME_30_DAYS,
} from './support/demo-figures.ts';

const browser = setupBrowser();
const DIST = resolve(import.meta.dirname, '../dist');

/** One day of the cash-flow animation (STEP_MS in cash-flow-demo.tsx). */
const FLOW_STEP_MS = 350;

/** Scrolls down the page so every lazy section and the assistant card load, then back up. */
async function loadWholePage(page: Page) {
  await page.getByRole('heading', { name: 'Precios claros' }).waitFor();
  for (const section of ['#features', '#flujo', '#pricing', '#about']) {
    await page.locator(section).scrollIntoViewIfNeeded();
  }
  await page.getByText('Tu dinero, día por día').waitFor();
  await page.getByText('Plan Caudal').waitFor();
  await page.getByTestId('cash-flow-demo').waitFor();
  await expect
    .poll(() => page.getByTestId('assistant-status').textContent())
    .not.toMatch(/Consultando/);
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('the landing', () => {
  it.each(['desktop', 'phone'] as const)(
    'at %s: the sections, honest copy, no overflow, no errors and no serious axe issue',
    async (viewport) => {
      const { page, context, errors } = await browser.open(viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await loadWholePage(page);
      for (const id of ['features', 'pricing', 'about']) {
        expect(await page.locator(`#${id}`).count(), id).toBe(1);
      }
      expect(await page.getByText('Datos de ejemplo').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('assistant-status').textContent()).toBe(
        'Disponible · responde con citas de los 15 capítulos del libro',
      );
      const pricing = page.locator('#pricing');
      expect(await pricing.textContent()).toContain('$299');
      expect(await pricing.textContent()).toContain('14 días');
      expect(await pricing.textContent()).toContain('Sin tarjeta de crédito');
      // No marketing figure unless configured (the e2e build sets none).
      expect(await page.locator('main').textContent()).not.toMatch(/empresas activas|1,200/);
      // The footer shows only on the landing.
      expect(await page.locator('footer').count()).toBe(1);
      await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
      await context.close();
    },
  );

  it("the hero's sample figures are the hand-worked ones of the pinned day", async () => {
    const { page, context } = await browser.open();
    // No autoplay under reduced motion: the hero stays on today.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pinClock(page);
    await page.goto('/');
    const hero = page.getByRole('figure');
    await hero.locator('dt', { hasText: 'Salud financiera' }).waitFor();
    const tile = (label: string) =>
      hero.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=../dd');
    // The app's today (Mexico City) is the pinned day.
    expect(await hero.getByTestId('hero-day').textContent()).toBe('16 de marzo de 2026');
    expect(await tile('Ingresos').textContent()).toBe(INCOME_30_DAYS);
    expect(await tile('Gastos').textContent()).toBe(EXPENSES_30_DAYS);
    // 172,166.00 − 197,114.21 = −24,948.21 pesos (the owners' withdrawal is not an expense).
    expect(await tile('Utilidad').textContent()).toBe('-$24,948');
    expect(await tile('Salud financiera').textContent()).toBe(`${HEALTH_SCORE}/100`);
    await context.close();
  });

  it('the cash-flow animation starts, pauses and resets', async () => {
    const { page, context } = await browser.open('phone');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pinClock(page);
    await page.goto('/');
    // The animation loads when its section nears the screen.
    await page.locator('#flujo').scrollIntoViewIfNeeded();
    const demo = page.getByTestId('cash-flow-demo');
    await demo.scrollIntoViewIfNeeded();
    const day = () => demo.getByTestId('flow-day').textContent().then(Number);
    const inflow = () => demo.getByTestId('flow-in').textContent();
    const start = demo.getByRole('button', { name: 'Iniciar', exact: true });
    expect(await day()).toBe(0);
    // From here on the page's time moves only when the test moves it.
    await pauseClock(page, PAUSED_AT);

    // Reduced motion: five seconds in view move nothing; Iniciar then moves one day a step.
    await page.clock.runFor(5_000);
    expect(await day()).toBe(0);
    expect(await start.isEnabled()).toBe(true);
    await start.click();
    await page.clock.runFor(3 * FLOW_STEP_MS);
    await expect.poll(day).toBe(3);
    await demo.getByRole('button', { name: 'Pausar' }).click();
    expect(await inflow()).toBe(FLOW_IN_FIRST_3_DAYS);

    // Paused, three seconds bring no day: started again, one step brings exactly one.
    await page.clock.runFor(3_000);
    await start.click();
    await page.clock.runFor(FLOW_STEP_MS);
    await expect.poll(day).toBe(4);
    await demo.getByRole('button', { name: 'Pausar' }).click();

    await demo.getByRole('button', { name: 'Reiniciar' }).click();
    expect(await day()).toBe(0);
    expect(await inflow()).toBe('$0');
    await context.close();
  });

  it('the cash-flow animation plays by itself once in view when motion is allowed', async () => {
    const { page, context } = await browser.open();
    await page.goto('/');
    // The animation loads when its section nears the screen.
    await page.locator('#flujo').scrollIntoViewIfNeeded();
    const demo = page.getByTestId('cash-flow-demo');
    await demo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => demo.getByTestId('flow-day').textContent().then(Number))
      .toBeGreaterThan(0);
    await context.close();
  });

  it('the demo account card signs in as the demo and opens the dashboard', async () => {
    const { page, context } = await browser.open('phone');
    await page.goto('/');
    const card = page.locator('#demo-account');
    await card.scrollIntoViewIfNeeded();
    expect(await card.getByText('demo@caudal.mx').count()).toBe(1);
    await card.getByRole('button', { name: 'Entrar a la demo completa' }).click();
    await page.waitForURL('**/app/dashboard');
    await context.close();
  });
});

describe('the landing loads light', () => {
  it(`carries at most ${FIRST_LOAD_BUDGET_BYTES / 1024} KiB of gzipped JavaScript before interaction`, () => {
    const { files, totalGzipBytes } = firstLoadJs(DIST);
    expect(files.length).toBeGreaterThan(0);
    expect(totalGzipBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  it('requests the first-load chunks, and neither zod, the charts, the demo nor the app area', async () => {
    const { page, context } = await browser.open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    for (const { file } of firstLoadJs(DIST).files) expect(scripts).toContain(`/${file}`);
    const heavy = scripts.filter((path) =>
      /\/(zod|charts|app-area|demo|signed-in-tools|auth-dialogs)-[\w-]+\.js$/.test(path),
    );
    expect(heavy).toEqual([]);
    await context.close();
  });
});

describe('the lazily loaded sections', () => {
  it('the feature showcase loads on the third try when the first two fail', async () => {
    const { page, context } = await browser.open();
    // The waits between tries (1 s, then 2 s) pass on the page's clock, not in real time.
    await page.clock.install();
    let attempts = 0;
    await page.route('**/assets/feature-showcase-*.js', (route) => {
      attempts += 1;
      return attempts <= 2 ? route.abort('failed') : route.continue();
    });
    await page.goto('/');
    const loaded = page.getByText('Tu dinero, día por día');
    await advanceUntil(page, async () => (await loaded.count()) > 0);
    expect(attempts).toBe(3);
    expect(await page.getByText('No pudimos cargar las funciones.').count()).toBe(0);
    await context.close();
  });

  it('when every try fails it says so, and Reintentar loads it', async () => {
    const { page, context } = await browser.open();
    await page.clock.install();
    let attempts = 0;
    const pattern = '**/assets/feature-showcase-*.js';
    await page.route(pattern, (route) => {
      attempts += 1;
      return route.abort('failed');
    });
    await page.goto('/');
    // One try and three retries, 1 + 2 + 4 s apart on the page's clock.
    const failed = page.getByText('No pudimos cargar las funciones.');
    await advanceUntil(page, async () => (await failed.count()) > 0);
    expect(attempts).toBe(4);
    await page.unroute(pattern);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('Tu dinero, día por día').waitFor();
    expect(await failed.count()).toBe(0);
    await context.close();
  });
});
