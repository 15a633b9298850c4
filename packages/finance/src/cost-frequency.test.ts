import { describe, expect, it } from 'vitest';
import { compareCostCategory, costFrequency, usualPayment } from './cost-frequency.ts';
import { centavos } from './money.ts';

const p = (pesos: number) => centavos(pesos * 100);
const months = (...pesos: number[]) => pesos.map(p);
const zeros = (n: number) => Array.from({ length: n }, () => 0);

describe('costFrequency', () => {
  it.each([
    [
      'a yearly fixed cost, even if paid every month',
      months(...Array(12).fill(100)),
      1,
      'occasional',
    ],
    ['paid in 5 of 12 months (under half)', months(1, 1, 1, 1, 1, ...zeros(7)), 0, 'occasional'],
    [
      'paid in 6 of 12 months (half: not under)',
      months(1, 1, 1, 1, 1, 1, ...zeros(6)),
      0,
      'monthly',
    ],
    ['paid every month of the 3 recorded', months(9, 9, 9), 0, 'monthly'],
    ['paid in 1 of the 2 recorded months (half)', months(0, 2_000), 0, 'monthly'],
    ['paid in 1 of the 3 recorded months', months(0, 0, 2_000), 0, 'occasional'],
  ] as const)('%s', (_, previous, yearly, expected) => {
    expect(
      costFrequency({
        category: 'x',
        currentCentavos: p(0),
        previousCentavos: previous,
        yearlyFixedCentavos: p(yearly),
      }),
    ).toBe(expected);
  });
});

describe('usualPayment', () => {
  it('is the median of the months it was paid', () => {
    expect(usualPayment(months(0, 3_000, 0, 5_000, 4_000))).toBe(p(4_000));
    expect(usualPayment(months(3_000, 0, 5_000))).toBe(p(4_000));
    expect(usualPayment(months(0, 0))).toBe(p(0));
  });
});

describe('compareCostCategory', () => {
  it('a monthly category against the average of its 3 months before', () => {
    // (9,000 + 10,000 + 11,000) / 3 = 10,000; 12,600 is 26 % above. The 4th month is ignored.
    const r = compareCostCategory({
      category: 'Insumos',
      currentCentavos: p(12_600),
      previousCentavos: months(9_000, 10_000, 11_000, 50_000),
    });
    expect(r).toMatchObject({
      frequency: 'monthly',
      referenceCentavos: p(10_000),
      basis: 'average',
      comparedWith: 'su promedio de tres meses',
    });
    expect(r.abovePercent).toBeCloseTo(26, 6);
  });

  it('the oven: 18,950 against the same month a year before (18,000) is +5.28 %', () => {
    const r = compareCostCategory({
      category: 'Mantenimiento',
      currentCentavos: p(18_950),
      previousCentavos: months(...zeros(11), 18_000),
      yearlyFixedCentavos: p(18_000),
    });
    expect(r).toMatchObject({
      frequency: 'occasional',
      referenceCentavos: p(18_000),
      basis: 'same-month-last-year',
    });
    // 950 / 18,000 = 5.2777… %
    expect(r.abovePercent).toBeCloseTo(5.2778, 4);
  });

  it('a yearly fixed cost larger than last year’s payment is the reference', () => {
    // Same month a year ago 18,000, yearly fixed cost now 20,000: 21,000 is 5 % above 20,000.
    const r = compareCostCategory({
      category: 'Seguro',
      currentCentavos: p(21_000),
      previousCentavos: months(...zeros(11), 18_000),
      yearlyFixedCentavos: p(20_000),
    });
    expect(r.basis).toBe('yearly-fixed-cost');
    expect(r.comparedWith).toBe('su costo fijo anual');
    expect(r.referenceCentavos).toBe(p(20_000));
    expect(r.abovePercent).toBeCloseTo(5, 6);
  });

  it('an occasional category without a fixed cost: its usual payment', () => {
    // Paid 3,000, 5,000 and 4,000 in 3 of 12 months: median 4,000; 4,500 is 12.5 % above.
    const r = compareCostCategory({
      category: 'Reparaciones',
      currentCentavos: p(4_500),
      previousCentavos: months(0, 3_000, 0, 0, 5_000, 0, 0, 4_000, 0, 0, 0, 0),
    });
    expect(r).toMatchObject({
      frequency: 'occasional',
      basis: 'usual-payment',
      referenceCentavos: p(4_000),
      comparedWith: 'su pago habitual',
    });
    expect(r.abovePercent).toBeCloseTo(12.5, 6);
  });

  it('nothing to compare with: no percent', () => {
    const r = compareCostCategory({
      category: 'Nueva',
      currentCentavos: p(5_000),
      previousCentavos: [],
    });
    expect(r.referenceCentavos).toBe(p(0));
    expect(r.abovePercent).toBeNull();
  });
});
