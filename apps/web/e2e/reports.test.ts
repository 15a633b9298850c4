import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { expectCleanPage, JOURNEY_TIMEOUT_MS, setupBrowser, VIEWPORTS } from './support/browser.ts';

const browser = setupBrowser();

type Summary = { total_revenue: number; net_profit: number };

/** The API's comprehensive report of `days` days, read by the test itself (JSON). */
const apiSummary = (page: Page, days: number) =>
  page.evaluate(async (period_days) => {
    const token = localStorage.getItem('auth_token') ?? sessionStorage.getItem('auth_token');
    const res = await fetch('/api/reports/generate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ report_type: 'comprehensive', period_days, format: 'json' }),
    });
    return ((await res.json()) as { financial_summary: Summary }).financial_summary;
  }, days);

/** 237783.6 → '$237,784', as es-MX writes whole pesos. */
const pesos = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

/** The value shown on a summary card (an article named by its label). */
const card = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Resumen del periodo' }).getByRole('article', { name: label });

/** Clicks an export button and returns the downloaded file's name and bytes. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  // Read through a stream: the browser runs in another process (global-setup.ts).
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

const PUT_DEFAULTS = {
  followed: [
    'revenue',
    'net-margin',
    'cash-flow-margin',
    'ltv-coca',
    'acquisition-cost',
    'revenue-growth',
  ],
  targets: {},
};

describe('reports in the browser', () => {
  it(
    "the demo's figures equal the API's for two periods; PDF, Excel and CSV open; a KPI chosen with a target persists; Diana cites the book; clean at 1280 and 375 px",
    async () => {
      // The shared demo sandbox: the journey puts the KPI choice back at the end.
      const { page, errors } = await browser.open('desktop', { signedIn: true });
      try {
        await page.goto('/app/reports');
        await page.getByRole('heading', { level: 1, name: 'Reportes' }).waitFor();
        const today = await page.evaluate(() =>
          new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date()),
        );

        // Resumen: the cards are the API's figures of the company's default period
        // (Configuración › Análisis, "Últimos 3 meses": 90 days), and another period changes them.
        const quarter = await apiSummary(page, 90);
        expect(quarter.total_revenue).toBeGreaterThan(0);
        await expect
          .poll(() => card(page, 'Ingresos').textContent())
          .toContain(pesos(quarter.total_revenue));
        await expect
          .poll(() => card(page, 'Utilidad neta').textContent())
          .toContain(pesos(quarter.net_profit));
        expect(await page.getByRole('radio', { name: '90 días' }).isChecked()).toBe(true);
        // The demo keeps no customer records: LTV/COCA says it needs them, and where to go.
        const needed = page.getByTestId('customers-needed');
        await needed.waitFor();
        expect(await needed.textContent()).toBe(
          'El COCA, la razón LTV/COCA y el periodo de recuperación necesitan tus clientes: regístralos en Economía unitaria › Tus clientes por mes. Registrar mis clientes',
        );
        expect(
          await needed.getByRole('link', { name: 'Registrar mis clientes' }).getAttribute('href'),
        ).toBe('/app/unit-economics#clientes');
        await expectCleanPage(page, errors, VIEWPORTS.desktop.width);
        await page.getByRole('radio', { name: '30 días' }).click();
        await page.waitForURL(/periodo=30/);
        const month = await apiSummary(page, 30);
        expect(month.total_revenue).not.toBe(quarter.total_revenue);
        await expect
          .poll(() => card(page, 'Ingresos').textContent())
          .toContain(pesos(month.total_revenue));

        // The three files of the 30 days' comprehensive report open and hold the figures.
        const pdf = await download(page, 'Exportar PDF');
        expect(pdf.name).toBe(`reporte-integral-${today}.pdf`);
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), {
          mergePages: true,
        });
        expect(text).toContain('Reporte integral');
        expect(text).toContain('Panadería La Espiga');
        expect(text).toContain(pesos(month.total_revenue));
        const excel = await download(page, 'Exportar Excel');
        expect(excel.name).toBe(`reporte-integral-${today}.xlsx`);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(excel.bytes as unknown as ArrayBuffer);
        expect(book.worksheets.map((s) => s.name)).toEqual(['Resumen', 'Detalle', 'KPIs']);
        const csv = await download(page, 'Exportar CSV');
        expect(csv.name).toBe(`reporte-integral-${today}.csv`);
        expect(csv.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
        expect(csv.bytes.toString('utf8').slice(1).split('\r\n')[0]).toBe(
          'Fecha,Ingresos,Gastos,Utilidad,Flujo de caja,Clientes,Unidades vendidas',
        );

        // A failed export says so in the spec's words.
        await page.route('**/api/reports/generate', (route) =>
          route.request().postDataJSON()?.format === 'excel'
            ? route.fulfill({ status: 503, json: { detail: 'No disponible' } })
            : route.continue(),
        );
        await page.getByRole('button', { name: 'Exportar Excel' }).click();
        await page
          .getByText('Error al exportar el Excel. Por favor, intenta nuevamente.')
          .waitFor();
        await page.unroute('**/api/reports/generate');
        // The browser logs the refused request itself; nothing else may be logged.
        expect(errors.filter((e) => !e.includes('503'))).toEqual([]);
        errors.length = 0;

        // Reportes: the marketing type's preview, and its own PDF.
        await page.getByRole('tab', { name: 'Reportes' }).click();
        await page.getByRole('radio', { name: /Reporte de marketing/ }).click();
        await page.getByRole('heading', { name: 'Vista previa: Reporte de marketing' }).waitFor();
        expect((await download(page, 'Descargar PDF')).name).toBe(`reporte-marketing-${today}.pdf`);

        // Indicadores: the average income per movement followed as a seventh KPI and a 20 % net-margin target of
        // one's own; both survive a reload.
        await page.getByRole('tab', { name: 'Indicadores' }).click();
        const tiles = page.getByRole('region', { name: 'Tus indicadores' }).getByRole('article');
        await expect.poll(() => tiles.count()).toBe(6);
        await page.getByRole('button', { name: 'Elegir indicadores' }).click();
        await page.getByRole('checkbox', { name: 'Ingreso promedio por movimiento' }).check();
        await page.getByLabel('Meta de Margen neto (en %)').fill('20');
        await page
          .getByRole('region', { name: 'Elegir indicadores' })
          .getByRole('button', { name: 'Guardar', exact: true })
          .click();
        await page.getByText('Guardamos tus indicadores y tus metas.').waitFor();
        await page.reload();
        await page.getByRole('tab', { name: 'Indicadores' }).click();
        await expect.poll(() => tiles.count()).toBe(7);
        const margin = page.getByRole('article', { name: 'Margen neto' });
        await expect.poll(() => margin.textContent()).toMatch(/Meta \(tuya\)20%/);
        await page.getByRole('article', { name: 'Ingreso promedio por movimiento' }).waitFor();

        // Asesoría IA: Diana's reading with the book behind it.
        await page.getByRole('tab', { name: 'Asesoría IA' }).click();
        await page.getByRole('button', { name: 'Pedir análisis a Diana' }).click();
        await page.getByText('Basado en:').waitFor();
        await page
          .getByRole('link', { name: /Capítulo 2/ })
          .first()
          .waitFor();
        await expectCleanPage(page, errors, VIEWPORTS.desktop.width);

        // 375 px: every tab fits the width and stays clean.
        await page.setViewportSize(VIEWPORTS.phone);
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Reportes' }).waitFor();
        for (const tab of ['Resumen', 'Reportes', 'Indicadores', 'Análisis', 'Asesoría IA']) {
          await page.getByRole('tab', { name: tab }).click();
          await expectCleanPage(page, errors, VIEWPORTS.phone.width, { axe: tab === 'Análisis' });
        }
      } finally {
        await page.evaluate(async (body) => {
          const token = localStorage.getItem('auth_token') ?? sessionStorage.getItem('auth_token');
          await fetch('/api/reports/kpi-settings', {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(body),
          });
        }, PUT_DEFAULTS);
      }
    },
    JOURNEY_TIMEOUT_MS,
  );
});
