import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertCentavos, toCentavos, toPesos, UnsafeMoneyError } from './money.ts';

describe('toCentavos', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12_345.67, 1_234_567],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [-19.99, -1999],
    [250_000.25, 25_000_025],
  ])('%d pesos → %d centavos', (pesos, centavos) => {
    expect(toCentavos(pesos)).toBe(centavos);
  });

  it('refuses NaN, Infinity and amounts beyond exact integers', () => {
    expect(() => toCentavos(Number.NaN)).toThrow(UnsafeMoneyError);
    expect(() => toCentavos(Number.POSITIVE_INFINITY)).toThrow(UnsafeMoneyError);
    expect(() => toCentavos(1e17)).toThrow(UnsafeMoneyError);
    expect(() => assertCentavos(1.5)).toThrow(UnsafeMoneyError);
  });

  it('round-trips every two-decimal amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }).map(assertCentavos), (centavos) => {
        expect(toCentavos(toPesos(centavos))).toBe(centavos);
      }),
    );
  });
});
