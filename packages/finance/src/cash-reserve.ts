import type { Centavos } from './money.ts';
import { centavos } from './money.ts';
import { deepFreeze, ratio, roundCentavos } from './numbers.ts';
import type { Notes, Tone } from './types.ts';

/**
 * The cash reserve the book recommends, in months of total costs (fixed + variable), the unit
 * of the liquidity ratio (chapter 3). Chapter 12, "Riesgo de liquidez": "procura que tu razón
 * de liquidez sea de al menos 2 meses de costos, y de 3 o más si tu negocio es muy estacional o
 * depende de pocos clientes". Chapter 3, "Razón de liquidez": at least one month of costs as a
 * starting point; below it the reserve is short.
 */
export const CASH_RESERVE_RULES = deepFreeze({
  minimumMonths: 1,
  recommendedMonths: 2,
  /** For a very seasonal business or one that depends on few customers. */
  seasonalMonths: 3,
} as const);

export const CASH_RESERVE_REASONS = deepFreeze({
  noCosts: 'Sin costos mensuales no hay meses de costos que cubrir.',
  noCash: 'Sin el saldo de caja de la empresa no se sabe cuánto de la reserva tiene.',
} as const);

/** Below one month of costs, between one and the recommended two, or at least two. */
export type CashReserveStatus = 'belowMinimum' | 'belowTarget' | 'met';

export type CashReserve = {
  monthlyCostsCentavos: Centavos;
  /** The recommended reserve: 2 months of costs. Null without costs. */
  targetCentavos: Centavos | null;
  /** 3 months of costs, for a very seasonal business or one with few customers. */
  seasonalTargetCentavos: Centavos | null;
  cashBalanceCentavos: Centavos | null;
  /** Months of costs the cash covers (the liquidity ratio). */
  monthsCovered: number | null;
  /** What is missing to reach the recommended reserve; 0 once it is reached. */
  shortfallCentavos: Centavos | null;
  status: CashReserveStatus | null;
  notes: Notes<CashReserve>;
};

/**
 * The recommended reserve for a company's monthly costs and, with its cash balance, how much of
 * it the company has: months covered, what is missing and whether it is below the minimum
 * month, below the two recommended months, or there. Book: chapters 3 and 12.
 */
export function cashReserve(
  monthlyTotalCostsCentavos: Centavos,
  cashBalanceCentavos: Centavos | null,
): CashReserve {
  const notes: Notes<CashReserve> = {};
  const costs = monthlyTotalCostsCentavos;
  const hasCosts = costs > 0;
  const target = hasCosts ? roundCentavos(costs * CASH_RESERVE_RULES.recommendedMonths) : null;
  const seasonal = hasCosts ? roundCentavos(costs * CASH_RESERVE_RULES.seasonalMonths) : null;
  if (!hasCosts) {
    notes.targetCentavos = CASH_RESERVE_REASONS.noCosts;
    notes.seasonalTargetCentavos = CASH_RESERVE_REASONS.noCosts;
    notes.monthsCovered = CASH_RESERVE_REASONS.noCosts;
  }
  if (cashBalanceCentavos === null) notes.cashBalanceCentavos = CASH_RESERVE_REASONS.noCash;
  const months = cashBalanceCentavos === null ? null : ratio(cashBalanceCentavos, costs);
  const shortfall =
    target === null || cashBalanceCentavos === null
      ? null
      : centavos(Math.max(0, target - cashBalanceCentavos));
  if (shortfall === null) {
    notes.shortfallCentavos = hasCosts ? CASH_RESERVE_REASONS.noCash : CASH_RESERVE_REASONS.noCosts;
  }
  return {
    monthlyCostsCentavos: costs,
    targetCentavos: target,
    seasonalTargetCentavos: seasonal,
    cashBalanceCentavos,
    monthsCovered: months,
    shortfallCentavos: shortfall,
    status: months === null ? null : cashReserveStatus(months),
    notes,
  };
}

export function cashReserveStatus(monthsCovered: number): CashReserveStatus {
  if (monthsCovered < CASH_RESERVE_RULES.minimumMonths) return 'belowMinimum';
  if (monthsCovered < CASH_RESERVE_RULES.recommendedMonths) return 'belowTarget';
  return 'met';
}

export const CASH_RESERVE_TONES = deepFreeze({
  belowMinimum: 'bad',
  belowTarget: 'warning',
  met: 'good',
} as const satisfies Record<CashReserveStatus, Tone>);
