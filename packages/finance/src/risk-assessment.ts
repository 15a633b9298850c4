import { FIGURE_LEVEL_PRIORITIES, FIGURE_LEVEL_TONES, type FigureLevel } from './bands.ts';
import { cashSafetyLevel, liquidityFigure, runwayFigure } from './figures.ts';
import { type Centavos, ZERO_CENTAVOS } from './money.ts';
import { clamp, deepFreeze, percent, ratio } from './numbers.ts';
import { categoryKey } from './owner-movements.ts';
import { PROFITABILITY_TONE_BANDS, riskBreakdownTone } from './profitability.ts';
import { type RiskScore, riskScore } from './risk.ts';
import type { Priority, RiskLevel, Tone } from './types.ts';

/**
 * Alex's risk assessment (issue 15; spec 001 §3 "Risk analysis", §7, §9; book chapter 12). The
 * score is the spec's (finance `riskScore`: base 75, ±, clamped); the breakdown reads the signals
 * chapter 12 teaches, each mapped onto the spec's bar bands (under 30 % good, under 60 % warning)
 * so that the book's own cut-offs fall on the bands' edges.
 */
export const RISK_ASSESSMENT_RULES = deepFreeze({
  /** Debt to equity: 1 and 2 are the book's edges (manageable / watch / high) → 30 and 60. */
  debtToEquityPointsPerUnit: 30,
  debtToEquity: { watchFrom: 1, highAbove: 2 },
  /** Top customer's share: the book's 10 % and 25 % edges → 30 and 60; 100 % → 100. */
  concentration: { comfortableBelow: 10, dependenceAbove: 25 },
  /** Three largest over 50 %: dependence even when none passes 25 % (the bar's warning edge). */
  topThreeDependenceAbove: 50,
  /** Volatility (coefficient of variation): the book's 15 % and 30 % → 30 and 60. */
  volatilityPointsPerPercent: 2,
  volatility: { moderateAbove: 15, highAbove: 30 },
  /** Months of cash: under 2 high, under 6 medium (ch. 3 runway); 12 or more → 0. */
  liquidityMonths: { high: 2, medium: 6, none: 12 },
  /** Operating margin: the benchmark (25 %) → 30, zero → 60, each point 1.2. */
  operational: { atZeroMargin: 60, pointsPerMarginPercent: 1.2 },
  /** Months of history needed to speak of volatility. */
  volatilityMinMonths: 3,
} as const);

/** Descriptions of anonymous sales (counter sales): many customers, not one counterparty. */
const ANONYMOUS_SALES = /^(venta|ventas)\b/;
/** The same rule for PostgreSQL's regular expressions (`\y` is its word boundary). */
export const ANONYMOUS_SALES_PATTERN = '^(venta|ventas)\\y';

/**
 * Who paid an income entry. An imported CFDI or bank entry names its counterparty after the
 * last ' · ' ("Factura A-12 · Comercial Rocha"); a manual entry is its description, unless it
 * describes anonymous sales ("Ventas de mostrador"), which are many customers: null.
 * Compared without case or accents. Book: chapter 12, customer concentration.
 */
export function incomeCounterparty(description: string | null, source: string): string | null {
  if (!description) return null;
  const text =
    source === 'import' && description.includes(' · ')
      ? (description.split(' · ').at(-1) ?? '')
      : description;
  const key = categoryKey(text).replace(/\s+/g, ' ');
  if (key === '' || ANONYMOUS_SALES.test(key)) return null;
  return key;
}

export type CustomerConcentration = {
  /** Largest counterparty's share of the revenue, percent. */
  topShare: number;
  topThreeShare: number;
};

/**
 * Customer concentration of a revenue (ch. 12): the largest counterparty's and the three
 * largest's share of the total revenue (anonymous sales count in the total, not as a customer).
 * Null without named counterparties or revenue.
 */
export function customerConcentration(
  byCounterparty: readonly { counterparty: string | null; amountCentavos: Centavos }[],
  totalRevenueCentavos: Centavos,
): CustomerConcentration | null {
  const sums = new Map<string, number>();
  for (const row of byCounterparty) {
    if (row.counterparty === null) continue;
    sums.set(row.counterparty, (sums.get(row.counterparty) ?? 0) + row.amountCentavos);
  }
  const sorted = [...sums.values()].filter((v) => v > 0).sort((a, b) => b - a);
  return concentrationOfTop({ largest: sorted.slice(0, 3) }, totalRevenueCentavos);
}

/**
 * The same from the three largest counterparties' sums (largest first),
 * when the database has summed them (the API: `ANONYMOUS_SALES_PATTERN` and `categoryKey` in SQL).
 */
