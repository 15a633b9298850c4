import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectCleanPage,
  JOURNEY_TIMEOUT_MS,
  setupBrowser,
  submitLogin,
  VIEWPORTS,
} from './support/browser.ts';

// Issue 33: an investment as a cash-flow series on Rentabilidad › Evaluar inversión. The book's
// example: 10,000 today, then 3,000, 4,200 and 6,800 a year, at 10 %:
//   VPN = 3,000 / 1.1 + 4,200 / 1.21 + 6,800 / 1.331 − 10,000 = 11,307.29 − 10,000 = 1,307.29;
//   TIR 16.34 % (the rate where that is zero); cumulative −10,000, −7,000, −2,800, 4,000, so
//   it is back in 2 + 2,800 / 6,800 = 2.4 years; at 5 % with the flows −20 %: 32.61.

const browser = setupBrowser();
const owner = browser.fileOwner('evalua');

const kpi = async (page: Page, name: string) =>
  (await page.getByRole('article', { name }).locator('dd').first().textContent())?.trim();

async function openEvaluator(page: Page) {
  await page.goto('/login');
  await submitLogin(page, owner);
  await page.waitForURL('**/app/dashboard');
  await page.goto('/app/profitability');
  await page.getByRole('heading', { level: 1, name: 'Rentabilidad' }).waitFor();
  await page.getByRole('tab', { name: 'Evaluar inversión' }).click();
  await page.getByText('Escribe la inversión inicial y sus flujos').waitFor();
}

describe('Evaluar inversión', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(
      `at ${viewport}: the grid, the verdict, the chart crossing zero and the sensitivity`,
      async () => {
        const { page, errors, context } = await browser.open(viewport);
        const width = VIEWPORTS[viewport].width;
        await openEvaluator(page);
        const name = viewport === 'desktop' ? 'Horno' : 'Horno chico';
        await page.getByLabel('Nombre (opcional)').fill(name);
        await page.getByLabel('Inversión inicial (pesos)').fill('10000');
        await page.getByLabel('Tasa de descuento (% anual)').fill('10');
        await page.getByRole('radio', { name: 'Años' }).click();
        await page.getByRole('radio', { name: 'Distinto por periodo' }).click();
        // The grid starts with three periods; typing with the keyboard only.
        await page.getByLabel('Año 1', { exact: true }).fill('3000');
        await page.keyboard.press('Tab');
        await page.keyboard.type('4200');
        await page.getByLabel('Año 3', { exact: true }).fill('6800');

        const verdict = page.getByRole('region', { name: 'Veredicto' });
        await expect
          .poll(() => verdict.textContent())
          .toContain(`A una tasa de 10 % «${name}» te deja $1,307 de hoy más que no hacerlo.`);
        expect(await verdict.textContent()).toContain('Recuperas lo invertido en 2.4 años');
        expect(await kpi(page, 'VPN')).toBe('$1,307');
        expect(await kpi(page, 'TIR')).toBe('16.34 %');
        expect(await kpi(page, 'ROI')).toBe('40 %');

        // The chart: drawn, with the zero line and the payback line, and its table for readers.
        const chart = page.getByRole('region', { name: 'Efectivo acumulado' });
        await chart.locator('.recharts-line').first().waitFor();
        expect(await chart.locator('.recharts-reference-line').count()).toBe(2);
        const table = chart.getByRole('table', { name: 'Efectivo acumulado por periodo' });
        expect(await table.locator('tbody tr').allTextContents()).toEqual([
          '0-$10,000-$10,000',
          '1-$7,000-$7,273',
          '2-$2,800-$3,802',
          '3$4,000$1,307',
        ]);

        // The sensitivity: 5 % with the flows 20 % lower still leaves $33; 15 % and −20 % loses.
        const sensitivity = page.getByRole('table', {
          name: 'VPN por tasa de descuento y cambio en los flujos',
        });
        const rows = await sensitivity.locator('tbody tr').allTextContents();
        expect(rows).toEqual([
          '5 %$33$2,541$5,049',
          '10 %-$954$1,307$3,569',
          '15 %-$1,796$256$2,307',
        ]);
        await expectCleanPage(page, errors, width);

        if (viewport === 'desktop') {
          // Saved, then a second one "igual cada mes" that never pays back, side by side.
          await page.getByRole('button', { name: 'Guardar como inversión' }).click();
          await page.getByRole('status').filter({ hasText: 'Guardada como «Horno».' }).waitFor();
          await page.getByRole('button', { name: 'Empezar de nuevo' }).click();
          await page.getByLabel('Nombre (opcional)').fill('Vitrina');
          await page.getByLabel('Inversión inicial (pesos)').fill('100000');
          await page.getByLabel('Flujo de cada mes (pesos)').fill('5000');
          await expect
            .poll(() => verdict.textContent())
            .toContain('No se recupera en el plazo: al final de 12 meses todavía faltan $40,000.');
          expect(await kpi(page, 'Recuperación')).toBe('No se recupera en el plazo');
          await page.getByRole('button', { name: 'Guardar como inversión' }).click();
          await page.getByRole('status').filter({ hasText: 'Guardada como «Vitrina».' }).waitFor();
          const compare = page.getByRole('table', { name: 'Cifras de cada inversión comparada' });
          await compare.getByRole('columnheader', { name: 'Vitrina' }).waitFor();
          const vpnRow = compare.getByRole('row', { name: /^VPN/ });
          // Vitrina at 12 % a year (0.9489 % a month): 5,000 × 11.291516 − 100,000 = −43,542.
          expect(await vpnRow.textContent()).toBe('VPN$1,307-$43,542');
          // Horno's discounted payback: 2 + 3,801.65 / 5,108.94 = 2.7 years; Vitrina never.
          expect(
            await compare.getByRole('row', { name: /^Recuperación descontada/ }).textContent(),
          ).toBe('Recuperación descontada2.7 añosNo se recupera en el plazo');
          // Opened again in the evaluator from the comparison.
          await compare.getByRole('button', { name: 'Abrir en el evaluador: Horno' }).click();
          await expect.poll(() => kpi(page, 'VPN')).toBe('$1,307');
          await expectCleanPage(page, errors, width);
        }
        expect(errors).toEqual([]);
        await context.close();
      },
      JOURNEY_TIMEOUT_MS,
    );
  }
});
