import { monthKey } from './dates.ts';
import { CUSTOMER_ASSUMPTIONS, type RecordedCustomers } from './metrics.ts';
import { type Centavos, sumCentavos, ZERO_CENTAVOS } from './money.ts';
import { deepFreeze, ratio, roundCentavos } from './numbers.ts';
import {
  CUSTOMERS_NEEDED_NOTE,
  LTV_COCA_LABELS,
  LTV_COCA_TONES,
  UNIT_ECONOMICS_RULES,
  type UnitEconomics,
  type UnitEconomicsInput,
  type UnitEconomicsProjectionMonth,
  type UnitEconomicsRecommendation,
  unitEconomics,
  unitEconomicsProjection,
  unitEconomicsRecommendations,
} from './unit-economics.ts';

/**
 * The unit-economics screen (issue 14): the company's customers month by month (its own records;
 * a month without one is 'not recorded', never estimated: issue 31), the calculator's inputs for each product and
 * for all of them, and the figures of one what-if. The API and the browser feed the same
 * functions, so a figure on the page is the API's.
 */

export const UNIT_ECONOMICS_VIEW_RULES = deepFreeze({
  /** Months of customers the screen lists (the reference month included). */
  historyMonths: 12,
  /** Retention measured from records is kept within this many months. */
  maxRetentionMonths: 120,
} as const);

/** A month the owner recorded: customers who bought, those buying for the first time. */
export type CustomerRecordInput = {
  month: string;
  activeCustomers: number;
  newCustomers: number;
  /** Marketing spend when it is not in the entries; null: the entries say it. */
  marketingSpendCentavos: Centavos | null;
};

export type MarketingSource = 'record' | 'entries' | 'costs';

/** A month's customers (the owner's record, or null) and its marketing. */
export type CustomerMonth = {
  month: string;
  /** Null: the owner did not record the month. */
  activeCustomers: number | null;
  newCustomers: number | null;
  marketingSpendCentavos: Centavos;
  /** The owner recorded the month's customers. */
  recorded: boolean;
  /** Where the marketing spend comes from; 'costs' is the typical month's, an estimate. */
  marketingSource: MarketingSource;
};

export type ViewProduct = {
  id: string;
  name: string;
  priceCentavos: Centavos;
  variableCostCentavos: Centavos;
  monthlySales: number;
};

export type UnitEconomicsViewInput = {
  asOf: string;
  products: readonly ViewProduct[];
  records: readonly CustomerRecordInput[];
  /** Expenses in a marketing category, by month ('YYYY-MM'). */
  marketingEntries: readonly { month: string; amountCentavos: Centavos }[];
  /** The typical month's marketing costs (fixed costs and cost lines in a marketing category). */
  catalogueMarketingCentavos: Centavos;
  /**
   * The company's variable cost per unit sold (computeMetrics' averageVariableCost: the products'
   * variable costs and the variable cost lines over the units), the figure Costos y precios shows;
   * 'todos' reads it so both screens give one cost per unit. Null (no units): the products'
   * average.
   */
  variableCostPerUnitCentavos?: Centavos | null;
};

/** An option of the product selector: a product, or 'todos' (the sales-weighted average). */
export type UnitEconomicsOption = {
  id: string;
  name: string;
  unitsSold: number;
  /** The product's share of units sold (0..1); 1 for 'todos'. */
  share: number;
  inputs: UnitEconomicsInput;
};

export type UnitEconomicsView = {
  /** The month the calculator starts from: the latest recorded one, or the last complete one. */
  month: string;
  customers: CustomerMonth;
  /** The last months, oldest first, the reference month last. */
  history: CustomerMonth[];
  purchaseFrequency: { value: number; estimated: boolean };
  retentionMonths: { value: number; estimated: boolean };
  /** 'todos' first, then each product; empty without products. */
  options: UnitEconomicsOption[];
  /** Spanish: which figures are assumptions and why. */
  assumed: string[];
  /** The one note of what needs the owner's customers; null when the month is recorded. */
  customersNeeded: string | null;
};

export const ALL_PRODUCTS_ID = 'todos';

export const UNIT_ECONOMICS_VIEW_NOTES = deepFreeze({
  marketingFromCosts:
    'gasto de marketing del mes típico de tus costos (no hay movimientos de Marketing o Publicidad en el mes)',
  frequencyAssumed: 'compras por cliente al mes: 1.2 supuesto',
  retentionAssumed: 'meses de retención: 24 supuesto (hacen falta dos meses seguidos registrados)',
} as const);

