import { ltvCocaRating, toCentavos, unitEconomics } from '@caudal/finance';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectCleanPage, JOURNEY_TIMEOUT_MS, setupBrowser, VIEWPORTS } from './support/browser.ts';

const browser = setupBrowser();
// One demo sandbox for the file (Carlos and the calculation record learning steps, which the
// shared demo session must not see); the tests only read its figures.
const sandbox = browser.fileDemoSandbox();

const ratioFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/** The figure of a results card ('78.07', '$242', 'No se puede calcular'). */
const card = (page: Page, name: string) =>
  page.getByRole('article', { name }).locator('dd').first().textContent();
const cardDetail = (page: Page, name: string) =>
  page.getByRole('article', { name }).locator('dd').nth(1).textContent();

/** The calculator's six fields as finance's inputs (an empty field: null new customers). */
async function calculatorInputs(page: Page) {
  const value = async (label: string) => Number(await page.getByLabel(label).inputValue());
  const typed = await page.getByLabel('Clientes nuevos del mes').inputValue();
  return {
    pricePerUnitCentavos: toCentavos(await value('Precio por unidad')),
    variableCostsCentavos: toCentavos(await value('Costo variable por unidad')),
    marketingSpendCentavos: toCentavos(await value('Gasto de marketing del mes')),
    newCustomers: typed === '' ? null : Number(typed),
    avgPurchaseFreq: await value('Compras por cliente al mes'),
    retentionMonths: await value('Meses de retención'),
  };
}

const NEEDED =
  'El COCA, la razón LTV/COCA y el periodo de recuperación necesitan tus clientes: regístralos en Economía unitaria › Tus clientes por mes.';
const money = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  maximumFractionDigits: 0,
});

