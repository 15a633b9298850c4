import { describe, expect, it } from 'vitest';
import { findPublicPage, PUBLIC_PAGES, pageTitle } from './public-pages.ts';

describe('public pages', () => {
  it('titles pages as "Name · Caudal" and the landing with the product title', () => {
    expect(pageTitle(PUBLIC_PAGES['/contacto'].name)).toBe('Contacto · Caudal');
    expect(pageTitle()).toBe('Caudal — Finanzas para emprendedores');
  });

  it('finds a page with or without a trailing slash, and nothing else', () => {
    expect(findPublicPage('/contacto/')).toEqual({
      path: '/contacto',
      meta: PUBLIC_PAGES['/contacto'],
    });
    expect(findPublicPage('/')?.path).toBe('/');
    expect(findPublicPage('/app/dashboard')).toBeUndefined();
    expect(findPublicPage('/constructor')).toBeUndefined();
  });

  it('the landing states the free trial without card and the 299 MXN offer', () => {
    expect(PUBLIC_PAGES['/'].description).toMatch(/14 días sin tarjeta/);
    expect(PUBLIC_PAGES['/'].description).toMatch(/299 MXN/);
  });

  it('keeps the internal demo pages out of the sitemap and out of search engines', () => {
    for (const path of ['/test-demo', '/direct-demo'] as const) {
      expect(PUBLIC_PAGES[path]).toMatchObject({ inSitemap: false, noindex: true });
    }
  });
});
