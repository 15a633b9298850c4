import type {
  BookCase,
  BookCaseCategory,
  BookCaseOf,
  CashFlowCase,
  CashFlowResultKey,
  CostsPricingCase,
  CostsPricingResultKey,
  ExpectedResult,
  PlanningCase,
  PlanningResultKey,
  ProfitabilityCase,
  ProfitabilityResultKey,
  UnitEconomicsCase,
  UnitEconomicsResultKey,
} from './book-case-types.ts';
import {
  ARTISAN_BAKERY,
  FAMILY_RESTAURANT,
  GYM_EXPANSION,
  MARKETING_CONSULTANCY,
  ONLINE_SHOP,
  SEASONAL_CAFE,
} from './book-cases-data.ts';
import { flowMarginOf } from './cash-flow.ts';
import type { CashFlowViewInputs } from './cash-flow-view.ts';
import { productContributions } from './contribution-margin.ts';
import type { CostsPricingViewInput } from './costs-pricing-view.ts';
import type { MonthTotals } from './dashboard-view.ts';
import { addDays, addMonths, monthKey } from './dates.ts';
import { figuresFromSums } from './figures.ts';
import { forecast, scenarioAnalysis } from './forecast.ts';
import { investmentReturns } from './investments.ts';
import { mayaAnalysis } from './maya.ts';
import { computeMetrics } from './metrics.ts';
import { type Centavos, sumCentavos, ZERO_CENTAVOS } from './money.ts';
import { deepFreeze, roundCentavos } from './numbers.ts';
import { budgetSummary, goalStatus } from './planning.ts';
import { pricingAnalysis } from './pricing.ts';
import { margins } from './profitability.ts';
import { projectionAssumptions } from './projection.ts';
import { unitEconomics } from './unit-economics.ts';

export type * from './book-case-types.ts';

/**
 * The book's six example cases (spec 001 §3 "Book example case"), in chapter order. A module
 * applies one as a what-if view: its data replaces the company's on the screen, never in the
 * database, and `caseExpectedResults` says what the module should show. Book: chapters 3–13.
 */
export const BOOK_CASES: readonly BookCase[] = deepFreeze([
  FAMILY_RESTAURANT,
  SEASONAL_CAFE,
  ONLINE_SHOP,
  ARTISAN_BAKERY,
  GYM_EXPANSION,
  MARKETING_CONSULTANCY,
]);

/** The cases a module offers. */
export function bookCasesOf<Category extends BookCaseCategory>(
  category: Category,
): BookCaseOf<Category>[] {
  return BOOK_CASES.filter((c): c is BookCaseOf<Category> => c.category === category);
}

/** The case with this id, or null (an unknown or mistyped `?caso=`). */
export function bookCaseById(id: string | null | undefined): BookCase | null {
  return BOOK_CASES.find((c) => c.id === id) ?? null;
}

/**
 * What the cash-flow module reads, from a case instead of the company: `CashFlowViewInputs`
 * with the case's cash and its last three months as the figures' basis (as a company's last
 * 90 days), plus the twelve months of the case.
 */
export type CashFlowCaseInputs = CashFlowViewInputs & {
  cashCentavos: Centavos | null;
  /** The twelve months before `asOf`'s month, oldest first. */
  months: readonly MonthTotals[];
};

/** The months of a case a company's 90-day window stands for. */
const CASE_BASIS_MONTHS = 3;

/**
 * A cash-flow case as the twelve months before `asOf`'s month (oldest first, `YYYY-MM`), each
 * with its calendar month's figures, so the seasons fall on their own months. Book: ch. 3.
 */
export function cashFlowCaseInputs(c: CashFlowCase, asOf: string): CashFlowCaseInputs {
  const months = Array.from({ length: 12 }, (_, i): MonthTotals => {
    const month = monthKey(asOf, i - 12);
    const figures = c.data.monthly[Number(month.slice(5, 7)) - 1];
    if (!figures) throw new RangeError(`Mes fuera del año del caso: ${month}`);
    return { month, ...figures };
  });
  const last = months.slice(-CASE_BASIS_MONTHS);
  const first = last[0]?.month ?? monthKey(asOf, -CASE_BASIS_MONTHS);
  const figures = figuresFromSums({
    asOf,
    basis: {
      source: 'recorded',
      from: `${first}-01`,
      to: addDays(`${asOf.slice(0, 7)}-01`, -1),
      months: CASE_BASIS_MONTHS,
      days: null,
      label: `los últimos ${CASE_BASIS_MONTHS} meses del caso`,
    },
    sums: {
      revenue: sumCentavos(last.map((m) => m.incomeCentavos)),
      expenses: sumCentavos(last.map((m) => m.expenseCentavos)),
      ownerIn: ZERO_CENTAVOS,
      ownerOut: ZERO_CENTAVOS,
    },
    months: CASE_BASIS_MONTHS,
    snapshot: {
      products: [],
      fixedCosts: [],
      variableCostLines: [],
      cashBalanceCentavos: c.data.cashCentavos,
    },
  });
  return {
    asOf,
    figures,
    cashCentavos: c.data.cashCentavos,
    receivablesCentavos: c.data.receivablesCentavos,
    payablesCentavos: c.data.payablesCentavos,
    months,
  };
}

