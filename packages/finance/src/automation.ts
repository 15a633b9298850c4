import { FIGURE_BANDS } from './bands.ts';
import { daysBetween } from './dates.ts';
import type { Centavos } from './money.ts';
import { centavos } from './money.ts';
import { deepFreeze, percentChange, roundCentavos } from './numbers.ts';

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

/** A category's spending this month (so far) and in the complete months before it. */
export type CategoryMonths = {
  category: string;
  currentCentavos: Centavos;
  /** The previous complete months (a month without spending counts as 0). */
  previousCentavos: readonly Centavos[];
};

export type AnomalyFinding = {
  category: string;
  currentCentavos: Centavos;
  averageCentavos: Centavos;
  /** Percent above the average. */
  abovePercent: number;
};

/**
 * Categories whose month is more than `thresholdPercent` above the average of their previous
 * months (a category without history, or whose average is 0, has nothing to exceed). The
 * largest excess first. Book: chapter 4.
 */
export function categoryAnomalies(
  categories: readonly CategoryMonths[],
  thresholdPercent: number = AUTOMATION_THRESHOLDS.anomalyVariationAbovePercent,
): AnomalyFinding[] {
  const found: AnomalyFinding[] = [];
  for (const c of categories) {
    if (c.previousCentavos.length === 0) continue;
    const average = roundCentavos(
      c.previousCentavos.reduce((sum, v) => sum + v, 0) / c.previousCentavos.length,
    );
    const above = percentChange(c.currentCentavos, average);
    if (average > 0 && above !== null && above > thresholdPercent) {
      found.push({
        category: c.category,
        currentCentavos: c.currentCentavos,
        averageCentavos: average,
        abovePercent: above,
      });
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
