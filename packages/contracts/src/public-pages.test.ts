import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, pageTitle, publicPageMeta } from './public-pages.ts';

describe('public pages', () => {
  it('titles pages as "Name · Caudal" and the landing with the product title', () => {
    expect(pageTitle(PUBLIC_PAGES['/contacto'].name)).toBe('Contacto · Caudal');
    expect(pageTitle()).toBe('Caudal — Finanzas para emprendedores');
  });

  it('finds a page with or without a trailing slash, and nothing else', () => {
    expect(publicPageMeta('/contacto/')).toBe(PUBLIC_PAGES['/contacto']);
    expect(publicPageMeta('/')).toBe(PUBLIC_PAGES['/']);
    expect(publicPageMeta('/app/dashboard')).toBeUndefined();
    expect(publicPageMeta('/constructor')).toBeUndefined();
  });

  it('the landing states the free trial without card and the 299 MXN offer', () => {
    expect(PUBLIC_PAGES['/'].description).toMatch(/14 días sin tarjeta/);
    expect(PUBLIC_PAGES['/'].description).toMatch(/299 MXN/);
  });

  it('keeps the internal demo pages out of the sitemap', () => {
    expect(PUBLIC_PAGES['/test-demo'].inSitemap).toBe(false);
    expect(PUBLIC_PAGES['/direct-demo'].inSitemap).toBe(false);
  });
});
