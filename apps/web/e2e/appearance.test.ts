import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiPut,
  expectCleanPage,
  seriousA11yViolations,
  setupBrowser,
  VIEWPORTS,
} from './support/browser.ts';

const browser = setupBrowser();

const CACHE_KEY = 'caudal_appearance';

type Look = {
  theme: 'light' | 'dark' | 'auto';
  color_scheme: 'green' | 'blue' | 'purple' | 'orange';
  font_size: 'small' | 'medium' | 'large';
  compact_mode: boolean;
  show_animations: boolean;
};

const DARK: Look = {
  theme: 'dark',
  color_scheme: 'green',
  font_size: 'medium',
  compact_mode: false,
  show_animations: true,
};

/**
 * Before any page script, on every document of the context: the cached appearance, and a note of
 * <html>'s theme at the moment the parser reaches <body>. By then the blocking
 * appearance-init.js in <head> has run and the app's module (deferred) has not, so that is the
 * theme of the first paint.
 */
async function startWith(context: BrowserContext, look: Look) {
  await context.addInitScript(
    ({ key, value }) => {
      localStorage.setItem(key, value);
      const w = window as unknown as { themeAtBody?: string | null; rootEmptyAtBody?: boolean };
      const seen = new MutationObserver(() => {
        if (!document.body) return;
        w.themeAtBody = document.documentElement.getAttribute('data-theme');
        w.rootEmptyAtBody = !document.getElementById('root')?.hasChildNodes();
        seen.disconnect();
      });
      // Before any element exists: the document itself is what there is to watch.
      seen.observe(document, { childList: true, subtree: true });
    },
    { key: CACHE_KEY, value: JSON.stringify(look) },
  );
}

/**
 * The look saved as the person's settings (the app applies the server's on every load, over the
 * cache), from a public page of the app's origin; the context's cache says the same.
 */
async function saveLook(page: Page, look: Look) {
  if (!page.url().startsWith('http')) await page.goto('/centro-de-ayuda');
  const { show_animations, ...appearance } = look;
  expect(
    await apiPut(page, '/api/config/user', { section: 'appearance', settings: appearance }),
  ).toBe(200);
  expect(
    await apiPut(page, '/api/config/user', { section: 'dashboard', settings: { show_animations } }),
  ).toBe(200);
}

/** A context of its own demo sandbox, since the look is saved for the person. */
const openOwn = async (viewport: keyof typeof VIEWPORTS) =>
  browser.open(viewport, { session: await browser.demoSandbox() });

const firstPaint = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { themeAtBody?: string | null; rootEmptyAtBody?: boolean };
    return { theme: w.themeAtBody ?? null, appNotStarted: w.rootEmptyAtBody };
  });

/**
 * The relative luminance (0 black, 1 white) of what shows behind an element: its own background
 * or the first ancestor's that is not transparent. A canvas turns any CSS colour (oklch) to sRGB.
 */
function backdropLuminance(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    let node: Element | null = element;
    let color = 'rgba(0, 0, 0, 0)';
    while (node) {
      color = getComputedStyle(node).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') break;
      node = node.parentElement;
    }
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data].map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  });
}

/** The same for an SVG element's computed fill (a chart's axis label, a bar). */
function fillLuminance(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.fillStyle = getComputedStyle(element).fill;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data].map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  });
}

async function openDashboard(page: Page) {
  await page.goto('/app/dashboard');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByText('Ingresos vs gastos por mes').first().waitFor();
  await page.locator('.recharts-cartesian-axis-tick-value').first().waitFor();
}

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
  'dark theme at %s',
  (viewport) => {
    it('is painted from the first frame, covers the app and its charts, and passes axe', async () => {
      const { page, context, errors } = await openOwn(viewport);
      await startWith(context, DARK);
      await saveLook(page, DARK);
      await openDashboard(page);
      expect(await firstPaint(page)).toEqual({ theme: 'dark', appNotStarted: true });
      const main = page.locator('main#contenido');
      expect(await backdropLuminance(main)).toBeLessThan(0.05);
      // A card (bg-white in the markup) is dark too, and its heading light.
      const heading = page.getByRole('heading', { name: 'Ingresos vs gastos por mes' });
      expect(await backdropLuminance(heading)).toBeLessThan(0.05);
      expect(await fillLuminance(page.locator('.recharts-cartesian-axis-tick-value').first()))
        // The axis labels: light grey on the dark card (AA there), not the light theme's slate.
        .toBeGreaterThan(0.3);
      await expectCleanPage(page, errors, VIEWPORTS[viewport].width);

      await page.goto('/app/cash-flow');
      await page.getByRole('heading', { level: 1, name: 'Flujo de caja' }).waitFor();
      await page.getByText('Proyección de 12 meses').waitFor();
      await page.locator('.recharts-bar-rectangle').first().waitFor();
      expect(await firstPaint(page)).toEqual({ theme: 'dark', appNotStarted: true });
      expect(await backdropLuminance(main)).toBeLessThan(0.05);
      await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
      await context.close();
    });
  },
);

