import { type Dashboard, INDUSTRY_LABELS } from '@caudal/contracts';
import { trendTone as moveTone } from '@caudal/finance';
import { type ToneKey, toneKey } from '../../components/ui/tone.ts';
import { formatDate, formatInteger, formatPercent } from '../../lib/format.ts';

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

/** Whether the move is good news (finance's rule); no comparison is no verdict. */
export function trendTone(card: MoneyCard, higherIsBetter: boolean): ToneKey {
  if (card.changePercent === null) return 'neutral';
  return toneKey(moveTone(card.trend, higherIsBetter));
}

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