/**
 * A month's customers: the owner's record when there is one; otherwise none (the spec's 70 % of
 * units sold and 10 % of those new are not used: issue 31). Marketing: the record's,
 * else the month's entries in a marketing category, else the typical month's marketing costs.
 */
export function customerMonth(
  month: string,
  input: Pick<
    UnitEconomicsViewInput,
    'records' | 'marketingEntries' | 'catalogueMarketingCentavos'
  >,
): CustomerMonth {
  const record = input.records.find((r) => r.month === month);
  const entries = input.marketingEntries.find((m) => m.month === month)?.amountCentavos;
  const marketing: [Centavos, MarketingSource] =
    record?.marketingSpendCentavos != null
      ? [record.marketingSpendCentavos, 'record']
      : entries !== undefined && entries > 0
        ? [entries, 'entries']
        : [input.catalogueMarketingCentavos, 'costs'];
  return {
    month,
    activeCustomers: record?.activeCustomers ?? null,
    newCustomers: record?.newCustomers ?? null,
    marketingSpendCentavos: marketing[0],
    recorded: record !== undefined,
    marketingSource: marketing[1],
  };
}

/**
 * The owner's latest recorded month up to `asOf`'s month (what the spec's computed metrics take
 * their customers from); null without records.
 */
export function latestRecordedCustomers(
  records: readonly CustomerRecordInput[],
  asOf: string,
): RecordedCustomers | null {
  const current = asOf.slice(0, 7);
  const latest = records
    .filter((r) => r.month <= current)
    .sort((a, b) => a.month.localeCompare(b.month))
    .at(-1);
  return latest
    ? { activeCustomers: latest.activeCustomers, newCustomers: latest.newCustomers }
    : null;
}

/**
 * Months a customer stays, from consecutive recorded months: customers lost = last month's
 * active + this month's new − this month's active; monthly churn = lost ÷ last month's active,
 * retention = 1 ÷ churn (one decimal). Null when no pair of months shows a loss. Book: ch. 5.
 */
export function measuredRetention(records: readonly CustomerRecordInput[]): number | null {
  const byMonth = new Map(records.map((r) => [r.month, r]));
  let lost = 0;
  let base = 0;
  for (const r of records) {
    const previous = byMonth.get(monthKey(`${r.month}-01`, -1));
    if (!previous || previous.activeCustomers <= 0) continue;
    lost += Math.max(0, previous.activeCustomers + r.newCustomers - r.activeCustomers);
    base += previous.activeCustomers;
  }
  const churn = ratio(lost, base);
  if (churn === null || churn === 0) return null;
  const months = Math.round(10 / churn) / 10;
  return Math.min(UNIT_ECONOMICS_VIEW_RULES.maxRetentionMonths, Math.max(0.1, months));
}

/** Purchases per customer a month: units sold ÷ active customers (one decimal); ch. 5. */
export function measuredFrequency(unitsSold: number, activeCustomers: number): number | null {
  const value = ratio(unitsSold, activeCustomers);
  return value === null || value === 0 ? null : Math.max(0.1, Math.round(value * 10) / 10);
}

/** Allocates a whole count by a share (customers are people). */
const shareOf = (value: number, share: number) => Math.round(value * share);

/**
 * The screen's view: the reference month's customers and marketing (the latest recorded month up
 * to today's, else the last complete month), the history (unrecorded months say so), the purchase
 * frequency and retention (measured from records, else the spec's 1.2 and 24), and the
 * calculator's inputs for 'todos' (prices weighted by units sold) and each product (customers and
 * marketing allocated by its share of units, so its COCA is about the company's).
 */
