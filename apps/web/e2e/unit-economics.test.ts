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

/** The calculator's six fields as finance's inputs. */
async function calculatorInputs(page: Page) {
  const value = async (label: string) => Number(await page.getByLabel(label).inputValue());
  return {
    pricePerUnitCentavos: toCentavos(await value('Precio por unidad')),
    variableCostsCentavos: toCentavos(await value('Costo variable por unidad')),
    marketingSpendCentavos: toCentavos(await value('Gasto de marketing del mes')),
    newCustomers: await value('Clientes nuevos del mes'),
    avgPurchaseFreq: await value('Compras por cliente al mes'),
    retentionMonths: await value('Meses de retención'),
  };
}

describe('unit economics in the browser', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(
      `a product's LTV/COCA is finance's; zero new customers is explained; Carlos cites chapter 5 (${viewport})`,
      async () => {
        const { page, errors, context } = await browser.open(viewport, {
          session: sandbox.session(),
        });
        await page.goto('/app/unit-economics');
        await page.getByRole('heading', { level: 1, name: 'Economía unitaria' }).waitFor();
        await page.getByRole('heading', { name: 'Resultados' }).waitFor();
        // The demo keeps no customer records: the estimates say so.
        await page.getByText(/Estimados: clientes estimados: 70 %/).waitFor();

        // A product (the first after "todos"): the calculator takes its figures.
        const select = page.getByLabel('Producto');
        const product = await select.locator('option').nth(1).textContent();
        await select.selectOption({ index: 1 });
        const inputs = await calculatorInputs(page);
        expect(inputs.newCustomers).toBeGreaterThan(0);
        const expected = unitEconomics(inputs);
        if (expected.ltvCocaRatio === null) throw new Error('the demo product has no ratio');
        const ratio = await card(page, 'Razón LTV/COCA');
        expect(ratio).toBe(ratioFormat.format(expected.ltvCocaRatio));
        const verdicts = {
          excellent: 'Excelente',
          good: 'Bueno',
          marginal: 'Marginal',
          dangerous: 'Peligroso',
        };
        expect(await card(page, 'Veredicto')).toBe(verdicts[ltvCocaRating(expected.ltvCocaRatio)]);
        await expectCleanPage(page, errors, VIEWPORTS[viewport].width);

        // The explanation of zero new customers and the restore do not depend on the width: at
        // 1280 px only.
        if (viewport === 'desktop') {
          // Zero new customers: a Spanish explanation instead of a figure, never NaN or Infinity.
          await page.getByLabel('Clientes nuevos del mes').fill('0');
          expect(await card(page, 'COCA (costo de adquisición)')).toBe('No se puede calcular');
          expect(await cardDetail(page, 'COCA (costo de adquisición)')).toBe(
            'Sin clientes nuevos no hay costo de adquisición por cliente.',
          );
          expect(await card(page, 'Razón LTV/COCA')).toBe('No se puede calcular');
          expect(await card(page, 'Periodo de recuperación')).toBe('No se puede calcular');
          await expectCleanPage(page, errors, VIEWPORTS[viewport].width);

          // Restored: the company's figures again.
          await page.getByRole('button', { name: 'Volver a los datos de tu empresa' }).click();
          expect(await card(page, 'Razón LTV/COCA')).toBe(ratio);
        }

        // Carlos reads the same product on the server: the same ratio, and chapter 5's passages.
        await page.getByRole('button', { name: 'Pedir análisis a Carlos' }).click();
        const figures = page.getByTestId('carlos-figures');
        await figures.waitFor();
        const tile = (label: string) =>
          figures.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
        expect(await tile('LTV/COCA').textContent()).toBe(ratio);
        await page.getByText(`${product}, con los datos de tu empresa`).waitFor();
        const citation = page.getByRole('link', { name: /^Capítulo 5 · / }).first();
        await citation.waitFor();
        await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
        if (viewport === 'phone') {
          await context.close();
          return;
        }
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
