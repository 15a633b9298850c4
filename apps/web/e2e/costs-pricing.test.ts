import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectCleanPage, JOURNEY_TIMEOUT_MS, setupBrowser, VIEWPORTS } from './support/browser.ts';

const browser = setupBrowser();
// One demo sandbox for the file: the journey (at 1280 px) changes costs and puts them back and
// applies a price; the case and the 375 px check read their own figures first.
const sandbox = browser.fileDemoSandbox();

/** '$96,562' → 96562; '12,071 unidades' → 12071. */
const whole = (text: string | null) => Number((text ?? '').replace(/[^0-9-]/g, ''));
const card = (page: Page, name: string) =>
  page.getByRole('article', { name }).locator('dd').first();
const cardValue = async (page: Page, name: string) => whole(await card(page, name).textContent());
const dashboardBreakEven = async (page: Page) => {
  await page.goto('/app/dashboard');
  const units = page.getByTestId('break-even-units');
  await units.waitFor();
  return whole(await units.textContent());
};

/** Adds a row to a resource table, edits its amount, then deletes it; the KPI follows. */
async function addEditDelete(
  page: Page,
  list: Locator,
  item: string,
  row: { name: string; amountLabel: string },
  kpi: string,
) {
  const before = await cardValue(page, kpi);
  await list.getByRole('button', { name: `Agregar ${item}` }).click();
  await list.getByLabel('Concepto').fill(row.name);
  await list.getByLabel(row.amountLabel).fill('1500');
  await list.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect.poll(() => cardValue(page, kpi)).toBe(before + 1_500);

  await list.getByRole('button', { name: `Editar ${row.name}` }).click();
  await list.getByLabel(row.amountLabel).fill('2000');
  await list.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect.poll(() => cardValue(page, kpi)).toBe(before + 2_000);

  await list.getByRole('button', { name: `Eliminar ${row.name}` }).click();
  await page
    .getByRole('dialog', { name: `¿Eliminar ${item}?` })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect.poll(() => cardValue(page, kpi)).toBe(before);
}

