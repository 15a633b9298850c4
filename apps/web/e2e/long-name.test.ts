import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, VIEWPORTS } from './support/browser.ts';
import { wrappedTexts } from './support/layout.ts';

const browser = setupBrowser();

const NAME = 'Lucía Hernández Ruiz';
const COMPANY = 'Panadería La Espiga de Puebla';

/** Registers an owner with a long name and company and keeps the session in `page`. */
async function signInLongName(page: Page) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const response = await page.request.post('/api/auth/register', {
    data: {
      full_name: NAME,
      company_name: COMPANY,
      username: `espiga${id}`.slice(0, 20),
      email: `espiga${id}@example.com`,
      password: 'clave-segura-9',
      remember_me: true,
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { access_token: string; user: unknown };
  await page.goto('/');
  await page.evaluate((session) => {
    localStorage.setItem('auth_token', session.access_token);
    localStorage.setItem('auth_user', JSON.stringify(session.user));
  }, body);
  await page.goto('/app/dashboard');
}

/** The text is shown whole: nothing cut off sideways, no ellipsis. */
async function expectWhole(text: Locator) {
  await text.waitFor();
  const fit = await text.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    ellipsis: getComputedStyle(el).textOverflow === 'ellipsis',
  }));
  expect(fit.scroll).toBeLessThanOrEqual(fit.client);
  expect(fit.ellipsis).toBe(false);
}

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
  'a long name at %s',
  (viewport) => {
    it('the sidebar’s user card shows the whole name and company; the top bar stays one row', async () => {
      const { page, context, errors } = await browser.open(viewport);
      await signInLongName(page);
      const trigger = page.getByRole('button', { name: /menú de usuario/ });
      await trigger.waitFor();
      let sidebar: Locator;
      if (viewport === 'desktop') {
        sidebar = page.locator('aside');
        // The user menu's button: one line, never the name stacked over three.
        expect(await wrappedTexts(trigger)).toEqual([]);
        expect((await trigger.boundingBox())?.height).toBeLessThanOrEqual(44);
      } else {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        sidebar = page.getByRole('dialog', { name: 'Menú' });
      }
      await expectWhole(sidebar.getByText(NAME, { exact: true }));
      await expectWhole(sidebar.getByText(COMPANY, { exact: true }));
      // The bar itself (hidden from assistive tech while the phone's menu is open).
      expect((await page.locator('header').first().boundingBox())?.height).toBeLessThanOrEqual(65);
      // The menu holds the full name.
      if (viewport === 'phone') await page.keyboard.press('Escape');
      await trigger.click();
      await expectWhole(page.getByRole('menu').getByText(NAME, { exact: true }));
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
