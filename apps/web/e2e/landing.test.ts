import { resolve } from 'node:path';
import { centavos as c } from '@caudal/finance/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadJs } from '../../../bench/first-load-js.ts';
import { formatMoney } from '../src/lib/format.ts';
import { setupBrowser, VIEWPORTS } from './support/browser.ts';
import { expectCleanPage, sampleFigures } from './support/sample-figures.ts';

const browser = setupBrowser();
const DIST = resolve(import.meta.dirname, '../dist');

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
      expect(await pricing.textContent()).toContain(formatMoney(c(29_900)));
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

  it("the hero's sample figures are finance's over the demo data set", async () => {
    const { page, context } = await browser.open();
    // No autoplay under reduced motion: the hero stays on today.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const hero = page.getByRole('figure');
    await hero.locator('dt', { hasText: 'Salud financiera' }).waitFor();
    const figures = sampleFigures();
    const tile = (label: string) =>
      hero.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=../dd');
    expect(await tile('Ingresos').textContent()).toBe(formatMoney(c(figures.income30)));
    expect(await tile('Gastos').textContent()).toBe(formatMoney(c(figures.expense30)));
    expect(await tile('Salud financiera').textContent()).toBe(
      `${Math.round(figures.metrics.healthScore)}/100`,
    );
    await context.close();
  });

  it('the cash-flow animation starts, pauses and resets', async () => {
    const { page, context } = await browser.open('phone');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // The animation loads when its section nears the screen.
    await page.locator('#flujo').scrollIntoViewIfNeeded();
    const demo = page.getByTestId('cash-flow-demo');
    await demo.scrollIntoViewIfNeeded();
    const day = () => demo.getByTestId('flow-day').textContent().then(Number);
    const inflow = () => demo.getByTestId('flow-in').textContent();
    // Reduced motion: nothing moves until asked.
    await page.waitForTimeout(800);
    expect(await day()).toBe(0);
    expect(await inflow()).toBe(formatMoney(c(0)));

    await demo.getByRole('button', { name: 'Iniciar', exact: true }).click();
    await expect.poll(day, { timeout: 5_000 }).toBeGreaterThan(2);
    await demo.getByRole('button', { name: 'Pausar' }).click();
    const paused = await day();
    expect(await inflow()).not.toBe(formatMoney(c(0)));
    await page.waitForTimeout(1000);
    expect(await day()).toBe(paused);

    await demo.getByRole('button', { name: 'Reiniciar' }).click();
    expect(await day()).toBe(0);
    expect(await inflow()).toBe(formatMoney(c(0)));
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
    let attempts = 0;
    await page.route('**/assets/feature-showcase-*.js', (route) => {
      attempts += 1;
      return attempts <= 2 ? route.abort('failed') : route.continue();
    });
    await page.goto('/');
    // Waits of 1 s and 2 s between the tries.
    await page.getByText('Tu dinero, día por día').waitFor({ timeout: 15_000 });
    expect(attempts).toBe(3);
    expect(await page.getByText('No pudimos cargar las funciones.').count()).toBe(0);
    await context.close();
  });

  it('when every try fails it says so, and Reintentar loads it', async () => {
    const { page, context } = await browser.open();
    let attempts = 0;
    const pattern = '**/assets/feature-showcase-*.js';
    await page.route(pattern, (route) => {
      attempts += 1;
      return route.abort('failed');
    });
    await page.goto('/');
    // One try and three retries, 1 + 2 + 4 s apart.
    await page.getByText('No pudimos cargar las funciones.').waitFor({ timeout: 20_000 });
    expect(attempts).toBe(4);
    await page.unroute(pattern);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('Tu dinero, día por día').waitFor();
    expect(await page.getByText('No pudimos cargar las funciones.').count()).toBe(0);
    await context.close();
  });
});
