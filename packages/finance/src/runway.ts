import { CASH_FLOW_STATUS_TONES, type CashFlowStatus } from './cash-flow.ts';
import type { Centavos } from './money.ts';
import { centavos } from './money.ts';
import { deepFreeze, ratio, roundCentavos } from './numbers.ts';
import type { Notes, RiskLevel, Tone } from './types.ts';

/** Runway (spec 000 §9, 001 §9 "Cash flow"). */
export const RUNWAY_RULES = deepFreeze({
  /** Cash assumed only when the company's balance is unknown: 100,000 MXN. */
  defaultCashBalanceCentavos: centavos(10_000_000),
  /** Risk: under 2 months high, under 6 medium, otherwise low. */
  highRiskBelowMonths: 2,
  mediumRiskBelowMonths: 6,
  /** Advice tiers: under 3 months urgent, under 6 caution. */
  urgentAdviceBelowMonths: 3,
  cautionAdviceBelowMonths: 6,
} as const);

export const RUNWAY_REASONS = deepFreeze({
  profitable: 'Con utilidad positiva la caja no se agota: la autonomía no tiene límite.',
  breakEven: 'Sin pérdidas la caja no se agota: la autonomía no tiene límite.',
  assumedCash:
    'Calculado con un saldo supuesto de $100,000 porque no se conoce el saldo de caja de la empresa.',
  noCosts: 'Sin costos mensuales no hay meses de costos que cubrir.',
} as const);

/**
 * Burn rate: the net cash that leaves each month, i.e. the monthly loss; 0 when the company
 * makes money. Book: chapter 3.
 */
export function burnRate(operatingCashFlowCentavos: Centavos): Centavos {
  return roundCentavos(Math.max(0, -operatingCashFlowCentavos));
}

export type Runway = {
  /** Months until the cash runs out; null when there is no limit (see notes). */
  months: number | null;
  cashBalanceCentavos: Centavos;
  cashBalanceAssumed: boolean;
  notes: Notes<Runway>;
};

/**
 * Runway: the company's cash over the monthly loss (spec 000 §9). A profitable (or exactly
 * break-even) company has no limit: null with the reason. 100,000 MXN is used only when the
 * balance is unknown, and the result says so. Cash already negative gives 0 months.
 * Book: chapter 3.
 */
export function runway(
  monthlyNetProfitCentavos: Centavos,
  cashBalanceCentavos: Centavos | null,
): Runway {
  const assumed = cashBalanceCentavos === null;
  const cash = cashBalanceCentavos ?? RUNWAY_RULES.defaultCashBalanceCentavos;
  const notes: Notes<Runway> = {};
  if (assumed) notes.cashBalanceCentavos = RUNWAY_REASONS.assumedCash;
  if (monthlyNetProfitCentavos >= 0) {
    notes.months =
      monthlyNetProfitCentavos > 0 ? RUNWAY_REASONS.profitable : RUNWAY_REASONS.breakEven;
    return { months: null, cashBalanceCentavos: cash, cashBalanceAssumed: assumed, notes };
  }
  const months = ratio(Math.max(0, cash), Math.abs(monthlyNetProfitCentavos));
  return { months, cashBalanceCentavos: cash, cashBalanceAssumed: assumed, notes };
}

/**
 * Liquidity ratio, defined here as months of costs the cash covers: cash balance over the
 * monthly total costs (fixed + variable). The spec names it without a formula; with no
 * balance sheet (current assets and liabilities) this is the measure a small business can
 * read: 1.0 means one month of costs in the bank. Null without monthly costs. Book: ch. 3.
 */
export function liquidityRatio(
  cashBalanceCentavos: Centavos,
  monthlyTotalCostsCentavos: Centavos,
): Liquidity {
  const value = ratio(cashBalanceCentavos, monthlyTotalCostsCentavos);
  return { ratio: value, notes: value === null ? { ratio: RUNWAY_REASONS.noCosts } : {} };
}

export type Liquidity = {
  /** Months of total costs the cash covers. */
  ratio: number | null;
  notes: Notes<Liquidity>;
};

