import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_PAGES } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { pageHeadTags } from '../../../src/modules/public-site/seo.ts';
import { useTestApp } from '../../support/app.ts';

// Shaped like Vite's build of apps/web/index.html.
const INDEX = `<!doctype html>
<html lang="es-MX">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Descripción genérica de Caudal."
    />
    <title>Caudal — Finanzas para emprendedores</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const dist = mkdtempSync(join(tmpdir(), 'caudal-dist-'));
const indexFile = join(dist, 'index.html');
writeFileSync(indexFile, INDEX);
// A robots.txt left in the build must not clash with the API's own (nor crash the start).
writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /');

const t = useTestApp({ webDist: dist });

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('public pages get their own tags in index.html', () => {
  it('/contacto: title, description, Open Graph, canonical and lang, never cached', async () => {
    const res = await t.app.inject({ url: '/contacto' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<html lang="es-MX">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Contacto · Caudal</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Descripción genérica');
    const description = PUBLIC_PAGES['/contacto'].description;
    expect(metaContent(html, 'name', 'description')).toBe(description);
    expect(metaContent(html, 'property', 'og:title')).toBe('Contacto · Caudal');
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:url')).toBe('http://caudal.test/contacto');
    expect(metaContent(html, 'property', 'og:locale')).toBe('es_MX');
    expect(html).toContain('<link rel="canonical" href="http://caudal.test/contacto" />');
    expect(html).not.toContain('noindex');
    // Tags only: no inline script (the CSP allows none), the app's script untouched.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
  });

  it('the landing mentions the free trial and the 299 MXN offer', async () => {
    const html = (await t.app.inject({ url: '/' })).body;
    expect(html).toContain('<title>Caudal — Finanzas para emprendedores</title>');
    expect(metaContent(html, 'property', 'og:url')).toBe('http://caudal.test/');
    expect(metaContent(html, 'name', 'description')).toMatch(/14 días sin tarjeta.*299 MXN/);
  });

  it('a trailing slash or a query string finds the same page', async () => {
    const html = (await t.app.inject({ url: '/casos-de-exito/?utm_source=x' })).body;
    expect(html).toContain('<title>Casos de éxito · Caudal</title>');
  });

  it('/support points to /centro-de-ayuda; the internal demo pages are noindex', async () => {
    const support = (await t.app.inject({ url: '/support' })).body;
    expect(support).toContain('<title>Centro de ayuda · Caudal</title>');
    expect(metaContent(support, 'property', 'og:url')).toBe('http://caudal.test/centro-de-ayuda');
    for (const url of ['/test-demo', '/direct-demo']) {
      const html = (await t.app.inject({ url })).body;
      expect(metaContent(html, 'name', 'robots'), url).toBe('noindex');
    }
  });

  it('every public page has its own title and description', async () => {
    for (const [path, meta] of Object.entries(PUBLIC_PAGES)) {
      const html = (await t.app.inject({ url: path })).body;
      expect(metaContent(html, 'name', 'description'), path).toBe(meta.description);
      expect(head(html), path).toContain('og:locale');
    }
  });

  it('any other path keeps the generic tags', async () => {
    for (const url of ['/no-existe', '/app/dashboard', '/reset-password?token=x']) {
      const res = await t.app.inject({ url });
      // An unknown path is the app's 404 page with a 404 status (web plugin); client routes 200.
      expect(res.statusCode, url).toBe(url === '/no-existe' ? 404 : 200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('a rebuilt index.html is served without a restart', async () => {
    await t.app.inject({ url: '/terms' });
    writeFileSync(indexFile, INDEX.replace('index-abc123.js', 'index-def456.js'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(indexFile, later, later);
    const html = (await t.app.inject({ url: '/terms' })).body;
    expect(html).toContain('index-def456.js');
    expect(html).toContain('<title>Términos y condiciones · Caudal</title>');
  });

  it('escapes the values it writes', () => {
    const tags = pageHeadTags(
      '/contacto',
      { name: 'A & <B>', description: 'Di "hola" <script>', inSitemap: true },
      'http://caudal.test',
    );
    expect(tags).toContain('<title>A &amp; &lt;B&gt; · Caudal</title>');
    expect(tags).toContain('content="Di &quot;hola&quot; &lt;script&gt;"');
    expect(tags).not.toContain('<script>');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('the sitemap lists only the indexable public pages, with absolute URLs', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'http://caudal.test/',
      'http://caudal.test/demo',
      'http://caudal.test/login',
      'http://caudal.test/register',
      'http://caudal.test/contacto',
      'http://caudal.test/casos-de-exito',
      'http://caudal.test/guias-del-libro',
      'http://caudal.test/centro-de-ayuda',
      'http://caudal.test/terms',
      'http://caudal.test/privacy',
    ]);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  });

  it('robots.txt allows the site, keeps crawlers out of /app/ and /api/, names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /app/',
      'Disallow: /api/',
      '',
      'Sitemap: http://caudal.test/sitemap.xml',
      '',
    ]);
  });

  it('neither appears in the API documentation', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/robots.txt');
    expect(Object.keys(doc.paths)).not.toContain('/sitemap.xml');
  });
});
