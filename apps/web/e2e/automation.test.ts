import { describe, expect, it } from 'vitest';
import {
  apiGet,
  expectCleanPage,
  JOURNEY_TIMEOUT_MS,
  setupBrowser,
  VIEWPORTS,
} from './support/browser.ts';

const browser = setupBrowser();

describe('automation in the browser', () => {
  it(
    'a low-cash rule, crossed by an expense, raises a notification in the bell that opens the cash-flow page; read, paused; the professional package installed; clean at 1280 and 375 px',
    async () => {
      // A sandbox of its own: the journey writes rules and notifications.
      const { page, errors } = await browser.open('desktop', {
        session: await browser.demoSandbox(),
      });
      await page.goto('/app/automation');
      await page.getByRole('heading', { level: 1, name: 'Automatización' }).waitFor();
      await page.getByText('Aún no tienes reglas: instala un paquete o crea la primera.').waitFor();
      await expectCleanPage(page, errors, VIEWPORTS.desktop.width);

      // The demo's cash today, as the cash-flow page reads it; a minimum $1,000 under it.
      const view = await apiGet<{ cash: { balance: number } }>(page, '/api/cash-flow/view');
      const minimum = Math.floor(view.cash.balance) - 1_000;
      await page.getByRole('button', { name: 'Nueva regla' }).click();
      await page.getByLabel('Nombre de la regla').fill('Caja de prueba');
      await page.getByLabel('Disparador').selectOption({ label: 'Saldo de caja bajo' });
      await page.getByLabel('Saldo mínimo (MXN)').fill(String(minimum));
      await page.getByLabel('Acción').selectOption({ label: 'Aviso en la app' });
      await page.getByRole('button', { name: 'Crear regla' }).click();
      const card = page.getByRole('listitem').filter({ hasText: 'Caja de prueba' });
      await card.waitFor();
      // Checked on saving: the cash is above the minimum, nothing is raised.
      const { rules } = await apiGet<{ rules: { id: string; name: string }[] }>(
        page,
        '/api/automation/rules',
      );
      const id = rules.find((r) => r.name === 'Caja de prueba')?.id;
      const results = async () =>
        (
          await apiGet<{ runs: { result: string }[] }>(page, `/api/automation/rules/${id}/runs`)
        ).runs.map((r) => r.result);
      await expect.poll(results, { timeout: 30_000, interval: 500 }).toEqual(['quiet']);

      // An expense of $2,000 today takes the cash under it: the notification arrives in seconds.
      const unread = async () =>
        (await apiGet<{ unread: number }>(page, '/api/notifications/')).unread;
      expect(await unread()).toBe(0);
      const saved = await page.evaluate(async () => {
        const token = localStorage.getItem('auth_token') ?? sessionStorage.getItem('auth_token');
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
          new Date(),
        );
        const res = await fetch('/api/cash-flow/entries', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            date: today,
            type: 'expense',
            amount: 2_000,
            category: 'Mantenimiento',
            description: 'Reparación del horno',
          }),
        });
        return res.status;
      });
      expect(saved).toBe(201);
      await expect.poll(unread, { timeout: 30_000, interval: 500 }).toBe(1);
      await page.reload();
      const bell = page.getByRole('button', { name: 'Notificaciones, 1 sin leer' });
      await bell.click();
      const item = page.getByRole('menuitem', { name: /Caja de prueba: Saldo de caja bajo/ });
      await expect
        .poll(() => item.textContent())
        .toContain(`menos que tu mínimo de $${minimum.toLocaleString('en-US')}`);
      await item.click();
      await page.waitForURL('**/app/cash-flow');
      await page.getByRole('button', { name: 'Notificaciones, 0 sin leer' }).waitFor();
      expect((await apiGet<{ unread: number }>(page, '/api/notifications/')).unread).toBe(0);

      // Its history, then paused.
      await page.goto('/app/automation');
      await card.getByRole('button', { name: 'Historial' }).click();
      await card.getByText('Disparó', { exact: true }).waitFor();
      await card.getByText('Tus datos cambiaron').first().waitFor();
      const toggle = page.getByRole('switch', { name: '«Caja de prueba» activa' });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      await card.getByText('Pausada').first().waitFor();

      // The professional package, added to the rule already there.
      await page.getByRole('button', { name: 'Instalar el paquete Profesional' }).click();
      await page.getByRole('button', { name: 'Agregar a mis reglas' }).click();
      await page
        .getByText('Paquete Profesional instalado: 5 reglas agregadas a las tuyas.')
        .waitFor();
      await expect.poll(() => page.getByRole('switch').count()).toBe(6);
      await expectCleanPage(page, errors, VIEWPORTS.desktop.width);

      // 375 px: the page, the bell and the notifications page fit.
      await page.setViewportSize(VIEWPORTS.phone);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Automatización' }).waitFor();
      await expectCleanPage(page, errors, VIEWPORTS.phone.width, { axe: false });
      await page.goto('/app/notificaciones');
      await page.getByText('Caja de prueba: Saldo de caja bajo').first().waitFor();
      await expectCleanPage(page, errors, VIEWPORTS.phone.width);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
