import { type CashFlowStatus, type Dashboard, INDUSTRY_LABELS } from '@caudal/contracts';
import { formatDate, formatInteger, formatPercent } from '../../lib/format.ts';

export type Tone = 'good' | 'bad' | 'neutral';
type MoneyCard = Dashboard['cards']['revenue'];

export const NO_PREVIOUS_PERIOD = 'Sin periodo anterior para comparar';

export const ESTIMATED_NOTE =
  'Sin movimientos registrados en este periodo: cifras estimadas a partir de tus productos y costos mensuales.';

/** '+12.5% vs periodo anterior', or the no-comparison note. */
export function changeText(card: MoneyCard): string {
  if (card.changePercent === null || !Number.isFinite(card.changePercent)) {
    return NO_PREVIOUS_PERIOD;
  }
  return `${formatPercent(card.changePercent, { signed: true })} vs periodo anterior`;
}

/** Whether the move is good news: more revenue or profit is, more expenses is not. */
export function trendTone(card: MoneyCard, higherIsBetter: boolean): Tone {
  if (card.changePercent === null || card.trend === 'flat') return 'neutral';
  return (card.trend === 'up') === higherIsBetter ? 'good' : 'bad';
}

export const TREND_WORDS: Record<MoneyCard['trend'], string> = {
  up: 'Sube',
  down: 'Baja',
  flat: 'Sin cambio',
};

export const STATUS_STYLES: Record<CashFlowStatus, { badge: string; dot: string }> = {
  excellent: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-600' },
  good: { badge: 'bg-teal-50 text-teal-800 ring-teal-200', dot: 'bg-teal-500' },
  warning: { badge: 'bg-amber-50 text-amber-900 ring-amber-200', dot: 'bg-amber-500' },
  critical: { badge: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-600' },
};

/** 'Dashboard de Tacos Ana', or plain 'Dashboard' while the company has no name. */
export function dashboardTitle(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Dashboard de ${trimmed}` : 'Dashboard';
}

/** 'Alimentos y bebidas · 8 empleados · 21 de noviembre de 2026', skipping what is unknown. */
export function companyLine(company: Dashboard['company'], today: Date): string {
  const parts = [
    company.industry ? INDUSTRY_LABELS[company.industry] : null,
    company.employees === null
      ? null
      : `${formatInteger(company.employees)} ${company.employees === 1 ? 'empleado' : 'empleados'}`,
    formatDate(today),
  ];
  return parts.filter((part): part is string => part !== null).join(' · ');
}

/** True when there is nothing to draw: every value is zero. */
export function allZero(values: readonly number[]): boolean {
  return values.every((value) => value === 0);
}
