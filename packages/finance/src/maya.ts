import { cashFlowAnalysisInputs } from './cash-flow.ts';
import { typicalMonth } from './cash-flow-view.ts';
import type { MonthTotals } from './dashboard-view.ts';
import { type Centavos, centavos, ZERO_CENTAVOS } from './money.ts';
import { deepFreeze, percent, ratio } from './numbers.ts';
import { runway, runwayAdvice, runwayRisk } from './runway.ts';
import type { Notes, Priority, RiskLevel } from './types.ts';

/** Spanish month names, for the seasonal patterns ('2026-03' → 'marzo de 2026'). */
const MONTHS = deepFreeze([
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const);

const monthName = (month: string) => MONTHS[Number(month.slice(5, 7)) - 1] ?? month;
const monthLabel = (month: string) => `${monthName(month)} de ${month.slice(0, 4)}`;

/** Maya's thresholds (spec 001 §9 "Cash flow"; a swing is ours, ch. 15). */
export const MAYA_RULES = deepFreeze({
  /** Months of history needed to speak of seasons. */
  seasonalMinMonths: 6,
  /** Best and worst month this far apart (percent of the average) make a season worth planning. */
  seasonalSwingPercent: 30,
} as const);

export type SeasonalPatterns = {
  best: { month: string; label: string; revenueCentavos: Centavos };
  worst: { month: string; label: string; revenueCentavos: Centavos };
  /** (best − worst) over the average month's revenue, percent. */
  swingPercent: number;
};

export type MayaRecommendation = {
  code: string;
  title: string;
  description: string;
  priority: Priority;
  impact: string;
  timeline: string;
  /** The book chapter that explains it. */
  chapter: number;
};

export type MayaAnalysis = {
  /** Null when the cash does not run out at this pace. */
  runwayMonths: number | null;
  riskLevel: RiskLevel;
  /** Months of total costs the cash covers. */
  liquidityRatio: number | null;
  seasonalPatterns: SeasonalPatterns | null;
  recommendations: MayaRecommendation[];
  nextReviewDate: string;
  /** Spanish: which figures were assumed because the company has not given them. */
  assumed: string[];
  notes: Notes<MayaAnalysis>;
};

/** Best and worst month of the revenue history, and how far apart they are. Book: ch. 15. */
export function seasonalPatterns(monthly: readonly MonthTotals[]): SeasonalPatterns | null {
  if (monthly.length < MAYA_RULES.seasonalMinMonths) return null;
  const sorted = [...monthly].sort((a, b) => b.incomeCentavos - a.incomeCentavos);
  const best = sorted[0];
  const worst = sorted.at(-1);
  if (!best || !worst) return null;
  const average = monthly.reduce((s, m) => s + m.incomeCentavos, 0) / monthly.length;
  const swing = percent(best.incomeCentavos - worst.incomeCentavos, average);
  if (swing === null) return null;
  return {
    best: {
      month: best.month,
      label: monthLabel(best.month),
      revenueCentavos: best.incomeCentavos,
    },
    worst: {
      month: worst.month,
      label: monthLabel(worst.month),
      revenueCentavos: worst.incomeCentavos,
    },
    swingPercent: swing,
  };
}

/**
 * Maya's analysis from the company's own figures: runway and its risk (under 2 months high,
 * under 6 medium), the liquidity ratio, the seasons of its revenue history, the recommendations
 * of the advice tier (under 3 months urgent, under 6 caution) and of the seasons, and the next
 * review in 7 days. Receivables and payables are the company's own; the spec's 15 % / 10 % of a
 * month apply only when missing, and `assumed` says so. Book: chapters 3 and 15.
 */
export function mayaAnalysis(input: {
  asOf: string;
  cashCentavos: Centavos | null;
  /** The typical month's net profit and total costs. */
  monthlyNetProfitCentavos: Centavos;
  monthlyRevenueCentavos: Centavos;
  monthlyCostsCentavos: Centavos;
  receivablesCentavos: Centavos | null;
  payablesCentavos: Centavos | null;
  /** The last months of recorded revenue and expenses, oldest first. */
  monthly: readonly MonthTotals[];
}): MayaAnalysis {
  const defaults = cashFlowAnalysisInputs({
    monthlyRevenueCentavos: input.monthlyRevenueCentavos,
    monthlyExpensesCentavos: input.monthlyCostsCentavos,
    cashBalanceCentavos: input.cashCentavos,
    asOf: input.asOf,
  });
  const assumed: string[] = [];
  if (input.cashCentavos === null) assumed.push('saldo en caja ($150,000)');
  if (input.receivablesCentavos === null)
    assumed.push('cuentas por cobrar (15 % de un mes de ventas)');
  if (input.payablesCentavos === null) assumed.push('cuentas por pagar (10 % de un mes de gastos)');
  const receivables = input.receivablesCentavos ?? defaults.accountsReceivableCentavos;
  const payables = input.payablesCentavos ?? defaults.accountsPayableCentavos;
  const cash = defaults.currentBalanceCentavos;
  const months = runway(input.monthlyNetProfitCentavos, cash).months;
  const negative = cash < 0;
  const runwayMonths = negative ? 0 : months;
  const riskLevel = runwayRisk(runwayMonths);
  const liquidityRatio = ratio(cash, input.monthlyCostsCentavos);
  const seasons = seasonalPatterns(input.monthly);
  const notes: Notes<MayaAnalysis> = {};
  if (runwayMonths === null)
    notes.runwayMonths = 'Tu mes típico deja utilidad: la caja no se agota.';
  if (!seasons) {
    notes.seasonalPatterns = `Hacen falta ${MAYA_RULES.seasonalMinMonths} meses de movimientos para ver tus temporadas.`;
  }

  const recommendations: MayaRecommendation[] = [];
  const advice = runwayAdvice(runwayMonths);
  if (negative) {
    recommendations.push({
      code: 'cover-shortfall',
      title: 'Cubre el faltante de caja',
      description:
        'Tu caja está en negativo: cobra primero lo que te deben y pospón los pagos que puedas negociar.',
      priority: 'high',
      impact: 'Evita recargos y pagos rechazados',
      timeline: 'Esta semana',
      chapter: 3,
    });
  } else if (advice === 'urgent') {
    recommendations.push({
      code: 'protect-cash',
      title: 'Protege tu caja',
      description:
        'Te alcanza para menos de 3 meses: cobra lo vencido, negocia plazos con proveedores y recorta gastos que no generan ventas.',
      priority: 'high',
      impact: 'Más meses de operación',
      timeline: 'Esta semana',
      chapter: 3,
    });
  } else if (advice === 'caution') {
    recommendations.push({
      code: 'build-reserve',
      title: 'Construye una reserva',
      description:
        'Te alcanza para menos de 6 meses: aparta cada mes una parte de lo que entra hasta cubrir 2 meses de costos.',
      priority: 'medium',
      impact: 'Un colchón para los meses flojos',
      timeline: '1 a 3 meses',
      chapter: 3,
    });
  }
  if (receivables > payables && input.monthlyRevenueCentavos > 0) {
    const share = percent(receivables, input.monthlyRevenueCentavos);
    if (share !== null && share > 30) {
      recommendations.push({
        code: 'collect-receivables',
        title: 'Acorta tus cobros',
        description: `Tus clientes te deben el ${Math.round(share)} % de un mes de ventas: ofrece pago inmediato y da seguimiento a lo vencido.`,
        priority: 'medium',
        impact: 'Caja que ya ganaste, en tu cuenta',
        timeline: '2 a 4 semanas',
        chapter: 3,
      });
    }
  }
  if (seasons && seasons.swingPercent >= MAYA_RULES.seasonalSwingPercent) {
    recommendations.push({
      code: 'plan-season',
      // A season comes back every year: the advice names the month, not the year it was.
      title: `Prepárate para meses como ${monthName(seasons.worst.month)}`,
      description: `Entre tu mejor mes (${seasons.best.label}) y el más flojo (${seasons.worst.label}) hay ${Math.round(seasons.swingPercent)} % de un mes promedio: guarda en los meses fuertes lo que faltará en los flojos.`,
      priority: 'medium',
      impact: 'Sin sustos en temporada baja',
      timeline: 'Antes de la temporada baja',
      // Chapter 3's «Estacionalidad» is the section on seasons in the cash.
      chapter: 3,
    });
  }
  if (recommendations.length === 0) {
    recommendations.push({
      code: 'keep-reserve',
      title: 'Mantén tu reserva y revisa cada semana',
      description:
        'Tu caja está sana: revisa tu flujo cada semana y reinvierte con calma lo que sobre.',
      priority: 'low',
      impact: 'Decisiones con tiempo',
      timeline: 'Cada semana',
      chapter: 3,
    });
  }
  return {
    runwayMonths,
    riskLevel,
    liquidityRatio,
    seasonalPatterns: seasons,
    recommendations,
    nextReviewDate: defaults.nextReviewDate,
    assumed,
    notes,
  };
}

/** Where a month's figures for the cash analysis come from. */
export type MonthlyBasis = {
  revenueCentavos: Centavos;
  costsCentavos: Centavos;
  netProfitCentavos: Centavos;
  source: 'recorded' | 'typical' | 'none';
  /** Spanish, for the screen: which month the figures describe. */
  label: string;
};

/**
 * The month the cash analysis reasons about, the cash-flow screen's own (`cashFlowView`'s
 * typical month: the average of the last three complete months of entries, or this month so far
 * without one), so Maya and the screen's runway and liquidity agree; for a company with no
 * entries yet, the typical month of its catalogue and costs. Book: chapter 3.
 */
export function monthlyBasis(input: {
  asOf: string;
  typical: { revenueCentavos: Centavos; costsCentavos: Centavos; hasData: boolean };
  /** Recorded months, oldest first, up to the current one (owner movements excluded). */
  monthly: readonly MonthTotals[];
}): MonthlyBasis {
  const recorded = typicalMonth(input.asOf, input.monthly);
  if (recorded) {
    const { totals, basis } = recorded;
    return {
      revenueCentavos: totals.incomeCentavos,
      costsCentavos: totals.expenseCentavos,
      netProfitCentavos: centavos(totals.incomeCentavos - totals.expenseCentavos),
      source: 'recorded',
      label: basis.partial
        ? 'lo que llevas de este mes'
        : basis.months === 1
          ? 'tu último mes completo de movimientos'
          : `el promedio de tus últimos ${basis.months} meses de movimientos`,
    };
  }
  const { typical } = input;
  if (typical.hasData) {
    return {
      revenueCentavos: typical.revenueCentavos,
      costsCentavos: typical.costsCentavos,
      netProfitCentavos: centavos(typical.revenueCentavos - typical.costsCentavos),
      source: 'typical',
      label: 'tu mes típico (productos y costos)',
    };
  }
  return {
    revenueCentavos: ZERO_CENTAVOS,
    costsCentavos: ZERO_CENTAVOS,
    netProfitCentavos: ZERO_CENTAVOS,
    source: 'none',
    label: 'sin productos, costos ni movimientos registrados',
  };
}
