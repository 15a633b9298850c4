import { deepFreeze, ratio } from './numbers.ts';
import type { Notes } from './types.ts';

export type KpiStatus = 'excellent' | 'good' | 'warning' | 'critical';

/**
 * Our bands for a reports KPI (the spec names the statuses but not the cut-offs): at or beyond
 * the target excellent, within 10 % good, within 25 % warning, else critical. For a KPI where
 * lower is better (costs), the comparison is inverted. Book: chapter 2 (targets and variance).
 */
export const KPI_STATUS_BANDS = deepFreeze({
  excellentFrom: 1,
  goodFrom: 0.9,
  warningFrom: 0.75,
} as const);

export type KpiVariance = {
  variance: number;
  attainment: number | null;
  status: KpiStatus | null;
  notes: Notes<KpiVariance>;
};

/** A KPI's variance (value − target), attainment (value / target) and status. Book: ch. 2. */
export function kpiVariance(value: number, target: number, higherIsBetter = true): KpiVariance {
  const attainment = higherIsBetter ? ratio(value, target) : ratio(target, value);
  if (attainment === null) {
    return {
      variance: value - target,
      attainment: null,
      status: null,
      notes: {
        attainment: 'Sin meta y valor positivos no se mide el cumplimiento.',
        status: 'Sin meta y valor positivos no hay estado.',
      },
    };
  }
  const b = KPI_STATUS_BANDS;
  const status: KpiStatus =
    attainment >= b.excellentFrom
      ? 'excellent'
      : attainment >= b.goodFrom
        ? 'good'
        : attainment >= b.warningFrom
          ? 'warning'
          : 'critical';
  return { variance: value - target, attainment, status, notes: {} };
}
