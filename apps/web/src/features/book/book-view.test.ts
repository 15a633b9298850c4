import { describe, expect, it } from 'vitest';
import {
  chapterNeighbours,
  chapterPath,
  internalRoute,
  parseChapterNumber,
  readingMinutes,
  readingTimeLabel,
  toolCountLabel,
} from './book-view.ts';

describe('reading time', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [3_150, 16],
    [Number.NaN, 1],
    [-20, 1],
  ])('%d words → %d min', (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });

  it('writes the label and the tool count', () => {
    expect(readingTimeLabel(2_400)).toBe('12 min de lectura');
    expect(toolCountLabel(1)).toBe('1 herramienta');
    expect(toolCountLabel(4)).toBe('4 herramientas');
    expect(toolCountLabel(0)).toBe('0 herramientas');
  });
});

describe('chapter address', () => {
  it.each([
    ['1', 1],
    ['9', 9],
    ['15', 15],
    ['0', null],
    ['16', null],
    ['09', 9],
    ['9a', null],
    ['-1', null],
    ['1.5', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (param, number) => {
    expect(parseChapterNumber(param)).toBe(number);
  });

  it('links to a section', () => {
    expect(chapterPath(9)).toBe('/app/libro/9');
    expect(chapterPath(9, 'margen-de-seguridad')).toBe('/app/libro/9#margen-de-seguridad');
  });

  it('keeps only routes inside the app', () => {
    expect(internalRoute('/app/costs-pricing')).toBe('/app/costs-pricing');
    expect(internalRoute(null)).toBeNull();
    expect(internalRoute('')).toBeNull();
    expect(internalRoute('https://example.com')).toBeNull();
    expect(internalRoute('//example.com')).toBeNull();
    expect(internalRoute('javascript:alert(1)')).toBeNull();
  });
});

describe('previous and next chapter', () => {
  const chapters = [
    { number: 10, title: 'Rentabilidad y márgenes' },
    { number: 1, title: 'Fundamentos financieros' },
    { number: 9, title: 'Punto de equilibrio' },
    { number: 7, title: 'Margen de contribución' },
  ];

  it('skips chapters that are not published yet', () => {
    expect(chapterNeighbours(9, chapters)).toEqual({
      previous: { number: 7, title: 'Margen de contribución' },
      next: { number: 10, title: 'Rentabilidad y márgenes' },
    });
    expect(chapterNeighbours(1, chapters).previous).toBeNull();
    expect(chapterNeighbours(10, chapters).next).toBeNull();
  });

  it('falls back to the numbers around it without the list', () => {
    expect(chapterNeighbours(9, undefined)).toEqual({
      previous: { number: 8, title: null },
      next: { number: 10, title: null },
    });
    expect(chapterNeighbours(1, undefined).previous).toBeNull();
    expect(chapterNeighbours(15, undefined).next).toBeNull();
  });
});