export function concentrationOfTop(
  top: { largest: readonly number[] },
  totalRevenueCentavos: Centavos,
): CustomerConcentration | null {
  const first = top.largest[0];
  if (first === undefined || first <= 0) return null;
  const share = (v: number) => percent(v, totalRevenueCentavos);
  const topShare = share(first);
  const topThree = share(top.largest.slice(0, 3).reduce((s, v) => s + v, 0));
  if (topShare === null || topThree === null) return null;
  return {
    topShare: Math.min(100, topShare),
    topThreeShare: Math.min(100, topThree),
  };
}

/**
 * Revenue volatility (ch. 12): the population standard deviation of the monthly revenue over its
 * average, percent (=DESVEST.P/PROMEDIO×100). Null under 3 months or without revenue.
 */
export function revenueVolatility(monthlyRevenue: readonly number[]): number | null {
  if (monthlyRevenue.length < RISK_ASSESSMENT_RULES.volatilityMinMonths) return null;
  const mean = monthlyRevenue.reduce((s, v) => s + v, 0) / monthlyRevenue.length;
  const variance = monthlyRevenue.reduce((s, v) => s + (v - mean) ** 2, 0) / monthlyRevenue.length;
  return percent(Math.sqrt(variance), mean);
}

/** Debt over equity; null without both, or with no positive equity. Book: chapter 12. */
export function debtToEquity(
  debtCentavos: Centavos | null,
  equityCentavos: Centavos | null,
): number | null {
  if (debtCentavos === null || equityCentavos === null) return null;
  return ratio(debtCentavos, equityCentavos);
}

export type RiskAssessmentInput = {
  debtToEquity: number | null;
  /** Top customer's share, percent, and the three largest's. */
  concentration: { topShare: number; topThreeShare: number } | null;
  revenueVolatility: number | null;
  /** Monthly loss of the typical month; 0 when it makes money. */
  burnRateCentavos: Centavos;
  cashCentavos: Centavos | null;
  /** Monthly total costs of the typical month (the liquidity ratio's denominator). */
  monthlyCostsCentavos: Centavos;
  operatingMargin: number | null;
  netMargin: number | null;
  /**
   * The company's investments; their VPN at their own discount rate and their TIR (issue 33),
   * when known, so an investment that does not pay for its money is named as a risk.
   */
  investments: readonly {
    name: string;
    riskLevel: RiskLevel;
    npvCentavos?: Centavos | null;
    discountRatePercent?: number;
    irrPercent?: readonly number[];
  }[];
};

export type RiskFront = 'financial' | 'operational' | 'market' | 'liquidity';

export type RiskFrontFigure = {
  /** 0–100, lower is safer; null when the company has not given what it needs. */
  percent: number | null;
  tone: Tone | null;
  /** Spanish: what it was read from, or what is missing. */
  basis: string;
};

export type RiskRecommendation = {
  code: 'reduce-debt' | 'diversify-customers' | 'plan-volatility' | 'build-cash' | 'raise-margin';
  title: string;
  description: string;
  priority: Priority;
  chapter: number;
};

export type RiskAssessment = {
  score: RiskScore;
  breakdown: Record<RiskFront, RiskFrontFigure>;
  keyRisks: string[];
  recommendations: RiskRecommendation[];
  /** Months of cash: the fewer of the runway (when burning) and the liquidity; null without cash. */
  cashMonths: number | null;
  /** The cash's level (the worse of runway and liquidity), the one Maya names too. */
  cashLevel: FigureLevel | null;
  /** Spanish: the signals the company's data does not give. */
  missing: string[];
};

/** The spec's bar bands (finance PROFITABILITY_TONE_BANDS.riskBreakdown). */
const BAR_WARNING_FROM = PROFITABILITY_TONE_BANDS.riskBreakdown.goodBelow;
const BAR_BAD_FROM = PROFITABILITY_TONE_BANDS.riskBreakdown.warningBelow;

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('es-MX', { maximumFractionDigits: digits, minimumFractionDigits: 0 });

const round1 = (n: number) => Math.round(n * 10) / 10;

const W = BAR_WARNING_FROM;
const B = BAR_BAD_FROM;

/** Piecewise-linear map of a value onto 0–100 through the bands' edges (30, 60). */
function onBands(value: number, goodEdge: number, badEdge: number, full: number): number {
  if (value <= goodEdge) return (value / goodEdge) * W;
  if (value <= badEdge) return W + ((value - goodEdge) / (badEdge - goodEdge)) * (B - W);
  return Math.min(100, B + ((value - badEdge) / (full - badEdge)) * (100 - B));
}

