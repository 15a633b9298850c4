import { describe, expect, it } from 'vitest';
import { EMPTY_PERIOD_TOTALS, type PeriodTotals } from './dashboard.ts';
import { companyFigures, ESTIMATE_LABEL, FIGURES_NOTES, type FiguresInputs } from './figures.ts';
import type { FinancialSnapshot } from './metrics.ts';
import { type Centavos, centavos as c } from './money.ts';

const AS_OF = '2026-11-28';
const pesos = (amount: number) => c(Math.round(amount * 100));

function totals(input: {
  income?: number;
  expense?: number;
  ownerIn?: number;
  ownerOut?: number;
}): PeriodTotals {
  const income = pesos(input.income ?? 0);
  const expense = pesos(input.expense ?? 0);
  return {
    ...EMPTY_PERIOD_TOTALS,
    incomeCentavos: income,
    expenseCentavos: expense,
    incomeCount: income > 0 ? 1 : 0,
    expenseCount: expense > 0 ? 1 : 0,
    ownerInCentavos: pesos(input.ownerIn ?? 0),
    ownerOutCentavos: pesos(input.ownerOut ?? 0),
    ownerCount: (input.ownerIn ?? 0) + (input.ownerOut ?? 0) > 0 ? 1 : 0,
  };
}

const noCatalogue = (cash: Centavos | null): FinancialSnapshot => ({
  products: [],
  fixedCosts: [],
  variableCostLines: [],
  cashBalanceCentavos: cash,
});

function inputs(over: Partial<FiguresInputs> & { cash?: number | null }): FiguresInputs {
  const { cash = null, ...rest } = over;
  return {
    asOf: AS_OF,
    snapshot: noCatalogue(cash === null ? null : pesos(cash)),
    firstMovementOn: null,
    months: [],
    last30Days: { current: EMPTY_PERIOD_TOTALS, previous: EMPTY_PERIOD_TOTALS },
    ...rest,
  };
}

/** A company whose only movements are in its last 30 days (no complete month yet). */
const only30 = (window: PeriodTotals, first = '2026-11-02') => ({
  firstMovementOn: first,
  last30Days: { current: window, previous: EMPTY_PERIOD_TOTALS },
});

const month = (key: string, sums: Parameters<typeof totals>[0]) => ({
  month: key,
  ...totals(sums),
});

