import { PUBLIC_PAGES, type PublicPageMeta, pageTitle } from '@caudal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Opened, seriousA11yViolations, setupBrowser, VIEWPORTS } from './support/browser.ts';

const browser = setupBrowser();

// Every public route of the router; the landing and the demos have their own files.
const ROUTES = [
  '/login',
  '/register',
  '/guias-del-libro',
  '/contacto',
  '/casos-de-exito',
  '/centro-de-ayuda',
  '/support',
  '/terms',
  '/privacy',
] as const;

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
  'public pages at %s',
  (viewport) => {
    // One page for the viewport: each test loads its route as a new document, errors reset.
    let opened: Opened;
    beforeAll(async () => {
      opened = await browser.open(viewport);
    });
    afterAll(async () => {
      await opened.context.close();
    });
    const load = (path: string) => {
      opened.errors.length = 0;
      return opened.page.goto(path);
    };

    it.each(ROUTES)(
      '%s: its h1 and title, no overflow, no errors, no serious a11y issues',
      async (path) => {
        const { page, errors } = opened;
        await load(path);
        const h1 = page.getByRole('heading', { level: 1 });
        await h1.waitFor();
        expect(await h1.isVisible()).toBe(true);
        expect(await page.title()).toBe(pageTitle(PUBLIC_PAGES[path].name));
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        expect(await page.locator('main').innerText()).not.toMatch(/NaN|undefined|null|Lorem/);
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      },
    );

    it.each([
      '/forgot-password',
      '/reset-password?token=abc',
      '/videos/capitulo-3-video',
      '/no-existe',
    ])('%s: its h1, no overflow, no errors, no serious a11y issues', async (path) => {
      const { page, errors } = opened;
      const response = await load(path);
      // An unknown address is the 404 page, with a 404 status.
      expect(response?.status()).toBe(path === '/no-existe' ? 404 : 200);
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(await page.locator('main').innerText()).not.toMatch(/NaN|undefined|null|Lorem/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Chromium reports the 404 document itself as a failed resource; nothing else may fail.
      expect(errors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
    });
  },
);

describe('what crawlers read', () => {
  it('the served HTML carries each page’s own title, description and Open Graph tags', async () => {
    const { page, context } = await browser.open();
    for (const path of ['/', ...ROUTES] as const) {
      const html = await (await page.request.get(path)).text();
      const meta: PublicPageMeta = PUBLIC_PAGES[path];
      expect(html, path).toContain('<html lang="es-MX">');
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html, path).toContain(`<title>${pageTitle(meta.name)}</title>`);
      expect(html, path).toContain(`<meta name="description" content="${meta.description}" />`);
      expect(html, path).toContain('<meta property="og:locale" content="es_MX" />');
      expect(html, path).toContain('<meta property="og:type" content="website" />');
    }
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /app/');
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/casos-de-exito</loc>');
    expect(sitemap).not.toContain('/test-demo');
    await context.close();
  });

  it('client-side navigation updates the title and description from the same metadata', async () => {
    const { page, errors, context } = await browser.open();
    await page.goto('/centro-de-ayuda');
    await page.getByRole('heading', { level: 1, name: 'Centro de ayuda' }).waitFor();
    await page.getByRole('link', { name: 'Escribir a soporte' }).click();
    await page.waitForURL('**/contacto');
    await expect.poll(() => page.title()).toBe('Contacto · Caudal');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      PUBLIC_PAGES['/contacto'].description,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the success cases and the legal pages', () => {
  it('shows three illustrative cases with pesos and calls to action', async () => {
    const { page, context } = await browser.open('phone');
    await page.goto('/casos-de-exito');
    const cases = page.locator('main article');
    await expect.poll(() => cases.count()).toBe(3);
    expect(
      await page.getByText('Estos casos son ejemplos ilustrativos, no clientes reales.').count(),
    ).toBe(1);
    expect(await page.getByText('Ejemplo ilustrativo', { exact: true }).count()).toBe(3);
    const text = await page.locator('main').innerText();
    expect(text).toContain('$14,500');
    expect(text).not.toMatch(/\$\d[\d,]*\.\d{2}/);
    for (const city of ['Puebla', 'Guadalajara', 'Ciudad de México']) expect(text).toContain(city);
    expect(await page.locator('main a[href="/demo"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/contacto"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('the privacy notice’s table of contents jumps to its section', async () => {
    const { page, context } = await browser.open('phone');
    await page.goto('/privacy');
    const toc = page.getByRole('navigation', { name: 'Contenido' });
    await toc.getByRole('link', { name: 'Tus derechos ARCO' }).click();
    await page.waitForURL('**/privacy#derechos-arco');
    const heading = page.getByRole('heading', { name: /Tus derechos ARCO/ });
    await expect
      .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(200);
    expect(await page.locator('main').innerText()).toContain('privacidad@caudal.mx');
    expect(await page.locator('main').innerText()).toContain('20 días hábiles');
    await context.close();
  });
});

describe('an unknown public path', () => {
  it('shows the 404 page, and the server sends the generic tags', async () => {
    const { page, context } = await browser.open('phone');
    await page.goto('/casos-de-exito/no-existe');
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    expect(
      await page.getByText('Lo sentimos, la página que buscas no existe o ha sido movida.').count(),
    ).toBe(1);
    expect(await page.title()).toBe('Página no encontrada · Caudal');
    const html = await (await page.request.get('/casos-de-exito/no-existe')).text();
    expect(html).toContain('<title>Caudal — Finanzas para emprendedores</title>');
    expect(html).not.toContain('og:url');
    await context.close();
  });
});
