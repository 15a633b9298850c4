import { describe, expect, it } from 'vitest';
import { expectCleanPage, JOURNEY_TIMEOUT_MS, setupBrowser, VIEWPORTS } from './support/browser.ts';
import { invoices, lastMonth, mexicoToday, ownerWithFiles } from './support/cfdi.ts';

// Issue 32: the month's IVA and ISR, estimated from the owner's CFDI, on Flujo de caja; profit
// before IVA. Half of a PPD invoice of 11,600 (10,000 + IVA 1,600) cobrado last month, and a
// purchase of 3,480 (3,000 + IVA 480) paid: IVA 800 − 480 = 320 to pay.

const browser = setupBrowser();
describe('Impuestos del mes (estimado)', () => {
  it.each(['desktop', 'phone'] as const)(
    'at %s: IVA 800 − 480 = 320 pesos to set aside, and the regime asked for the ISR',
    async (viewport) => {
      const month = lastMonth();
      const user = await ownerWithFiles(browser.baseUrl(), (id) => invoices(month, id));
      const { page, context, errors } = await browser.open(viewport);
      await page.goto('/login');
      await page.getByLabel('Correo electrónico').fill(user.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
      await page.waitForURL('**/app/dashboard');
      await page.goto('/app/cash-flow');
      const card = page.getByRole('region', { name: 'Impuestos del mes (estimado)' });
      await card.waitFor();
      // The next payment's month comes first: last month's up to the 17th, this month's (so
      // far) after it; the invoices are last month's.
      const select = card.getByLabel('Mes', { exact: true });
      const today = mexicoToday();
      expect(await select.inputValue()).toBe(
        Number(today.slice(8, 10)) > 17 ? today.slice(0, 7) : month,
      );
      await select.selectOption(month);
      const iva = card.getByRole('region', { name: 'IVA del mes' });
      await expect.poll(() => iva.textContent()).toContain('IVA a pagar$320');
      expect(await iva.textContent()).toContain('IVA de lo que cobraste$800');
      expect(await iva.textContent()).toContain('IVA de lo que pagaste− $480');
      expect(await card.textContent()).toMatch(/Aparta \$320 para el \d+ de [a-z]+ de \d{4}\./);
      expect(await card.textContent()).toContain('Elige tu régimen fiscal');
      await card.getByRole('link', { name: 'Ir a Datos de tu empresa' }).waitFor();
      await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
      if (viewport === 'desktop') {
        // "Mis ventas de mostrador incluyen IVA 16 %": said once, listed, and taken back.
        const defaults = card.getByRole('region', { name: 'IVA de tus categorías' });
        expect(await defaults.textContent()).toContain('Aún no dices qué categorías incluyen IVA');
        await defaults.getByLabel('Categoría', { exact: true }).fill('Mostrador');
        await defaults.getByRole('button', { name: 'Guardar IVA' }).click();
        await defaults.getByRole('status').filter({ hasText: 'Guardado.' }).waitFor();
        expect(await defaults.getByRole('listitem').textContent()).toBe(
          'Ingreso · Mostrador: IVA 16 %Quitar',
        );
        await defaults.getByRole('button', { name: 'Quitar: Ingreso · Mostrador' }).click();
        await defaults.getByText('Aún no dices qué categorías incluyen IVA').waitFor();
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