describe('the figures core: one basis, one value, one level (issue 31)', () => {
  it('profit before IVA, cash as it moved (issue 32)', () => {
    // 30 days: 11,600 cobrados (10,000 + IVA 1,600) and a payroll of 5,000 (no IVA); $20,000.
    const last30: PeriodTotals = {
      ...totals({ income: 11_600, expense: 5_000 }),
      incomeNetCentavos: pesos(10_000),
      expenseNetCentavos: pesos(5_000),
    };
    const f = companyFigures(inputs({ cash: 20_000, ...only30(last30) }));
    expect(f.month).toMatchObject({
      revenue: 1_000_000,
      expenses: 500_000,
      profit: 500_000,
      cashIn: 1_160_000,
      cashOut: 500_000,
      netFlow: 660_000,
    });
    // Net margin 5,000 / 10,000 = 50 %; flow margin 6,600 / 11,600 = 56.9 %.
    expect(f.netMargin.value).toBe(50);
    expect(f.flowMargin.value).toBeCloseTo(56.897, 3);
  });

  it('a new company losing money: $45,000 of cash, 30 days of $9,000 in and $30,000 out', () => {
    const last30 = totals({ income: 9_000, expense: 30_000 });
    // No complete month yet (November is the current one): the last 30 days, as a month.
    const f = companyFigures(inputs({ cash: 45_000, ...only30(last30) }));
    expect(f.basis).toEqual({
      source: 'recorded',
      from: '2026-10-30',
      to: AS_OF,
      months: null,
      days: 30,
      label: 'tus últimos 30 días',
    });
    expect(f.month).toEqual({
      revenue: 900_000,
      expenses: 3_000_000,
      profit: -2_100_000,
      cashIn: 900_000,
      cashOut: 3_000_000,
      ownerIn: 0,
      ownerOut: 0,
      netFlow: -2_100_000,
    });
    expect(f.burn).toBe(2_100_000);
    // 45,000 ÷ 21,000 = 2.142857… months: under 3, critical.
    expect(f.runwayMonths.value).toBeCloseTo(2.142857, 5);
    expect(f.runwayMonths.level).toBe('critical');
    // 45,000 ÷ 30,000 = 1.5 months of expenses: under the book's 2, a warning.
    expect(f.liquidityMonths).toEqual({ value: 1.5, level: 'warning', note: null });
    // −21,000 ÷ 9,000 = −233.3 %.
    expect(f.flowMargin.value).toBeCloseTo(-233.333, 2);
    expect(f.flowMargin.level).toBe('critical');
    expect(f.netMargin.level).toBe('critical');
    expect(f.status).toEqual({ level: 'critical', label: 'Crítico' });
    // Without products only the net margin is measured: 0 of 25 points.
    expect(f.healthScore).toMatchObject({
      value: 0,
      level: 'critical',
      note: FIGURES_NOTES.noProducts,
      parts: { netMargin: 0, grossMargin: null, marginOfSafety: null, contributionMargin: null },
    });
    expect(f.cash).toEqual({ value: 4_500_000, level: null, note: null });
  });

  it('the same company whose first movement was on 30 October: still its last 30 days', () => {
    // October is not a month it recorded whole (it began on the 30th): no complete month.
    const f = companyFigures(
      inputs({ cash: 45_000, ...only30(totals({ income: 9_000, expense: 30_000 }), '2026-10-30') }),
    );
    expect(f.basis.days).toBe(30);
    expect(f.runwayMonths.value).toBeCloseTo(2.142857, 5);
  });

  it('three complete months: their average, margins from the sums, the three before for trends', () => {
    const f = companyFigures(
      inputs({
        cash: 120_000,
        firstMovementOn: '2026-05-04',
        months: [
          month('2026-05', { income: 90_000, expense: 80_000 }),
          month('2026-06', { income: 90_000, expense: 80_000 }),
          month('2026-07', { income: 90_000, expense: 80_000 }),
          month('2026-08', { income: 80_000, expense: 85_000 }),
          month('2026-09', { income: 100_000, expense: 80_000 }),
          month('2026-10', { income: 120_000, expense: 90_000 }),
        ],
        // The days of November count in no complete month.
        last30Days: { current: totals({ income: 1, expense: 999 }), previous: EMPTY_PERIOD_TOTALS },
      }),
    );
    expect(f.basis).toEqual({
      source: 'recorded',
      from: '2026-08-01',
      to: '2026-10-31',
      months: 3,
      days: null,
      label: 'tus últimos 3 meses (agosto a octubre)',
    });
    // 300,000 in and 255,000 out over three months.
    expect(f.month).toMatchObject({ revenue: 10_000_000, expenses: 8_500_000, netFlow: 1_500_000 });
    // Exactly 15 %: good, not excellent (it must exceed 15 %).
    expect(f.flowMargin).toEqual({ value: 15, level: 'good', note: null });
    expect(f.netMargin).toEqual({ value: 15, level: 'excellent', note: null });
    expect(f.burn).toBe(0);
    expect(f.runwayMonths.value).toBeNull();
    expect(f.runwayMonths.level).toBe('good');
    expect(f.runwayMonths.note).toContain('tus últimos 3 meses (agosto a octubre)');
    // 120,000 ÷ 85,000 = 1.41 months of expenses.
    expect(f.liquidityMonths.value).toBeCloseTo(1.4118, 4);
    expect(f.status.level).toBe('good');
    // May–July: 270,000 in, 240,000 out.
    expect(f.previous).toEqual({
      revenue: 9_000_000,
      expenses: 8_000_000,
      profit: 1_000_000,
      netMarginPercent: (30_000 / 270_000) * 100,
    });
  });

  it('a first month begun after its first week is left out: one complete month', () => {
    const f = companyFigures(
      inputs({
        firstMovementOn: '2026-09-15',
        months: [
          month('2026-09', { income: 5_000, expense: 40_000 }),
          month('2026-10', { income: 60_000, expense: 45_000 }),
        ],
      }),
    );
    expect(f.basis).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
      months: 1,
      label: 'tu último mes completo (octubre)',
    });
    expect(f.month).toMatchObject({ revenue: 6_000_000, expenses: 4_500_000 });
  });

  it('complete months without movements fall back to the last 30 days', () => {
    const f = companyFigures(
      inputs({
        firstMovementOn: '2026-01-03',
        months: [month('2026-01', { income: 10_000, expense: 5_000 })],
        last30Days: { current: totals({ income: 3_000 }), previous: EMPTY_PERIOD_TOTALS },
      }),
    );
    expect(f.basis).toMatchObject({ days: 30, label: 'tus últimos 30 días' });
    expect(f.month.revenue).toBe(300_000);
  });

  it("owners' withdrawals drain the cash but are not an expense", () => {
    const window = totals({ income: 50_000, expense: 40_000, ownerOut: 20_000 });
    const f = companyFigures(inputs({ cash: 25_000, ...only30(window) }));
    expect(f.month.profit).toBe(1_000_000);
    expect(f.netMargin).toMatchObject({ value: 20, level: 'excellent' });
    // 50,000 − 40,000 − 20,000 = −10,000 a month: the cash lasts 2.5 months.
    expect(f.burn).toBe(1_000_000);
    expect(f.runwayMonths).toEqual({ value: 2.5, level: 'critical', note: null });
    expect(f.flowMargin).toMatchObject({ value: -20, level: 'critical' });
    expect(f.status.level).toBe('critical');
  });

  it('without movements in the window: the catalogue estimate, labelled', () => {
    const f = companyFigures(
      inputs({
        firstMovementOn: '2025-01-01',
        snapshot: {
          products: [
            { priceCentavos: pesos(100), variableCostCentavos: pesos(40), monthlySales: 1_000 },
          ],
          fixedCosts: [
            { name: 'Renta', amountCentavos: pesos(30_000), recurring: true, category: 'Renta' },
          ],
          variableCostLines: [],
          cashBalanceCentavos: pesos(90_000),
        },
      }),
    );
    expect(f.basis).toEqual({
      source: 'estimate',
      from: null,
      to: null,
      months: null,
      days: null,
      label: ESTIMATE_LABEL,
    });
    expect(f.month).toMatchObject({ revenue: 10_000_000, expenses: 7_000_000, profit: 3_000_000 });
    expect(f.previous).toBeNull();
    // Net 30 % → 25; gross 60 % → 15; contribution 60 % → 25; safety: break-even 50,000 on
    // 100,000 of revenue, 50 % → 25. 90/100.
    expect(f.healthScore).toMatchObject({
      value: 90,
      level: 'good',
      note: null,
      parts: { netMargin: 25, grossMargin: 15, marginOfSafety: 25, contributionMargin: 25 },
    });
    // 90,000 ÷ 70,000 = 1.29 months of costs.
    expect(f.liquidityMonths.level).toBe('warning');
    // The estimated month earns 30,000: no runway limit, said as an estimate.
    expect(f.runwayMonths).toEqual({
      value: null,
      level: 'good',
      note: 'Según tu estimado con tus productos y costos, tu mes no pierde dinero: a este ritmo tu caja no se agota.',
    });
  });

  it('recorded losses pull the health score down even when the catalogue looks healthy', () => {
    const window = totals({ income: 9_000, expense: 30_000 });
    const f = companyFigures(
      inputs({
        ...only30(window),
        snapshot: {
          products: [
            { priceCentavos: pesos(100), variableCostCentavos: pesos(40), monthlySales: 1_000 },
          ],
          fixedCosts: [
            { name: 'Renta', amountCentavos: pesos(30_000), recurring: true, category: 'Renta' },
          ],
          variableCostLines: [],
          cashBalanceCentavos: pesos(45_000),
        },
      }),
    );
    // Net margin −233 % → 0 (the catalogue alone said 30 % → 25); the recorded 9,000 a month
    // is below the 50,000 break-even → 0; the products' margins stay: 15 + 25. 40/100.
    expect(f.healthScore).toMatchObject({
      value: 40,
      level: 'critical',
      parts: { netMargin: 0, grossMargin: 15, marginOfSafety: 0, contributionMargin: 25 },
    });
  });

  it("negative cash or cash under the owner's line is critical whatever the flow", () => {
    const base = only30(totals({ income: 100_000, expense: 50_000 }));
    const negative = companyFigures(inputs({ ...base, cash: -1 }));
    expect(negative.runwayMonths).toEqual({
      value: 0,
      level: 'critical',
      note: FIGURES_NOTES.negativeCash,
    });
    expect(negative.flowMargin.level).toBe('excellent');
    expect(negative.status.level).toBe('critical');
    const underLine = companyFigures(
      inputs({ ...base, cash: 8_000, thresholds: { cashCriticalCentavos: pesos(10_000) } }),
    );
    expect(underLine.cash.level).toBe('critical');
    expect(underLine.status.level).toBe('critical');
  });

  it('without a cash balance there is no runway, and it says why', () => {
    const f = companyFigures(inputs(only30(totals({ income: 10_000, expense: 20_000 }))));
    expect(f.runwayMonths).toEqual({ value: null, level: null, note: FIGURES_NOTES.noCash });
    expect(f.burn).toBe(1_000_000);
    expect(f.status.level).toBe('critical');
  });

  it('nothing recorded: no figures, no verdicts', () => {
    const f = companyFigures(inputs({ cash: 1_000 }));
    expect(f.basis.source).toBe('none');
    expect(f.status).toEqual({ level: null, label: null });
    expect(f.healthScore.value).toBeNull();
    expect(f.runwayMonths.note).toBe(FIGURES_NOTES.noBasis);
  });
});
