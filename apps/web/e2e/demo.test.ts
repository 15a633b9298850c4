import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectCleanPage, setupBrowser, VIEWPORTS } from './support/browser.ts';
import { PAUSED_AT, PINNED_DAY, pauseClock, pinClock } from './support/clock.ts';
import {
  BREAK_EVEN_UNITS,
  CASH,
  CASH_19_MARCH,
  GROSS_MARGIN,
  HEALTH_SCORE,
  INCOME_30_DAYS,
  MONTHLY_FIXED_COSTS,
  OUTFLOWS_30_DAYS,
  RECORDED_NET_MARGIN,
} from './support/demo-figures.ts';

const browser = setupBrowser();

const TABS = ['Dashboard', 'Flujo de caja', 'Rentabilidad', 'Costos', 'Análisis'] as const;

/** One simulated day lasts a second on screen (SIMULATED_DAY_MS in use-simulation.ts). */
const DAY_MS = 1_000;

/** The value shown under a KPI label (a <dt>/<dd> pair) in the active tab panel. */
function kpi(panel: Locator, label: string): Locator {
  return panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=../dd[1]');
}

async function openTab(page: Page, name: (typeof TABS)[number]): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  const panel = page.getByRole('tabpanel');
  await panel.waitFor();
  return panel;
}

const shownDay = (page: Page) =>
  page.getByTestId('interactive-demo').getAttribute('data-day').then(String);

