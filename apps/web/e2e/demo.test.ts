import { centavos as c } from '@caudal/finance/money';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatInteger, formatMoney, formatPercent } from '../src/lib/format.ts';
import { setupBrowser, VIEWPORTS } from './support/browser.ts';
import { expectCleanPage, sampleFigures, today } from './support/sample-figures.ts';

const browser = setupBrowser();

const TABS = ['Dashboard', 'Flujo de caja', 'Rentabilidad', 'Costos', 'Análisis'] as const;

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
  it.each(['desktop', 'phone'] as const)(
    'at %s every tab shows figures, without overflow, errors or serious axe issues',
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
        await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
      }
      await context.close();
    },
  );

  it("each module's figures are finance's over the demo data set, formatted es-MX", async () => {
    const { page, context } = await browser.open();
    await page.goto('/demo');
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
    expect(await shownDay(page)).toBe(today);
    const { income30, expense30, cash, metrics } = sampleFigures();

    const dashboard = await openTab(page, 'Dashboard');
    const revenueCard = dashboard.locator('article', { hasText: 'Ingresos del periodo' });
    expect(await revenueCard.textContent()).toContain(formatMoney(c(income30)));
    expect(await dashboard.getByTestId('health-score').textContent()).toBe(
      formatInteger(metrics.healthScore),
    );

    const cashFlow = await openTab(page, 'Flujo de caja');
    expect(await kpi(cashFlow, 'Saldo en caja').textContent()).toBe(formatMoney(c(cash)));
    expect(await kpi(cashFlow, 'Salidas \\(30 días\\)').textContent()).toBe(
      formatMoney(c(expense30)),
    );

    const profitability = await openTab(page, 'Rentabilidad');
    expect(await kpi(profitability, 'Margen bruto').textContent()).toBe(
      formatPercent(metrics.grossMargin),
    );
    expect(await kpi(profitability, 'Margen neto').textContent()).toBe(
      formatPercent(metrics.netMargin),
    );

    const costs = await openTab(page, 'Costos');
    expect(await kpi(costs, 'Costos fijos al mes').textContent()).toBe(
      formatMoney(c(metrics.monthlyFixedCosts)),
    );
    expect(await kpi(costs, 'Punto de equilibrio').textContent()).toBe(
      `${formatInteger(metrics.breakEvenUnits)} unidades`,
    );

    const analysis = await openTab(page, 'Análisis');
    expect(await analysis.textContent()).toContain(
      `Salud financiera: ${Math.round(metrics.healthScore)}/100`,
    );
    expect(await analysis.textContent()).toContain('No usa un modelo de inteligencia artificial');
    expect(await analysis.getByText(/^Libro, capítulo \d+$/).count()).toBeGreaterThan(3);
    await context.close();
  });

  it('Simular advances the days with new entries and figures; Pausar stops; Reiniciar returns', async () => {
    const { page, context, errors } = await browser.open('phone');
    await page.goto('/demo');
    const panel = await openTab(page, 'Flujo de caja');
    const firstEntry = () =>
      panel.getByTestId('recent-entries').locator('li').first().textContent();
    const before = await firstEntry();

    await page.getByRole('button', { name: 'Simular' }).click();
    await expect.poll(() => shownDay(page), { timeout: 5_000 }).not.toBe(today);
    await page.getByRole('button', { name: 'Pausar' }).click();
    const day = await shownDay(page);
    expect(day > today).toBe(true);
    expect(await firstEntry()).not.toBe(before);
    // The figures follow the simulated day.
    expect(await kpi(panel, 'Saldo en caja').textContent()).toBe(
      formatMoney(c(sampleFigures(day).cash)),
    );
    await page.waitForTimeout(1_500);
    expect(await shownDay(page)).toBe(day);

    await page.getByRole('button', { name: 'Reiniciar' }).click();
    expect(await shownDay(page)).toBe(today);
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
      await page.goto('/test-demo');
      await page.getByRole('heading', { level: 1, name: 'Demo de prueba' }).waitFor();
      const log = page.getByTestId('debug-log');
      const day = () => page.getByTestId('simulated-day').getAttribute('datetime');
      expect(await day()).toBe(today);

      await page.getByRole('button', { name: 'Iniciar', exact: true }).click();
      await expect.poll(day, { timeout: 5_000 }).not.toBe(today);
      await page.getByRole('button', { name: 'Pausar' }).click();
      const paused = await day();
      await page.waitForTimeout(1_300);
      expect(await day()).toBe(paused);
      expect(await log.textContent()).toMatch(/\[\d{2}:\d{2}:\d{2}\.\d{3}\] Simulación iniciada/);
      expect(await log.textContent()).toMatch(/movimientos? nuevos?.*saldo \$/);
      expect(await log.textContent()).toContain('Simulación en pausa');

      await page.getByRole('button', { name: 'Reiniciar' }).click();
      expect(await day()).toBe(today);
      expect(await log.locator('li').first().textContent()).toContain('Simulación reiniciada');
      await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
      await context.close();
    },
  );

  it.each(['desktop', 'phone'] as const)(
    '/direct-demo at %s embeds the interactive demo',
    async (viewport) => {
      const { page, context, errors } = await browser.open(viewport);
      await page.goto('/direct-demo');
      await page.getByTestId('interactive-demo').waitFor();
      expect(await page.getByRole('tab').count()).toBe(5);
      const panel = await openTab(page, 'Costos');
      expect(await kpi(panel, 'Costos fijos al mes').textContent()).toBe(
        formatMoney(c(sampleFigures().metrics.monthlyFixedCosts)),
      );
      await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
      await context.close();
    },
  );
});
