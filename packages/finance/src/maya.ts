import { FIGURE_BANDS, FIGURE_LEVEL_PRIORITIES, FIGURE_LEVEL_RISKS } from './bands.ts';
import { cashFlowAnalysisInputs } from './cash-flow.ts';
import type { MonthTotals } from './dashboard-view.ts';
import { monthName } from './dates.ts';
import {
  cashSafetyLevel,
  FIGURES_NOTES,
  type Judged,
  liquidityFigure,
  runwayFigure,
} from './figures.ts';
import type { Centavos } from './money.ts';
import { deepFreeze, percent } from './numbers.ts';
import { burnRate } from './runway.ts';
import type { Notes, Priority, RiskLevel } from './types.ts';

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
  /** Null when the cash does not run out at this pace, or without the cash balance. */
  runwayMonths: number | null;
  /** The worse of the runway's and the liquidity's levels, as a risk; null without cash. */
  riskLevel: RiskLevel | null;
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
 * Maya's analysis from the company's own figures (the figures core's month, issue 31): the
 * runway and the liquidity with their levels (bands.ts), her liquidity risk (the worse of the
 * two, the level Alex names too), the seasons of the revenue history, the recommendations of
 * that level and of the seasons, and the next review in 7 days. Receivables and payables are the
 * company's own; the spec's 15 % / 10 % of a month apply only when missing, and `assumed` says
 * so. Without the cash balance there is no runway: she asks for it. Book: chapters 3 and 15.
 */
export function mayaAnalysis(input: {
  asOf: string;
  cashCentavos: Centavos | null;
  /** The basis month: revenue, expenses and net flow (owner movements included). */
  monthlyRevenueCentavos: Centavos;
  monthlyCostsCentavos: Centavos;
  monthlyNetFlowCentavos: Centavos;
  /** Spanish, a few words naming the basis month ("tus últimos 90 días"). */
  basisLabel: string;
  receivablesCentavos: Centavos | null;
  payablesCentavos: Centavos | null;
  /** The last months of recorded revenue and expenses, oldest first. */
  monthly: readonly MonthTotals[];
  /**
   * The figures core's runway and liquidity (figures.ts) for a company: taken as they are, so
   * Maya says what the header says; computed from the month above when absent (a book case).
   */
  cashFigures?: { runway: Judged<number>; liquidity: Judged<number> };
}): MayaAnalysis {
  const defaults = cashFlowAnalysisInputs({
    monthlyRevenueCentavos: input.monthlyRevenueCentavos,
    monthlyExpensesCentavos: input.monthlyCostsCentavos,
    cashBalanceCentavos: input.cashCentavos,
    asOf: input.asOf,
  });
  const assumed: string[] = [];
  if (input.receivablesCentavos === null)
    assumed.push('cuentas por cobrar (15 % de un mes de ventas)');
  if (input.payablesCentavos === null) assumed.push('cuentas por pagar (10 % de un mes de gastos)');
  const receivables = input.receivablesCentavos ?? defaults.accountsReceivableCentavos;
  const payables = input.payablesCentavos ?? defaults.accountsPayableCentavos;
  const cash = input.cashCentavos;
  const burn = burnRate(input.monthlyNetFlowCentavos);
  const runway = input.cashFigures?.runway ?? runwayFigure(cash, burn, input.basisLabel);
  const liquidity =
    input.cashFigures?.liquidity ?? liquidityFigure(cash, input.monthlyCostsCentavos);
  const level = cashSafetyLevel(runway, liquidity);
  const riskLevel = level === null ? null : FIGURE_LEVEL_RISKS[level];
  const runwayMonths = runway.value;
  const seasons = seasonalPatterns(input.monthly);
  const notes: Notes<MayaAnalysis> = {};
  if (runway.note) notes.runwayMonths = runway.note;
  if (liquidity.note) notes.liquidityRatio = liquidity.note;
  if (riskLevel === null) notes.riskLevel = FIGURES_NOTES.noCash;
  if (!seasons) {
    notes.seasonalPatterns = `Hacen falta ${MAYA_RULES.seasonalMinMonths} meses de movimientos para ver tus temporadas.`;
  }
  const negative = cash !== null && cash < 0;

  const recommendations: MayaRecommendation[] = [];
  if (cash === null) {
    recommendations.push({
      code: 'register-cash',
      title: 'Registra tu saldo en caja',
      description:
        'Sin tu saldo en caja no se sabe cuántos meses puedes operar: agrégalo en Datos de tu empresa y vuelve a pedir el análisis.',
      priority: 'high',
      impact: 'Saber cuánto tiempo te alcanza',
      timeline: 'Hoy',
      chapter: 3,
    });
  } else if (negative) {
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
  } else if (runway.level === 'critical') {
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
  } else if (level === 'critical' || level === 'warning') {
    recommendations.push({
      code: 'build-reserve',
      title: 'Construye una reserva',
      description:
        runway.level === 'warning'
          ? 'Te alcanza para menos de 6 meses: aparta cada mes una parte de lo que entra hasta cubrir 2 meses de costos.'
          : `Tu caja cubre menos de ${FIGURE_BANDS.liquidityMonths.warningBelow} meses de gastos: aparta cada mes una parte de lo que entra hasta cubrirlos.`,
      priority: FIGURE_LEVEL_PRIORITIES[level],
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
    liquidityRatio: liquidity.value,
    seasonalPatterns: seasons,
    recommendations,
    nextReviewDate: defaults.nextReviewDate,
    assumed,
    notes,
  };
}