describe('/demo', () => {
  // axe: a11y-moderate.test.ts runs it on every tab of /demo and /direct-demo at both widths,
  // for moderate findings too; here each tab's figures, width, errors and text.
  it.each(['desktop', 'phone'] as const)(
    'at %s every tab shows figures, without overflow, errors or broken numbers',
    async (viewport) => {
      const { page, context, errors } = await browser.open(viewport);
      await page.goto('/demo');
      await page.getByRole('heading', { level: 1, name: 'Demo interactiva' }).waitFor();
      expect(await page.getByText('Datos de ejemplo').count()).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: 'Crear cuenta gratis' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Entrar a la demo completa' }).count()).toBe(1);
      for (const tab of TABS) {
        const panel = await openTab(page, tab);
        expect(await panel.textContent(), tab).toMatch(/\$\d|\d%/);
        if (tab === 'Dashboard') await panel.getByText('Ingresos vs gastos por mes').waitFor();
        await expectCleanPage(page, errors, VIEWPORTS[viewport].width, { axe: false });
      }
      await context.close();
    },
  );

  it('each module shows the hand-worked figures of the sample bakery on the pinned day', async () => {
    const { page, context } = await browser.open();
    await pinClock(page);
    await page.goto('/demo');
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
    // The app's today (Mexico City) is the pinned day.
    expect(await shownDay(page)).toBe(PINNED_DAY);
    expect(await page.getByTestId('simulated-day').textContent()).toBe('16 de marzo de 2026');

    const dashboard = await openTab(page, 'Dashboard');
    const revenueCard = dashboard.locator('article', { hasText: 'Ingresos del periodo' });
    expect(await revenueCard.textContent()).toContain(INCOME_30_DAYS);
    expect(await dashboard.getByTestId('health-score').textContent()).toBe(String(HEALTH_SCORE));

    const cashFlow = await openTab(page, 'Flujo de caja');
    expect(await kpi(cashFlow, 'Saldo en caja').textContent()).toBe(CASH);
    expect(await kpi(cashFlow, 'Salidas \\(30 días\\)').textContent()).toBe(OUTFLOWS_30_DAYS);

    const profitability = await openTab(page, 'Rentabilidad');
    expect(await kpi(profitability, 'Margen bruto').textContent()).toBe(GROSS_MARGIN);
    expect(await kpi(profitability, 'Margen neto').textContent()).toBe(RECORDED_NET_MARGIN);

    const costs = await openTab(page, 'Costos');
    expect(await kpi(costs, 'Costos fijos al mes').textContent()).toBe(MONTHLY_FIXED_COSTS);
    expect(await kpi(costs, 'Punto de equilibrio').textContent()).toBe(BREAK_EVEN_UNITS);

    const analysis = await openTab(page, 'Análisis');
    expect(await analysis.textContent()).toContain(`Salud financiera: ${HEALTH_SCORE}/100`);
    expect(await analysis.textContent()).toContain('No usa un modelo de inteligencia artificial');
    expect(await analysis.getByText(/^Libro, capítulo \d+$/).count()).toBeGreaterThan(3);
    await context.close();
  });

  it('Simular advances one day a second with new entries and figures; Pausar stops; Reiniciar returns', async () => {
    const { page, context, errors } = await browser.open('phone');
    await pinClock(page);
    await page.goto('/demo');
    const panel = await openTab(page, 'Flujo de caja');
    const firstEntry = () =>
      panel.getByTestId('recent-entries').locator('li').first().textContent();
    const before = await firstEntry();
    expect(await shownDay(page)).toBe(PINNED_DAY);
    // From here on the page's time moves only when the test moves it.
    await pauseClock(page, PAUSED_AT);

    await page.getByRole('button', { name: 'Simular' }).click();
    await page.clock.runFor(3 * DAY_MS);
    await expect.poll(() => shownDay(page)).toBe('2026-03-19');
    await page.getByRole('button', { name: 'Pausar' }).click();
    // The newest entry is now one of 19 March, and the cash follows the simulated day.
    expect(await firstEntry()).not.toBe(before);
    expect(await firstEntry()).toContain('19 mar');
    expect(await kpi(panel, 'Saldo en caja').textContent()).toBe(CASH_19_MARCH);

    // Paused, five seconds bring no day: resumed, one second brings exactly one.
    await page.clock.runFor(5 * DAY_MS);
    await page.getByRole('button', { name: 'Simular' }).click();
    await page.clock.runFor(DAY_MS);
    await expect.poll(() => shownDay(page)).toBe('2026-03-20');
    await page.getByRole('button', { name: 'Pausar' }).click();

    await page.getByRole('button', { name: 'Reiniciar' }).click();
    expect(await shownDay(page)).toBe(PINNED_DAY);
    expect(await firstEntry()).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the tabs work from the keyboard', async () => {
    const { page, context } = await browser.open();
    await page.goto('/demo');
    await page.getByRole('tab', { name: 'Dashboard' }).focus();
    await page.keyboard.press('ArrowRight');
    const cashFlow = page.getByRole('tab', { name: 'Flujo de caja' });
    await expect.poll(() => cashFlow.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Análisis' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.keyboard.press('Tab');
    const focusedInPanel = await page.evaluate(
      () => document.activeElement?.getAttribute('role') === 'tabpanel',
    );
    expect(focusedInPanel).toBe(true);
    await context.close();
  });

  it('the call to try the full demo signs in as the demo', async () => {
    const { page, context } = await browser.open();
    await page.goto('/demo');
    await page.getByRole('button', { name: 'Entrar a la demo completa' }).click();
    await page.waitForURL('**/app/dashboard');
    await context.close();
  });
});

describe('/test-demo and /direct-demo', () => {
  it.each(['desktop', 'phone'] as const)(
    '/test-demo at %s runs, pauses and resets with a timestamped log',
    async (viewport) => {
      const { page, context, errors } = await browser.open(viewport);
      await pinClock(page);
      await page.goto('/test-demo');
      await page.getByRole('heading', { level: 1, name: 'Demo de prueba' }).waitFor();
      const log = page.getByTestId('debug-log');
      const lines = () => log.locator('li').allTextContents();
      const day = () => page.getByTestId('simulated-day').getAttribute('datetime');
      expect(await day()).toBe(PINNED_DAY);
      // Paused at 12:01:00.000 (Mexico City): the log's timestamps are exact.
      await pauseClock(page, PAUSED_AT);

      await page.getByRole('button', { name: 'Iniciar', exact: true }).click();
      await page.clock.runFor(3 * DAY_MS);
      await expect.poll(day).toBe('2026-03-19');
      await page.getByRole('button', { name: 'Pausar' }).click();
      // Paused, three seconds bring no day: started again, one second brings exactly one.
      await page.clock.runFor(3 * DAY_MS);
      expect(await day()).toBe('2026-03-19');
      await page.getByRole('button', { name: 'Iniciar', exact: true }).click();
      await page.clock.runFor(DAY_MS);
      await expect.poll(day).toBe('2026-03-20');
      await page.getByRole('button', { name: 'Pausar' }).click();

      // Newest first.
      const logged = await lines();
      expect(logged.at(-1)).toBe(
        '[12:01:00.000] Simulación iniciada desde el 16 de marzo de 2026.',
      );
      expect(logged).toContain(
        `[12:01:03.000] Día 19 mar: 3 movimientos nuevos (entradas $5,126, salidas $0); saldo ${CASH_19_MARCH}.`,
      );
      expect(logged).toContain('[12:01:03.000] Simulación en pausa en el 19 de marzo de 2026.');
      expect(logged).toContain('[12:01:06.000] Simulación iniciada desde el 19 de marzo de 2026.');
      expect(logged[0]).toBe('[12:01:07.000] Simulación en pausa en el 20 de marzo de 2026.');

      await page.getByRole('button', { name: 'Reiniciar' }).click();
      expect(await day()).toBe(PINNED_DAY);
      expect(await log.locator('li').first().textContent()).toBe(
        '[12:01:07.000] Simulación reiniciada: vuelve al 16 de marzo de 2026.',
      );
      // axe waits on timers of its own.
      await page.clock.resume();
      await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
      await context.close();
    },
  );

  it.each(['desktop', 'phone'] as const)(
    '/direct-demo at %s embeds the interactive demo',
    async (viewport) => {
      const { page, context, errors } = await browser.open(viewport);
      await pinClock(page);
      await page.goto('/direct-demo');
      await page.getByTestId('interactive-demo').waitFor();
      expect(await page.getByRole('tab').count()).toBe(5);
      const panel = await openTab(page, 'Costos');
      expect(await kpi(panel, 'Costos fijos al mes').textContent()).toBe(MONTHLY_FIXED_COSTS);
      await expectCleanPage(page, errors, VIEWPORTS[viewport].width, { axe: false });
      await context.close();
    },
  );
});
