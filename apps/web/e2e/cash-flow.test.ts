import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectCleanPage, JOURNEY_TIMEOUT_MS, setupBrowser, VIEWPORTS } from './support/browser.ts';

const browser = setupBrowser();
const sandbox = browser.fileDemoSandbox();

// The demo bakery's cash flow, in one sandbox for the file (its tests write entries, close the
// banner, ask Maya): each entry has a description of its own and is deleted again, and the
// figures are compared with what the test read first. The server's day is today in Mexico City, so the entry goes into last month, one of
// the three complete months the typical month averages.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
  new Date(),
);
const [year, month] = today.split('-').map(Number) as [number, number];
const lastMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
const ENTRY_DATE = `${lastMonth}-15`;

/** The "Flujo operativo mensual" card's pesos ('$25,293' → 25293). */
async function operatingFlow(page: Page): Promise<number> {
  const card = page.getByRole('article', { name: 'Flujo operativo mensual' });
  const text = (await card.locator('dd').first().textContent()) ?? '';
  const pesos = Number(text.replace(/[^\d-−]/g, '').replace('−', '-'));
  if (!Number.isFinite(pesos) || text.trim() === '' || text.includes('—')) {
    throw new Error(`no operating flow: ${text}`);
  }
  return pesos;
}

describe('cash flow in the browser', () => {
  {
    const viewport = 'desktop';
    it(
      `add, edit and delete an entry; the KPI follows; CSV; the banner stays closed (${viewport})`,
      async () => {
        const { page, errors, context } = await browser.open(viewport, {
          session: sandbox.session(),
        });
        await page.goto('/app/cash-flow');
        await page.getByRole('heading', { level: 1, name: 'Flujo de caja' }).waitFor();
        await page.getByRole('article', { name: 'Flujo operativo mensual' }).waitFor();
        const before = await operatingFlow(page);
        const id = `${viewport}-${Date.now().toString(36)}`;
        const description = `Venta de prueba ${id}`;

        // The banner: closed once here (the file's first test), remembered by the server: the
        // same company at 375 px, in another browser, does not see it again (the next test).
        const banner = page.getByRole('region', { name: 'Cómo leer tu flujo de caja' });
        await banner.waitFor();
        await Promise.all([
          page.waitForResponse((r) => r.url().endsWith('/api/hints/cash-flow-intro') && r.ok()),
          banner.getByRole('button', { name: 'Cerrar el aviso' }).click(),
        ]);
        expect(await banner.count()).toBe(0);

        // The modal: income, today, not recurring; a zero amount is refused at its field.
        await page.getByRole('button', { name: 'Agregar movimiento' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Agregar movimiento' });
        expect(await dialog.getByLabel('Tipo').inputValue()).toBe('income');
        expect(await dialog.getByLabel('Fecha').inputValue()).toBe(today);
        expect(await dialog.getByLabel('Se repite cada mes (recurrente)').isChecked()).toBe(false);
        await dialog.getByLabel('Fecha').fill(ENTRY_DATE);
        await dialog.getByLabel('Monto (MXN)').fill('0');
        await dialog.getByLabel('Categoría').fill('Ventas');
        await dialog.getByLabel('Descripción').fill(description);
        await dialog.getByRole('button', { name: 'Guardar movimiento' }).click();
        const amount = dialog.getByLabel('Monto (MXN)');
        await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
        const describedBy = (await amount.getAttribute('aria-describedby')) ?? '';
        expect(await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent()).toBe(
          'El monto debe ser mayor que cero',
        );
        // $3,000 of income in one of the three months averaged: the typical month's income, and
        // so its operating flow (income − expenses), grows by 3,000 / 3 = $1,000.
        await amount.fill('3000');
        await dialog.getByRole('button', { name: 'Guardar movimiento' }).click();
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => operatingFlow(page)).toBe(before + 1_000);

        // Found by its description; edited in place: $6,000 is 2,000 more than before a month.
        await page.getByLabel('Buscar en la descripción').fill(id);
        await page.getByRole('button', { name: 'Filtrar' }).click();
        await page.getByRole('heading', { name: '1 movimiento', exact: true }).waitFor();
        await page.getByRole('button', { name: new RegExp(`^Editar ${description}`) }).click();
        const editAmount = page.getByRole('spinbutton', { name: /Monto/ });
        expect(await editAmount.inputValue()).toBe('3000');
        await editAmount.fill('6000');
        await page.getByRole('button', { name: 'Guardar', exact: true }).click();
        await expect.poll(() => operatingFlow(page)).toBe(before + 2_000);

        // The CSV of what the filters match: the spec's columns and the entry.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Exportar CSV' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`flujo-caja-${today}.csv`);
        const saved = join(
          await mkdtemp(join(tmpdir(), 'caudal-csv-')),
          download.suggestedFilename(),
        );
        await download.saveAs(saved);
        const csv = await readFile(saved, 'utf8');
        expect(csv.split('\r\n')).toEqual([
          '\uFEFFFecha,Tipo,Categoría,Descripción,Monto,Recurrente',
          `${ENTRY_DATE},Ingreso,Ventas,${description},6000.00,No`,
          '',
        ]);

        // Deleted after a confirmation: the figure is back where it was.
        await page.getByRole('button', { name: new RegExp(`^Eliminar ${description}`) }).click();
        const confirm = page.getByRole('dialog', { name: '¿Eliminar movimiento?' });
        await confirm.getByRole('button', { name: 'Eliminar' }).click();
        await page.getByText('Ningún movimiento coincide con los filtros.').waitFor();
        await expect.poll(() => operatingFlow(page)).toBe(before);

        // The banner stays closed after a reload (the server says so, and the page listens).
        const [hints] = await Promise.all([
          page.waitForResponse((r) => r.url().endsWith('/api/hints')),
          page.reload(),
        ]);
        expect(await hints.json()).toEqual({ dismissed: ['cash-flow-intro'] });
        await page.getByRole('article', { name: 'Flujo operativo mensual' }).waitFor();
        expect(await banner.count()).toBe(0);

        await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
        await context.close();
      },
      JOURNEY_TIMEOUT_MS,
    );
  }

  // At 375 px the page and its entry form, read: what the entry journey writes is the same at
  // any width. The banner the journey closed stays closed in this other browser.
  it(
    'at 375 px the banner stays closed, the KPIs, the entries and the entry form fit (phone)',
    async () => {
      const { page, errors, context } = await browser.open('phone', {
        session: sandbox.session(),
      });
      const [hints] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/hints')),
        page.goto('/app/cash-flow'),
      ]);
      await page.getByRole('heading', { level: 1, name: 'Flujo de caja' }).waitFor();
      await page.getByRole('article', { name: 'Flujo operativo mensual' }).waitFor();
      expect(await operatingFlow(page)).not.toBeNaN();
      expect(await hints.json()).toEqual({ dismissed: ['cash-flow-intro'] });
      const add = page.getByRole('button', { name: 'Agregar movimiento' }).first();
      await add.waitFor();
      expect(await page.getByRole('region', { name: 'Cómo leer tu flujo de caja' }).count()).toBe(
        0,
      );
      expect(await page.getByRole('button', { name: 'Exportar CSV' }).isVisible()).toBe(true);
      await expectCleanPage(page, errors, VIEWPORTS.phone.width);

      // The entry form opens whole inside the screen, its save button reachable.
      await add.click();
      const dialog = page.getByRole('dialog', { name: 'Agregar movimiento' });
      const save = dialog.getByRole('button', { name: 'Guardar movimiento' });
      await save.scrollIntoViewIfNeeded();
      expect(await save.isVisible()).toBe(true);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.phone.width).toBe(true);
      await expectCleanPage(page, errors, VIEWPORTS.phone.width);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  // Maya's panel and the book case at 1280 px only: the 375 px check above holds the page's
  // layout, and the layer's time (npm test under 15 minutes) is worth more elsewhere.
  for (const viewport of ['desktop'] as const) {
    it(
      `Maya answers with the page's runway and the book; a book case applies and clears (${viewport})`,
      async () => {
        const { page, errors, context } = await browser.open(viewport, {
          session: sandbox.session(),
        });
        await page.goto('/app/cash-flow');
        const kpi = (name: string) =>
          page.getByRole('article', { name }).locator('dd').first().textContent();
        await page.getByRole('article', { name: 'Autonomía de caja' }).waitFor();
        const runway = await kpi('Autonomía de caja');
        const liquidity = await kpi('Razón de liquidez');
        // The bakery's last three months leave money (the operating flow is positive): its cash
        // does not run out.
        expect(runway).toBe('Sin límite');

        // The bakery's balance as the demo seeds it: the fondas owe $14,500; it owes $9,800.
        const balance = page.getByRole('region', { name: 'Tu balance' });
        const figure = (label: string) =>
          balance
            .getByText(label, { exact: true })
            .locator('xpath=following-sibling::dd[1]')
            .textContent();
        expect(await figure('Por cobrar')).toBe('$14,500');
        expect(await figure('Por pagar')).toBe('$9,800');
        expect(await figure('Deuda')).toBe('Sin registrar');

        await page.getByRole('button', { name: 'Pedir análisis a Maya' }).click();
        const figures = page.getByTestId('maya-figures');
        await figures.waitFor();
        const tile = (label: string) =>
          figures.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
        expect(await tile('Autonomía de caja').textContent()).toBe(runway);
        expect(await tile('Razón de liquidez').textContent()).toBe(liquidity);
        // Her liquidity risk is the worse of the runway (no limit) and the months of expenses
        // the cash covers, by the bands of chapter 3's reserve: under 1 high, under 2 medium.
        const covered = Number(liquidity);
        expect(await tile('Riesgo de liquidez').textContent()).toBe(
          covered < 1 ? 'Alto' : covered < 2 ? 'Medio' : 'Bajo',
        );
        // Every recommendation rests on the book: the passages link to chapter 3 in the reader.
        const citation = page.getByRole('link', { name: /^Capítulo 3 · / }).first();
        await citation.waitFor();
        await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
        await citation.click();
        await page.waitForURL(/\/app\/libro\/3#/);
        await page.getByRole('heading', { level: 1, name: /Flujo de efectivo/ }).waitFor();
        await page.goBack();

        // The seasonal café: its figures replace the bakery's on screen, never in the data.
        await page
          .getByRole('button', { name: 'Aplicar caso «Cafetería de temporada en la costa»' })
          .click();
        await page.waitForURL(/caso=cafeteria-de-temporada/);
        await page
          .getByText('Estás viendo el caso del libro «Cafetería de temporada en la costa».')
          .waitFor();
        const applied = page.getByRole('region', {
          name: 'Caso «Cafetería de temporada en la costa»',
        });
        // Its average month loses $5,000 (−$60,000 in the year) against $25,000 of cash: 5 months.
        const result = applied
          .getByText('Autonomía con el mes promedio del año', { exact: true })
          .locator('xpath=following-sibling::dd[1]');
        expect(await result.textContent()).toBe('5 meses');
        expect(await page.getByRole('heading', { name: 'Análisis de Maya' }).count()).toBe(0);
        await expectCleanPage(page, errors, VIEWPORTS[viewport].width);

        await applied.getByRole('button', { name: 'Volver a mis datos' }).click();
        await page.waitForURL((url) => !url.search.includes('caso='));
        await page.getByRole('heading', { name: 'Análisis de Maya' }).waitFor();
        expect(await kpi('Autonomía de caja')).toBe(runway);
        await context.close();
      },
      JOURNEY_TIMEOUT_MS,
    );
  }
});
