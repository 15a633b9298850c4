import {
  type AlexResponse,
  alexFigures,
  type DefaultPeriod,
  type InvestmentInput,
  type ProfitabilityViewResponse,
  profitabilityStatementView,
  type RiskInputsView,
} from '@caudal/contracts';
import {
  addDays,
  addMonths,
  type BenchmarkRating,
  DEFAULT_DISCOUNT_RATE_PERCENT,
  evaluateInvestment,
  type IncomeStatementInput,
  investmentReturns,
  type ProfitabilityCase,
  profitabilityFigures,
  type RiskAssessmentInput,
  riskAssessment,
  roiTone,
} from '@caudal/finance';
import {
  type Centavos,
  centavos,
  MONEY_MAX_PESOS,
  toCentavos,
  toPesos,
  ZERO_CENTAVOS,
} from '@caudal/finance/money';
import { LOCAL_AGENT } from '../../components/advisor-panel/advisor-view.ts';
import type { Period } from './api/profitability-api.ts';

export const INVESTMENT_TYPE_LABELS: Record<NonNullable<InvestmentInput['type']>, string> = {
  marketing: 'Marketing',
  technology: 'Tecnología',
  equipment: 'Equipo',
  expansion: 'Expansión',
  other: 'Otro',
};

export const RISK_LEVEL_LABELS: Record<NonNullable<InvestmentInput['riskLevel']>, string> = {
  low: 'Bajo',
  medium: 'Medio',
  high: 'Alto',
};

export const RATING_LABELS: Record<BenchmarkRating, string> = {
  excellent: 'Excelente',
  good: 'Bien',
  warning: 'Atención',
  poor: 'Bajo',
};

/**
 * The periods the owner can pick: the last 12 (the API's default), 6 or 3 complete months, this
 * year's complete months (from February on: in January there are none), last year.
 */
export type PeriodOption = { value: PeriodChoice; label: string; period: Period };
export type PeriodChoice = '12m' | '6m' | '3m' | 'ytd' | 'last-year';

