import type { Centavos } from './money.ts';
import { centavos } from './money.ts';
import { deepFreeze, percent } from './numbers.ts';
import type { Insight, Notes, Tone } from './types.ts';
import { LTV_COCA_BANDS } from './unit-economics.ts';

/** Default figures of the margins tab (spec 001 §9 "Profitability"), in centavos. */
export const PROFITABILITY_DEFAULTS = deepFreeze({
  totalRevenueCentavos: centavos(28_000_000),
  totalCostsCentavos: centavos(19_500_000),
  grossProfitCentavos: centavos(8_500_000),
  netProfitCentavos: centavos(6_500_000),
} as const);

/** Industry benchmarks, percent (spec 001 §9). */
export const PROFITABILITY_BENCHMARKS = deepFreeze({
  grossMargin: 45,
  operatingMargin: 25,
  netMargin: 15,
} as const);

/** Margin vs benchmark (spec 001 §4): ×1.2 or more excellent, at or above good, ×0.8 warning. */
export const BENCHMARK_RATING_BANDS = deepFreeze({
  excellentFrom: 1.2,
  goodFrom: 1,
  warningFrom: 0.8,
} as const);

/** Colour bands (spec 001 §9 "Colours"). */
export const PROFITABILITY_TONE_BANDS = deepFreeze({
  roi: { goodFrom: 20, warningFrom: 10 },
  profitCentreMargin: { goodFrom: 50, warningFrom: 30 },
  riskScore: { goodFrom: 80, warningFrom: 60 },
  /** Risk breakdown bars: lower is better. */
  riskBreakdown: { goodBelow: 30, warningBelow: 60 },
} as const);

/** Insight thresholds (spec 001 §9), percent. */
export const PROFITABILITY_INSIGHT_THRESHOLDS = deepFreeze({
  lowNetMarginBelow: 10,
  lowRoiBelow: 15,
  healthyGrossMarginFrom: 40,
  excellentRoiFrom: 20,
} as const);

const NO_REVENUE = 'Sin ingresos no se pueden calcular márgenes.';

export type BenchmarkRating = 'excellent' | 'good' | 'warning' | 'poor';

/**
 * Rates a margin against its benchmark. Compared in tenths (value × 10 ≥ 12 × benchmark) so
 * 18 % against 15 % is exactly "excellent". Null without a positive benchmark. Book: ch. 10.
 */
export function marginVsBenchmark(
  valuePercent: number,
  benchmarkPercent: number,
): BenchmarkComparison {
  if (!(benchmarkPercent > 0) || !Number.isFinite(valuePercent)) {
    return { rating: null, notes: { rating: 'Sin una referencia positiva no hay comparación.' } };
  }
  const scaled = valuePercent * 10;
  const b = BENCHMARK_RATING_BANDS;
  const rating: BenchmarkRating =
    scaled >= b.excellentFrom * 10 * benchmarkPercent
      ? 'excellent'
      : scaled >= b.goodFrom * 10 * benchmarkPercent
        ? 'good'
        : scaled >= b.warningFrom * 10 * benchmarkPercent
          ? 'warning'
          : 'poor';
  return { rating, notes: {} };
}

export type BenchmarkComparison = {
  rating: BenchmarkRating | null;
  notes: Notes<BenchmarkComparison>;
};

export type MarginsInput = {
  totalRevenueCentavos: Centavos;
  grossProfitCentavos: Centavos;
  netProfitCentavos: Centavos;
  operatingExpensesCentavos: Centavos;
  taxesCentavos: Centavos;
  /** Interest paid, when the entries say so (below EBITDA); none by default. */
  interestCentavos?: Centavos;
};

export type Margins = {
  grossMargin: number | null;
  /** (gross profit − operating expenses) / revenue. */
  operatingMargin: number | null;
  netMargin: number | null;
  /** Net profit + taxes + interest: cash entries carry no depreciation or amortisation. */
  ebitdaCentavos: Centavos;
  ebitdaMargin: number | null;
  grossRating: BenchmarkRating | null;
  operatingRating: BenchmarkRating | null;
  netRating: BenchmarkRating | null;
  notes: Notes<Margins>;
};

/** Gross, operating and net margin, EBITDA, each rated against the benchmarks. Book: ch. 10. */
export function margins(input: MarginsInput): Margins {
  const revenue = input.totalRevenueCentavos;
  const gross = percent(input.grossProfitCentavos, revenue);
  const operating = percent(input.grossProfitCentavos - input.operatingExpensesCentavos, revenue);
  const net = percent(input.netProfitCentavos, revenue);
  const ebitda = centavos(
    input.netProfitCentavos + input.taxesCentavos + (input.interestCentavos ?? 0),
  );
  const rate = (value: number | null, benchmark: number) =>
    value === null ? null : marginVsBenchmark(value, benchmark).rating;
  const notes: Notes<Margins> = {};
  if (!(revenue > 0)) {
    for (const key of [
      'grossMargin',
      'operatingMargin',
      'netMargin',
      'ebitdaMargin',
      'grossRating',
      'operatingRating',
      'netRating',
    ] as const) {
      notes[key] = NO_REVENUE;
    }
  }
  return {
    grossMargin: gross,
    operatingMargin: operating,
    netMargin: net,
    ebitdaCentavos: ebitda,
    ebitdaMargin: percent(ebitda, revenue),
    grossRating: rate(gross, PROFITABILITY_BENCHMARKS.grossMargin),
    operatingRating: rate(operating, PROFITABILITY_BENCHMARKS.operatingMargin),
    netRating: rate(net, PROFITABILITY_BENCHMARKS.netMargin),
    notes,
  };
}

