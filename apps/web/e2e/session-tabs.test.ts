import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, setupBrowser, submitLogin } from './support/browser.ts';

const browser = setupBrowser();

// One owner for the file: each test signs in through the login page, not remembered, for a
// session of its own (signing out ends only that one). Not the demo, whose every sign-in seeds a
// sandbox company these tests about tabs do not need.
const owner = browser.fileOwner('pestanas');

/** Signs in as the file's owner through the login page, not remembered; lands on the dashboard. */
async function signIn(page: Page) {
  await page.goto('/login');
  await submitLogin(page, owner);
  await page.waitForURL('**/app/dashboard');
}

const storage = (page: Page) =>
  page.evaluate(() => ({
    local: localStorage.getItem('auth_token'),
    session: sessionStorage.getItem('auth_token'),
  }));

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

/** The sidebar link, in the fixed sidebar at 1280 px or in the drawer at 375 px. */
async function sidebarLink(page: Page, phone: boolean, name: RegExp) {
  if (phone) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    return page.getByRole('dialog').getByRole('link', { name });
  }
  return page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name });
}

async function ctrlClickIntoNewTab(context: BrowserContext, page: Page, phone: boolean) {
  const link = await sidebarLink(page, phone, /^Reportes/);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    link.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  return tab;
}

describe('a session not remembered, across the tabs of one browser', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    const phone = viewport === 'phone';

    // Sharing the session between tabs does not depend on the width: once, at 1280 px (the
    // phone's menu is exercised by signing out below).
    if (!phone)
      it(`a Ctrl-click opens a new tab still signed in, with no token in localStorage (${viewport})`, async () => {
        const { page, errors, context } = await browser.open(viewport);
        await signIn(page);
        expect(await storage(page)).toMatchObject({ local: null, session: expect.any(String) });

        const tab = await ctrlClickIntoNewTab(context, page, phone);
        await tab.waitForURL('**/app/reports');
        await expect.poll(() => heading(tab)).toBe('Reportes');
        const shared = await storage(tab);
        expect(shared.local).toBeNull();
        expect(shared.session).toBe((await storage(page)).session);

        // The same address typed into another new tab, and a reload there: still signed in.
        const typed = await context.newPage();
        await typed.goto('/app/settings?seccion=seguridad');
        await expect.poll(() => heading(typed)).toBe('Configuración');
        await typed.reload();
        await expect.poll(() => heading(typed)).toBe('Configuración');
        expect(new URL(typed.url()).search).toBe('?seccion=seguridad');
        expect(await seriousA11yViolations(tab)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });

    it(`signing out in one tab signs out the others (${viewport})`, async () => {
      const { page, errors, context } = await browser.open(viewport);
      await signIn(page);
      const other = await context.newPage();
      await other.goto('/app/reports?x=1');
      await expect.poll(() => heading(other)).toBe('Reportes');

      if (phone) {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesión' }).click();
      } else {
        await page.getByRole('button', { name: /menú de usuario/ }).click();
        await page.getByRole('menuitem', { name: 'Cerrar sesión', exact: true }).click();
      }
      await page.waitForURL((url) => url.pathname === '/');

      // The other tab leaves the app at once, for the login that brings it back there.
      await other.waitForURL('**/login?returnTo=%2Fapp%2Freports%3Fx%3D1');
      await other.getByText('Cerraste sesión en otra pestaña.', { exact: false }).waitFor();
      expect(await storage(other)).toEqual({ local: null, session: null });

      // No tab holds the session now: a new one is signed out (to /login, not kept waiting). It
      // does not depend on how the first tab signed out: at 1280 px only.
      if (!phone) {
        const late = await context.newPage();
        await late.goto('/app/dashboard');
        await late.waitForURL('**/login?returnTo=%2Fapp%2Fdashboard');
        expect(await late.evaluate(() => localStorage.length)).toBe(0);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
