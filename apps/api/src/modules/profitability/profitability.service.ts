import {
  type ProfitabilityViewResponse,
  profitabilityStatementView,
  type RiskInputsView,
} from '@caudal/contracts';
import {
  AVERAGED_CENTRE_NOTE,
  AVERAGED_GROUP_NOTE,
  addDays,
  addMonths,
  type Centavos,
  categoryKey,
  concentrationOfTop,
  DEFAULT_DISCOUNT_RATE_PERCENT,
  debtToEquity,
  groupProfitCentres,
  incomeCategoryCentres,
  incomeStatementFromCategories,
  incomeStatementLine,
  monthKey,
  PROFITABILITY_DEFAULT_STATEMENT,
  profitabilityFigures,
  profitCentres,
  type RiskAssessmentInput,
  revenueVolatility,
  riskScore,
  roundCentavos,
  sumCentavos,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import { monthlyTotalsPart, productsPart, type Range } from '../../figures/index.ts';
import { createFiguresMemo } from '../../lib/figures-memo.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { cashFlowScreen } from '../cash-flow/index.ts';
import {
  buildCounterpartyWindow,
  investmentRow,
  investmentView,
  profitabilityParts,
} from './profitability.repository.ts';

const PRODUCT_CENTRE = 'product:';

/** A product's profit-centre key ('product:<id>'); an income category's is 'category:<key>'. */
export const productCentreKey = (productId: string) => `${PRODUCT_CENTRE}${productId}`;

/** Centre keys with each product id that `newIds` knows replaced by its new id (an import). */
export function remapProductCentres(keys: readonly string[], newIds: ReadonlyMap<string, string>) {
  return keys.map((key) => {
    if (!key.startsWith(PRODUCT_CENTRE)) return key;
    const id = newIds.get(key.slice(PRODUCT_CENTRE.length));
    return id ? productCentreKey(id) : key;
  });
}

/** The default period: the last 12 complete months before `asOf`'s month. */
export function defaultPeriod(asOf: string): Range {
  const thisMonth = `${monthKey(asOf)}-01`;
  return { from: addMonths(thisMonth, -12), to: addDays(thisMonth, -1) };
}

/** The months wholly inside the period (volatility compares whole months only). */
const wholeMonth = (month: string, period: Range) =>
  `${month}-01` >= period.from && addDays(addMonths(`${month}-01`, 1), -1) <= period.to;

export type ProfitabilityData = {
  view: ProfitabilityViewResponse;
  /** Finance's inputs of Alex's assessment (never the spec's example figures). */
  riskInput: RiskAssessmentInput;
  /** The period's real revenue (0 where the view shows the example). */
  revenueCentavos: Centavos;
};

/**
 * The profitability of a period, from the company's data in one statement (entries by
 * category, income by description, products, investments, centre groups, debt and equity,
 * monthly totals) plus the cash-flow view's typical month (cash, burn rate, costs).
 */
export async function loadProfitability(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
  period: Range,
): Promise<ProfitabilityData> {
  const { companyId } = company;
  // The last 12 complete months (Alex's period and the view's default) read the company's
  // counterparty window: brought to this month first, a no-op but for a month's first read.
  const latest = defaultPeriod(asOf);
  if (period.from === latest.from && period.to === latest.to) {
    await buildCounterpartyWindow(db, companyId, period.from);
  }
  const [parts, cashView] = await Promise.all([
    readParts(db, {
      ...profitabilityParts(companyId, period),
      products: productsPart(companyId),
      months: monthlyTotalsPart(companyId, period),
    }),
    cashFlowScreen(db, company, asOf),
  ]);
  const assumed: string[] = [];
  const real = incomeStatementFromCategories(parts.categories);
  const example = parts.categories.length === 0;
  if (example) {
    assumed.push(
      'Aún no tienes movimientos en el periodo: las cifras son el ejemplo del libro (ingresos de $280,000, costos de $195,000), no las tuyas.',
    );
  }
  const figures = profitabilityFigures(example ? PROFITABILITY_DEFAULT_STATEMENT : real);
  const m = figures.margins;
  const investments = parts.investments.map((row) => investmentView(investmentRow(row)));

  // Profit centres: each product's typical month (catalogue), and each income category of the
  // period, costed by its linked products or, without any, by the rest of the cost of sales
  // spread by revenue (finance `incomeCategoryCentres`, issue 31).
  const productCentres = profitCentres(
    parts.products.map((p) => ({
      key: productCentreKey(p.id),
      name: p.name,
      revenueCentavos: roundCentavos(p.priceCentavos * p.monthlySales),
      costsCentavos: roundCentavos(p.variableCostCentavos * p.monthlySales),
    })),
  );
  const byCategory = new Map<string, { name: string; amounts: Centavos[] }>();
  for (const row of parts.categories) {
    if (incomeStatementLine(row.type, row.category) !== 'revenue') continue;
    const key = categoryKey(row.category);
    const entry = byCategory.get(key) ?? { name: row.category.trim(), amounts: [] };
    entry.amounts.push(row.amountCentavos);
    byCategory.set(key, entry);
  }
  const categoryCentres = incomeCategoryCentres({
    categories: [...byCategory].map(([key, c]) => ({
      key: `category:${key}`,
      name: c.name,
      revenueCentavos: sumCentavos(c.amounts),
    })),
    products: parts.products,
    costOfSalesCentavos: real.costOfSalesCentavos,
  });
  const averagedCount = categoryCentres.filter((c) => c.averaged).length;
  if (categoryCentres.length > 1 && averagedCount > 0) {
    assumed.push(
      averagedCount === categoryCentres.length
        ? 'Ninguna categoría de ingreso tiene productos ligados: el costo de ventas del periodo se reparte según lo que vendió cada una, así que todas muestran el mismo margen promedio. Da a tus productos la categoría de su ingreso para ver el margen de cada una.'
        : 'Las categorías de ingreso con productos de la misma categoría llevan el costo variable de sus productos; el resto del costo de ventas se reparte según lo que vendió cada una de las demás, que muestran el margen promedio.',
    );
  }
  type Centre = (typeof productCentres)[number] & { key: string; averaged?: boolean };
  const centreView = (source: 'product' | 'income-category') => (c: Centre) => ({
    key: c.key,
    name: c.name,
    source,
    revenue: c.revenueCentavos,
    costs: c.costsCentavos,
    profit: c.profitCentavos,
    margin: c.margin,
    tone: c.tone,
    shareOfProfit: c.shareOfProfit,
    averaged: c.averaged ?? false,
    note: c.averaged ? AVERAGED_CENTRE_NOTE : null,
  });
  const centres = [
    ...(productCentres as Centre[]).map(centreView('product')),
    ...categoryCentres.map(centreView('income-category')),
  ];
  const grouped = groupProfitCentres(
    centres.map((c) => ({
      key: c.key,
      name: c.name,
      revenueCentavos: c.revenue,
      costsCentavos: c.costs,
      averaged: c.averaged,
    })),
    parts.groups.map((g) => ({ id: g.id, name: g.name, centreKeys: g.centre_keys })),
  );

  // Alex's signals, real where the company has them.
  const income = example ? null : concentrationOfTop(parts.income, real.revenueCentavos);
  const monthly = parts.months.filter((mt) => wholeMonth(mt.month, period));
  const riskInput: RiskAssessmentInput = {
    debtToEquity: debtToEquity(parts.balance.debt, parts.balance.equity),
    concentration: income && { topShare: income.topShare, topThreeShare: income.topThreeShare },
    revenueVolatility: revenueVolatility(monthly.map((mt) => mt.incomeCentavos)),
    burnRateCentavos: cashView.kpis.burnRate.value ?? (0 as Centavos),
    cashCentavos: cashView.cash.balance,
    monthlyCostsCentavos: cashView.periods.monthly?.expenses ?? (0 as Centavos),
    operatingMargin: example ? null : m.operatingMargin,
    netMargin: example ? null : m.netMargin,
    investments: investments.map((i) => ({
      name: i.name,
      riskLevel: i.riskLevel,
      npvCentavos: i.npv,
      discountRatePercent: i.discountRate,
      irrPercent: i.irr,
    })),
  };
  const score = riskScore(riskInput);

  const view: ProfitabilityViewResponse = {
    period,
    example,
    ...profitabilityStatementView(
      figures,
      investments.map((inv) => inv.roi),
    ),
    investments,
    centres,
    groups: grouped.groups.map((g) => ({
      id: g.id,
      name: g.name,
      centreKeys: g.centreKeys,
      revenue: g.revenueCentavos,
      costs: g.costsCentavos,
      profit: g.profitCentavos,
      margin: g.margin,
      tone: g.tone,
      shareOfProfit: g.shareOfProfit,
      averaged: g.averaged,
      note: g.averaged ? AVERAGED_GROUP_NOTE : null,
    })),
    ungrouped: grouped.ungrouped,
    risk: {
      score: score.score,
      level: score.level,
      tone: score.tone,
      adjustments: score.adjustments.map((a) => ({
        rule: a.rule,
        points: a.points,
        message: a.message,
      })),
      inputs: riskInputsView(riskInput),
    },
    assumed,
  };
  return { view, riskInput, revenueCentavos: real.revenueCentavos };
}

/** Finance's risk inputs in the wire's names (centavos until the response is encoded). */
export function riskInputsView(i: RiskAssessmentInput): RiskInputsView {
  return {
    debtToEquity: i.debtToEquity,
    concentration: i.concentration,
    revenueVolatility: i.revenueVolatility,
    burnRate: i.burnRateCentavos,
    cash: i.cashCentavos,
    monthlyCosts: i.monthlyCostsCentavos,
    operatingMargin: i.operatingMargin,
    netMargin: i.netMargin,
    investments: i.investments.map((x) => ({
      name: x.name,
      riskLevel: x.riskLevel,
      npv: x.npvCentavos ?? null,
      discountRate: x.discountRatePercent ?? DEFAULT_DISCOUNT_RATE_PERCENT,
      irr: [...(x.irrPercent ?? [])],
    })),
  };
}

const views = createFiguresMemo<ProfitabilityData>();

/** The view and Alex's inputs, computed once per data version, day and period. */
export function profitability(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
  period: Range = defaultPeriod(asOf),
): Promise<ProfitabilityData> {
  const key = `${company.companyId}|${asOf}|${period.from}|${period.to}`;
  return views(key, company.dataVersion, () => loadProfitability(db, company, asOf, period));
}

/** GET /api/profitability/view. */
export async function profitabilityScreen(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<ProfitabilityViewResponse> {
  const period = query.from && query.to ? { from: query.from, to: query.to } : undefined;
  return (await profitability(db, company, asOf, period)).view;
}