/** Runway risk: under 2 months high, under 6 medium, otherwise (or unlimited) low. Ch. 3. */
export function runwayRisk(months: number | null): RiskLevel {
  if (months === null) return 'low';
  if (months < RUNWAY_RULES.highRiskBelowMonths) return 'high';
  if (months < RUNWAY_RULES.mediumRiskBelowMonths) return 'medium';
  return 'low';
}

export type RunwayAdvice = 'urgent' | 'caution' | 'stable';

/** Advice tier for a runway: under 3 months urgent, under 6 caution, else stable. Ch. 3. */
export function runwayAdvice(months: number | null): RunwayAdvice {
  if (months === null) return 'stable';
  if (months < RUNWAY_RULES.urgentAdviceBelowMonths) return 'urgent';
  if (months < RUNWAY_RULES.cautionAdviceBelowMonths) return 'caution';
  return 'stable';
}

export const RUNWAY_ADVICE_TONES = deepFreeze({
  urgent: 'bad',
  caution: 'warning',
  stable: 'good',
} as const satisfies Record<RunwayAdvice, Tone>);

/** Colour of a runway: under 3 months bad, under 6 a warning, else (or unlimited) good. Ch. 3. */
export function runwayTone(months: number | null): Tone {
  return RUNWAY_ADVICE_TONES[runwayAdvice(months)];
}

export const CASH_POSITION_NOTES = deepFreeze({
  unknown:
    'Aún no registras tu saldo en caja: agrégalo en Datos de tu empresa para saber cuántos meses puedes operar.',
  negative: 'Tu caja está en negativo: cubre el faltante antes de cualquier otro gasto.',
  unlimited: 'Tu mes típico deja utilidad: la caja no se agota a este ritmo.',
} as const);

export type CashPosition = {
  /** The cash today; null when the company never gave its balance. */
  balanceCentavos: Centavos | null;
  /** Months the cash lasts at the typical month's loss; null without limit or balance. */
  runwayMonths: number | null;
  /**
   * What the cash says about the business: critical when it is negative or lasts under 3
   * months, warning under 6; null when it raises nothing (no limit, or no balance to judge).
   */
  status: CashFlowStatus | null;
  notes: Notes<CashPosition>;
};

/**
 * How long the company's own cash lasts (never an assumed balance): the balance over the typical
 * month's loss, and the status that drives the cash-flow status when it is worse (a negative or
 * short runway). Book: chapter 3.
 */
export function cashPosition(
  balanceCentavos: Centavos | null,
  monthlyNetProfitCentavos: Centavos,
): CashPosition {
  if (balanceCentavos === null) {
    return {
      balanceCentavos,
      runwayMonths: null,
      status: null,
      notes: { balanceCentavos: CASH_POSITION_NOTES.unknown },
    };
  }
  if (balanceCentavos < 0) {
    return {
      balanceCentavos,
      runwayMonths: 0,
      status: 'critical',
      notes: { runwayMonths: CASH_POSITION_NOTES.negative },
    };
  }
  const { months } = runway(monthlyNetProfitCentavos, balanceCentavos);
  if (months === null) {
    return {
      balanceCentavos,
      runwayMonths: null,
      status: null,
      notes: { runwayMonths: CASH_POSITION_NOTES.unlimited },
    };
  }
  const advice = runwayAdvice(months);
  const status = advice === 'urgent' ? 'critical' : advice === 'caution' ? 'warning' : null;
  return { balanceCentavos, runwayMonths: months, status, notes: {} };
}

const STATUS_ORDER: readonly CashFlowStatus[] = ['critical', 'warning', 'good', 'excellent'];

/** The worse of two statuses (a missing one raises nothing). Book: chapter 3. */
export function worseStatus(a: CashFlowStatus, b: CashFlowStatus | null): CashFlowStatus {
  if (b === null) return a;
  return STATUS_ORDER.indexOf(a) <= STATUS_ORDER.indexOf(b) ? a : b;
}

/** Colour of the cash: its status's when it raises one, else the runway's; none without a balance. */
export function cashTone(position: CashPosition): Tone | null {
  if (position.balanceCentavos === null) return null;
  return position.status
    ? CASH_FLOW_STATUS_TONES[position.status]
    : runwayTone(position.runwayMonths);
}
