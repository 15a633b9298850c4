import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectCleanPage, JOURNEY_TIMEOUT_MS, setupBrowser, VIEWPORTS } from './support/browser.ts';

const browser = setupBrowser();

/**
 * `YYYY-MM` of the month before today in Mexico City, the server's calendar (near midnight at a
 * month's turn the machine's own day may already be the next month's).
 */
const previousMonth = (page: Page) =>
  page.evaluate(() => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
      new Date(),
    );
    const [y, m] = today.split('-').map(Number) as [number, number];
    const d = new Date(Date.UTC(y, m - 2, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });

/**
 * A month's expenses of one category, summed by the test from the entries list (the API's
 * paged entries, not the planning view's sums), in whole pesos.
 */
const monthExpenses = (page: Page, month: string, category: string) =>
  page.evaluate(
    async ({ month, category }) => {
      const token = localStorage.getItem('auth_token') ?? sessionStorage.getItem('auth_token');
      const [y, m] = month.split('-').map(Number) as [number, number];
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
      const query = new URLSearchParams({
        from: `${month}-01`,
        to: `${month}-${String(last).padStart(2, '0')}`,
        type: 'expense',
        pageSize: '500',
      });
      const res = await fetch(`/api/cash-flow/entries?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const page = (await res.json()) as { items: { category: string; amount: number }[] };
      const total = page.items
        .filter((e) => e.category.trim().toLowerCase() === category.toLowerCase())
        .reduce((sum, e) => sum + e.amount, 0);
      return Math.round(total);
    },
    { month, category },
  );

/** '$11,000' → 11000 (the first amount of a text). */
const firstAmount = (text: string | null) =>
  Number((text ?? '').match(/-?\$[\d,]+/)?.[0]?.replace(/[$,]/g, '') ?? Number.NaN);

const TABS = ['Metas', 'Presupuesto', 'Proyección', 'Escenarios'] as const;

describe('planning in the browser', () => {
  it(
    'a goal, a budget line and the scenarios added, edited, kept over a reload and removed; the horizon; Sofía with chapter 15; clean at 1280 and 375 px',
    async () => {
      // A sandbox of its own: the journey writes goals, budget lines and scenarios.
      const { page, errors, context } = await browser.open('desktop', {
        session: await browser.demoSandbox(),
      });
      await page.goto('/app/planning');
      await page.getByRole('heading', { level: 1, name: 'Planeación financiera' }).waitFor();

      // Metas: $10,000 of $40,000 = 25 %; edited to $30,000 = 75 %; kept over a reload.
      await page.getByRole('button', { name: 'Agregar meta' }).click();
      const form = page.getByRole('form', { name: 'Nueva meta' });
      await form.getByLabel('Nombre de la meta').fill('Fondo de prueba');
      await form.getByLabel('Monto objetivo (MXN)').fill('40000');
      await form.getByLabel('Monto actual (MXN)').fill('10000');
      await form.getByRole('button', { name: 'Guardar meta' }).click();
      const progress = page.getByRole('progressbar', { name: 'Avance de Fondo de prueba' });
      await expect.poll(() => progress.getAttribute('aria-valuetext')).toMatch(/^25\s?%/);
      await page.getByText('Faltan $30,000').waitFor();
      await page.getByRole('button', { name: 'Editar «Fondo de prueba»' }).click();
      const edit = page.getByRole('form', { name: 'Editar «Fondo de prueba»' });
      await edit.getByLabel('Monto actual (MXN)').fill('30000');
      await edit.getByRole('button', { name: 'Guardar meta' }).click();
      await expect.poll(() => progress.getAttribute('aria-valuetext')).toMatch(/^75\s?%/);
      await page.reload();
      await expect.poll(() => progress.getAttribute('aria-valuetext')).toMatch(/^75\s?%/);
      await page.getByText('Faltan $10,000').waitFor();
      await expectCleanPage(page, errors, VIEWPORTS.desktop.width);
      await page.getByRole('button', { name: 'Eliminar «Fondo de prueba»' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await page.getByText('Aún no tienes metas').waitFor();

      // Presupuesto of last month: a Renta line of $1 shows the month's real rent, as the
      // entries list sums it; raised to the real amount its variance is $0; deleted, the rent
      // is back among the unplanned categories. Kept over a reload in between.
      await page.getByRole('tab', { name: 'Presupuesto' }).click();
      // The month in progress is not judged yet: its accuracy card says so.
      await page.getByText('Mes en curso', { exact: true }).first().waitFor();
      const month = await previousMonth(page);
      await page.getByLabel('Mes del presupuesto').selectOption(month);
      await page.waitForURL(`**/app/planning?*mes=${month}*`);
      const rent = await monthExpenses(page, month, 'Renta');
      expect(rent).toBeGreaterThan(0);
      const unplanned = page.getByRole('region', { name: 'Categorías sin presupuesto' });
      await unplanned.getByText('Renta', { exact: true }).waitFor();
      const lines = page.getByRole('region', { name: /^Presupuesto de / });
      await lines.getByRole('button', { name: 'Agregar partida' }).click();
      await lines.getByLabel('Categoría', { exact: true }).fill('Renta');
      await lines.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Gasto' });
      await lines.getByLabel('Planeado', { exact: true }).fill('1');
      await lines.getByRole('button', { name: 'Guardar', exact: true }).click();
      const row = lines.getByRole('row', { name: /Renta/ });
      await row.waitFor();
      const cells = row.getByRole('cell');
      await expect.poll(async () => firstAmount(await cells.nth(2).textContent())).toBe(rent);
      expect(await cells.nth(3).textContent()).toContain('En contra');
      expect(await unplanned.getByText('Renta', { exact: true }).count()).toBe(0);
      await lines.getByRole('button', { name: 'Editar Renta' }).click();
      await lines.getByLabel('Planeado', { exact: true }).fill(String(rent));
      await lines.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect.poll(() => cells.nth(3).textContent()).toBe('$0');
      // The totals: expenses planned as they came, $0 and "Según lo planeado".
      const totals = page.getByRole('region', { name: /^Totales del presupuesto de / });
      const spent = totals.getByRole('row', { name: /^Gastos/ }).getByRole('cell');
      await expect.poll(() => spent.nth(2).textContent()).toBe('$0');
      expect(await spent.nth(3).textContent()).toBe('Según lo planeado');
      await page.reload();
      await page.getByRole('tab', { name: 'Presupuesto' }).click();
      await expect.poll(() => cells.nth(3).textContent()).toBe('$0');
      await expectCleanPage(page, errors, VIEWPORTS.desktop.width);
      await lines.getByRole('button', { name: 'Eliminar Renta' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await unplanned.getByText('Renta', { exact: true }).waitFor();

      // Proyección: the horizon selector cuts the forecast (6 months: only month 6 in the
      // table; 5 years: month 60, with the note that it extends the 36-month rule).
      await page.getByRole('tab', { name: 'Proyección' }).click();
      await page.getByRole('radio', { name: '6 meses' }).click();
      await page.getByText('La proyección cubre 6 meses.').waitFor();
      await page.getByRole('rowheader', { name: /^Mes 6 / }).waitFor();
      await expect.poll(() => page.getByRole('rowheader', { name: /^Mes 12 / }).count()).toBe(0);
      await page.getByRole('radio', { name: '5 años' }).click();
      await page.getByRole('rowheader', { name: /^Mes 60 / }).waitFor();
      await page.getByText(/Más allá de 36 meses se extiende la misma regla/).waitFor();
      expect(page.url()).toContain('horizonte=5years');
      await expectCleanPage(page, errors, VIEWPORTS.desktop.width);

      // Escenarios: the defaults; Optimista down to 15 % makes 90 %, refused with the sum;
      // a new 10 % scenario makes 100 %, saved and kept over a reload; then removed again.
      await page.getByRole('tab', { name: 'Escenarios' }).click();
      await page.getByText(/^Escenarios predeterminados/).waitFor();
      const optimista = page.getByRole('group', { name: 'Optimista' });
      await optimista.getByLabel('Probabilidad (%)').fill('15');
      await page.getByText(/Suma de probabilidades: 90\s?%.*deben sumar 100\s?%/).waitFor();
      const save = page.getByRole('button', { name: 'Guardar escenarios' });
      expect(await save.getAttribute('aria-disabled')).toBe('true');
      await page.getByRole('button', { name: 'Agregar escenario' }).click();
      const added = page.getByRole('group', { name: 'Escenario 5' });
      await added.getByLabel('Probabilidad (%)').fill('10');
      await added.getByLabel('Ingresos (± %)').fill('5');
      await added.getByLabel('Costos (± %)').fill('0');
      await added.getByLabel('Nombre').fill('Cliente nuevo');
      await page.getByText(/Suma de probabilidades: 100\s?% · Correcto/).waitFor();
      await save.click();
      await page.getByText('Escenarios guardados.').waitFor();
      await page.reload();
      await page.getByRole('tab', { name: 'Escenarios' }).click();
      const kept = page.getByRole('group', { name: 'Cliente nuevo' });
      await kept.waitFor();
      expect(await kept.getByLabel('Probabilidad (%)').inputValue()).toBe('10');
      expect(await page.getByText(/^Escenarios predeterminados/).count()).toBe(0);
      await page.getByRole('button', { name: 'Quitar el escenario «Cliente nuevo»' }).click();
      await optimista.getByLabel('Probabilidad (%)').fill('25');
      await save.click();
      await page.getByText('Escenarios guardados.').waitFor();
      await page.reload();
      await page.getByRole('tab', { name: 'Escenarios' }).click();
      await optimista.waitFor();
      expect(await page.getByRole('group', { name: 'Cliente nuevo' }).count()).toBe(0);

      // Sofía reads the saved scenarios and cites chapter 15 first, linking to the book.
      const sofia = page.getByRole('region', { name: 'Análisis de Sofía' });
      await sofia.getByRole('button', { name: 'Pedir análisis de escenarios a Sofía' }).click();
      const chapters = sofia.getByRole('link', { name: /^Capítulo \d+/ });
      await chapters.first().waitFor();
      expect(await chapters.first().textContent()).toMatch(/^Capítulo 15/);
      await expectCleanPage(page, errors, VIEWPORTS.desktop.width);

      // The same screen at 375 px: every tab fits and passes axe; a goal and a budget line
      // (as cards there) added and deleted with the phone's layout.
      await page.setViewportSize(VIEWPORTS.phone);
      for (const tab of TABS) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tab', { name: tab, selected: true }).waitFor();
        await expectCleanPage(page, errors, VIEWPORTS.phone.width);
      }
      await page.getByRole('tab', { name: 'Metas' }).click();
      await page.getByRole('button', { name: 'Agregar meta' }).click();
      const phoneForm = page.getByRole('form', { name: 'Nueva meta' });
      await phoneForm.getByLabel('Nombre de la meta').fill('Meta del teléfono');
      await phoneForm.getByLabel('Monto objetivo (MXN)').fill('1000');
      await expectCleanPage(page, errors, VIEWPORTS.phone.width);
      await phoneForm.getByRole('button', { name: 'Guardar meta' }).click();
      await page.getByRole('progressbar', { name: 'Avance de Meta del teléfono' }).waitFor();
      await page.getByRole('button', { name: 'Eliminar «Meta del teléfono»' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await page.getByText('Aún no tienes metas').waitFor();
      await page.getByRole('tab', { name: 'Presupuesto' }).click();
      await lines.getByRole('button', { name: 'Agregar partida' }).click();
      await lines.getByLabel('Categoría', { exact: true }).fill('Renta');
      await lines.getByLabel('Planeado', { exact: true }).fill(String(rent));
      await lines.getByRole('button', { name: 'Guardar', exact: true }).click();
      await lines.getByRole('button', { name: 'Eliminar Renta' }).waitFor();
      await expectCleanPage(page, errors, VIEWPORTS.phone.width);
      await lines.getByRole('button', { name: 'Eliminar Renta' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await unplanned.getByText('Renta', { exact: true }).waitFor();
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
