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
