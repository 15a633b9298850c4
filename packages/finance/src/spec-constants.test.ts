import { describe, expect, it } from 'vitest';
import * as finance from './index.ts';

const f = finance;

/** Every constant of both specs' §9 (and 001 §4's bands), each row naming the rule it pins. */
const rows: [rule: string, actual: unknown, expected: unknown][] = [
  // 000 §3 / §9: computed metrics and sample customers
  ['000 §3 averagePurchaseFrequency 1.2', f.CUSTOMER_ASSUMPTIONS.averagePurchaseFrequency, 1.2],
  ['000 §3 averageCustomerLifetime 24', f.CUSTOMER_ASSUMPTIONS.averageCustomerLifetime, 24],
  // 000 §9 estimates customers as 70 % of units sold and 10 % of them new: a bakery selling
  // 15,211 pieces got 10,648 "clients" and an LTV/COCA of 2,433. Caudal invents no customers
  // (issue 31): without the owner's records there are none, and no COCA; with them, theirs.
  [
    '000 §9 customers 70 % of units, 10 % new: dropped (issue 31), 430 units give no customers',
    (({ totalCustomers, monthlyNewCustomers, customerAcquisitionCost }) => ({
      totalCustomers,
      monthlyNewCustomers,
      customerAcquisitionCost,
    }))(
      f.computeMetrics({
        products: [
          {
            priceCentavos: f.centavos(10_000),
            variableCostCentavos: f.centavos(4_000),
            monthlySales: 430,
          },
        ],
        fixedCosts: [],
        variableCostLines: [],
        cashBalanceCentavos: null,
      }),
    ),
    { totalCustomers: null, monthlyNewCustomers: null, customerAcquisitionCost: null },
  ],
  [
    '000 §3 non-recurring fixed cost counts amount/12',
    f.COST_RULES.monthsPerNonRecurringAmount,
    12,
  ],
  [
    '000 §3 variable-cost entry category Producción',
    f.COST_RULES.variableCostEntryCategory,
    'Producción',
  ],
  ['brief: marketing categories', f.COST_RULES.marketingCategories, ['marketing', 'publicidad']],
  ['000 §3 projected income category Ventas', f.PROJECTED_INCOME_CATEGORY, 'Ventas'],
  // 000 §9: health score
  ['000 §9 health score max 100', f.HEALTH_SCORE_BANDS.maxScore, 100],
  ['000 §9 health score parts up to 25', f.HEALTH_SCORE_BANDS.maxPartPoints, 25],
  [
    '000 §9 net margin 15/5/0 → 25/15/5',
    f.HEALTH_SCORE_BANDS.netMargin,
    [
      { min: 15, points: 25 },
      { min: 5, points: 15 },
      { min: 0, points: 5 },
    ],
  ],
  [
    '000 §9 gross margin 70/50/30 → 25/15/10',
    f.HEALTH_SCORE_BANDS.grossMargin,
    [
      { min: 70, points: 25 },
      { min: 50, points: 15 },
      { min: 30, points: 10 },
    ],
  ],
  [
    '000 §9 margin of safety 30/15/5 (points ours: 25/15/10)',
    f.HEALTH_SCORE_BANDS.marginOfSafety,
    [
      { min: 30, points: 25 },
      { min: 15, points: 15 },
      { min: 5, points: 10 },
    ],
  ],
  [
    '000 §9 contribution margin 60/40/20 (points ours: 25/15/10)',
    f.HEALTH_SCORE_BANDS.contributionMargin,
    [
      { min: 60, points: 25 },
      { min: 40, points: 15 },
      { min: 20, points: 10 },
    ],
  ],
  // 000 §9 runway, dashboard
  ['000 §9 runway default cash 100000 MXN', f.RUNWAY_RULES.defaultCashBalanceCentavos, 10_000_000],
  ['000 §9 period multiplier 7d 0.25', f.PERIOD_MULTIPLIERS['7d'], 0.25],
  ['000 §9 period multiplier 30d 1', f.PERIOD_MULTIPLIERS['30d'], 1],
  ['000 §9 period multiplier 90d 3 (DECISIONS)', f.PERIOD_MULTIPLIERS['90d'], 3],
  [
    '000 §9 sample charts 0.85 + 0.025/month',
    f.SAMPLE_CHART_GROWTH,
    { base: 0.85, perMonth: 0.025 },
  ],
  // 001 §9 general
  ['001 §9 periods 7/30/90/365 days', f.PERIOD_DAYS, { '7d': 7, '30d': 30, '90d': 90, '1y': 365 }],
  [
    '001 §9 demo slices 2/4/8/10 months',
    f.REPORT_DEMO_SLICE_MONTHS,
    { '7d': 2, '30d': 4, '90d': 8, '1y': 10 },
  ],
  // 001 §4 bands
  // The spec also coloured the flow margin at 20 % and 10 %: one set of bands per figure
  // (issue 31) keeps the status's, which the badge and the header name in words.
  [
    "001 §4 cash-flow status (the flow margin's bands): 15 % / 0 / −10 %",
    f.FIGURE_BANDS.flowMargin,
    { excellentAbove: 15, goodAbove: 0, warningFrom: -10 },
  ],
  ['001 §4 LTV/COCA 5/3/1', f.LTV_COCA_BANDS, { excellentFrom: 5, goodFrom: 3, marginalFrom: 1 }],
  [
    '001 §4 margin vs benchmark 1.2/1/0.8',
    f.BENCHMARK_RATING_BANDS,
    { excellentFrom: 1.2, goodFrom: 1, warningFrom: 0.8 },
  ],
  ['001 §4 goal completed at 100', f.GOAL_RULES.completedFrom, 100],
  // 001 §9 cash flow
  [
    '001 §9 AI balance 150000 (only when unknown)',
    f.CASH_FLOW_AI_ASSUMPTIONS.defaultBalanceCentavos,
    15_000_000,
  ],
  [
    '001 §9 receivables 15 % of revenue',
    f.CASH_FLOW_AI_ASSUMPTIONS.receivablesShareOfRevenue,
    0.15,
  ],
  ['001 §9 payables 10 % of expenses', f.CASH_FLOW_AI_ASSUMPTIONS.payablesShareOfExpenses, 0.1],
  ['001 §9 next review in 7 days', f.CASH_FLOW_AI_ASSUMPTIONS.nextReviewDays, 7],
  // The spec's risk at 2 and 6 months and its advice at 3 and 6 are one set (issue 31).
  [
    '001 §9 runway advice tiers <3, <6',
    f.FIGURE_BANDS.runwayMonths,
    { criticalBelow: 3, warningBelow: 6 },
  ],
  // The cash projection's 2 %, ±10 % and × 0.98 gave way to the one projection rule (issue 31).
  ['001 §9 projection 12 months', f.CASH_PROJECTION_RULES, { months: 12 }],
  ['001 §9 weekly split 1.4/1.1/0.8/0.7', f.WEEKLY_INCOME_FACTORS, [1.4, 1.1, 0.8, 0.7]],
  // 001 §9 unit economics and pricing
  [
    '001 §9 projection 12 months, customers +15 %/year',
    [f.UNIT_ECONOMICS_RULES.projectionMonths, f.UNIT_ECONOMICS_RULES.annualCustomerGrowth],
    [12, 0.15],
  ],
  [
    // The spec's "contribution under 100" is an absolute amount; issue 31 measures it against
    // the price with costs and pricing's low-margin band (30 %), the same constant.
    '001 §9 triggers: ratio <3, contribution <100 MXN (ours: <30 % of the price), ratio ≥5',
    [
      f.UNIT_ECONOMICS_RULES.lowRatioBelow,
      f.UNIT_ECONOMICS_RULES.lowContributionBelowPercent,
      f.UNIT_ECONOMICS_RULES.strongRatioFrom,
    ],
    [3, 30, 5],
  ],
  [
    // The spec's competitor price of 179 is no default: no comparison until the owner gives one
    // (issue 31: "−97 % vs la competencia" for a $5 bolillo).
    '001 §9 pricing defaults 60 / −1.5 (competitor 179 dropped, issue 31)',
    f.PRICING_DEFAULTS,
    { targetMarginPercent: 60, priceElasticity: -1.5 },
  ],
  [
    '001 §9 sensitivity 10 prices from 70 % in 6 % steps',
    f.PRICE_SENSITIVITY,
    { points: 10, startFactor: 0.7, stepFactor: 0.06 },
  ],
  ['001 §9 break-even 30 days a month', f.BREAK_EVEN_RULES.daysPerMonth, 30],
  ['001 §9 break-even scenarios 70/100/150 %', f.BREAK_EVEN_RULES.scenarioFactors, [0.7, 1, 1.5]],
  [
    '001 §9 low margin <30, healthy ≥40',
    f.MARGIN_THRESHOLDS,
    { lowBelowPercent: 30, healthyFromPercent: 40 },
  ],
  // 001 §9 profitability
  [
    '001 §9 default figures 280000/195000/85000/65000',
    f.PROFITABILITY_DEFAULTS,
    {
      totalRevenueCentavos: 28_000_000,
      totalCostsCentavos: 19_500_000,
      grossProfitCentavos: 8_500_000,
      netProfitCentavos: 6_500_000,
    },
  ],
  [
    '001 §9 risk score rules',
    f.RISK_SCORE_RULES,
    {
      base: 75,
      highNetMarginAbove: 20,
      highNetMarginPoints: 15,
      lowNetMarginBelow: 5,
      lowNetMarginPoints: -25,
      maxHighRiskInvestments: 2,
      tooManyHighRiskPoints: -20,
      minInvestments: 3,
      fewInvestmentsPoints: -10,
      min: 0,
      max: 100,
    },
  ],
  [
    '001 §9 benchmarks 45/25/15',
    f.PROFITABILITY_BENCHMARKS,
    { grossMargin: 45, operatingMargin: 25, netMargin: 15 },
  ],
  ['001 §9 colours: ROI 20/10', f.PROFITABILITY_TONE_BANDS.roi, { goodFrom: 20, warningFrom: 10 }],
  [
    '001 §9 colours: profit centre 50/30',
    f.PROFITABILITY_TONE_BANDS.profitCentreMargin,
    { goodFrom: 50, warningFrom: 30 },
  ],
  [
    '001 §9 colours: risk score 80/60',
    f.PROFITABILITY_TONE_BANDS.riskScore,
    { goodFrom: 80, warningFrom: 60 },
  ],
  [
    '001 §9 colours: risk breakdown <30/<60',
    f.PROFITABILITY_TONE_BANDS.riskBreakdown,
    { goodBelow: 30, warningBelow: 60 },
  ],
  [
    '001 §9 insights 10/15/40/20',
    f.PROFITABILITY_INSIGHT_THRESHOLDS,
    { lowNetMarginBelow: 10, lowRoiBelow: 15, healthyGrossMarginFrom: 40, excellentRoiFrom: 20 },
  ],
  [
    '001 §9 metrics report rules',
    f.METRICS_REPORT_RULES,
    {
      ltvCocaExcellentFrom: 3,
      ltvCocaCriticalBelow: 1,
      netMarginHealthyFrom: 15,
      netMarginLowBelow: 5,
      contributionMarginActionBelow: 30,
      actionPriority: 'medium',
    },
  ],
  [
    '001 §3 investment defaults other/12/medium',
    f.INVESTMENT_DEFAULTS,
    { type: 'other', durationMonths: 12, riskLevel: 'medium' },
  ],
  // 001 §9 planning
  [
    '001 §9 budget accuracy 90/80, insight <85',
    f.BUDGET_ACCURACY_BANDS,
    { goodFrom: 90, warningFrom: 80, lowAccuracyInsightBelow: 85 },
  ],
  // 001 §9 divides the sum of every line's variance by the planned profit, so income under plan
  // and expenses under plan added up as one miss; the accuracy reads the profit's variance
  // instead, and is green whenever profit reached plan (issue 31).
  [
    '001 §9 budget accuracy on the profit variance (issue 31): +3,000 on 10,000 → 70 %, green',
    (({ accuracy, accuracyTone }) => ({ accuracy, accuracyTone }))(
      f.budgetSummary([
        {
          type: 'income',
          plannedCentavos: f.centavos(3_000_000),
          actualCentavos: f.centavos(3_500_000),
        },
        {
          type: 'expense',
          plannedCentavos: f.centavos(2_000_000),
          actualCentavos: f.centavos(2_200_000),
        },
      ]),
    ),
    { accuracy: 70, accuracyTone: 'good' },
  ],
  [
    '001 §9 goals at risk <90 days and <80 %',
    [f.GOAL_RULES.atRiskDaysBelow, f.GOAL_RULES.atRiskProgressBelow],
    [90, 80],
  ],
  [
    '001 §9 goal bar colours 100/75/50',
    f.GOAL_RULES.progressBands,
    { completeFrom: 100, onTrackFrom: 75, behindFrom: 50 },
  ],
  [
    '001 §9 new goal: 1 year, medium',
    f.NEW_GOAL_DEFAULTS,
    { deadlineYears: 1, priority: 'medium' },
  ],
  [
    '001 §2 planning horizons',
    f.PLANNING_HORIZONS,
    { '6months': 6, '1year': 12, '3years': 36, '5years': 60 },
  ],
  ['001 §9 forecast 36 months', f.FORECAST_RULES, { months: 36, maxMonths: 120 }],
  // 8 %/12: planning's growth is the default of the one projection rule for every screen.
  ['001 §9 forecast 8 % a year', f.PROJECTION_RULES.defaultAnnualGrowthPercent, 8],
  [
    '001 §9 forecast cases (realistic costs × 1.02 dropped: one realistic line, issue 31)',
    f.FORECAST_CASES,
    {
      conservative: { revenue: 0.9, costs: 0.95 },
      realistic: { revenue: 1, costs: 1 },
      optimistic: { revenue: 1.15, costs: 1.05 },
    },
  ],
  [
    '001 §9 scenario probabilities 25/50/20/5',
    f.PLANNING_SCENARIO_DEFAULTS.map((s) => [s.id, s.probability]),
    [
      ['optimistic', 25],
      ['base', 50],
      ['recession', 20],
      ['sector-crisis', 5],
    ],
  ],
  // 001 §9 reports
  [
    '001 §9 report insights 25 % / LTV/COCA >3 (DECISIONS) / >0',
    f.REPORT_INSIGHT_THRESHOLDS,
    { netProfitShareAbove: 25, ltvCocaAbove: 3, cashFlowAbove: 0 },
  ],
  ['001 §9 CAC ceiling = LTV/3', f.CAC_CEILING_LTV_DIVISOR, 3],
  [
    '001 §7 revenue split 60/25/15 (fallback)',
    f.REVENUE_BREAKDOWN_FALLBACK.map((s) => s.share),
    [60, 25, 15],
  ],
  // 001 §9 automation
  [
    '001 §9 low cash 10000 sample / 5000 package',
    [f.AUTOMATION_THRESHOLDS.lowCashSampleCentavos, f.AUTOMATION_THRESHOLDS.lowCashPackageCentavos],
    [1_000_000, 500_000],
  ],
  [
    '001 §9 anomaly >25 %, overdue >7 days',
    [
      f.AUTOMATION_THRESHOLDS.anomalyVariationAbovePercent,
      f.AUTOMATION_THRESHOLDS.overdueInvoiceDaysAbove,
    ],
    [25, 7],
  ],
  // The anomaly's "previous period" is the 3-month average only for monthly costs; an occasional
  // one (a yearly fixed cost, or paid in under half of 12 months) is held against its year
  // (cost-frequency.ts, issue 31).
  [
    'issue 31 anomaly: 3-month average for monthly costs; occasional under half of 12 months',
    f.COST_FREQUENCY,
    { historyMonths: 12, occasionalBelowShare: 0.5, averageMonths: 3 },
  ],
  [
    '001 §9 quick-setup packages 2/5/9',
    f.QUICK_SETUP_PACKAGES,
    { basic: 2, professional: 5, complete: 9 },
  ],
  // 001 §9 growth
  [
    '001 §9 projection base 115000 over 6 months',
    f.GROWTH_PROJECTION,
    { defaultBaseRevenueCentavos: 11_500_000, months: 6 },
  ],
  // The 2/4/7 % a month gave way to the projection rule's line and its scenarios (issue 31).
  [
    '001 §9 growth lines on the projection scenarios',
    f.GROWTH_PROJECTION_SCENARIOS,
    { conservative: 'conservative', realistic: 'realistic', aggressive: 'optimistic' },
  ],
  ['001 §4 default scenario realistic (DECISIONS)', f.DEFAULT_GROWTH_SCENARIO, 'realistic'],
  [
    '001 §9 conservative 50000/180000/12/low/85',
    pick(f.GROWTH_SCENARIOS.conservative),
    [5_000_000, 18_000_000, 12, 'low', 85],
  ],
  [
    '001 §9 realistic 120000/350000/10/medium/70',
    pick(f.GROWTH_SCENARIOS.realistic),
    [12_000_000, 35_000_000, 10, 'medium', 70],
  ],
  [
    '001 §9 aggressive 250000/600000/8/high/45',
    pick(f.GROWTH_SCENARIOS.aggressive),
    [25_000_000, 60_000_000, 8, 'high', 45],
  ],
  [
    '001 §9 simulator periods 6/12/24/36, checkpoints 3/6/9/12',
    f.GROWTH_SIMULATOR,
    { periodOptions: [6, 12, 24, 36], checkpoints: [3, 6, 9, 12], maxPeriodMonths: 120 },
  ],
  [
    '001 §9 KPI targets 1.5/1.4/1.2/0.85',
    f.GROWTH_KPI_TARGETS,
    { revenue: 1.5, customers: 1.4, margin: 1.2, acquisitionCost: 0.85 },
  ],
  // §9's margin × 1.2 made a loss's target a bigger loss: a loss aims at 0 %, under 15 % at
  // 15 %, and no suggested target is worse than today (issue 31).
  [
    '001 §9 margin target × 1.2 from 15 % (a loss → 0 %, under 15 % → 15 %; issue 31)',
    [f.GROWTH_MARGIN_PATH, [-180, 5, 25].map((m) => f.suggestedGrowthTarget('margin', m))],
    [{ lossTargetPercent: 0, floorPercent: 15 }, [0, 15, 30]],
  ],
  [
    '001 §3 growth defaults 300 customers, 24 months, 25 %, medium',
    f.GROWTH_DEFAULTS,
    { totalCustomers: 300, monthsOperating: 24, targetGrowthRate: 25, riskTolerance: 'medium' },
  ],
  [
    '001 §9 synthetic history 12 %/year, costs 65 %, ranges 3/6/12/24',
    f.SYNTHETIC_HISTORY,
    {
      annualGrowth: 0.12,
      costShareOfRevenue: 0.65,
      rangeMonths: { '3m': 3, '6m': 6, '1y': 12, '2y': 24 },
    },
  ],
  [
    '001 §8 local growth fallback 1000/500 MXN, 15 %',
    [
      f.LOCAL_GROWTH_FALLBACK.raiseCustomerValueBelowCentavos,
      f.LOCAL_GROWTH_FALLBACK.accelerateAcquisitionBelowCentavos,
      f.LOCAL_GROWTH_FALLBACK.investmentShareOfBase,
    ],
    [100_000, 50_000, 0.15],
  ],
  // 000 §4 learning path
  [
    '000 §4 learning tip <30, praise ≥80',
    f.LEARNING_PROGRESS_RULES,
    { tipBelow: 30, praiseFrom: 80 },
  ],
];

function pick(s: finance.GrowthScenario) {
  return [s.investmentCentavos, s.expectedReturnCentavos, s.timeframe, s.risk, s.probability];
}

describe('spec constants', () => {
  it.each(rows)('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('every exported constant is deeply frozen', () => {
    const constants = Object.entries(finance).filter(
      ([name, value]) => /^[A-Z][A-Z0-9_]+$/.test(name) && typeof value === 'object',
    );
    expect(constants.length).toBeGreaterThan(40);
    for (const [name, value] of constants) {
      expect(Object.isFrozen(value), name).toBe(true);
      for (const inner of Object.values(value as object)) {
        if (inner && typeof inner === 'object') expect(Object.isFrozen(inner), name).toBe(true);
      }
    }
    expect(() => {
      (finance.PERIOD_MULTIPLIERS as Record<string, number>)['7d'] = 1;
    }).toThrow(TypeError);
  });
});
