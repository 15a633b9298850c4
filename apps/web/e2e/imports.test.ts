import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectCleanPage, loginAsDemo, setupBrowser, VIEWPORTS } from './support/browser.ts';

const browser = setupBrowser();

// The shared fixtures, by path (../shared/fixtures from the project's root), never copied.
const FIXTURES = resolve(import.meta.dirname, '../../../..', 'shared/fixtures');
const CFDI_01 = join(FIXTURES, 'cfdi/01_cfdi40_I_PUE_real_stamped.xml');

// The server's day is today in Mexico City; the statement's movements go into last month, one of
// the three complete months the cash-flow page's typical month averages, and inside the
// dashboard's last 90 days (last month's 15th is at most 46 days ago).
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
  new Date(),
);
const [year, month] = today.split('-').map(Number) as [number, number];
const [lastYear, lastMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
const mm = String(lastMonth).padStart(2, '0');

/** The pesos of a KPI card's figure ('$25,293' → 25293; '−$1,200' → -1200). */
async function cardPesos(page: Page, name: string): Promise<number> {
  const text =
    (await page.getByRole('article', { name }).locator('dd').first().textContent()) ?? '';
  const pesos = Number(text.replace(/[^\d−-]/g, '').replace('−', '-'));
  if (text.trim() === '' || text.includes('—') || !Number.isFinite(pesos)) {
    throw new Error(`${name}: no figure (${text})`);
  }
  return pesos;
}

async function dashboardIncome(page: Page): Promise<number> {
  await page.goto('/app/dashboard?period=90d');
  await page.getByRole('article', { name: 'Ingresos del periodo' }).waitFor();
  return cardPesos(page, 'Ingresos del periodo');
}

async function openCashFlow(page: Page) {
  await page.goto('/app/cash-flow');
  await page.getByRole('article', { name: 'Flujo operativo mensual' }).waitFor();
}

describe('imports in the browser', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`a bank CSV of an unknown layout: progress, mapping, preview, commit, the figures, undo (${viewport})`, async () => {
      const { page, errors, context } = await browser.open(viewport);
      await loginAsDemo(page);
      const id = `${viewport}-${Date.now().toString(36)}`;
      const incomeBefore = await dashboardIncome(page);
      await openCashFlow(page);
      const flowBefore = await cardPesos(page, 'Flujo operativo mensual');

      // Column names the importer does not know ("Cuándo", "Detalle", "Cantidad"): it asks.
      const fileName = `banco-${id}.csv`;
      const path = join(await mkdtemp(join(tmpdir(), 'caudal-import-')), fileName);
      await writeFile(
        path,
        [
          'Cuándo;Detalle del movimiento;Cantidad',
          `15/${mm}/${lastYear};Venta importada ${id};3000.00`,
          `16/${mm}/${lastYear};Pago harina importado ${id};-1200.00`,
          '',
        ].join('\n'),
      );

      // The upload is held by the test until the progress has been seen.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/imports', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });

      await page.getByRole('button', { name: 'Importar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar movimientos' });
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByRole('button', { name: /Arrastra tu archivo aquí/ }).click(),
      ]);
      await chooser.setFiles(path);
      await dialog.getByText(fileName).waitFor();
      await dialog.getByLabel('Cuenta (opcional)').fill(`Caja ${id}`);
      await dialog.getByRole('button', { name: 'Subir y revisar' }).click();
      await dialog.getByRole('progressbar', { name: 'Avance de la subida' }).waitFor();
      expect(await dialog.getByRole('status').first().textContent()).toMatch(
        /^(Subiendo «banco-.+\.csv»: \d+ %|Archivo subido\. Leyendo los movimientos\.\.\.)$/,
      );
      release();

      // The mapping: the header row and the date are guessed; the owner says the rest.
      const mapping = dialog.getByRole('form', { name: 'Indicar las columnas' });
      await mapping.waitFor();
      expect(await mapping.getByText(/No reconocemos las columnas/).count()).toBe(1);
      expect(await mapping.getByLabel('Fecha').inputValue()).toBe('0');
      await mapping
        .getByLabel('Descripción')
        .selectOption({ label: 'Columna 2: Detalle del movimiento' });
      await mapping
        .getByLabel('Monto (negativo si salió dinero)')
        .selectOption({ label: 'Columna 3: Cantidad' });
      await mapping.getByLabel('Guardar este mapeo para la cuenta').check();
      await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
      await mapping.getByRole('button', { name: 'Leer con estas columnas' }).click();

      // The preview: two movements to create; the expense recategorized by the owner.
      const count = (label: string) =>
        dialog.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
      await count('Se crearán').waitFor();
      expect(await count('Se crearán').textContent()).toBe('2');
      expect(await count('Duplicados').textContent()).toBe('0');
      expect(await count('No se pudieron leer').textContent()).toBe('0');
      await dialog.getByText('Columnas indicadas por ti').waitFor();
      expect(await dialog.getByText('−$1,200').count()).toBe(1);
      expect(await dialog.getByText('$3,000').count()).toBe(1);
      await dialog.getByLabel('Categoría de Línea 3').fill('Materia prima');
      await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
      await dialog.getByRole('button', { name: 'Importar 2 movimientos' }).click();
      await dialog.getByText('Se importaron 2 movimientos.').waitFor();
      await dialog.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
      await dialog.waitFor({ state: 'detached' });

      // The entries, found by their description, with the owner's category.
      await page.getByLabel('Buscar en la descripción').fill(id);
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await page.getByRole('heading', { name: '2 movimientos', exact: true }).waitFor();
      const entries = page.getByRole('region', { name: 'Tus movimientos' });
      expect(await entries.getByText(`Pago harina importado ${id}`).count()).toBeGreaterThan(0);
      expect(await entries.getByText('Materia prima').count()).toBeGreaterThan(0);
      // $3,000 in and $1,200 out in one of the three months averaged: the typical month's
      // operating flow grows by (3,000 − 1,200) / 3 = $600.
      await expect.poll(() => cardPesos(page, 'Flujo operativo mensual')).toBe(flowBefore + 600);

      // The dashboard's last 90 days: $3,000 more income.
      await expect.poll(() => dashboardIncome(page)).toBe(incomeBefore + 3_000);

      // The history names it; undoing it removes exactly what it added.
      await openCashFlow(page);
      await page.getByLabel('Buscar en la descripción').fill(id);
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await page.getByRole('heading', { name: '2 movimientos', exact: true }).waitFor();
      const history = page.getByRole('region', { name: 'Historial de importaciones' });
      await history.getByText(fileName).waitFor();
      await history.getByRole('button', { name: `Deshacer ${fileName}` }).click();
      const confirm = page.getByRole('dialog', { name: '¿Deshacer la importación?' });
      expect(await confirm.textContent()).toContain('(2 movimientos)');
      await confirm.getByRole('button', { name: 'Deshacer importación' }).click();
      await page.getByText('Ningún movimiento coincide con los filtros.').waitFor();
      await expect.poll(() => cardPesos(page, 'Flujo operativo mensual')).toBe(flowBefore);
      await history.getByText('Deshecha').first().waitFor();
      await expectCleanPage(page, errors, VIEWPORTS[viewport].width);

      // And the dashboard is back where it was.
      await page.unroute('**/api/imports');
      expect(await dashboardIncome(page)).toBe(incomeBefore);
      await context.close();
    });
  }
});
