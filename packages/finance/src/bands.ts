import { CASH_RESERVE_RULES } from './cash-reserve.ts';
import type { Centavos } from './money.ts';
import { deepFreeze } from './numbers.ts';
import type { Priority, RiskLevel, Tone } from './types.ts';

/**
 * One verdict per figure (issue 31): every screen, report KPI, advisor and rule judges a figure
 * with these bands and these words, so one figure never reads "Excelente" in one place and
 * "Precaución" in another.
 *
 * The spec gave the same figures two sets of bands, which is how they came to disagree:
 * - the flow margin: the cash-flow status (001 §4: 15 % / 0 / −10 %) and a colouring at 20 % and
 *   10 %. We keep the status's bands, the one the badge and the header name in words;
 * - runway: a risk level at 2 and 6 months and advice tiers at 3 and 6. We keep 3 and 6 (the
 *   dashboard's and the header's), so Maya's risk and her advice say the same;
 * - liquidity (months of total costs the cash covers): chapter 3's and chapter 12's reserve,
 *   under one month short, under the recommended two a warning (cash-reserve.ts);
 * - net margin: the health score's bands (15 % / 5 % / 0, spec 000 §9);
 * - health score: 80 and 60, the owner's warning line in place of 60 (settings).
 */
export type FigureLevel = 'excellent' | 'good' | 'warning' | 'critical';

export const FIGURE_LEVEL_LABELS = deepFreeze({
  excellent: 'Excelente',
  good: 'Bueno',
  warning: 'Precaución',
  critical: 'Crítico',
} as const satisfies Record<FigureLevel, string>);

export const FIGURE_LEVEL_TONES = deepFreeze({
  excellent: 'good',
  good: 'good',
  warning: 'warning',
  critical: 'bad',
} as const satisfies Record<FigureLevel, Tone>);

/** The risk an advisor names for a level: critical is high, a warning medium. */
export const FIGURE_LEVEL_RISKS = deepFreeze({
  excellent: 'low',
  good: 'low',
  warning: 'medium',
  critical: 'high',
} as const satisfies Record<FigureLevel, RiskLevel>);

/** How urgent an advisor's recommendation on a figure is, by the figure's level. */
export const FIGURE_LEVEL_PRIORITIES = deepFreeze({
  excellent: 'low',
  good: 'low',
  warning: 'medium',
  critical: 'high',
} as const satisfies Record<FigureLevel, Priority>);

export const FIGURE_BANDS = deepFreeze({
  /** Months the cash lasts at the monthly burn: under 3 critical, under 6 a warning. Ch. 3. */
  runwayMonths: { criticalBelow: 3, warningBelow: 6 },
  /** Months of total costs the cash covers: under 1 critical, under 2 a warning. Ch. 3, 12. */
  liquidityMonths: {
    criticalBelow: CASH_RESERVE_RULES.minimumMonths,
    warningBelow: CASH_RESERVE_RULES.recommendedMonths,
  },
  /** Net cash flow over income: above 15 % excellent, above 0 good, from −10 % a warning. */
  flowMargin: { excellentAbove: 15, goodAbove: 0, warningFrom: -10 },
  /** Profit over revenue: from 15 % excellent, from 5 % good, from 0 a warning. Ch. 10. */
  netMargin: { excellentFrom: 15, goodFrom: 5, warningFrom: 0 },
  /** The health score: from 80 good, from 60 (or the owner's line) a warning. Ch. 1. */
  healthScore: { goodFrom: 80, warningFrom: 60 },
} as const);

const RANK: Record<FigureLevel, number> = { critical: 0, warning: 1, good: 2, excellent: 3 };

/** The worse of two levels; a missing one raises nothing. */
export function worseLevel(a: FigureLevel, b: FigureLevel | null): FigureLevel;
export function worseLevel(a: FigureLevel | null, b: FigureLevel | null): FigureLevel | null;
export function worseLevel(a: FigureLevel | null, b: FigureLevel | null): FigureLevel | null {
  if (a === null) return b;
  if (b === null) return a;
  return RANK[a] <= RANK[b] ? a : b;
}

/** A level that calls for attention (a warning or critical), else null. */
export function alarmOf(level: FigureLevel | null): FigureLevel | null {
  return level === 'warning' || level === 'critical' ? level : null;
}

/** Runway: under 3 months critical, under 6 a warning; no limit (null) is good. Ch. 3. */
export function runwayLevel(months: number | null): FigureLevel {
  const b = FIGURE_BANDS.runwayMonths;
  if (months === null) return 'good';
  if (months < b.criticalBelow) return 'critical';
  if (months < b.warningBelow) return 'warning';
  return 'good';
}

/** Liquidity (months of costs covered): under 1 critical, under 2 a warning. Ch. 3 and 12. */
export function liquidityLevel(months: number): FigureLevel {
  const b = FIGURE_BANDS.liquidityMonths;
  if (months < b.criticalBelow) return 'critical';
  if (months < b.warningBelow) return 'warning';
  return 'good';
}

/**
 * The flow margin's level from the net flow and the income, compared in integers (net × 100
 * against percent × income), so exactly 15 % is good, not excellent. Without income a positive
 * flow is good and a negative one critical. Ch. 3.
 */
export function flowMarginLevel(netFlowCentavos: number, incomeCentavos: number): FigureLevel {
  const b = FIGURE_BANDS.flowMargin;
  const scaled = netFlowCentavos * 100;
  const base = Math.max(0, incomeCentavos);
  if (scaled > b.excellentAbove * base) return 'excellent';
  if (netFlowCentavos > b.goodAbove) return 'good';
  if (scaled >= b.warningFrom * base) return 'warning';
  return 'critical';
}

/** Net margin (percent): from 15 excellent, from 5 good, from 0 a warning, a loss critical. */
export function netMarginLevel(percent: number): FigureLevel {
  const b = FIGURE_BANDS.netMargin;
  if (percent >= b.excellentFrom) return 'excellent';
  if (percent >= b.goodFrom) return 'good';
  if (percent >= b.warningFrom) return 'warning';
  return 'critical';
}

/**
 * Health score: from 80 good, from the owner's warning line (60 unless they chose another) a
 * warning, below it critical; good starts at 80 or at the owner's line if higher. Ch. 1.
 */
export function healthScoreLevel(
  score: number,
  warningFrom: number = FIGURE_BANDS.healthScore.warningFrom,
): FigureLevel {
  if (score >= Math.max(FIGURE_BANDS.healthScore.goodFrom, warningFrom)) return 'good';
  if (score >= warningFrom) return 'warning';
  return 'critical';
}

/**
 * Today's cash: negative, or under the owner's alert line (settings; 0 draws none), is
 * critical; otherwise it raises nothing (null) and the runway judges it. Ch. 3.
 */
export function cashLevel(
  balanceCentavos: Centavos | null,
  criticalBelowCentavos = 0,
): FigureLevel | null {
  if (balanceCentavos === null) return null;
  if (balanceCentavos < 0 || balanceCentavos < criticalBelowCentavos) return 'critical';
  return null;
}