describe('the public site', () => {
  it('stays light with a dark cache, on a load and after leaving the app', async () => {
    const { page, context, errors } = await openOwn('desktop');
    await startWith(context, DARK);
    await saveLook(page, DARK);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await firstPaint(page)).toEqual({ theme: null, appNotStarted: true });
    expect(await backdropLuminance(page.locator('main#contenido'))).toBeGreaterThan(0.9);

    // A client-side trip from the app to the help centre and back behaves like two loads.
    await openDashboard(page);
    await page.getByRole('link', { name: 'Soporte' }).click();
    await page.waitForURL('**/centro-de-ayuda');
    // Named: while the help centre's code loads, the dashboard's heading is still on screen.
    await page.getByRole('heading', { level: 1, name: 'Centro de ayuda' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(
      null,
    );
    expect(await backdropLuminance(page.locator('main#contenido'))).toBeGreaterThan(0.9);
    await page.goBack();
    await page.getByText('Ingresos vs gastos por mes').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(
      'dark',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('every colour scheme, light and dark', () => {
  it('passes axe (colour contrast included) on the dashboard', async () => {
    const { page, context } = await openOwn('desktop');
    const found: string[] = [];
    await page.goto('/app/dashboard');
    for (const color_scheme of ['green', 'blue', 'purple', 'orange'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const look: Look = { ...DARK, theme, color_scheme, show_animations: false };
        await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
          key: CACHE_KEY,
          value: JSON.stringify(look),
        });
        await saveLook(page, look);
        await openDashboard(page);
        const html = await page.evaluate(() => ({
          theme: document.documentElement.getAttribute('data-theme'),
          scheme: document.documentElement.getAttribute('data-scheme'),
        }));
        expect(html).toEqual({ theme, scheme: color_scheme });
        for (const v of await seriousA11yViolations(page))
          found.push(`${color_scheme} ${theme}: ${v}`);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('changes the brand colour, and the other settings reach the page', async () => {
    const { page, context } = await openOwn('desktop');
    const look: Look = {
      theme: 'light',
      color_scheme: 'purple',
      font_size: 'large',
      compact_mode: true,
      show_animations: false,
    };
    await startWith(context, look);
    await saveLook(page, look);
    await openDashboard(page);
    const styles = await page.evaluate(() => {
      const html = document.documentElement;
      const computed = getComputedStyle(html);
      return {
        brand: computed.getPropertyValue('--color-brand-700').trim(),
        fontSize: computed.fontSize,
        spacing: Number.parseFloat(computed.getPropertyValue('--spacing')),
        motion: html.getAttribute('data-motion'),
      };
    });
    // The purple scheme's 700, the large size's 18 px root, the compact spacing.
    expect(styles).toEqual({
      brand: '#6f27c2',
      fontSize: '18px',
      spacing: 0.2,
      motion: 'off',
    });
    // With animations off, a colour transition (150 ms otherwise) takes next to no time.
    const duration = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'transition-colors';
      document.body.append(probe);
      const value = getComputedStyle(probe).transitionDuration;
      probe.remove();
      return Number.parseFloat(value);
    });
    expect(duration).toBeLessThan(0.001);
    await context.close();
  });
});

describe('from the settings page', () => {
  it('dark mode, a colour and a font size chosen in Apariencia apply at once and on the next load', async () => {
    const { page, context, errors } = await openOwn('desktop');
    await context.addInitScript(() => {
      const w = window as unknown as { themeAtBody?: string | null };
      const seen = new MutationObserver(() => {
        if (!document.body) return;
        w.themeAtBody = document.documentElement.getAttribute('data-theme');
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/app/settings?seccion=appearance');
    await page.getByLabel('Tema').selectOption({ label: 'Oscuro' });
    await page.getByLabel('Tamaño de letra').selectOption({ label: 'Grande' });
    await page.getByRole('radio', { name: 'Naranja' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Configuración guardada exitosamente').waitFor();
    const attributes = () =>
      page.evaluate(() => ({
        theme: document.documentElement.getAttribute('data-theme'),
        scheme: document.documentElement.getAttribute('data-scheme'),
        fontSize: getComputedStyle(document.documentElement).fontSize,
      }));
    expect(await attributes()).toEqual({ theme: 'dark', scheme: 'orange', fontSize: '18px' });
    await openDashboard(page);
    expect(await firstPaint(page)).toMatchObject({ theme: 'dark' });
    expect(await attributes()).toEqual({ theme: 'dark', scheme: 'orange', fontSize: '18px' });
    expect(await backdropLuminance(page.locator('main#contenido'))).toBeLessThan(0.05);
    await expectCleanPage(page, errors, VIEWPORTS.desktop.width);
    await context.close();
  });
});
