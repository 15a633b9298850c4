import { APP_MODULES } from '@caudal/contracts/app-modules';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, setupBrowser, submitLogin } from './support/browser.ts';

const browser = setupBrowser();
// The sign-ins here are about where the login leads, not the demo's data: an owner of the file's
// own signs in with a password (a demo sign-in seeds a sandbox company every time).
const owner = browser.fileOwner('rutas');

describe('routes and the shell', () => {
  it('an unknown route shows the 404 page with both buttons', async () => {
    const { page, context } = await browser.open();
    await page.goto('/no-existe/para-nada');
    await expect.poll(() => page.getByText('Página no encontrada').count()).toBe(1);
    expect(
      await page.getByText('Lo sentimos, la página que buscas no existe o ha sido movida.').count(),
    ).toBe(1);
    await page
      .getByRole('button', { name: 'Ir al inicio' })
      .or(page.getByRole('link', { name: 'Ir al inicio' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await page.getByRole('button', { name: 'Regresar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('a plain /app while signed out lands on /', async () => {
    const { page, context } = await browser.open();
    await page.goto('/app');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  // Where the login leads does not depend on the width: at 1280 px (the crafted returnTo below
  // signs in at 375 px).
  for (const viewport of ['desktop'] as const) {
    it(`a signed-out deep link goes through /login and comes back to it (${viewport})`, async () => {
      const { page, errors, context } = await browser.open(viewport);
      await page.goto('/app/reports?x=1');
      await page.waitForURL('**/login?returnTo=%2Fapp%2Freports%3Fx%3D1');
      await submitLogin(page, owner);
      await page.waitForURL((url) => `${url.pathname}${url.search}` === '/app/reports?x=1');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
        .toBe('Reportes');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a crafted returnTo to another site is ignored: the login opens the dashboard', async () => {
    const { page, context } = await browser.open('phone');
    await page.goto(`/login?returnTo=${encodeURIComponent('//evil.example/app')}`);
    await submitLogin(page, owner);
    await page.waitForURL((url) => url.pathname === '/app/dashboard');
    expect(new URL(page.url()).host).toBe(new URL(browser.baseUrl()).host);
    await context.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`the sidebar lists every module, "Próximamente" only on one not built yet; on a phone a drawer that opens a module (${viewport})`, async () => {
      const { page, errors, context } = await browser.open(viewport, { signedIn: true });
      await page.goto('/app/dashboard');
      if (viewport === 'phone') await page.getByRole('button', { name: 'Abrir menú' }).click();
      const sidebar = (viewport === 'phone' ? page.getByRole('dialog') : page).getByRole(
        'navigation',
        { name: 'Módulos' },
      );
      // Since issue 19 every screen is built: no badge at all, and each module's link is there.
      const shown = APP_MODULES.filter((m) => m.sidebar === 'modules' || m.sidebar === 'book');
      for (const module of shown) {
        const link = sidebar.getByRole('link', { name: new RegExp(`^${module.label}`) });
        await link.waitFor();
        expect(await link.getByText('Próximamente', { exact: true }).count(), module.id).toBe(
          module.built ? 0 : 1,
        );
      }
      // The badge fits beside the longest name: nothing scrolls sideways, nothing wraps.
      const soon = sidebar.getByText('Próximamente', { exact: true });
      for (const badge of await soon.all()) {
        expect(await badge.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(30);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport === 'phone' ? 375 : 1280,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      if (viewport === 'phone') {
        // On a phone the sidebar is a drawer: a module's link opens its screen, which fits.
        await sidebar.getByRole('link', { name: /^Flujo de caja/ }).click();
        await page.waitForURL('**/app/cash-flow');
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
          .toBe('Flujo de caja');
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  // /login, /register, /forgot-password and an unknown route: public-site.test.ts runs axe on
  // them at 1280 and 375 px and fails on any error they log, CSP violations included.
});