/** The category a case's products carry on the costs-and-pricing screen (the app's default). */
export const BOOK_CASE_PRODUCT_CATEGORY = 'General';

/**
 * A costs-and-pricing case as `costsPricingView`'s input: the case's products (with their case
 * ids) and fixed costs, no extra cost lines and no cash; its `pricing` as the saved pricing
 * inputs of its product (the demand left to the product's units a month). Book: ch. 6–9.
 */
export function costsPricingCaseInputs(c: CostsPricingCase): CostsPricingViewInput {
  const { products, fixedCosts, pricing } = c.data;
  return {
    snapshot: {
      products: products.map((p) => ({ ...p })),
      fixedCosts: fixedCosts.map((f) => ({ ...f })),
      variableCostLines: [],
      cashBalanceCentavos: null,
    },
    products: products.map((p) => ({ ...p, category: BOOK_CASE_PRODUCT_CATEGORY })),
    pricingInputs: [
      {
        productId: pricing.productId,
        targetMarginPercent: pricing.targetMarginPercent,
        competitorPriceCentavos: pricing.competitorPriceCentavos,
        priceElasticity: pricing.priceElasticity,
      },
    ],
  };
}

type Values<Key extends string> = Partial<Record<Key, number | null>>;

/**
 * The year's figures: the typical month is the year's average (what Maya reads), the flow
 * margin the year's net flow over its income, the seasons the best and worst month. Ch. 3, 15.
 */
function cashFlowValues(c: CashFlowCase, asOf: string): Values<CashFlowResultKey> {
  const { months, cashCentavos, receivablesCentavos, payablesCentavos } = cashFlowCaseInputs(
    c,
    asOf,
  );
  const income = sumCentavos(months.map((m) => m.incomeCentavos));
  const expense = sumCentavos(months.map((m) => m.expenseCentavos));
  const maya = mayaAnalysis({
    asOf,
    cashCentavos,
    receivablesCentavos,
    payablesCentavos,
    basisLabel: 'el promedio del año del caso',
    monthlyNetFlowCentavos: roundCentavos((income - expense) / months.length),
    monthlyRevenueCentavos: roundCentavos(income / months.length),
    monthlyCostsCentavos: roundCentavos(expense / months.length),
    monthly: months,
  });
  return {
    'average-net-flow': roundCentavos((income - expense) / months.length),
    'flow-margin': flowMarginOf(income - expense, income).percent,
    runway: maya.runwayMonths,
    'liquidity-ratio': maya.liquidityRatio,
    'best-month': maya.seasonalPatterns?.best.revenueCentavos ?? null,
    'worst-month': maya.seasonalPatterns?.worst.revenueCentavos ?? null,
    'seasonal-swing': maya.seasonalPatterns?.swingPercent ?? null,
  };
}

function unitEconomicsValues(c: UnitEconomicsCase): Values<UnitEconomicsResultKey> {
  const results = unitEconomics(c.data.inputs);
  return {
    'contribution-margin': results.contributionMarginCentavos,
    coca: results.cocaCentavos,
    ltv: results.ltvCentavos,
    'ltv-coca-ratio': results.ltvCocaRatio,
    payback: results.paybackPeriod,
    'monthly-churn': results.monthlyChurnRate === null ? null : results.monthlyChurnRate * 100,
  };
}