describe('unit economics in the browser', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(
      `without customer records nothing is invented: one note, 'Sin registrar', no projection; typed customers are used; Carlos cites chapter 5 (${viewport})`,
      async () => {
        const { page, errors, context } = await browser.open(viewport, {
          session: sandbox.session(),
        });
        await page.goto('/app/unit-economics');
        await page.getByRole('heading', { level: 1, name: 'Economía unitaria' }).waitFor();
        await page.getByRole('heading', { name: 'Resultados' }).waitFor();
        // The demo keeps no customer records: no "70 % of units", one note of what needs them.
        await page.getByText('Sin registrar').first().waitFor();
        expect(await page.getByText(/clientes estimados|70 % de tus unidades/).count()).toBe(0);
        expect(await page.getByText(NEEDED, { exact: false }).count()).toBe(2);
        expect(await page.getByText('Sin registrar').count()).toBe(12);
        const customers = page.getByRole('region', { name: 'Tus clientes por mes' });
        expect(await customers.getAttribute('id')).toBe('clientes');

        // A product (the first after "todos"): its price and cost, no new customers.
        const select = page.getByLabel('Producto');
        const product = await select.locator('option').nth(1).textContent();
        await select.selectOption({ index: 1 });
        expect(await page.getByLabel('Clientes nuevos del mes').inputValue()).toBe('');
        for (const name of [
          'COCA (costo de adquisición)',
          'Razón LTV/COCA',
          'Periodo de recuperación',
        ]) {
          expect(await card(page, name)).toBe('No se puede calcular');
          expect(await cardDetail(page, name)).toBe('Falta registrar tus clientes.');
        }
        expect(await card(page, 'Veredicto')).toBe('Sin veredicto');
        // LTV on its labelled assumptions: contribution × 1.2 purchases × 24 months.
        const inputs = await calculatorInputs(page);
        expect([inputs.avgPurchaseFreq, inputs.retentionMonths]).toEqual([1.2, 24]);
        const ltv = unitEconomics({ ...inputs, newCustomers: null }).ltvCentavos;
        expect(await card(page, 'LTV (valor de vida del cliente)')).toBe(
          money.format((ltv ?? 0) / 100),
        );
        await page.getByText(/^Supuestos: compras por cliente al mes: 1\.2 supuesto/).waitFor();
        // The projection says why instead of twelve rows of zeros.
        expect(await page.getByTestId('projection-note').textContent()).toBe(
          `${NEEDED} Registra tus clientes`,
        );
        expect(await page.getByRole('table', { name: 'Proyección mes a mes' }).count()).toBe(0);
        await expectCleanPage(page, errors, VIEWPORTS[viewport].width);

        // Carlos reads the same product on the server: no ratio, recording customers first.
        await page.getByRole('button', { name: 'Pedir análisis a Carlos' }).click();
        const figures = page.getByTestId('carlos-figures');
        await figures.waitFor();
        const tile = (label: string) =>
          figures.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
        expect(await tile('LTV/COCA').textContent()).toBe('No se puede calcular');
        await page
          .getByText(`${product}, con los datos de tu empresa`)
          .filter({ hasText: 'clientes sin registrar' })
          .waitFor();
        await page.getByText('Registra tus clientes de cada mes').first().waitFor();
        const citation = page.getByRole('link', { name: /^Capítulo 5 · / }).first();
        await citation.waitFor();
        await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
        if (viewport === 'phone') {
          await context.close();
          return;
        }

        // Numbers the owner types are used as given: 20 new customers give finance's ratio.
        await page.getByLabel('Clientes nuevos del mes').fill('20');
        const typed = await calculatorInputs(page);
        const expected = unitEconomics(typed);
        if (expected.ltvCocaRatio === null) throw new Error('the typed inputs have no ratio');
        await expect
          .poll(() => card(page, 'Razón LTV/COCA'))
          .toBe(ratioFormat.format(expected.ltvCocaRatio));
        const verdicts = {
          excellent: 'Excelente',
          good: 'Bueno',
          marginal: 'Marginal',
          dangerous: 'Peligroso',
        };
        expect(await card(page, 'Veredicto')).toBe(verdicts[ltvCocaRating(expected.ltvCocaRatio)]);
        expect(await page.getByTestId('projection-note').count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Ir a Tus clientes por mes' }).count()).toBe(0);
        // Zero new customers: a Spanish explanation instead of a figure, never NaN or Infinity.
        await page.getByLabel('Clientes nuevos del mes').fill('0');
        expect(await card(page, 'COCA (costo de adquisición)')).toBe('No se puede calcular');
        expect(await cardDetail(page, 'COCA (costo de adquisición)')).toBe(
          'Sin clientes nuevos no hay costo de adquisición por cliente.',
        );
        await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
        await page.getByRole('button', { name: 'Volver a los datos de tu empresa' }).click();
        expect(await card(page, 'Razón LTV/COCA')).toBe('No se puede calcular');

        // The note leads to the customers section.
        await page.getByRole('link', { name: 'Ir a Tus clientes por mes' }).click();
        await page.waitForURL(/#clientes$/);
        await expect.poll(() => customers.isVisible()).toBe(true);

        await citation.click();
        await page.waitForURL(/\/app\/libro\/5#/);
        await page.getByRole('heading', { level: 1, name: /Economía unitaria/ }).waitFor();
        await context.close();
      },
      JOURNEY_TIMEOUT_MS,
    );
  }

  it(
    'the online shop case applies as a what-if and clears (desktop)',
    async () => {
      const { page, errors, context } = await browser.open('desktop', {
        session: sandbox.session(),
      });
      await page.goto('/app/unit-economics');
      await page.getByRole('heading', { name: 'Resultados' }).waitFor();
      const own = await card(page, 'Razón LTV/COCA');
      await page.getByRole('button', { name: /^Aplicar caso «Tienda en línea/ }).click();
      await page.waitForURL(/caso=tienda-en-linea/);
      // $130 × 0.5 × 8 = $520 over a COCA of $300: 1.73, marginal (chapter 5's example).
      await expect.poll(() => card(page, 'Razón LTV/COCA')).toBe('1.73');
      expect(await card(page, 'Veredicto')).toBe('Marginal');
      expect(await page.getByRole('heading', { name: 'Análisis de Carlos' }).count()).toBe(0);
      await expectCleanPage(page, errors, VIEWPORTS.desktop.width);
      await page.getByRole('button', { name: 'Volver a mis datos' }).first().click();
      await page.waitForURL((url) => !url.search.includes('caso='));
      await expect.poll(() => card(page, 'Razón LTV/COCA')).toBe(own);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
