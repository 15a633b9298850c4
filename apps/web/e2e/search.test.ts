import { APP_MODULES } from '@caudal/contracts/app-modules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, setupBrowser } from './support/browser.ts';
import { pauseClock } from './support/clock.ts';

const browser = setupBrowser();

/** The field waits this long after the last keystroke before it asks (search-combobox.tsx). */
const DEBOUNCE_MS = 200;

/** The `q` of every request the page makes to the search API, in order. */
function recordSearches(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search/') queries.push(url.searchParams.get('q') ?? '');
  });
  return queries;
}

/**
 * Records, in the page, the `q` of every search it asks for with the page clock's time then:
 * with the clock paused, that time says exactly how long after the typing the request left.
 */
async function recordSearchTimes(page: Page): Promise<() => Promise<{ q: string; at: number }[]>> {
  await page.addInitScript(() => {
    const asked: { q: string; at: number }[] = [];
    Object.assign(window, { searchesAsked: asked });
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === '/api/search/') {
        asked.push({ q: url.searchParams.get('q') ?? '', at: Date.now() });
      }
      return fetch(input, init);
    };
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { searchesAsked: { q: string; at: number }[] }).searchesAsked,
    );
}

describe('the header search', () => {
  it('finds the break-even section and opens it with the keyboard', async () => {
    const { page, errors, context } = await browser.open('desktop', { signedIn: true });
    const searches = recordSearches(page);
    const searchTimes = await recordSearchTimes(page);
    await page.clock.install();
    await page.goto('/app/libro');
    const field = page.getByRole('combobox', { name: 'Buscar' });
    expect(await field.getAttribute('placeholder')).toBe(
      'Buscar módulos, conceptos del libro o tus registros',
    );
    // From here on the page's time moves only when the test moves it.
    await pauseClock(page);

    // One character asks nothing and opens nothing, however long it stays.
    await field.fill('e');
    await page.clock.runFor(5 * DEBOUNCE_MS);
    expect(await page.getByRole('listbox').count()).toBe(0);

    // Two or more ask once, when the field has been still for the debounce.
    await field.fill('equilibrio');
    const typedAt = await page.evaluate(() => Date.now());
    await page.clock.runFor(DEBOUNCE_MS - 1);
    expect(searches).toEqual([]);
    await page.clock.runFor(1);
    // Asked once, and not a millisecond of page time before the debounce was over.
    await expect.poll(searchTimes).toEqual([{ q: 'equilibrio', at: typedAt + DEBOUNCE_MS }]);
    await page.clock.resume();
    const list = page.getByRole('listbox', { name: 'Resultados de búsqueda' });
    await list.waitFor();
    // The 'e' before never asked (its request would have come first) and nothing asked again.
    expect(searches).toEqual(['equilibrio']);
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    expect(await list.getByRole('group', { name: 'Módulos' }).count()).toBe(1);
    expect(await list.getByRole('group', { name: 'Conceptos y libro' }).count()).toBe(1);
    const section = list.getByRole('option', { name: /^Punto de equilibrio/ }).first();
    expect(await section.count()).toBe(1);
    // A module not built yet says so; a book section does not.
    const modules = list.getByRole('group', { name: 'Módulos' }).getByRole('option');
    expect(await modules.count()).toBeGreaterThan(0);
    for (const option of await modules.all()) {
      const text = (await option.textContent()) ?? '';
      const screen = APP_MODULES.find((m) => text.startsWith(m.label));
      expect(screen, text).toBeDefined();
      expect(text.includes('Próximamente'), text).toBe(!screen?.built);
    }
    expect(await section.textContent()).not.toContain('Próximamente');
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
    const { page, errors, context } = await browser.open('phone', { signedIn: true });
    const searches = recordSearches(page);
    await page.route('**/api/search/**', (route) =>
      new URL(route.request().url()).searchParams.get('q') === 'equilibrio'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"x"}' })
        : route.continue(),
    );
    await page.goto('/app/libro');
    await page.getByRole('button', { name: 'Buscar' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Buscar' }).count()).toBe(0);
    // Every search panel the page ever shows (a list or 'Sin resultados'), with the field's text.
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { shownPanels: string[] }).shownPanels = shown;
      new MutationObserver(() => {
        const field = document.querySelector<HTMLInputElement>('input[role="combobox"]');
        const statuses = [...document.querySelectorAll('[role="status"]')];
        if (
          document.querySelector('[role="listbox"]') ||
          statuses.some((s) => s.textContent?.startsWith('Sin resultados'))
        )
          shown.push(field?.value ?? '');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Buscar' }).click();
    const field = page.getByRole('combobox', { name: 'Buscar' });
    const failed = page.waitForResponse((r) => r.url().includes('q=equilibrio'));
    await field.fill('equilibrio');
    expect((await failed).status()).toBe(500);
    // The next search answers: once its list is up, the failed one was long handled.
    await field.fill('margen');
    await page.getByRole('listbox', { name: 'Resultados de búsqueda' }).waitFor();
    const shown = await page.evaluate(
      () => (window as unknown as { shownPanels: string[] }).shownPanels,
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((text) => text !== 'margen')).toEqual([]);
    expect(searches).toEqual(['equilibrio', 'margen']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    // The failed call logs a console error from the browser; nothing from the app itself.
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
    await context.close();
  });
});
