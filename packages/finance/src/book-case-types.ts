import type { FixedCostInput } from './costs.ts';
import type { PlanningScenario } from './forecast.ts';
import type { InvestmentType } from './investments.ts';
import type { Centavos } from './money.ts';
import type { BudgetLineInput } from './planning.ts';
import type { Priority, RiskLevel } from './types.ts';
import type { UnitEconomicsInput } from './unit-economics.ts';

/**
 * The types of the book's example cases (spec 001 §3 "Book example case"). Each case's `data`
 * is typed for the module it is applied in; the six cases are in `book-cases-data.ts`.
 */

/** The module a case is applied in (spec 001 §3). */
export type BookCaseCategory =
  | 'cash-flow'
  | 'unit-economics'
  | 'costs-pricing'
  | 'profitability'
  | 'planning';

export type BookCaseDifficulty = 'basic' | 'intermediate' | 'advanced';

/** How a result's number reads: the web formats each unit its own way (es-MX). */
export type BookCaseUnit = 'money' | 'percent' | 'months' | 'ratio' | 'count' | 'days';

/**
 * An expected result as a case declares it: which computed figure, its label and why it comes
 * out as it does. Its value is never written here: `caseExpectedResults` computes it from the
 * case's data with the module's own formulas, so the text and the numbers cannot drift apart.
 */
export type ExpectedResultSpec<Key extends string = string> = {
  key: Key;
  label: string;
  unit: BookCaseUnit;
  explanation: string;
  /** What a null value means for this figure ('Sin límite' for a runway that never ends). */
  nullText?: string;
};

/** An expected result with its value (money in centavos, percents 0..100). */
export type ExpectedResult = Omit<ExpectedResultSpec, 'key'> & {
  key: string;
  value: number | null;
};

/** Twelve calendar months, January first. */
export type TwelveMonths<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T];

export type CashFlowCaseData = {
  cashCentavos: Centavos;
  receivablesCentavos: Centavos;
  payablesCentavos: Centavos;
  /**
   * A year of income and expenses by calendar month, January first, so a season falls on its
   * own months whatever the day the case is applied; `cashFlowCaseInputs` orders them oldest
   * first, ending with the month before `asOf`'s.
   */
  monthly: TwelveMonths<{ incomeCentavos: Centavos; expenseCentavos: Centavos }>;
};

export type UnitEconomicsCaseData = {
  /** The product the calculator is filled in for. */
  productName: string;
  inputs: UnitEconomicsInput;
};

/** Spec 001 §3 "Product". */
export type BookCaseProduct = {
  id: string;
  name: string;
  priceCentavos: Centavos;
  variableCostCentavos: Centavos;
  monthlySales: number;
};

export type CostsPricingCaseData = {
  products: readonly BookCaseProduct[];
  /** Spec 001 §3 "Fixed cost": a cost that is not recurring is yearly (ch. 6). */
  fixedCosts: readonly (FixedCostInput & { name: string })[];
  /** The pricing tab's inputs for one of the products (its price, cost and demand). */
  pricing: {
    productId: string;
    targetMarginPercent: number;
    competitorPriceCentavos: Centavos;
    priceElasticity: number;
  };
};

/** Spec 001 §3 "Investment". */
export type BookCaseInvestment = {
  id: string;
  name: string;
  type: InvestmentType;
  initialCostCentavos: Centavos;
  monthlyReturnCentavos: Centavos;
  durationMonths: number;
  riskLevel: RiskLevel;
};

export type ProfitabilityCaseData = {
  /** Spec 001 §3 "Profitability figures" of a month. */
  figures: {
    totalRevenueCentavos: Centavos;
    totalCostsCentavos: Centavos;
    grossProfitCentavos: Centavos;
    operatingExpensesCentavos: Centavos;
    taxesCentavos: Centavos;
    netProfitCentavos: Centavos;
  };
  investments: readonly BookCaseInvestment[];
};

/** Spec 001 §3 "Goal", with its deadline as months after the day the case is applied. */
export type BookCaseGoal = {
  id: string;
  name: string;
  category: 'revenue' | 'savings' | 'investment' | 'expansion' | 'debt';
  priority: Priority;
  targetAmountCentavos: Centavos;
  currentAmountCentavos: Centavos;
  monthsToDeadline: number;
};

export type PlanningCaseData = {
  /** The typical month the forecast and the scenarios start from. */
  monthlyRevenueCentavos: Centavos;
  monthlyCostsCentavos: Centavos;
  /** Spec 001 §3 "Budget line" of one month. */
  budget: readonly (BudgetLineInput & { category: string })[];
  goals: readonly BookCaseGoal[];
  scenarios: readonly PlanningScenario[];
};

/** The figures each category computes; a case shows the ones it names. */
export type CashFlowResultKey =
  | 'average-net-flow'
  | 'flow-margin'
  | 'runway'
  | 'liquidity-ratio'
  | 'best-month'
  | 'worst-month'
  | 'seasonal-swing';
export type UnitEconomicsResultKey =
  | 'contribution-margin'
  | 'coca'
  | 'ltv'
  | 'ltv-coca-ratio'
  | 'payback'
  | 'monthly-churn';
export type CostsPricingResultKey =
  | 'contribution-margin-percent'
  | 'monthly-net-profit'
  | 'break-even-revenue'
  | 'margin-of-safety'
  | `contribution-share:${string}`
  | 'pricing-margin'
  | 'optimal-price'
  | 'competitor-gap';
export type ProfitabilityResultKey =
  | 'gross-margin'
  | 'operating-margin'
  | 'net-margin'
  | 'ebitda'
  | 'portfolio-payback'
  | `roi:${string}`
  | `annualized-roi:${string}`
  | `payback:${string}`;
export type PlanningResultKey =
  | 'budget-variance'
  | 'budget-accuracy'
  | 'expected-profit'
  | 'forecast-month-12-profit'
  | `goal-progress:${string}`
  | `goal-remaining:${string}`;

type CaseOf<Category extends BookCaseCategory, Data, Key extends string> = {
  /** A slug, also the `?caso=` of the module's address. */
  id: string;
  title: string;
  description: string;
  /** The book chapter the case illustrates (book-outline.md). */
  chapter: number;
  category: Category;
  difficulty: BookCaseDifficulty;
  data: Data;
  expectedResults: readonly ExpectedResultSpec<Key>[];
  learningObjectives: readonly string[];
};

export type CashFlowCase = CaseOf<'cash-flow', CashFlowCaseData, CashFlowResultKey>;
export type UnitEconomicsCase = CaseOf<
  'unit-economics',
  UnitEconomicsCaseData,
  UnitEconomicsResultKey
>;
export type CostsPricingCase = CaseOf<'costs-pricing', CostsPricingCaseData, CostsPricingResultKey>;
export type ProfitabilityCase = CaseOf<
  'profitability',
  ProfitabilityCaseData,
  ProfitabilityResultKey
>;
export type PlanningCase = CaseOf<'planning', PlanningCaseData, PlanningResultKey>;

/** Spec 001 §3 "Book example case", discriminated by `category`. */
export type BookCase =
  | CashFlowCase
  | UnitEconomicsCase
  | CostsPricingCase
  | ProfitabilityCase
  | PlanningCase;

/** The cases of one category, typed as such. */
export type BookCaseOf<Category extends BookCaseCategory> = Extract<
  BookCase,
  { category: Category }
>;
