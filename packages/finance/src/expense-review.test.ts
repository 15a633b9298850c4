import { describe, expect, it } from 'vitest';
import { expenseReview, expenseReviewPeriods } from './expense-review.ts';
import { centavos } from './money.ts';

const c = (pesos: number) => centavos(pesos * 100);

describe('expenseReviewPeriods', () => {
  it('the three complete months before today’s and the three before them', () => {
    expect(expenseReviewPeriods('2026-11-27')).toEqual({
      current: { from: '2026-08-01', to: '2026-10-31' },
      previous: { from: '2026-05-01', to: '2026-07-31' },
    });
    expect(expenseReviewPeriods('2026-02-01')).toEqual({
      current: { from: '2025-11-01', to: '2026-01-31' },
      previous: { from: '2025-08-01', to: '2025-10-31' },
    });
  });
});

describe('expenseReview', () => {
  it('flags what grows faster than revenue and suggests the excess per month', () => {
    const review = expenseReview({
      revenueCentavos: c(110_000), // +10 %
      previousRevenueCentavos: c(100_000),
      categories: [
        // +50 %: revenue justifies 20,000 × 1.1 = 22,000; excess 8,000 over 3 months = 2,666.67.
        { category: 'Publicidad', currentCentavos: c(30_000), previousCentavos: c(20_000) },
        // +14 %: within 10 + 5 points, not flagged.
        { category: 'Renta', currentCentavos: c(34_200), previousCentavos: c(30_000) },
        // New this period: no growth to compare.
        { category: 'Software', currentCentavos: c(1_500), previousCentavos: c(0) },
        // Nothing this period: left out.
        { category: 'Viajes', currentCentavos: c(0), previousCentavos: c(5_000) },
      ],
    });
    expect(review.revenueGrowth).toBeCloseTo(10, 10);
    expect(review.categories.map((x) => x.name)).toEqual(['Publicidad', 'Renta', 'Software']);
    expect(review.categories[0]).toMatchObject({
      outpacesRevenue: true,
      suggestedSavingCentavos: 266_667,
    });
    expect(review.categories[0]?.growth).toBeCloseTo(50, 10);
    expect(review.categories[1]).toMatchObject({
      outpacesRevenue: false,
      suggestedSavingCentavos: 0,
    });
    expect(review.categories[2]).toMatchObject({ growth: null, outpacesRevenue: false });
    expect(review.categories[0]?.comparedWith).toBe('Los tres meses anteriores');
    expect(review.totalCentavos).toBe(c(65_700));
    expect(review.monthlySavingCentavos).toBe(266_667);
    expect(review.note).toBeNull();
  });

  it('without revenue before, nothing is flagged and a note says why', () => {
    const review = expenseReview({
      revenueCentavos: c(10_000),
      previousRevenueCentavos: c(0),
      categories: [{ category: 'Renta', currentCentavos: c(9_000), previousCentavos: c(3_000) }],
    });
    expect(review.categories[0]).toMatchObject({
      outpacesRevenue: false,
      suggestedSavingCentavos: 0,
    });
    expect(review.note).toMatch(/Sin ingresos en los tres meses anteriores/);
  });

  it('occasional costs against the same months a year before, or listed without judging', () => {
    const review = expenseReview({
      revenueCentavos: c(120_000), // 120,000: +20 % against both 100,000s
      previousRevenueCentavos: c(100_000),
      yearAgoRevenueCentavos: c(100_000),
      categories: [
        // The oven: 18,950 against 18,000 a year ago is +5.28 %, within 20 + 5 points; its
        // 0 in the three months before does not count.
        {
          category: 'Mantenimiento',
          currentCentavos: c(18_950),
          previousCentavos: c(0),
          frequency: 'occasional',
          yearAgoCentavos: c(18_000),
        },
        // 9,000 against 5,000 a year ago: +80 %. Revenue justifies 5,000 × 1.2 = 6,000;
        // 3,000 over 3 months = 1,000 a month.
        {
          category: 'Reparaciones',
          currentCentavos: c(9_000),
          previousCentavos: c(0),
          frequency: 'occasional',
          yearAgoCentavos: c(5_000),
        },
        // No year of history: listed, not judged.
        {
          category: 'Seguro',
          currentCentavos: c(7_000),
          previousCentavos: c(0),
          frequency: 'occasional',
          yearAgoCentavos: null,
        },
      ],
    });
    expect(
      review.categories.map((x) => [
        x.name,
        x.comparison,
        x.previousCentavos,
        x.outpacesRevenue,
        x.suggestedSavingCentavos,
      ]),
    ).toEqual([
      ['Reparaciones', 'same-months-last-year', c(5_000), true, c(1_000)],
      ['Mantenimiento', 'same-months-last-year', c(18_000), false, 0],
      ['Seguro', 'not-judged', null, false, 0],
    ]);
    expect(review.categories[0]?.growth).toBeCloseTo(80, 10);
    expect(review.categories[1]?.growth).toBeCloseTo(5.2778, 4);
    expect(review.categories[2]?.growth).toBeNull();
    expect(review.categories[2]?.comparedWith).toBe(
      'Sin juzgar: gasto ocasional sin un año de historia',
    );
    expect(review.monthlySavingCentavos).toBe(c(1_000));
  });

  it('an empty company: no categories, zeros and a note', () => {
    const review = expenseReview({
      revenueCentavos: c(0),
      previousRevenueCentavos: c(0),
      categories: [],
    });
    expect(review).toMatchObject({ totalCentavos: 0, monthlySavingCentavos: 0, categories: [] });
    expect(review.note).toMatch(/Sin gastos registrados/);
  });
});
