import { BOOK_CASES, bookCasesOf, caseExpectedResults } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import {
  APPLIED_STATE,
  appliedCaseOf,
  appliedStatus,
  applyCase,
  CASE_PARAM,
  chapterLink,
  clearCase,
  DIFFICULTY_LABELS,
  formatExpectedValue,
} from './book-case-view.ts';

// Intl may use a narrow no-break space in some outputs; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatExpectedValue', () => {
  it.each([
    ['money', 1_200_000, '$12,000'],
    ['money', -500_000, '-$5,000'],
    ['money', 4_581_088, '$45,811'],
    ['percent', 6.315789, '6.3%'],
    ['percent', -5, '-5%'],
    ['ratio', 520 / 300, '1.73'],
    ['ratio', 0.4775, '0.48'],
    ['months', 4.615384, '4.6 meses'],
    ['months', 1, '1 mes'],
    ['days', 21.1, '21.1 días'],
    ['days', 1, '1 día'],
    ['count', 2534, '2,534'],
  ] as const)('shows %s %s as %s', (unit, value, expected) => {
    expect(plain(formatExpectedValue({ unit, value }))).toBe(expected);
  });

  it('shows a null value as the case says it reads, or a dash', () => {
    expect(formatExpectedValue({ unit: 'months', value: null, nullText: 'Sin límite' })).toBe(
      'Sin límite',
    );
    expect(formatExpectedValue({ unit: 'money', value: null })).toBe('—');
    expect(formatExpectedValue({ unit: 'percent', value: Number.NaN })).toBe('—');
  });

  it("shows the restaurant's results as its explanations state them", () => {
    const [restaurant] = bookCasesOf('cash-flow');
    if (!restaurant) throw new Error('restaurante-familiar');
    const shown = caseExpectedResults(restaurant, '2026-03-15').map((r) => [
      r.key,
      plain(formatExpectedValue(r)),
    ]);
    expect(shown).toEqual([
      ['average-net-flow', '$12,000'],
      ['flow-margin', '6.3%'],
      ['runway', 'Sin límite'],
      ['liquidity-ratio', '0.48'],
      ['best-month', '$260,000'],
      ['worst-month', '$170,000'],
    ]);
  });
});

describe('the cards', () => {
  it('name every difficulty in Spanish and link to the chapter in the reader', () => {
    expect(BOOK_CASES.map((c) => DIFFICULTY_LABELS[c.difficulty])).toEqual([
      'Básico',
      'Avanzado',
      'Básico',
      'Intermedio',
      'Avanzado',
      'Intermedio',
    ]);
    expect(chapterLink(3)).toEqual({ href: '/app/libro/3', label: 'Capítulo 3 del libro' });
  });

  it('say which case is on screen and that the data does not change; nothing without one', () => {
    expect(appliedStatus({ title: 'Restaurante familiar' })).toBe(
      'Estás viendo el caso «Restaurante familiar»: tus datos no cambian.',
    );
    expect(appliedStatus(null)).toBe('');
  });
});

describe('the case in the address', () => {
  const cases = bookCasesOf('cash-flow');
  const params = (search: string) => new URLSearchParams(search);

  it("is applied only when it is one of this module's cases", () => {
    expect(appliedCaseOf(cases, params('?caso=cafeteria-de-temporada'))?.id).toBe(
      'cafeteria-de-temporada',
    );
    expect(appliedCaseOf(cases, params('?caso=tienda-en-linea'))).toBeNull();
    expect(appliedCaseOf(cases, params('?caso=no-existe'))).toBeNull();
    expect(appliedCaseOf(cases, params('?tab=semanal'))).toBeNull();
  });

  it('adds a history entry when applied, marked so that clearing goes back to it', () => {
    const navigation = applyCase(params('?vista=semanal'), 'restaurante-familiar', null);
    if (navigation.kind !== 'set') throw new Error(navigation.kind);
    expect(navigation.params.toString()).toBe('vista=semanal&caso=restaurante-familiar');
    expect(navigation.replace).toBe(false);
    expect(navigation.state).toEqual({ [APPLIED_STATE]: true });
    expect(clearCase(navigation.params, navigation.state)).toEqual({ kind: 'back' });
  });

  it('replaces the entry when switching cases, so one back still leaves the case', () => {
    const state = { [APPLIED_STATE]: true };
    const navigation = applyCase(
      params('?caso=restaurante-familiar'),
      'cafeteria-de-temporada',
      state,
    );
    expect(navigation).toMatchObject({ kind: 'set', replace: true, state });
    if (navigation.kind !== 'set') throw new Error(navigation.kind);
    expect(navigation.params.get(CASE_PARAM)).toBe('cafeteria-de-temporada');
  });

  it('is removed in place when the address came with it (a reload or a shared link)', () => {
    const navigation = clearCase(params('?caso=restaurante-familiar&vista=semanal'), null);
    if (navigation.kind !== 'set') throw new Error(navigation.kind);
    expect(navigation.params.toString()).toBe('vista=semanal');
    expect(navigation.replace).toBe(true);
    // A marked entry that no longer holds a case (another parameter changed) is not gone back to.
    expect(clearCase(params('?vista=semanal'), { [APPLIED_STATE]: true }).kind).toBe('set');
  });
});