/** Months of cash onto risk: 12+ → 0, 6 → 30, 2 → 60, 0 → 100. */
function monthsRisk(months: number): number {
  const m = RISK_ASSESSMENT_RULES.liquidityMonths;
  if (months >= m.none) return 0;
  if (months >= m.medium) return ((m.none - months) / (m.none - m.medium)) * W;
  if (months >= m.high) return W + ((m.medium - months) / (m.medium - m.high)) * (B - W);
  return B + ((m.high - Math.max(0, months)) / m.high) * (100 - B);
}

const front = (value: number | null, basis: string): RiskFrontFigure => {
  const p = value === null ? null : round1(clamp(value, 0, 100));
  return { percent: p, tone: p === null ? null : riskBreakdownTone(p), basis };
};

/**
 * Alex's local composition: the score (spec §9), the four fronts, the key risks and the
 * recommendations, from the company's signals. Pure: the API and the browser's fallback feed the
 * same function. Book: chapter 12 (and 10, 11 for margins and investments).
 */
export function riskAssessment(input: RiskAssessmentInput): RiskAssessment {
  const r = RISK_ASSESSMENT_RULES;
  const score = riskScore({ netMargin: input.netMargin, investments: input.investments });
  const missing: string[] = [];
  const keyRisks: string[] = [];
  const recommendations: RiskRecommendation[] = [];

  // Financial: debt to equity.
  const de = input.debtToEquity;
  if (de === null) missing.push('tu deuda y tu capital (Datos de tu empresa)');
  const financial = front(
    de === null ? null : de * r.debtToEquityPointsPerUnit,
    de === null ? 'Sin deuda y capital registrados.' : `Deuda a capital de ${fmt(de, 2)}.`,
  );
  if (de !== null && de >= r.debtToEquity.watchFrom) {
    keyRisks.push(
      `Debes ${fmt(de, 2)} pesos por cada peso de capital${de > r.debtToEquity.highAbove ? ': apalancamiento alto' : ''}.`,
    );
    recommendations.push({
      code: 'reduce-debt',
      title: 'Baja tu deuda a capital',
      description: `Tu razón de deuda a capital es ${fmt(de, 2)}; el libro recomienda mantenerla por debajo de 1. Evita deuda nueva para tapar pérdidas y paga primero la de mayor CAT.`,
      priority: de > r.debtToEquity.highAbove ? 'high' : 'medium',
      chapter: 12,
    });
  }

  // Market: customer concentration and revenue volatility, the worse of the two.
  const c = input.concentration;
  const v = input.revenueVolatility;
  if (c === null) missing.push('ingresos con cliente identificado (facturas CFDI o descripciones)');
  if (v === null) missing.push('al menos 3 meses de ingresos para medir la volatilidad');
  const concentrationRisk =
    c === null
      ? null
      : Math.max(
          onBands(
            c.topShare,
            r.concentration.comfortableBelow,
            r.concentration.dependenceAbove,
            100,
          ),
          c.topThreeShare > r.topThreeDependenceAbove ? B : 0,
        );
  const volatilityRisk = v === null ? null : v * r.volatilityPointsPerPercent;
  const marketParts = [concentrationRisk, volatilityRisk].filter((x): x is number => x !== null);
  const market = front(
    marketParts.length === 0 ? null : Math.max(...marketParts),
    [
      c === null
        ? null
        : `Tu cliente principal pesa ${fmt(c.topShare)} % de tus ventas y los tres principales ${fmt(c.topThreeShare)} %.`,
      v === null ? null : `Volatilidad de tus ingresos mensuales: ${fmt(v)} %.`,
    ]
      .filter(Boolean)
      .join(' ') || 'Sin clientes identificados ni historia de ingresos.',
  );
  if (
    c !== null &&
    (c.topShare > r.concentration.dependenceAbove || c.topThreeShare > r.topThreeDependenceAbove)
  ) {
    keyRisks.push(
      `Dependes de pocos clientes: el principal es ${fmt(c.topShare)} % de tus ventas y los tres principales ${fmt(c.topThreeShare)} %.`,
    );
    recommendations.push({
      code: 'diversify-customers',
      title: 'Reduce tu dependencia de pocos clientes',
      description:
        'Busca clientes del mismo perfil que el más grande, firma contratos con avisos de salida y pide anticipos en pedidos grandes.',
      priority: 'high',
      chapter: 12,
    });
  }
  if (v !== null && v > r.volatility.moderateAbove) {
    keyRisks.push(`Tus ingresos varían ${fmt(v)} % de un mes a otro.`);
    recommendations.push({
      code: 'plan-volatility',
      title: 'Planea tus meses flojos',
      description: `Con una volatilidad de ${fmt(v)} %, ahorra en los meses fuertes para pagar los flojos y mantén tus gastos fijos ligeros.`,
      priority: v > r.volatility.highAbove ? 'high' : 'medium',
      chapter: 12,
    });
  }

  // Liquidity: months of cash (runway when burning, else the liquidity ratio), judged as Maya
  // judges it: the worse of the runway's and the liquidity's levels (bands.ts), from the same
  // functions of the figures core, so both advisors name one level for one cash.
  const cash = input.cashCentavos;
  const burning = input.burnRateCentavos > ZERO_CENTAVOS;
  const runway = runwayFigure(cash, input.burnRateCentavos, 'tu mes');
  const coverage = liquidityFigure(cash, input.monthlyCostsCentavos);
  const cashLevel = cashSafetyLevel(runway, coverage);
  // The months that bind: how long the cash lasts at the burn, or how many months of costs it
  // covers, whichever is fewer (a profitable month with a thin reserve is still a thin reserve).
  const lasting = cash === null || !burning ? null : runway.value;
  const covering = coverage.value;
  const byRunway = lasting !== null && (covering === null || lasting < covering);
  const cashMonths = cash === null ? null : cash <= 0 ? 0 : byRunway ? lasting : covering;
  if (cash === null) missing.push('tu saldo de caja');
  const liquidityBar = front(
    cash === null ? null : cashMonths === null ? 0 : monthsRisk(cashMonths),
    cash === null
      ? 'Sin saldo de caja registrado.'
      : cashMonths === null
        ? 'Sin costos mensuales: tu caja no tiene contra qué medirse.'
        : byRunway
          ? `Pierdes dinero cada mes; tu caja alcanza para ${fmt(cashMonths)} meses.`
          : `Tu caja cubre ${fmt(cashMonths)} meses de costos.`,
  );
  // The bar's colour is the cash's level, not the risk scale's: one verdict for one cash.
  const liquidity = {
    ...liquidityBar,
    tone: cashLevel === null ? liquidityBar.tone : FIGURE_LEVEL_TONES[cashLevel],
  };
  if (cashMonths !== null && (cashLevel === 'warning' || cashLevel === 'critical')) {
    keyRisks.push(
      byRunway
        ? `Tu caja se acaba en ${fmt(cashMonths)} meses al ritmo actual de pérdida.`
        : `Tu caja cubre solo ${fmt(cashMonths)} meses de costos.`,
    );
    recommendations.push({
      code: 'build-cash',
      title: 'Refuerza tu caja',
      description:
        'Procura tener al menos 2 meses de costos en caja (3 si tu negocio es estacional): cobra a tiempo, aparta impuestos y aguinaldo cada mes y no compres inventario de más.',
      priority: FIGURE_LEVEL_PRIORITIES[cashLevel],
      chapter: 12,
    });
  }

  // Operational: the operating margin against its benchmark.
  const om = input.operatingMargin;
  if (om === null) missing.push('ingresos del periodo para medir tu margen de operación');
  const operational = front(
    om === null ? null : r.operational.atZeroMargin - r.operational.pointsPerMarginPercent * om,
    om === null ? 'Sin ingresos en el periodo.' : `Margen de operación de ${fmt(om)} %.`,
  );
  if (operational.percent !== null && operational.percent >= BAR_WARNING_FROM) {
    keyRisks.push(
      `Tu margen de operación (${fmt(om ?? 0)} %) está debajo de la referencia de 25 %.`,
    );
    recommendations.push({
      code: 'raise-margin',
      title: 'Mejora tu margen de operación',
      description:
        'Revisa tus gastos de operación y tus precios: cada punto de margen que ganas es colchón frente a un mes malo.',
      priority: operational.percent >= BAR_BAD_FROM ? 'high' : 'medium',
      chapter: 10,
    });
  }
  // Chapter 11: an investment whose VPN is negative at the owner's rate destroys value.
  for (const inv of input.investments) {
    if (inv.npvCentavos === null || inv.npvCentavos === undefined || inv.npvCentavos >= 0) continue;
    const rate =
      inv.discountRatePercent === undefined ? '' : ` de ${fmt(inv.discountRatePercent)} %`;
    const irr = inv.irrPercent?.length === 1 ? ` (su TIR es ${fmt(inv.irrPercent[0] ?? 0)} %)` : '';
    keyRisks.push(
      `La inversión «${inv.name}» tiene VPN negativo a tu tasa${rate}${irr}: lo que produce no paga lo que te cuesta el dinero.`,
    );
  }
  // The score's own penalties are risks too (the few-investments one is only diversification).
  for (const a of score.adjustments) {
    if (a.points < 0 && a.rule !== 'few-investments') keyRisks.push(a.message);
  }

  const order: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
  recommendations.sort((a, b) => order[a.priority] - order[b.priority]);
  return {
    score,
    breakdown: { financial, operational, market, liquidity },
    keyRisks,
    recommendations,
    cashMonths,
    cashLevel,
    missing,
  };
}
