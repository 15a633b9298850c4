import { FIGURE_LEVEL_LABELS, FIGURE_LEVEL_TONES } from './bands.ts';
import { basisShortLabel, type CompanyFigures } from './figures.ts';
import type { Centavos } from './money.ts';
import type { Tone } from './types.ts';

export type SummaryMetric = { label: string; value: string; color: Tone | null };

/** The header's cash: the balance today and its runway; the API writes them as text. */
export type SummaryCash = {
  label: string;
  balanceCentavos: Centavos | null;
  runwayMonths: number | null;
  /** True when the cash does not fall at the basis's pace (no runway limit). */
  runwayUnlimited: boolean;
  /** Null when there is no balance to judge. */
  color: Tone | null;
};

export type MetricsSummary = {
  primary: SummaryMetric;
  status: SummaryMetric;
  cash: SummaryCash;
  /** Spanish, a few words: what the figures are computed from ("tus últimos 90 días"). */
  basis: string;
};

/**
 * The header's metrics summary (spec 000 §3): primary = the health score ('72/100'), status =
 * the cash-flow status, and the cash with its runway, each the figures core's value and level
 * (figures.ts), so the header says what the dashboard, the cash-flow page and the advisors say.
 * Colours are tones; the UI picks the palette. Book: chapters 1 and 3.
 */
export function metricsSummary(figures: CompanyFigures): MetricsSummary {
  const health = figures.healthScore;
  const status = figures.status.level;
  const cashLevel = figures.cashAlarm ?? 'good';
  const { basis } = figures;
  // The header is tight: the basis in two or three words beside the status it most changes.
  const short = basisShortLabel(basis);
  const span = short === null ? '' : ` · ${short}`;
  return {
    primary: {
      label: 'Salud financiera',
      value: health.value === null ? 'Sin datos' : `${health.value}/100`,
      color: health.level === null ? null : FIGURE_LEVEL_TONES[health.level],
    },
    status: {
      label: `Flujo de caja${span}`,
      value: status === null ? 'Sin datos' : FIGURE_LEVEL_LABELS[status],
      color: status === null ? null : FIGURE_LEVEL_TONES[status],
    },
    cash: {
      label: 'Caja',
      balanceCentavos: figures.cash.value,
      runwayMonths: figures.runwayMonths.value,
      runwayUnlimited: figures.runwayMonths.value === null && figures.runwayMonths.level === 'good',
      color: figures.cash.value === null ? null : FIGURE_LEVEL_TONES[cashLevel],
    },
    basis: figures.basis.label,
  };
}
