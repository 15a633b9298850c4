import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { useTestApp } from '../support/app.ts';
import { expectDetail } from '../support/responses.ts';

const dist = mkdtempSync(join(tmpdir(), 'caudal-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="es-MX"><div id="root"></div></html>',
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
// The build's precompressed copies (apps/web/precompress.ts); contents only need to differ.
writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), 'brotli');
writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), 'gzip');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const t = useTestApp({ webDist: dist });

describe('web serving and security headers', () => {
  it('sends a CSP without inline scripts and the other helmet headers', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('caches hashed assets for a year and never index.html', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await t.app.inject({ url: '/' });
    expect(index.headers['cache-control']).toBe('no-cache');
    const file = await t.app.inject({ url: '/favicon.svg' });
    expect(file.headers['cache-control']).toBe('no-cache');
  });

  it('no /api answer may be kept by a cache: figures, errors and the docs are no-store', async () => {
    const { headers } = await signedInUser(t);
    const answers = [
      await t.app.inject({ url: '/api/auth/me', headers }),
      await t.app.inject({ url: '/api/dashboard?period=30d', headers }),
      await t.app.inject({ url: '/api/auth/me' }), // 401
      await t.app.inject({ url: '/api/products/00000000-0000-0000-0000-000000000000', headers }),
      await t.app.inject({ url: '/api/nada' }), // 404
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: '{' }), // 400
      await t.app.inject({ url: '/api/docs/json' }),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 80)}`).toBe(
        'no-store',
      );
    }
    // The book is public content and says so; the app's hashed files keep their year.
    const concepts = await t.app.inject({ url: '/api/book/concepts' });
    expect(concepts.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends an asset precompressed when the browser accepts it, and plain otherwise', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body).toBe('brotli');
    const gz = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.toString()).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    const page = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toContain('<div id="root">');
  });

  it('serves index.html for client routes and JSON 404 for unknown API paths', async () => {
    const page = await t.app.inject({ url: '/app/cash-flow' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    for (const url of ['/reset-password?token=x', '/videos/capitulo-3-video', '/app/no-existe'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    // Anything else is the app's 404 page, with a 404 status for crawlers and monitors.
    const missing = await t.app.inject({ url: '/no-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
    expectDetail(await t.app.inject({ url: '/api/nada' }), 404, 'Recurso no encontrado');
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/login');
  });
});
