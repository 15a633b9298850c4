import { FIGURE_BANDS } from './bands.ts';
import {
  type CategoryHistory,
  type ComparisonBasis,
  type CostFrequency,
  compareCostCategory,
} from './cost-frequency.ts';
import { daysBetween } from './dates.ts';
import type { Centavos } from './money.ts';
import { centavos } from './money.ts';
import { deepFreeze, percentChange } from './numbers.ts';

/** Alert thresholds of the automation rules (spec 001 §9 "Automation"). */
export const AUTOMATION_THRESHOLDS = deepFreeze({
  /** Low cash: under 10,000 MXN in the sample rule, 5,000 MXN in the quick-setup packages. */
  lowCashSampleCentavos: centavos(1_000_000),
  lowCashPackageCentavos: centavos(500_000),
  /** Anomaly: a change of more than 25 % against the previous period. */
  anomalyVariationAbovePercent: 25,
  /** Overdue invoice: more than 7 days past its due date. */
  overdueInvoiceDaysAbove: 7,
} as const);

/** Rules in each quick-setup package. */
export const QUICK_SETUP_PACKAGES = deepFreeze({ basic: 2, professional: 5, complete: 9 } as const);

/** Low-cash alert: the balance is under the threshold (default 5,000 MXN). Book: chapter 4. */
export function isLowCash(
  balanceCentavos: Centavos,
  thresholdCentavos: Centavos = AUTOMATION_THRESHOLDS.lowCashPackageCentavos,
): boolean {
  return balanceCentavos < thresholdCentavos;
}

/**
 * Anomaly alert: the figure moved more than 25 % (either way) against the previous period. A
 * jump from 0 to anything is an anomaly; 0 to 0 is not. Book: chapter 4.
 */
export function isAnomaly(
  current: number,
  previous: number,
  thresholdPercent: number = AUTOMATION_THRESHOLDS.anomalyVariationAbovePercent,
): boolean {
  const change = percentChange(current, previous);
  if (change === null) return current !== 0;
  return Math.abs(change) > thresholdPercent;
}

/** Overdue-invoice alert: more than 7 days past the due date on `asOf`. Book: chapter 4. */
export function isOverdue(
  dueDate: string,
  asOf: string,
  graceDays: number = AUTOMATION_THRESHOLDS.overdueInvoiceDaysAbove,
): boolean {
  return daysBetween(dueDate, asOf) > graceDays;
}

/**
 * The other triggers' defaults, the figures' own bands (bands.ts) so a packaged rule fires when
 * the screens turn amber: a health score under 60, LTV/COCA under 3 (the book's floor), cash
 * covering under 2 months of expenses (the book's reserve); an anomaly compares a month with
 * the average of the 3 before it.
 */
export const AUTOMATION_DEFAULTS = deepFreeze({
  healthScoreBelow: FIGURE_BANDS.healthScore.warningFrom,
  ltvCocaBelow: 3,
  runwayMonthsBelow: FIGURE_BANDS.liquidityMonths.warningBelow,
  anomalyMonths: 3,
} as const);

/** A category's spending this month (so far) and its history (cost-frequency.ts). */
export type CategoryMonths = CategoryHistory;

export type AnomalyFinding = {
  category: string;
  frequency: CostFrequency;
  currentCentavos: Centavos;
  /** What the month was compared with (see `compareCostCategory`). */
  referenceCentavos: Centavos;
  basis: ComparisonBasis;
  /** Spanish, e.g. "su costo fijo anual". */
  comparedWith: string;
  /** Percent above the reference. */
  abovePercent: number;
};

/**
 * Categories whose month is more than `thresholdPercent` above what their frequency calls for:
 * a monthly category's average of its 3 months before, an occasional one's largest of the same
 * month a year before, its yearly fixed cost and its usual payment (cost-frequency.ts, issue 31:
 * the spec's 3-month average alone made a yearly payment a +1,895 % anomaly). A category with
 * nothing to compare with (no history, a reference of 0) has nothing to exceed. The largest
 * excess first. Book: chapter 4.
 */
export function categoryAnomalies(
  categories: readonly CategoryMonths[],
  thresholdPercent: number = AUTOMATION_THRESHOLDS.anomalyVariationAbovePercent,
): AnomalyFinding[] {
  const found: AnomalyFinding[] = [];
  for (const c of categories) {
    const { abovePercent, ...comparison } = compareCostCategory(c);
    if (abovePercent !== null && abovePercent > thresholdPercent) {
      found.push({ ...comparison, abovePercent });
    }
  }
  return found.sort((a, b) => b.abovePercent - a.abovePercent);
}

/** Open receivables more than `graceDays` past their due date on `asOf`, oldest first. */
export function overdueReceivables<T extends { dueDate: string; openCentavos: Centavos }>(
  documents: readonly T[],
  asOf: string,
  graceDays: number = AUTOMATION_THRESHOLDS.overdueInvoiceDaysAbove,
): T[] {
  return documents
    .filter((d) => d.openCentavos > 0 && isOverdue(d.dueDate, asOf, graceDays))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}
