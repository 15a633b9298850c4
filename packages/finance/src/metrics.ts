import { breakEvenFromTotals } from './break-even.ts';
import type { CostLineInput, FixedCostInput } from './costs.ts';
import { isMarketingCategory, monthlyFixedCostAmount } from './costs.ts';
import type { Centavos } from './money.ts';
import { centavos, sumCentavos } from './money.ts';
import { deepFreeze, percent, ratio, roundCentavos, sum, uncheckedCentavos } from './numbers.ts';

/**
 * Customer assumptions of the computed metrics (spec 000 §3 and §9). The spec also estimates
 * customers as 70 % of units sold and 10 % of them new; Caudal does not (issue 31): without the
 * owner's records there are no customers, no COCA and no LTV/COCA, and the screens say so.
 */
export const CUSTOMER_ASSUMPTIONS = deepFreeze({
  /** Purchases per customer a month. */
  averagePurchaseFrequency: 1.2,
  /** Months a customer stays. */
  averageCustomerLifetime: 24,
} as const);

export type ProductInput = {
  priceCentavos: Centavos;
  variableCostCentavos: Centavos;
  monthlySales: number;
  name?: string;
};

/** What the company has told us: products, fixed costs, extra cost lines and its cash. */
export type FinancialSnapshot = {
  products: ProductInput[];
  fixedCosts: FixedCostInput[];
  variableCostLines: CostLineInput[];
  /** The company's cash today; null when unknown. */
  cashBalanceCentavos: Centavos | null;
};

/**
 * The spec's computed metrics (000 §3), with the spec's names. Money values are integer
 * centavos (rounded half away from zero); percents are 0..100 numbers, unrounded. A value that
 * cannot be computed is null and `notes` holds the reason in Spanish (also a note when a value
 * rests on an assumed input, such as the default cash balance).
 */
export type ComputedMetrics = {
  monthlyRevenue: Centavos;
  monthlyVariableCosts: Centavos;
  monthlyFixedCosts: Centavos;
  monthlyNetProfit: Centavos;
  /** Revenue per unit sold. */
  averageSellingPrice: Centavos | null;
  /** Variable costs (products' and extra variable lines) per unit sold. */
  averageVariableCost: Centavos | null;
  /** Contribution per unit sold. */
  contributionMargin: Centavos | null;
  contributionMarginPercent: number | null;
  /** Units, rounded up. */
  breakEvenUnits: number | null;
  breakEvenRevenue: Centavos | null;
  /** Percent of revenue above break-even; negative below it. */
  currentMarginOfSafety: number | null;
  /** (revenue − products' unit costs) / revenue, percent. */
  grossMargin: number | null;
  netMargin: number | null;
  /** The owner's latest recorded month; null without customer records. */
  totalCustomers: number | null;
  customerAcquisitionCost: Centavos | null;
  monthlyMarketingCosts: Centavos;
  monthlyNewCustomers: number | null;
  averagePurchaseFrequency: number;
  /** Months. */
  averageCustomerLifetime: number;
  notes: Partial<Record<Exclude<keyof ComputedMetrics, 'notes'>, string>>;
};

export const METRICS_REASONS = deepFreeze({
  noUnits: 'Sin unidades vendidas no hay promedios por unidad.',
  noRevenue: 'Sin ingresos no se pueden calcular márgenes.',
  noContribution: 'Sin margen de contribución positivo no hay punto de equilibrio.',
  noNewCustomers: 'Sin clientes nuevos en el mes no hay costo de adquisición por cliente.',
  noCustomerRecords:
    'Sin tus clientes registrados no hay clientes ni costo de adquisición: regístralos en Economía unitaria › Tus clientes por mes.',
  noCosts: 'Sin costos mensuales no hay meses de costos que cubrir.',
  outOfRange: 'Las cifras son tan extremas que el resultado no se puede calcular.',
} as const);

/** A product's revenue and variable cost for one month, rounded per product. Book: ch. 6. */
export function productMonthlyFigures(product: ProductInput): {
  revenueCentavos: Centavos;
  variableCostsCentavos: Centavos;
} {
  return {
    revenueCentavos: roundCentavos(product.priceCentavos * product.monthlySales),
    variableCostsCentavos: roundCentavos(product.variableCostCentavos * product.monthlySales),
  };
}

/**
 * The catalogue's typical month: what the products and costs say a month looks like (the
 * figures core's estimate, and what costs and pricing, unit economics and break-even read).
 * Cash, burn, runway, liquidity and the health score are the figures core's (figures.ts), on
 * the company's recorded movements when it has them. Book: chapter 5 (customers, COCA), 6
 * (costs), 7 (contribution margin), 9 (break-even), 10 (margins).
 */
/** The owner's latest recorded month of customers (null: none recorded). */
export type RecordedCustomers = { activeCustomers: number; newCustomers: number };