export function periodOptions(today: string): PeriodOption[] {
  const thisMonth = `${today.slice(0, 7)}-01`;
  const lastDay = addDays(thisMonth, -1);
  const year = Number(today.slice(0, 4));
  const complete = (months: number): Period => ({
    from: addMonths(thisMonth, -months),
    to: lastDay,
  });
  const yearToDate: PeriodOption[] = hasCompleteMonthThisYear(today)
    ? [
        {
          value: 'ytd',
          label: `En lo que va de ${year} (meses completos)`,
          period: { from: `${year}-01-01`, to: lastDay },
        },
      ]
    : [];
  return [
    { value: '12m', label: 'Últimos 12 meses completos', period: null },
    { value: '6m', label: 'Últimos 6 meses completos', period: complete(6) },
    { value: '3m', label: 'Últimos 3 meses completos', period: complete(3) },
    ...yearToDate,
    {
      value: 'last-year',
      label: `Año ${year - 1}`,
      period: { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` },
    },
  ];
}

const hasCompleteMonthThisYear = (today: string) => today.slice(5, 7) !== '01';

/**
 * The period the screen opens on for the company's default period (Configuración › Análisis):
 * 3 and 6 months are the last 3 and 6 complete months, a year the last 12; "en lo que va del año"
 * is 1 January to the end of last month, and in January (no complete month yet) the last 12
 * complete months, which are then last year.
 */
export function choiceForSetting(setting: DefaultPeriod, today: string): PeriodChoice {
  switch (setting) {
    case 'last_3_months':
      return '3m';
    case 'last_6_months':
      return '6m';
    case 'last_year':
      return '12m';
    case 'ytd':
      return hasCompleteMonthThisYear(today) ? 'ytd' : '12m';
  }
}

type Statement = ProfitabilityViewResponse['statement'];

/** The view's statement (centavos once decoded) as finance's input. */
export function statementInput(s: Statement): IncomeStatementInput {
  return {
    revenueCentavos: s.revenue,
    costOfSalesCentavos: s.costOfSales,
    operatingExpensesCentavos: s.operatingExpenses,
    interestCentavos: s.interest,
    taxesCentavos: s.taxes,
  };
}

/** The margins tab's inputs, as typed (pesos). */
export const WHAT_IF_FIELDS = [
  { key: 'revenueCentavos', label: 'Ingresos' },
  { key: 'costOfSalesCentavos', label: 'Costo de ventas' },
  { key: 'operatingExpensesCentavos', label: 'Gastos de operación' },
  { key: 'interestCentavos', label: 'Intereses' },
  { key: 'taxesCentavos', label: 'Impuestos' },
] as const satisfies readonly { key: keyof IncomeStatementInput; label: string }[];

export type WhatIfDraft = Record<keyof IncomeStatementInput, string>;

const pesosText = (c: Centavos) => String(toPesos(c));

export function draftOf(input: IncomeStatementInput): WhatIfDraft {
  return {
    revenueCentavos: pesosText(input.revenueCentavos),
    costOfSalesCentavos: pesosText(input.costOfSalesCentavos),
    operatingExpensesCentavos: pesosText(input.operatingExpensesCentavos),
    interestCentavos: pesosText(input.interestCentavos),
    taxesCentavos: pesosText(input.taxesCentavos),
  };
}

/**
 * The typed what-if as finance's input, or a Spanish message per field: amounts in pesos, zero
 * or more, at most two decimals worth of precision; an empty field counts as 0.
 */
export function parseWhatIf(
  draft: WhatIfDraft,
):
  | { ok: true; input: IncomeStatementInput }
  | { ok: false; errors: Partial<Record<keyof IncomeStatementInput, string>> } {
  const errors: Partial<Record<keyof IncomeStatementInput, string>> = {};
  const values = {} as Record<keyof IncomeStatementInput, Centavos>;
  for (const field of WHAT_IF_FIELDS) {
    const text = draft[field.key].trim().replace(/[$,\s]/g, '');
    const value = text === '' ? 0 : Number(text);
    if (!Number.isFinite(value)) errors[field.key] = `${field.label}: escribe un número`;
    else if (value < 0) errors[field.key] = `${field.label}: no puede ser negativo`;
    else if (value > MONEY_MAX_PESOS) errors[field.key] = `${field.label}: es demasiado grande`;
    else values[field.key] = toCentavos(value);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: values };
}

/** The view's risk inputs (wire names, centavos once decoded) as finance's input. */
export function riskInputOf(inputs: RiskInputsView): RiskAssessmentInput {
  return {
    debtToEquity: inputs.debtToEquity,
    concentration: inputs.concentration,
    revenueVolatility: inputs.revenueVolatility,
    burnRateCentavos: inputs.burnRate,
    cashCentavos: inputs.cash,
    monthlyCostsCentavos: inputs.monthlyCosts,
    operatingMargin: inputs.operatingMargin,
    netMargin: inputs.netMargin,
    investments: inputs.investments.map((i) => ({
      name: i.name,
      riskLevel: i.riskLevel,
      npvCentavos: i.npv,
      discountRatePercent: i.discountRate,
      irrPercent: i.irr,
    })),
  };
}

const LEVEL_WORDS = { low: 'bajo', medium: 'medio', high: 'alto' } as const;
const IMPACT = { high: 'Alto', medium: 'Medio', low: 'Bajo' } as const;

/**
 * The browser's own risk analysis (finance `riskAssessment` over the view's inputs, the same
 * function Alex runs), shaped as Alex's answer; used only when the server cannot be reached.
 * Chapter 12's recommendations first, as Alex orders them.
 */
export function localAlex(view: ProfitabilityViewResponse): AlexResponse {
  const a = riskAssessment(riskInputOf(view.risk.inputs));
  const ordered = [
    ...a.recommendations.filter((r) => r.chapter === 12),
    ...a.recommendations.filter((r) => r.chapter !== 12),
  ];
  const recommendations = (
    ordered.length > 0
      ? ordered
      : [
          {
            title: 'Revisa tu riesgo cada trimestre',
            description:
              'Tu puntaje y tu desglose no muestran alertas graves. Vuelve a revisar tu concentración de clientes, tu deuda, tu volatilidad y tu caja cada trimestre.',
            priority: 'low' as const,
            chapter: 12,
          },
        ]
  ).map((r) => ({
    title: r.title,
    description: `${r.description} (capítulo ${r.chapter} del libro)`,
    priority: r.priority,
    impact: IMPACT[r.priority],
    timeline: r.priority === 'high' ? 'Este mes' : '1 a 3 meses',
    citations: [],
  }));
  return {
    success: true,
    agent: LOCAL_AGENT,
    timestamp: new Date().toISOString(),
    analysis: {
      ...alexFigures(a, {
        period: view.period,
        inputs: view.risk.inputs,
        totalRevenue: view.example ? (0 as Centavos) : view.statement.revenue,
      }),
      ai_analysis: [
        `Con las cifras de esta página, tu puntaje de riesgo es ${a.score.score} de 100: riesgo ${LEVEL_WORDS[a.score.level]}.`,
        a.keyRisks[0] ?? '',
      ]
        .filter(Boolean)
        .join(' '),
      recommendations,
      citations: [],
      mode: 'extractive',
      assumed: a.missing.map((m) => `sin ${m}`),
      analysis_id: '',
    },
  };
}

/**
 * A book case (spec 001 §3 "Book example case") as the screen's view: its month's statement,
 * margins, waterfall and insights and its investments, computed by finance as the API computes
 * the company's. The centres, groups and risk stay the company's (`base`): the case has none.
 */
export function caseView(
  c: ProfitabilityCase,
  base: ProfitabilityViewResponse,
): ProfitabilityViewResponse {
  const f = c.data.figures;
  const figures = profitabilityFigures({
    revenueCentavos: f.totalRevenueCentavos,
    costOfSalesCentavos: centavos(f.totalRevenueCentavos - f.grossProfitCentavos),
    operatingExpensesCentavos: f.operatingExpensesCentavos,
    interestCentavos: ZERO_CENTAVOS,
    taxesCentavos: f.taxesCentavos,
  });
  const investments = c.data.investments.map((i) => {
    const r = investmentReturns(i);
    const cashFlows = Array.from({ length: i.durationMonths }, () => i.monthlyReturnCentavos);
    const e = evaluateInvestment({
      initialOutlayCentavos: i.initialCostCentavos,
      flowsCentavos: cashFlows,
      discountRatePercent: DEFAULT_DISCOUNT_RATE_PERCENT,
      periodUnit: 'month',
    });
    return {
      id: `caso-${i.id}`,
      name: i.name,
      type: i.type,
      initialCost: i.initialCostCentavos,
      monthlyReturn: i.monthlyReturnCentavos,
      duration: i.durationMonths,
      cashFlows,
      periodUnit: 'month' as const,
      discountRate: DEFAULT_DISCOUNT_RATE_PERCENT,
      salvageValue: null,
      riskLevel: i.riskLevel,
      totalReturn: r.totalReturnCentavos,
      roi: r.roi,
      annualizedRoi: r.annualizedRoi,
      // Within the term only: a case that is not back by its end says so (issue 33).
      paybackPeriod: e.paybackPeriods.value,
      paybackNote: e.notes.paybackPeriods ?? null,
      npv: e.npv.value,
      irr: e.irr.value,
      tone: r.roi === null ? null : roiTone(r.roi),
      createdAt: '',
    };
  });
  return {
    ...base,
    example: false,
    ...profitabilityStatementView(
      figures,
      investments.map((inv) => inv.roi),
    ),
    investments,
    assumed: [`Cifras de un mes del caso del libro «${c.title}», no las de tu negocio.`],
  };
}
