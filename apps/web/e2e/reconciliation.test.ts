import { describe, expect, it } from 'vitest';
import { expectCleanPage, JOURNEY_TIMEOUT_MS, setupBrowser, VIEWPORTS } from './support/browser.ts';
import { invoices, lastMonth, ownerWithFiles } from './support/cfdi.ts';

// Issue 32: Flujo de caja › Conciliación bancaria. Last month's CFDI (a complement of 5,800
// cobrado on the 5th, a purchase of 3,480 paid on the 12th) and the bank statement that carries
// the same money: both proposed, confirmed in one click, then counted once and undone.

const browser = setupBrowser();

/** BBVA's layout: the 5,800 deposit, the 3,480 SPEI and a cash deposit no CFDI explains. */
function statement(month: string) {
  const day = (d: string) => `${d}/${month.slice(5, 7)}/${month.slice(0, 4)}`;
  return [
    'FECHA,DESCRIPCIÓN,CARGO,ABONO,SALDO',
    `${day('12')},SPEI ENVIADO HILOS DEL NORTE,-3480.00,,"8,570.00"`,
    `${day('10')},DEPOSITO EN EFECTIVO,,1250.00,"12,050.00"`,
    `${day('05')},SPEI RECIBIDO CLIENTE GRANDE,,5800.00,"10,800.00"`,
  ].join('\r\n');
}

describe('Conciliación bancaria', () => {
  it.each(['desktop', 'phone'] as const)(
    'at %s: the deposit and the SPEI proposed with their CFDI, confirmed at once, undone; a CFDI chosen by hand',
    async (viewport) => {
      const month = lastMonth();
      const user = await ownerWithFiles(browser.baseUrl(), (id) => [
        ...invoices(month, id),
        ['bbva.csv', statement(month)],
      ]);
      const { page, context, errors } = await browser.open(viewport);
      await page.goto('/login');
      await page.getByLabel('Correo electrónico').fill(user.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
      await page.waitForURL('**/app/dashboard');
      await page.goto('/app/cash-flow#conciliacion');
      const card = page.getByRole('region', { name: 'Conciliación bancaria' });
      await card.getByText('2 propuestas por confirmar').waitFor();
      expect(await card.textContent()).toContain(
        '2 propuestas por confirmar · 1 movimiento del banco sin factura · 1 CFDI sin movimiento del banco.',
      );
      const proposals = card.getByRole('list', { name: '2 propuestas' }).getByRole('listitem');
      const texts = await proposals.allTextContents();
      const deposit = texts.find((t) => t.startsWith('SPEI RECIBIDO CLIENTE GRANDE'));
      expect(deposit).toContain('+$5,800');
      expect(deposit).toContain('Pago de la factura');
      expect(deposit).toContain(
        'Muy probable (85 de 100): Mismo importe. Mismo día. El concepto nombra a CLIENTE GRANDE.',
      );
      const spei = texts.find((t) => t.startsWith('SPEI ENVIADO HILOS DEL NORTE'));
      expect(spei).toContain('−$3,480');
      expect(spei).toContain('HILOS DEL NORTE');
      await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
      if (viewport === 'phone') {
        // Opened at #conciliacion, the card is brought into view once it loads.
        expect(await card.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(
          VIEWPORTS.phone.height,
        );
        expect(errors).toEqual([]);
        await context.close();
        return;
      }

      await card.getByRole('button', { name: 'Confirmar las 2 muy probables' }).click();
      await card.getByRole('status').filter({ hasText: 'Listo: 2 conciliaciones.' }).waitFor();
      await card.getByText('Conciliados (2)').waitFor();
      expect(await card.textContent()).toContain('0 propuestas por confirmar');

      // Undo the purchase: the SPEI and its CFDI count apart again, and it is proposed again.
      await card.getByText('Conciliados (2)').click();
      await card.getByRole('button', { name: /^Deshacer la conciliación de Factura/ }).click();
      await card.getByRole('status').filter({ hasText: 'Conciliación deshecha' }).waitFor();
      await card.getByText('1 propuesta por confirmar').waitFor();

      // The cash deposit had no proposal: the owner says it was part of the open invoice.
      await card.getByText('Del banco, sin factura (1)').click();
      await card.getByRole('button', { name: 'Elegir el CFDI de DEPOSITO EN EFECTIVO' }).click();
      const choose = card.getByLabel('CFDI que pagó este movimiento');
      // Only the CFDI of the same side: the open invoice (5,800 left), not the purchase.
      expect(await choose.locator('option').allTextContents()).toEqual([
        'Elige un CFDI',
        expect.stringMatching(/^\$5,800 · Por cobrar · CLIENTE GRANDE · /),
      ]);
      await choose.selectOption({ index: 1 });
      await card.getByRole('button', { name: 'Conciliar', exact: true }).click();
      await card.getByRole('status').filter({ hasText: 'Listo: 1 conciliación.' }).waitFor();
      await card.getByText('Conciliados (2)').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
