import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costBreakdown } from './costs.ts';
import { addMonths, daysBetween, monthKey, parseIsoDate } from './dates.ts';
import { centavos } from './money.ts';
import { allocateCentavos, percentChange, ratio, roundCentavos } from './numbers.ts';

describe('roundCentavos: half away from zero', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4999999999999996, 3],
    [2.49, 2],
    [0.5, 1],
    [-0.4, 0],
    [30_000 / 12, 2_500],
    [1_000_006 / 12, 83_334],
  ])('%d → %d', (value, expected) => {
    expect(roundCentavos(value)).toBe(expected);
  });
  it('never returns −0; passes non-finite values through so tests can catch their source', () => {
    expect(Object.is(roundCentavos(-0.1), 0)).toBe(true);
    expect(roundCentavos(Number.NaN)).toBeNaN();
    expect(roundCentavos(2 ** 60)).toBe(2 ** 60);
  });
});

describe('guarded division', () => {
  it('null for zero or negative denominators', () => {
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(1, -2)).toBeNull();
    expect(ratio(1, 4)).toBe(0.25);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(-5, -10)).toBe(50);
  });
});

describe('allocateCentavos', () => {
  it('parts add up exactly and follow the weights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }).map(centavos),
        fc.array(fc.double({ min: 0.01, max: 100, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const parts = allocateCentavos(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          for (const part of parts) expect(Number.isInteger(part)).toBe(true);
        },
      ),
    );
  });
});

describe('dates', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-12-15', 1, '2026-01-15'],
    ['2025-03-31', -1, '2025-02-28'],
  ])('%s + %d months → %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
  it('days between and month keys', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-03-01', '2025-02-28')).toBe(-1);
    expect(monthKey('2025-12-31', 2)).toBe('2026-02');
  });
  it.each(['2025-02-30', '2025-13-01', '25-01-01', '2025-01-01T00:00:00Z', ''])(
    'refuses %s',
    (value) => {
      expect(() => parseIsoDate(value)).toThrow(RangeError);
    },
  );
});

describe('cost breakdown (chapter 6)', () => {
  it('groups folded categories, largest first, with percent', () => {
    expect(
      costBreakdown([
        { category: 'Renta', amountCentavos: centavos(600) },
        { category: 'Publicidad', amountCentavos: centavos(100) },
        { category: 'publicidad ', amountCentavos: centavos(300) },
      ]),
    ).toEqual([
      { category: 'Renta', amountCentavos: 600, percent: 60 },
      { category: 'Publicidad', amountCentavos: 400, percent: 40 },
    ]);
  });
});
