import { describe, expect, it } from 'vitest';
import { loginAsDemo, seriousA11yViolations, setupBrowser } from './support/browser.ts';

const browser = setupBrowser();

describe('the header search', () => {
  it('finds the break-even section and opens it with the keyboard', async () => {
    const { page, errors, context } = await browser.open();
    await loginAsDemo(page);
    const field = page.getByRole('combobox', { name: 'Buscar' });
    expect(await field.getAttribute('placeholder')).toBe(
      'Buscar módulos, conceptos del libro o tus registros',
    );

    // One character asks nothing and opens nothing.
    await field.fill('e');
    await page.waitForTimeout(400);
    expect(await page.getByRole('listbox').count()).toBe(0);

    await field.fill('equilibrio');
    const list = page.getByRole('listbox', { name: 'Resultados de búsqueda' });
    await list.waitFor();
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    expect(await list.getByRole('group', { name: 'Módulos' }).count()).toBe(1);
    expect(await list.getByRole('group', { name: 'Conceptos y libro' }).count()).toBe(1);
    const section = list.getByRole('option', { name: /^Punto de equilibrio/ }).first();
    expect(await section.count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Move the highlight down to that result, then Enter opens it.
    const options = list.getByRole('option');
    const titles = await options.locator('span:first-child').allTextContents();
    // The first 'Punto de equilibrio …' is a section of chapter 9 (sections come before concepts).
    const target = titles.findIndex((title) => title.startsWith('Punto de equilibrio'));
    expect(target).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= target; i += 1) await field.press('ArrowDown');
    expect(await options.nth(target).getAttribute('aria-selected')).toBe('true');
    expect(await field.getAttribute('aria-activedescendant')).toBe(
      await options.nth(target).getAttribute('id'),
    );
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/app/libro/9' && url.hash.length > 1);
    expect(await list.count()).toBe(0);
    const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
    expect(anchor).toMatch(/^punto-de-equilibrio/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Punto de equilibrio');
    await expect
      .poll(() =>
        page.evaluate((id) => {
          const box = document.getElementById(id)?.getBoundingClientRect();
          return box ? box.top >= 0 && box.top < window.innerHeight : false;
        }, anchor),
      )
      .toBe(true);

    // A click on a result still works (the list waits 200 ms after the field loses focus).
    await field.fill('equilibrio');
    await list.getByRole('option', { name: /^Costos y precios/ }).click();
    await page.waitForURL('**/app/costs-pricing');

    // Escape closes; nothing found says so.
    await field.fill('equilibrio');
    await list.waitFor();
    await field.press('Escape');
    await expect.poll(() => list.count()).toBe(0);
    await field.fill('zzzqqxx');
    await page.getByText('Sin resultados para «zzzqqxx»').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ignores server errors, and on a phone hides the field behind an icon', async () => {
    const { page, errors, context } = await browser.open('phone');
    await loginAsDemo(page);
    await page.route('**/api/search/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"x"}' }),
    );
    expect(await page.getByRole('combobox', { name: 'Buscar' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const field = page.getByRole('combobox', { name: 'Buscar' });
    await field.fill('equilibrio');
    await page.waitForTimeout(800);
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await page.getByText(/Sin resultados/).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    // The failed call logs a console error from the browser; nothing from the app itself.
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
    await context.close();
  });
});
