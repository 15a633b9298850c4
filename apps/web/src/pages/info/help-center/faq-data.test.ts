import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQS, filterFaqs, foldText } from './faq-data.ts';

describe('help center FAQ data', () => {
  it('has the spec’s 6 categories and 8 questions, each in a known category', () => {
    expect(FAQ_CATEGORIES).toHaveLength(6);
    expect(FAQS).toHaveLength(8);
    const ids = new Set(FAQ_CATEGORIES.map((c) => c.id));
    for (const faq of FAQS) expect(ids.has(faq.categoria), faq.id).toBe(true);
    // Every category has at least one question, so no filter is empty on its own.
    for (const id of ids)
      expect(
        FAQS.some((faq) => faq.categoria === id),
        id,
      ).toBe(true);
    expect(new Set(FAQS.map((faq) => faq.id)).size).toBe(8);
  });

  it('states the spec’s claims', () => {
    const all = FAQS.map((faq) => faq.respuesta).join(' ');
    expect(all).toContain('14 días gratis');
    expect(all).toContain('sin tarjeta');
    expect(all).toContain('3 días antes de que termine la prueba');
    expect(all).toContain('299 MXN al mes');
    expect(all).toContain('La facturación es mensual');
    expect(all).toContain('30 días después de cancelar');
  });

  it('lists the most popular first', () => {
    const popularity = FAQS.map((faq) => faq.popularidad);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it.each([
    ['', 'todos', 8],
    ['   ', 'todos', 8],
    ['TARJETA', 'todos', 1],
    ['contrasena', 'todos', 1],
    ['facturacion', 'todos', 1],
    ['30 días', 'datos', 1],
    ['30 días', 'cuenta', 0],
    ['', 'facturacion', 2],
    ['zzz-nada', 'todos', 0],
  ] as const)('query %j in %s finds %i', (query, category, count) => {
    expect(filterFaqs(FAQS, query, category)).toHaveLength(count);
  });

  it('matches the answer as well as the question', () => {
    const [found] = filterFaqs(FAQS, 'punto de equilibrio', 'todos');
    expect(found?.id).toBe('como-empiezo');
    expect(found?.pregunta).not.toContain('equilibrio');
  });

  it('folds accents and case', () => {
    expect(foldText('Facturación ÁÉÍÓÚ Ñ')).toBe('facturacion aeiou n');
  });
});