export function computeMetrics(
  input: FinancialSnapshot,
  customers: RecordedCustomers | null = null,
): ComputedMetrics {
  const notes: ComputedMetrics['notes'] = {};
  const figures = input.products.map(productMonthlyFigures);
  const units = sum(input.products.map((product) => product.monthlySales));
  // Price × monthly sales can exceed the safe-integer range (and does within what the
  // contracts accept), so every total built on the products' figures is unchecked.
  const revenue = uncheckedCentavos(sum(figures.map((f) => f.revenueCentavos)));
  const productVariable = uncheckedCentavos(sum(figures.map((f) => f.variableCostsCentavos)));
  const lineAmounts = (type: CostLineInput['type']) =>
    input.variableCostLines
      .filter((line) => line.type === type)
      .map((line) => roundCentavos(line.amountCentavos));
  const variableCosts = uncheckedCentavos(productVariable + sumCentavos(lineAmounts('variable')));
  const fixedCosts = centavos(
    sumCentavos(input.fixedCosts.map(monthlyFixedCostAmount)) + sumCentavos(lineAmounts('fixed')),
  );
  const netProfit = uncheckedCentavos(revenue - variableCosts - fixedCosts);
  const contribution = uncheckedCentavos(revenue - variableCosts);

  const perUnit = (total: Centavos): Centavos | null => {
    const value = ratio(total, units);
    return value === null ? null : roundCentavos(value);
  };
  const averageSellingPrice = perUnit(revenue);
  const averageVariableCost = perUnit(variableCosts);
  const contributionMargin = perUnit(contribution);
  const perUnitReason = units > 0 ? METRICS_REASONS.outOfRange : METRICS_REASONS.noUnits;
  if (averageSellingPrice === null) notes.averageSellingPrice = perUnitReason;
  if (averageVariableCost === null) notes.averageVariableCost = perUnitReason;
  if (contributionMargin === null) notes.contributionMargin = perUnitReason;

  const contributionMarginPercent = percent(contribution, revenue);
  const grossMargin = percent(revenue - productVariable, revenue);
  const netMargin = percent(netProfit, revenue);
  const marginReason = revenue > 0 ? METRICS_REASONS.outOfRange : METRICS_REASONS.noRevenue;
  if (contributionMarginPercent === null) notes.contributionMarginPercent = marginReason;
  if (grossMargin === null) notes.grossMargin = marginReason;
  if (netMargin === null) notes.netMargin = marginReason;

  const breakEven = breakEvenFromTotals(fixedCosts, contribution, revenue, units);
  const breakEvenReason = (missingInput: string) =>
    contribution > 0 ? missingInput : METRICS_REASONS.noContribution;
  if (breakEven.units === null) {
    notes.breakEvenUnits = breakEvenReason(
      units > 0 ? METRICS_REASONS.outOfRange : METRICS_REASONS.noUnits,
    );
  }
  if (breakEven.revenueCentavos === null) {
    notes.breakEvenRevenue = breakEvenReason(
      revenue > 0 ? METRICS_REASONS.outOfRange : METRICS_REASONS.noRevenue,
    );
  }
  if (breakEven.marginOfSafetyPercent === null) {
    notes.currentMarginOfSafety = breakEvenReason(METRICS_REASONS.outOfRange);
  }

  const marketing = centavos(
    sumCentavos(
      input.fixedCosts.filter((c) => isMarketingCategory(c.category)).map(monthlyFixedCostAmount),
    ) +
      sumCentavos(
        input.variableCostLines
          .filter((line) => isMarketingCategory(line.category))
          .map((line) => roundCentavos(line.amountCentavos)),
      ),
  );
  // Customers are the owner's: never estimated from units (issue 31).
  const totalCustomers = customers?.activeCustomers ?? null;
  const newCustomers = customers?.newCustomers ?? null;
  const cacValue = newCustomers === null ? null : ratio(marketing, newCustomers);
  const customerAcquisitionCost = cacValue === null ? null : roundCentavos(cacValue);
  if (customers === null) {
    notes.totalCustomers = METRICS_REASONS.noCustomerRecords;
    notes.monthlyNewCustomers = METRICS_REASONS.noCustomerRecords;
    notes.customerAcquisitionCost = METRICS_REASONS.noCustomerRecords;
  } else if (customerAcquisitionCost === null) {
    notes.customerAcquisitionCost = METRICS_REASONS.noNewCustomers;
  }

  return {
    monthlyRevenue: revenue,
    monthlyVariableCosts: variableCosts,
    monthlyFixedCosts: fixedCosts,
    monthlyNetProfit: netProfit,
    averageSellingPrice,
    averageVariableCost,
    contributionMargin,
    contributionMarginPercent,
    breakEvenUnits: breakEven.units,
    breakEvenRevenue: breakEven.revenueCentavos,
    currentMarginOfSafety: breakEven.marginOfSafetyPercent,
    grossMargin,
    netMargin,
    totalCustomers,
    customerAcquisitionCost,
    monthlyMarketingCosts: marketing,
    monthlyNewCustomers: newCustomers,
    averagePurchaseFrequency: CUSTOMER_ASSUMPTIONS.averagePurchaseFrequency,
    averageCustomerLifetime: CUSTOMER_ASSUMPTIONS.averageCustomerLifetime,
    notes,
  };
}