export const BENCHMARK_RATING_TONES = deepFreeze({
  excellent: 'good',
  good: 'good',
  warning: 'warning',
  poor: 'bad',
} as const satisfies Record<BenchmarkRating, Tone>);

/** Colour of a margin against its benchmark; null when it cannot be rated. Book: chapter 10. */
export function benchmarkTone(valuePercent: number, benchmarkPercent: number): Tone | null {
  const { rating } = marginVsBenchmark(valuePercent, benchmarkPercent);
  return rating === null ? null : BENCHMARK_RATING_TONES[rating];
}

function toneAtLeast(value: number, bands: { goodFrom: number; warningFrom: number }): Tone {
  if (value >= bands.goodFrom) return 'good';
  if (value >= bands.warningFrom) return 'warning';
  return 'bad';
}

/** ROI colour: 20 % or more good, 10 % or more warning. Book: chapter 11. */
export function roiTone(roiPercent: number): Tone {
  return toneAtLeast(roiPercent, PROFITABILITY_TONE_BANDS.roi);
}

/** Profit-centre margin colour: 50 % or more good, 30 % or more warning. Book: chapter 10. */
export function profitCentreMarginTone(marginPercent: number): Tone {
  return toneAtLeast(marginPercent, PROFITABILITY_TONE_BANDS.profitCentreMargin);
}

/** Risk-score colour: 80 or more good, 60 or more warning (higher is safer). Book: ch. 12. */
export function riskScoreTone(score: number): Tone {
  return toneAtLeast(score, PROFITABILITY_TONE_BANDS.riskScore);
}

/** Risk-breakdown bar colour: under 30 % good, under 60 % warning. Book: chapter 12. */
export function riskBreakdownTone(percentValue: number): Tone {
  const bands = PROFITABILITY_TONE_BANDS.riskBreakdown;
  if (percentValue < bands.goodBelow) return 'good';
  if (percentValue < bands.warningBelow) return 'warning';
  return 'bad';
}

/**
 * Profitability insights: net margin under 10 % (warning), any ROI under 15 % (warning),
 * gross margin 40 % or more (healthy), every ROI 20 % or more (excellent portfolio, needs at
 * least one investment). Book: chapters 10 and 11.
 */
export function profitabilityInsights(input: {
  netMargin: number | null;
  grossMargin: number | null;
  investmentRois: readonly (number | null)[];
}): Insight[] {
  const t = PROFITABILITY_INSIGHT_THRESHOLDS;
  const rois = input.investmentRois.filter((roi): roi is number => roi !== null);
  const insights: Insight[] = [];
  if (input.netMargin !== null && input.netMargin < t.lowNetMarginBelow) {
    insights.push({
      code: 'low-net-margin',
      tone: 'warning',
      title: 'Margen neto bajo',
      message: 'Tu margen neto es menor al 10 %: revisa costos y precios.',
    });
  }
  if (rois.some((roi) => roi < t.lowRoiBelow)) {
    insights.push({
      code: 'low-roi',
      tone: 'warning',
      title: 'Inversiones con ROI bajo',
      message: 'Alguna inversión rinde menos del 15 %: evalúa si conviene mantenerla.',
    });
  }
  if (input.grossMargin !== null && input.grossMargin >= t.healthyGrossMarginFrom) {
    insights.push({
      code: 'healthy-gross-margin',
      tone: 'good',
      title: 'Margen bruto saludable',
      message: 'Tu margen bruto es de 40 % o más.',
    });
  }
  if (rois.length > 0 && rois.every((roi) => roi >= t.excellentRoiFrom)) {
    insights.push({
      code: 'excellent-portfolio',
      tone: 'good',
      title: 'Portafolio excelente',
      message: 'Todas tus inversiones rinden 20 % o más.',
    });
  }
  return insights;
}

/**
 * The general references Caudal compares a company with, each with where it comes from. There
 * are no per-industry references with sources we can verify, so every industry gets these,
 * labelled as general (issue 19). Book: chapters 5 and 10.
 */
export const GENERAL_BENCHMARKS = deepFreeze([
  {
    id: 'gross-margin',
    name: 'Margen bruto',
    value: PROFITABILITY_BENCHMARKS.grossMargin,
    unit: '%',
    source: 'Finanzas para Emprendedores, capítulo 10 (referencia general de la app)',
  },
  {
    id: 'operating-margin',
    name: 'Margen operativo',
    value: PROFITABILITY_BENCHMARKS.operatingMargin,
    unit: '%',
    source: 'Finanzas para Emprendedores, capítulo 10 (referencia general de la app)',
  },
  {
    id: 'net-margin',
    name: 'Margen neto',
    value: PROFITABILITY_BENCHMARKS.netMargin,
    unit: '%',
    source: 'Finanzas para Emprendedores, capítulo 10 (referencia general de la app)',
  },
  {
    id: 'ltv-coca',
    name: 'Razón LTV/COCA mínima sana',
    value: LTV_COCA_BANDS.goodFrom,
    unit: 'x',
    source: 'Finanzas para Emprendedores, capítulo 5 (3 o más es sano; 5 o más, excelente)',
  },
] as const);