export function unitEconomicsView(input: UnitEconomicsViewInput): UnitEconomicsView {
  const current = input.asOf.slice(0, 7);
  const recorded = input.records
    .map((r) => r.month)
    .filter((m) => m <= current)
    .sort();
  const month = recorded.at(-1) ?? monthKey(input.asOf, -1);
  const units = input.products.reduce((total, p) => total + p.monthlySales, 0);
  const history = Array.from({ length: UNIT_ECONOMICS_VIEW_RULES.historyMonths }, (_, i) =>
    customerMonth(monthKey(`${month}-01`, i - UNIT_ECONOMICS_VIEW_RULES.historyMonths + 1), input),
  );
  const customers = history.at(-1) ?? customerMonth(month, input);
  const frequency =
    customers.activeCustomers === null ? null : measuredFrequency(units, customers.activeCustomers);
  const retention = measuredRetention(input.records.filter((r) => r.month <= current));
  const freq = frequency ?? CUSTOMER_ASSUMPTIONS.averagePurchaseFrequency;
  const keep = retention ?? CUSTOMER_ASSUMPTIONS.averageCustomerLifetime;

  const optionInputs = (price: Centavos, cost: Centavos, share: number): UnitEconomicsInput => ({
    pricePerUnitCentavos: price,
    variableCostsCentavos: cost,
    marketingSpendCentavos: roundCentavos(customers.marketingSpendCentavos * share),
    newCustomers: customers.newCustomers === null ? null : shareOf(customers.newCustomers, share),
    avgPurchaseFreq: freq,
    retentionMonths: keep,
  });
  const weighted = (pick: (p: ViewProduct) => Centavos): Centavos => {
    if (input.products.length === 0) return ZERO_CENTAVOS;
    if (units === 0)
      return roundCentavos(sumCentavos(input.products.map(pick)) / input.products.length);
    return roundCentavos(
      input.products.reduce((total, p) => total + pick(p) * p.monthlySales, 0) / units,
    );
  };
  const options: UnitEconomicsOption[] =
    input.products.length === 0
      ? []
      : [
          {
            id: ALL_PRODUCTS_ID,
            name: 'Todos los productos (promedio ponderado por ventas)',
            unitsSold: units,
            share: 1,
            inputs: optionInputs(
              weighted((p) => p.priceCentavos),
              input.variableCostPerUnitCentavos ?? weighted((p) => p.variableCostCentavos),
              1,
            ),
          },
          ...input.products.map((p) => {
            const share = units === 0 ? 1 / input.products.length : p.monthlySales / units;
            return {
              id: p.id,
              name: p.name,
              unitsSold: p.monthlySales,
              share,
              inputs: optionInputs(p.priceCentavos, p.variableCostCentavos, share),
            };
          }),
        ];
  const notes = UNIT_ECONOMICS_VIEW_NOTES;
  const assumed: string[] = [
    customers.marketingSource === 'costs' ? notes.marketingFromCosts : null,
    frequency === null ? notes.frequencyAssumed : null,
    retention === null ? notes.retentionAssumed : null,
  ].flatMap((x) => (x === null ? [] : [x]));
  return {
    month,
    customers,
    history,
    purchaseFrequency: { value: freq, estimated: frequency === null },
    retentionMonths: { value: keep, estimated: retention === null },
    options,
    assumed,
    customersNeeded: customers.recorded ? null : CUSTOMERS_NEEDED_NOTE,
  };
}

export type UnitEconomicsFigures = {
  results: UnitEconomics;
  label: string | null;
  tone: (typeof LTV_COCA_TONES)[keyof typeof LTV_COCA_TONES] | null;
  /** LTV ÷ 3: the most a customer should cost to keep the ratio at 3 (ch. 5). */
  cocaCeilingCentavos: Centavos | null;
  recommendations: UnitEconomicsRecommendation[];
  /** Empty without the owner's customers (then `customersNeeded` says why). */
  projection: UnitEconomicsProjectionMonth[];
  /** The one note of what needs the owner's customers; null when the inputs have them. */
  customersNeeded: string | null;
};

/** The figures of one what-if: results, band, ceiling, recommendations and the projection. */
export function unitEconomicsFigures(inputs: UnitEconomicsInput): UnitEconomicsFigures {
  const results = unitEconomics(inputs);
  const band = results.unitEconomics;
  return {
    results,
    label: band === null ? null : LTV_COCA_LABELS[band],
    tone: band === null ? null : LTV_COCA_TONES[band],
    cocaCeilingCentavos:
      results.ltvCentavos === null || results.ltvCentavos <= 0
        ? null
        : roundCentavos(results.ltvCentavos / UNIT_ECONOMICS_RULES.lowRatioBelow),
    recommendations: unitEconomicsRecommendations(results, inputs.pricePerUnitCentavos),
    projection: unitEconomicsProjection(inputs),
    customersNeeded: inputs.newCustomers === null ? CUSTOMERS_NEEDED_NOTE : null,
  };
}