describe('costs and pricing in the browser', () => {
  {
    const viewport = 'desktop';
    it(
      `costs edited in place, a price applied from the sensitivity moves the dashboard's break-even, the sliders move it (${viewport})`,
      async () => {
        // The journey changes the demo's costs and a price.
        const { page, errors, context } = await browser.open(viewport, {
          session: sandbox.session(),
        });
        const width = VIEWPORTS[viewport].width;
        const dashboardBefore = await dashboardBreakEven(page);

        await page.goto('/app/costs-pricing');
        await page.getByRole('heading', { level: 1, name: 'Costos y precios' }).waitFor();
        await page.getByRole('heading', { name: 'Costos por categoría' }).waitFor();
        await expectCleanPage(page, errors, width);

        // A fixed cost and an extra cost line: created, edited and deleted in place.
        await addEditDelete(
          page,
          page.getByRole('region', { name: 'Costos fijos' }),
          'costo fijo',
          { name: 'Bodega de prueba', amountLabel: 'Monto' },
          'Costos fijos del mes',
        );
        await addEditDelete(
          page,
          page.getByRole('region', { name: 'Líneas de costo adicionales' }),
          'línea de costo',
          { name: 'Bolsas de prueba', amountLabel: 'Monto al mes' },
          'Costos variables del mes',
        );

        // Pricing: the sensitivity starts at 70 % of the first product's price in 6 % steps;
        // applying the 106 % row asks first, showing the break-even before and after.
        await page.getByRole('tab', { name: 'Estrategia de precios' }).click();
        const table = page.getByRole('region', { name: 'Tabla de sensibilidad de precio' });
        await table.waitFor();
        expect(await table.locator('tbody tr').count()).toBe(10);
        expect(await table.locator('tbody tr', { hasText: 'Mejor utilidad' }).count()).toBe(1);
        await expectCleanPage(page, errors, width);
        // The demo's first product, Bolillo, sells at $5: 106 % is $5.30.
        await table.getByRole('button', { name: 'Aplicar precio de $5.30' }).click();
        const dialog = page.getByRole('dialog', { name: '¿Aplicar $5.30 a Bolillo (pieza)?' });
        const effect = (label: string) =>
          dialog.getByRole('row', { name: new RegExp(`^${label}`) }).locator('td');
        expect(whole(await effect('Punto de equilibrio').first().textContent())).toBe(
          dashboardBefore,
        );
        const after = whole(await effect('Punto de equilibrio').last().textContent());
        expect(after).toBeLessThan(dashboardBefore);
        await dialog.getByRole('button', { name: 'Confirmar precio' }).click();
        await page.getByText(/^Aplicamos \$5\.30 a Bolillo \(pieza\)/).waitFor();

        // Break-even: the company's, as the dashboard now has it; the sliders move it.
        await page.getByRole('tab', { name: 'Punto de equilibrio' }).click();
        await expect.poll(() => cardValue(page, 'Punto de equilibrio')).toBe(after);
        await expectCleanPage(page, errors, width);
        const price = page.getByRole('slider', { name: 'Precio promedio' });
        await price.focus();
        for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
        expect(await price.getAttribute('aria-valuetext')).toMatch(/^\+10\s?%/);
        const cheaper = await cardValue(page, 'Punto de equilibrio');
        expect(cheaper).toBeLessThan(after);
        const fixed = page.getByRole('slider', { name: 'Costos fijos del mes' });
        await fixed.focus();
        await page.keyboard.press('End');
        expect(await fixed.getAttribute('aria-valuetext')).toMatch(/^\+50\s?%/);
        expect(await cardValue(page, 'Punto de equilibrio')).toBeGreaterThan(cheaper);
        await page.getByRole('button', { name: 'Volver a tus cifras' }).click();
        expect(await cardValue(page, 'Punto de equilibrio')).toBe(after);
        expect(await page.locator('body').textContent()).not.toMatch(/NaN|undefined|Infinity/);

        // The dashboard reads the same break-even.
        expect(await dashboardBreakEven(page)).toBe(after);
        expect(errors).toEqual([]);
        await context.close();
      },
      JOURNEY_TIMEOUT_MS,
    );
  }

  // At 375 px the same three tabs, read: the cost tables with their buttons, the sensitivity
  // table and the sliders fit, with the break-even the dashboard has (the journey above edits
  // and applies at 1280 px; what it writes is the same at any width).
  it(
    'at 375 px the costs, the sensitivity table and the break-even sliders fit, with the dashboard’s break-even (phone)',
    async () => {
      const { page, errors, context } = await browser.open('phone', {
        session: sandbox.session(),
      });
      const width = VIEWPORTS.phone.width;
      const dashboard = await dashboardBreakEven(page);
      await page.goto('/app/costs-pricing');
      await page.getByRole('heading', { level: 1, name: 'Costos y precios' }).waitFor();
      await page.getByRole('heading', { name: 'Costos por categoría' }).waitFor();
      for (const [region, button] of [
        ['Costos fijos', 'Agregar costo fijo'],
        ['Líneas de costo adicionales', 'Agregar línea de costo'],
      ] as const) {
        const add = page
          .getByRole('region', { name: region })
          .getByRole('button', { name: button });
        // Waits for the section's list to load (a bare isVisible() raced it under load).
        await add.waitFor({ state: 'visible' });
      }
      await expectCleanPage(page, errors, width);

      await page.getByRole('tab', { name: 'Estrategia de precios' }).click();
      const table = page.getByRole('region', { name: 'Tabla de sensibilidad de precio' });
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(10);
      expect(
        await table.getByRole('button', { name: /^Aplicar precio de / }).count(),
      ).toBeGreaterThan(0);
      await expectCleanPage(page, errors, width);

      await page.getByRole('tab', { name: 'Punto de equilibrio' }).click();
      await expect.poll(() => cardValue(page, 'Punto de equilibrio')).toBe(dashboard);
      const price = page.getByRole('slider', { name: 'Precio promedio' });
      expect(await price.isVisible()).toBe(true);
      await price.focus();
      for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
      expect(await price.getAttribute('aria-valuetext')).toMatch(/^\+5\s?%/);
      expect(await cardValue(page, 'Punto de equilibrio')).toBeLessThan(dashboard);
      await expectCleanPage(page, errors, width);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the bakery case shows its break-even as a what-if, offers nothing to save, and clears (desktop)',
    async () => {
      const { page, errors, context } = await browser.open('desktop', {
        session: sandbox.session(),
      });
      await page.goto('/app/costs-pricing');
      await page.getByRole('tab', { name: 'Punto de equilibrio' }).click();
      const revenue = 'Ventas para el equilibrio';
      await card(page, revenue).waitFor();
      const own = await cardValue(page, revenue);

      await page.getByRole('button', { name: /^Aplicar caso «Panadería artesanal/ }).click();
      await page.waitForURL(/caso=panaderia-artesanal/);
      // Nothing writes while the case is on screen: no save, no price, no learning step.
      const writes: string[] = [];
      const onRequest = (request: { method: () => string; url: () => string }) => {
        if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
      };
      page.on('request', onRequest);
      // $70,000 of fixed costs × $151,800 of sales ÷ $92,400 of contribution = $115,000.
      await expect.poll(() => cardValue(page, revenue)).toBe(115_000);
      expect(await cardValue(page, 'Punto de equilibrio')).toBe(2_773);
      await expectCleanPage(page, errors, VIEWPORTS.desktop.width);

      // Pricing: the case's cake, its inputs editable, nothing to save or apply.
      await page.getByRole('tab', { name: 'Estrategia de precios' }).click();
      await page.getByRole('region', { name: 'Tabla de sensibilidad de precio' }).waitFor();
      expect(await page.getByLabel('Producto', { exact: true }).inputValue()).toBe('pastel');
      expect(await cardValue(page, 'Precio con tu margen objetivo')).toBe(525);
      expect(await page.getByRole('button', { name: /^Aplicar (este )?precio/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Guardar supuestos' }).count()).toBe(0);
      // At 50 % the cake's $480 (56.25 % margin) already reaches the target: $420 is the floor.
      await page.getByLabel('Margen objetivo (%)').fill('50');
      await expect.poll(() => cardValue(page, 'Precio mínimo con tu margen objetivo')).toBe(420);
      // Costs: the case's categories, no table to edit.
      await page.getByRole('tab', { name: 'Estructura de costos' }).click();
      await page.getByRole('heading', { name: 'Productos del caso' }).waitFor();
      expect(await page.getByRole('button', { name: /^(Agregar|Editar|Eliminar) / }).count()).toBe(
        0,
      );
      await expectCleanPage(page, errors, VIEWPORTS.desktop.width);

      page.off('request', onRequest);
      expect(writes).toEqual([]);

      await page.getByRole('button', { name: 'Volver a mis datos' }).first().click();
      await page.waitForURL((url) => !url.search.includes('caso='));
      await page.getByRole('tab', { name: 'Punto de equilibrio' }).click();
      await expect.poll(() => cardValue(page, revenue)).toBe(own);
      expect(own).not.toBe(115_000);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
