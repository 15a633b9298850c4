import type { Centavos } from './money.ts';
import { centavos } from './money.ts';
import { deepFreeze, ratio, roundCentavos } from './numbers.ts';
import type { Notes } from './types.ts';

/**
 * Runway (spec 000 §9, 001 §9 "Cash flow"). Its bands (the spec's risk at 2 and 6 months and
 * advice at 3 and 6) are one set in bands.ts: 3 and 6.
 */
export const RUNWAY_RULES = deepFreeze({
  /** Cash assumed only when the company's balance is unknown: 100,000 MXN (book cases). */
  defaultCashBalanceCentavos: centavos(10_000_000),
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
