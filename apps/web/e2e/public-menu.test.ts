import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { wrappedTexts } from './support/layout.ts';

const browser = setupBrowser();

const SECTIONS = ['Funciones', 'Precios', 'Nosotros'] as const;

/** The header is one row: its height is the bar's, and no label inside it wraps. */
async function expectOneRow(page: Page) {
  const header = page.getByRole('banner');
  expect(await wrappedTexts(header)).toEqual([]);
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(65);
}

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe('the public header', () => {
  it('at 1280 px: the sections and both buttons, no menu button', async () => {
    const { page, context, errors } = await browser.open('desktop');
    await page.goto('/');
    const header = page.getByRole('banner');
    const sections = header.getByRole('navigation', { name: 'Secciones de la página' });
    await sections.waitFor();
    for (const name of SECTIONS) {
      expect(await sections.getByRole('link', { name }).isVisible()).toBe(true);
    }
    expect(await header.getByRole('button', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Crear cuenta' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Menú' }).isVisible()).toBe(false);
    await expectOneRow(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375 px: a menu opened with the keyboard lists the sections and the account links', async () => {
    const { page, context, errors } = await browser.open('phone');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Menú' }).waitFor();
    // By CSS: while the menu is open, the bar is hidden from the accessibility tree.
    const button = page.locator('header button[aria-label="Menú"]').first();
    await expectOneRow(page);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    for (const name of [...SECTIONS, 'Iniciar sesión', 'Crear cuenta']) {
      expect(await menu.getByRole('link', { name }).isVisible(), name).toBe(true);
    }
    // Focus is inside the menu and stays there while tabbing.
    for (let i = 0; i < 8; i += 1) {
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Tab');
    }

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe('Menú');
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // A section link goes to its section and closes the menu.
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Precios' }).click();
    await page.waitForURL('**/#pricing');
    await menu.waitFor({ state: 'hidden' });

    // The account links open their pages.
    await button.click();
    await menu.getByRole('link', { name: 'Crear cuenta' }).click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['/', '/login', '/register', '/contacto'])(
    '%s: the header stays one row at 375 and 320 px',
    async (path) => {
      const { page, context } = await browser.open('phone');
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Menú' }).waitFor();
      await expectOneRow(page);
      await page.setViewportSize({ width: 320, height: 640 });
      await expectOneRow(page);
      await context.close();
    },
  );
});