function costsPricingValues(c: CostsPricingCase): Values<CostsPricingResultKey> {
  const { products, fixedCosts, pricing } = c.data;
  const metrics = computeMetrics({
    products: [...products],
    fixedCosts: [...fixedCosts],
    variableCostLines: [],
    cashBalanceCentavos: null,
  });
  const values: Values<CostsPricingResultKey> = {
    'contribution-margin-percent': metrics.contributionMarginPercent,
    'monthly-net-profit': metrics.monthlyNetProfit,
    'break-even-revenue': metrics.breakEvenRevenue,
    'margin-of-safety': metrics.currentMarginOfSafety,
  };
  productContributions(products).forEach((contribution, i) => {
    values[`contribution-share:${products[i]?.id}`] = contribution.shareOfContribution;
  });
  const product = products.find((p) => p.id === pricing.productId);
  if (product) {
    const analysis = pricingAnalysis({
      currentPriceCentavos: product.priceCentavos,
      variableCostCentavos: product.variableCostCentavos,
      demand: product.monthlySales,
      targetMarginPercent: pricing.targetMarginPercent,
      competitorPriceCentavos: pricing.competitorPriceCentavos,
      priceElasticity: pricing.priceElasticity,
    });
    values['pricing-margin'] = analysis.marginPercent;
    values['optimal-price'] = analysis.optimalPriceCentavos;
    values['competitor-gap'] = analysis.competitorGapPercent;
  }
  return values;
}

function profitabilityValues(c: ProfitabilityCase): Values<ProfitabilityResultKey> {
  const { figures, investments } = c.data;
  const m = margins(figures);
  const values: Values<ProfitabilityResultKey> = {
    'gross-margin': m.grossMargin,
    'operating-margin': m.operatingMargin,
    'net-margin': m.netMargin,
    ebitda: m.ebitdaCentavos,
  };
  for (const investment of investments) {
    const returns = investmentReturns(investment);
    values[`roi:${investment.id}`] = returns.roi;
    values[`annualized-roi:${investment.id}`] = returns.annualizedRoi;
    values[`payback:${investment.id}`] = returns.paybackPeriod;
  }
  // The expansion as one project: every cost, repaid by every monthly return.
  values['portfolio-payback'] = investmentReturns({
    initialCostCentavos: sumCentavos(investments.map((i) => i.initialCostCentavos)),
    monthlyReturnCentavos: sumCentavos(investments.map((i) => i.monthlyReturnCentavos)),
    durationMonths: Math.max(0, ...investments.map((i) => i.durationMonths)),
  }).paybackPeriod;
  return values;
}

function planningValues(c: PlanningCase, asOf: string): Values<PlanningResultKey> {
  const { budget, goals, scenarios, monthlyRevenueCentavos, monthlyCostsCentavos } = c.data;
  const summary = budgetSummary(budget);
  const base = { monthlyRevenueCentavos, monthlyCostsCentavos };
  // The book's cases grow at the book's 8 % a year.
  const month12 = forecast({
    ...base,
    asOf,
    months: 12,
    assumptions: projectionAssumptions(null),
  }).at(-1);
  const values: Values<PlanningResultKey> = {
    'budget-variance': summary.profit.varianceCentavos,
    'budget-accuracy': summary.accuracy,
    'expected-profit': scenarioAnalysis(base, scenarios).expectedProfitCentavos,
    'forecast-month-12-profit': month12?.cases.realistic.profitCentavos ?? null,
  };
  for (const goal of goals) {
    const status = goalStatus({ ...goal, deadline: addMonths(asOf, goal.monthsToDeadline) }, asOf);
    values[`goal-progress:${goal.id}`] = status.progress;
    values[`goal-remaining:${goal.id}`] = status.remainingCentavos;
  }
  return values;
}

function valuesOf(c: BookCase, asOf: string): Record<string, number | null | undefined> {
  switch (c.category) {
    case 'cash-flow':
      return cashFlowValues(c, asOf);
    case 'unit-economics':
      return unitEconomicsValues(c);
    case 'costs-pricing':
      return costsPricingValues(c);
    case 'profitability':
      return profitabilityValues(c);
    case 'planning':
      return planningValues(c, asOf);
  }
}

/**
 * A case's expected results, in its order, each computed from its data by the module's own
 * formulas (money in centavos, percents 0..100, unrounded): what the module shows once the case
 * is applied. `asOf` places the case's months and deadlines. Throws on a key the case's category
 * does not compute (the tests run every case).
 */
export function caseExpectedResults(c: BookCase, asOf: string): ExpectedResult[] {
  const values = valuesOf(c, asOf);
  return c.expectedResults.map((spec) => {
    const value = values[spec.key];
    if (value === undefined) {
      throw new RangeError(`El caso ${c.id} no calcula el resultado ${spec.key}`);
    }
    return { ...spec, value };
  });
}
