import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinancialSnapshot } from './index.ts';
import * as f from './index.ts';

/** Every number anywhere in `value`, with its path, that is NaN or ±Infinity. */
function nonFinite(value: unknown, path = 'result'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path} = ${value}`];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => nonFinite(inner, `${path}.${key}`));
  }
  return [];
}

const centavos = fc
  .oneof(fc.constant(0), fc.integer({ min: -1e13, max: 1e13 }), fc.integer({ min: 0, max: 1e7 }))
  .map(f.centavos);
const count = fc.oneof(
  fc.constant(0),
  fc.integer({ min: -1e8, max: 1e8 }),
  fc.double({ min: -1e8, max: 1e8, noNaN: true }),
);
const anyNumber = fc.oneof(fc.constant(0), fc.double({ min: -1e12, max: 1e12, noNaN: true }));
const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const category = fc.constantFrom('Publicidad', 'MARKETING', 'Renta', 'Nómina', '');

const snapshot: fc.Arbitrary<FinancialSnapshot> = fc.record({
  products: fc.array(
    fc.record({ priceCentavos: centavos, variableCostCentavos: centavos, monthlySales: count }),
    { maxLength: 5 },
  ),
  fixedCosts: fc.array(fc.record({ amountCentavos: centavos, recurring: fc.boolean(), category }), {
    maxLength: 5,
  }),
  variableCostLines: fc.array(
    fc.record({
      amountCentavos: centavos,
      type: fc.constantFrom('fixed' as const, 'variable' as const),
      category,
    }),
    { maxLength: 4 },
  ),
  cashBalanceCentavos: fc.option(centavos, { nil: null }),
});

/** The realistic domain: what the contracts accept (no negative prices, costs or sales). */
const validSnapshot: fc.Arbitrary<FinancialSnapshot> = fc.record({
  products: fc.array(
    fc.record({
      priceCentavos: fc.integer({ min: 0, max: 1e10 }).map(f.centavos),
      variableCostCentavos: fc.integer({ min: 0, max: 1e10 }).map(f.centavos),
      monthlySales: fc.integer({ min: 0, max: 1e6 }),
    }),
    { minLength: 1, maxLength: 5 },
  ),
  fixedCosts: fc.array(
    fc.record({
      amountCentavos: fc.integer({ min: 1, max: 1e10 }).map(f.centavos),
      recurring: fc.boolean(),
      category,
    }),
    { maxLength: 5 },
  ),
  variableCostLines: fc.array(
    fc.record({
      amountCentavos: fc.integer({ min: 1, max: 1e10 }).map(f.centavos),
      type: fc.constantFrom('fixed' as const, 'variable' as const),
      category,
    }),
    { maxLength: 4 },
  ),
  cashBalanceCentavos: fc.option(fc.integer({ min: -1e10, max: 1e10 }).map(f.centavos), {
    nil: null,
  }),
});

const periodTotals: fc.Arbitrary<f.PeriodTotals> = fc
  .record({
    income: fc.integer({ min: 0, max: 1e12 }),
    expense: fc.integer({ min: 0, max: 1e12 }),
    ownerIn: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1e11 })),
    ownerOut: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1e11 })),
    incomeCount: fc.nat(50),
    expenseCount: fc.nat(50),
  })
  .map((t) => ({
    incomeCentavos: f.centavos(t.income),
    expenseCentavos: f.centavos(t.expense),
    incomeCount: t.incomeCount,
    expenseCount: t.expenseCount,
    ownerInCentavos: f.centavos(t.ownerIn),
    ownerOutCentavos: f.centavos(t.ownerOut),
    ownerCount: t.ownerIn + t.ownerOut > 0 ? 1 : 0,
  }));

/** The figures core's inputs: any catalogue, any windows, a first movement or none. */
const figuresInputs = (snap: fc.Arbitrary<FinancialSnapshot>) =>
  fc.record({
    asOf: fc.constant('2026-11-28'),
    snapshot: snap,
    firstMovementOn: fc.option(fc.constantFrom('2026-11-20', '2026-08-31', '2020-01-01'), {
      nil: null,
    }),
    months: fc
      .array(fc.tuple(fc.integer({ min: 1, max: 8 }), periodTotals), { maxLength: 8 })
      .map((list) => {
        const byMonth = new Map(list.map(([back, t]) => [f.monthKey('2026-11-28', -back), t]));
        return [...byMonth]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([month, t]) => ({ month, ...t }));
      }),
    last30Days: fc.record({ current: periodTotals, previous: periodTotals }),
    thresholds: fc.record({
      healthScoreWarning: fc.integer({ min: 0, max: 100 }),
      cashCriticalCentavos: fc.integer({ min: 0, max: 1e9 }).map(f.centavos),
    }),
  });

/** The judged figures of the core whose value is null without a Spanish reason. */
function unexplainedFigures(figures: f.CompanyFigures): string[] {
  const judged = {
    cash: figures.cash,
    runwayMonths: figures.runwayMonths,
    liquidityMonths: figures.liquidityMonths,
    flowMargin: figures.flowMargin,
    netMargin: figures.netMargin,
    healthScore: figures.healthScore,
  };
  return Object.entries(judged)
    .filter(([key, j]) => j.value === null && !(key === 'cash' || j.note))
    .map(([key]) => key);
}

/** Every null field, anywhere in `value`, whose object has no Spanish reason for it in `notes`. */
function unexplainedNulls(value: unknown, path = 'result'): string[] {
  if (!value || typeof value !== 'object') return [];
  const own: string[] = [];
  if ('notes' in value && value.notes && typeof value.notes === 'object') {
    const notes = value.notes as Record<string, unknown>;
    for (const [key, inner] of Object.entries(value)) {
      if (inner === null && !(typeof notes[key] === 'string' && notes[key] !== ''))
        own.push(`${path}.${key}`);
    }
  }
  return own.concat(
    Object.entries(value).flatMap(([key, inner]) => unexplainedNulls(inner, `${path}.${key}`)),
  );
}

describe('the checker itself', () => {
  it('finds NaN and Infinity deep inside', () => {
    expect(nonFinite({ a: [1, { b: Number.NaN }], c: Number.POSITIVE_INFINITY })).toEqual([
      'result.a.1.b = NaN',
      'result.c = Infinity',
    ]);
  });
});

describe('no NaN or Infinity, for any finite input (zeros and empty lists included)', () => {
  it('the figures core and the header, on any catalogue and any movements', () => {
    fc.assert(
      fc.property(figuresInputs(snapshot), (input) => {
        const figures = f.companyFigures(input);
        expect(nonFinite(figures)).toEqual([]);
        expect(unexplainedFigures(figures)).toEqual([]);
        expect(nonFinite(f.metricsSummary(figures))).toEqual([]);
        expect(f.metricsSummary(figures).primary.value).not.toMatch(/NaN|Infinity|undefined/);
      }),
    );
  });

  it('computeMetrics and the projected entries', () => {
    fc.assert(
      fc.property(snapshot, (input) => {
        const m = f.computeMetrics(input);
        expect(nonFinite(m)).toEqual([]);
        expect(unexplainedNulls(m)).toEqual([]);
        expect(unexplainedNulls(f.productContributions(input.products))).toEqual([]);
        expect(nonFinite(f.projectedMonthEntries(input, '2025-01-01'))).toEqual([]);
        expect(nonFinite(f.productContributions(input.products))).toEqual([]);
        for (const key of Object.keys(m) as (keyof typeof m)[]) {
          if (m[key] === null) expect(m.notes[key as keyof typeof m.notes], key).toBeTruthy();
        }
      }),
    );
  });

  it('cash flow, runway, projections', () => {
    fc.assert(
      fc.property(
        centavos,
        centavos,
        fc.option(centavos, { nil: null }),
        isoDate,
        (income, expense, cash, asOf) => {
          const results = [
            f.flowMarginLevel(income - expense, income),
            f.flowMarginOf(income - expense, income),
            f.runway(f.centavos(income - expense), cash),
            f.runwayFigure(cash, f.burnRate(f.centavos(income - expense)), 'el mes'),
            f.liquidityFigure(cash, expense),
            f.liquidityRatio(cash ?? f.ZERO_CENTAVOS, expense),
            f.cashFlowAnalysisInputs({
              monthlyRevenueCentavos: income,
              monthlyExpensesCentavos: expense,
              cashBalanceCentavos: cash,
              asOf,
            }),
            f.cashFlowInsights(income - expense, income),
            f.projectCashFlow({
              monthlyIncomeCentavos: income,
              monthlyExpenseCentavos: expense,
              openingBalanceCentavos: cash ?? f.ZERO_CENTAVOS,
              asOf,
              assumptions: f.projectionAssumptions(null),
            }),
            f.weeklyCashSplit(income, expense),
            f.forecast({
              monthlyRevenueCentavos: income,
              monthlyCostsCentavos: expense,
              asOf,
              assumptions: f.projectionAssumptions(12),
            }),
            f.scenarioAnalysis(
              { monthlyRevenueCentavos: income, monthlyCostsCentavos: expense },
              f.PLANNING_SCENARIO_DEFAULTS,
            ),
            f.growthProjection({
              baseRevenueCentavos: cash,
              asOf,
              assumptions: f.projectionAssumptions(null),
            }),
            f.syntheticHistory({ currentMonthlyRevenueCentavos: income, months: 24, asOf }),
            f.revenueBreakdown([], income),
            f.cacCeiling(income),
            f.reportBusinessInsights({
              revenueCentavos: income,
              netProfitCentavos: f.centavos(income - expense),
              ltvCocaRatio: null,
              cashFlowCentavos: expense,
            }),
          ];
          expect(nonFinite(results)).toEqual([]);
          expect(unexplainedNulls(results)).toEqual([]);
        },
      ),
    );
  });

  it('the cash-flow view, from any months and weeks', () => {
    const money = fc.integer({ min: 0, max: 1e12 }).map(f.centavos);
    fc.assert(
      fc.property(
        isoDate,
        fc.option(centavos, { nil: null }),
        fc.array(
          fc.record({ back: fc.integer({ min: 0, max: 14 }), income: money, expense: money }),
          {
            maxLength: 8,
          },
        ),
        fc.option(
          fc.array(
            fc.record({ day: fc.constantFrom(1, 8, 15, 22), income: money, expense: money }),
            {
              maxLength: 4,
            },
          ),
          { nil: undefined },
        ),
        (asOf, cash, months, weeks) => {
          const keys = new Map(months.map((m) => [f.monthKey(asOf, -m.back), m]));
          const recent = months.find((m) => m.back === 0);
          const window = {
            ...f.EMPTY_PERIOD_TOTALS,
            incomeCentavos: recent?.income ?? f.ZERO_CENTAVOS,
            expenseCentavos: recent?.expense ?? f.ZERO_CENTAVOS,
            incomeCount: recent ? 1 : 0,
          };
          const figures = f.companyFigures({
            asOf,
            snapshot: {
              products: [],
              fixedCosts: [],
              variableCostLines: [],
              cashBalanceCentavos: cash,
            },
            firstMovementOn: recent ? asOf : null,
            months: [],
            last30Days: { current: window, previous: f.EMPTY_PERIOD_TOTALS },
          });
          const view = f.cashFlowView({
            asOf,
            figures,
            receivablesCentavos: null,
            payablesCentavos: null,
            months: [...keys]
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([month, m]) => ({
                month,
                incomeCentavos: m.income,
                expenseCentavos: m.expense,
              })),
            ...(weeks
              ? {
                  weeks: weeks.map((w) => ({
                    from: `${asOf.slice(0, 7)}-${String(w.day).padStart(2, '0')}`,
                    to: asOf,
                    incomeCentavos: w.income,
                    expenseCentavos: w.expense,
                  })),
                }
              : {}),
          });
          expect(nonFinite(view)).toEqual([]);
          for (const kpi of Object.values(view.kpis)) {
            if (kpi.value === null) expect(kpi.note).toBeTruthy();
          }
        },
      ),
    );
  });

  it('unit economics, pricing, break-even', () => {
    fc.assert(
      fc.property(
        centavos,
        centavos,
        centavos,
        count,
        anyNumber,
        anyNumber,
        anyNumber,
        (price, cost, marketing, customers, freq, retention, margin) => {
          const input = {
            pricePerUnitCentavos: price,
            variableCostsCentavos: cost,
            marketingSpendCentavos: marketing,
            newCustomers: customers,
            avgPurchaseFreq: freq,
            retentionMonths: retention,
          };
          const ue = f.unitEconomics(input);
          const results = [
            ue,
            f.unitEconomicsRecommendations(ue, price),
            f.unitEconomicsProjection(input),
            f.optimalPrice(cost, margin),
            f.pricingAnalysis({
              currentPriceCentavos: price,
              variableCostCentavos: cost,
              demand: customers,
              targetMarginPercent: margin,
              competitorPriceCentavos: marketing,
              priceElasticity: freq,
            }),
            f.breakEvenAnalysis({
              fixedCostsCentavos: marketing,
              priceCentavos: price,
              variableCostCentavos: cost,
              monthlySales: customers,
            }),
            f.simulateGrowth({
              scenario: 'aggressive',
              baseRevenueCentavos: price,
              periodMonths: retention,
              monthlyGrowthPercent: margin,
            }),
            f.forecast({
              monthlyRevenueCentavos: price,
              monthlyCostsCentavos: cost,
              asOf: '2025-01-01',
              months: freq,
              assumptions: f.projectionAssumptions(margin),
            }),
            f.syntheticHistory({
              currentMonthlyRevenueCentavos: price,
              months: freq,
              asOf: '2025-01-01',
            }),
          ];
          expect(nonFinite(results)).toEqual([]);
          expect(unexplainedNulls(results)).toEqual([]);
        },
      ),
    );
  });

  it('profitability, ROI, risk, planning, reports, dashboard', () => {
    fc.assert(
      fc.property(
        centavos,
        centavos,
        centavos,
        anyNumber,
        anyNumber,
        isoDate,
        isoDate,
        (a, b, c, x, y, asOf, deadline) => {
          const totals = {
            ...f.EMPTY_PERIOD_TOTALS,
            incomeCentavos: a,
            expenseCentavos: b,
            incomeCount: 1,
            expenseCount: 0,
          };
          const results = [
            f.margins({
              totalRevenueCentavos: a,
              grossProfitCentavos: b,
              netProfitCentavos: c,
              operatingExpensesCentavos: b,
              taxesCentavos: c,
            }),
            f.marginVsBenchmark(x, y),
            f.simulatedRoi({ investmentCentavos: a, expectedReturnCentavos: b }),
            f.investmentReturns({
              initialCostCentavos: a,
              monthlyReturnCentavos: b,
              durationMonths: x,
            }),
            f.riskScore({ netMargin: x, investments: [{ riskLevel: 'high' }] }),
            f.profitCentres([
              { name: 'A', revenueCentavos: a, costsCentavos: b },
              { name: 'B', revenueCentavos: c, costsCentavos: f.ZERO_CENTAVOS },
            ]),
            f.budgetSummary([
              { type: 'income', plannedCentavos: a, actualCentavos: b },
              { type: 'expense', plannedCentavos: c, actualCentavos: a },
            ]),
            f.goalStatus({ targetAmountCentavos: a, currentAmountCentavos: b, deadline }, asOf),
            f.metricsReport({ ltvCocaRatio: x, netMargin: y, contributionMarginPercent: x }),
            f.kpiVariance(x, y),
            f.growthKpiCards({
              current: {
                monthlyRevenueCentavos: a,
                activeCustomers: x,
                profitMarginPercent: y,
                acquisitionCostCentavos: b,
              },
              previous: {
                monthlyRevenueCentavos: c,
                activeCustomers: 0,
                profitMarginPercent: x,
                acquisitionCostCentavos: f.ZERO_CENTAVOS,
              },
            }),
            f.dashboardStats({
              period: '7d',
              current: totals,
              previous: { ...totals, incomeCentavos: c },
            }),
            f.dashboardStats({
              period: '90d',
              current: { ...totals, incomeCount: 0 },
              previous: totals,
              monthly: { revenueCentavos: a, expensesCentavos: b },
            }),
            f.learningProgress([
              { status: 'in_progress', progress: x, learningPath: 'foundation' },
            ]),
            f.costBreakdown([
              { category: 'A', amountCentavos: a },
              { category: 'B', amountCentavos: b },
            ]),
          ];
          expect(nonFinite(results)).toEqual([]);
          expect(unexplainedNulls(results)).toEqual([]);
        },
      ),
    );
  });
});

describe('invariants', () => {
  it('health score is within 0..100 and each part within 0..25', () => {
    const percentOrNull = fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), {
      nil: null,
    });
    fc.assert(
      fc.property(
        percentOrNull,
        percentOrNull,
        percentOrNull,
        percentOrNull,
        (netMargin, grossMargin, marginOfSafety, contributionMarginPercent) => {
          const parts = {
            netMargin: f.pointsFromBands(netMargin, f.HEALTH_SCORE_BANDS.netMargin),
            grossMargin: f.pointsFromBands(grossMargin, f.HEALTH_SCORE_BANDS.grossMargin),
            marginOfSafety: f.pointsFromBands(marginOfSafety, f.HEALTH_SCORE_BANDS.marginOfSafety),
            contributionMargin: f.pointsFromBands(
              contributionMarginPercent,
              f.HEALTH_SCORE_BANDS.contributionMargin,
            ),
          };
          for (const part of Object.values(parts)) {
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(25);
          }
        },
      ),
    );
    fc.assert(
      fc.property(figuresInputs(snapshot), (input) => {
        const { healthScore } = f.companyFigures(input);
        if (healthScore.value === null) return;
        expect(healthScore.value).toBeGreaterThanOrEqual(0);
        expect(healthScore.value).toBeLessThanOrEqual(100);
        expect(Number.isInteger(healthScore.value)).toBe(true);
        const known = Object.values(healthScore.parts).filter((p) => p !== null);
        // Every part measured: the score is their sum; fewer, their share of 25 each, scaled.
        if (known.length === 4) {
          expect(healthScore.value).toBe(known.reduce((a, b) => a + b, 0));
        }
      }),
    );
  });

  it("the cash-flow status is never better than the flow margin nor the cash's alarm", () => {
    const rank = { critical: 0, warning: 1, good: 2, excellent: 3 } as const;
    fc.assert(
      fc.property(figuresInputs(validSnapshot), (input) => {
        const figures = f.companyFigures(input);
        const status = figures.status.level;
        if (status === null) return;
        if (figures.flowMargin.level) {
          expect(rank[status]).toBeLessThanOrEqual(rank[figures.flowMargin.level]);
        }
        if (figures.cashAlarm) expect(rank[status]).toBeLessThanOrEqual(rank[figures.cashAlarm]);
        if (figures.runwayMonths.level === 'critical') expect(status).toBe('critical');
      }),
    );
  });

  it('break-even is never negative', () => {
    fc.assert(
      fc.property(snapshot, (input) => {
        const m = f.computeMetrics(input);
        if (m.breakEvenUnits !== null) expect(m.breakEvenUnits).toBeGreaterThanOrEqual(0);
        if (m.breakEvenRevenue !== null) expect(m.breakEvenRevenue).toBeGreaterThanOrEqual(0);
      }),
    );
    fc.assert(
      fc.property(centavos, centavos, centavos, count, (fixed, price, cost, sales) => {
        const a = f.breakEvenAnalysis({
          fixedCostsCentavos: fixed,
          priceCentavos: price,
          variableCostCentavos: cost,
          monthlySales: sales,
        });
        if (a.units !== null) expect(a.units).toBeGreaterThanOrEqual(0);
        if (a.revenueCentavos !== null) expect(a.revenueCentavos).toBeGreaterThanOrEqual(0);
        if (a.days !== null) expect(a.days).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a higher price never lowers the contribution margin', () => {
    fc.assert(
      fc.property(
        validSnapshot,
        fc.nat({ max: 4 }),
        fc.integer({ min: 1, max: 1e8 }),
        (input, pick, raise) => {
          const index = pick % input.products.length;
          const raised = {
            ...input,
            products: input.products.map((p, i) =>
              i === index ? { ...p, priceCentavos: f.centavos(p.priceCentavos + raise) } : p,
            ),
          };
          const before = f.computeMetrics(input);
          const after = f.computeMetrics(raised);
          if (before.contributionMargin !== null && after.contributionMargin !== null) {
            expect(after.contributionMargin).toBeGreaterThanOrEqual(before.contributionMargin);
          }
          if (
            before.contributionMarginPercent !== null &&
            after.contributionMarginPercent !== null
          ) {
            expect(after.contributionMarginPercent).toBeGreaterThanOrEqual(
              before.contributionMarginPercent,
            );
          }
          const ue = (price: number) =>
            f.unitEconomics({
              pricePerUnitCentavos: f.centavos(price),
              variableCostsCentavos: input.products[index]?.variableCostCentavos ?? f.ZERO_CENTAVOS,
              marketingSpendCentavos: f.centavos(1),
              newCustomers: 1,
              avgPurchaseFreq: 1,
              retentionMonths: 1,
            });
          const price = input.products[index]?.priceCentavos ?? 0;
          expect(ue(price + raise).contributionMarginCentavos).toBeGreaterThanOrEqual(
            ue(price).contributionMarginCentavos,
          );
        },
      ),
    );
  });

  it('projected entries add up to the metrics’ monthly revenue and costs', () => {
    fc.assert(
      fc.property(snapshot, isoDate, (input, date) => {
        const m = f.computeMetrics(input);
        const entries = f.projectedMonthEntries(input, date);
        const total = (type: 'income' | 'expense') =>
          entries.filter((e) => e.type === type).reduce((acc, e) => acc + e.amountCentavos, 0);
        expect(total('income')).toBe(m.monthlyRevenue);
        expect(total('expense')).toBe(m.monthlyFixedCosts + m.monthlyVariableCosts);
        expect(
          entries.filter((e) => e.category === 'Producción' && e.type === 'expense').length,
        ).toBeLessThanOrEqual(1);
        for (const entry of entries)
          expect(
            Number.isSafeInteger(entry.amountCentavos) ||
              Math.abs(entry.amountCentavos) > Number.MAX_SAFE_INTEGER,
          ).toBe(true);
      }),
    );
  });

  it('money outputs of the metrics are whole centavos', () => {
    fc.assert(
      fc.property(validSnapshot, (input) => {
        const m = f.computeMetrics(input);
        for (const key of [
          'monthlyRevenue',
          'monthlyVariableCosts',
          'monthlyFixedCosts',
          'monthlyNetProfit',
          'averageSellingPrice',
          'averageVariableCost',
          'contributionMargin',
          'breakEvenRevenue',
          'customerAcquisitionCost',
          'monthlyMarketingCosts',
        ] as const) {
          const value = m[key];
          if (value !== null) expect(Number.isInteger(value), key).toBe(true);
        }
      }),
    );
  });

  it('budget accuracy stays within 0..100; profit variance is the verdict', () => {
    fc.assert(
      fc.property(centavos, centavos, centavos, centavos, (pi, ai, pe, ae) => {
        const s = f.budgetSummary([
          { type: 'income', plannedCentavos: pi, actualCentavos: ai },
          { type: 'expense', plannedCentavos: pe, actualCentavos: ae },
        ]);
        if (s.accuracy !== null) {
          expect(s.accuracy).toBeGreaterThanOrEqual(0);
          expect(s.accuracy).toBeLessThanOrEqual(100);
        }
        // The verdict is the profit's: income's variance less the expenses', green once reached.
        expect(s.profit.varianceCentavos).toBe(
          s.income.varianceCentavos - s.expenses.varianceCentavos,
        );
        if (s.accuracy !== null && s.profit.varianceCentavos >= 0) {
          expect(s.accuracyTone).toBe('good');
        }
      }),
    );
  });
});
