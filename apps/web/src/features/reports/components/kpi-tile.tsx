import type { ReportKpi } from '@caudal/contracts';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { useId } from 'react';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import {
  formatKpiValue,
  formatKpiVariance,
  KPI_STATUS_LABELS,
  KPI_STATUS_TONES,
} from '../reports-model.ts';

const TREND = {
  up: { Icon: ArrowUpRight, words: 'Sube contra el periodo anterior' },
  down: { Icon: ArrowDownRight, words: 'Baja contra el periodo anterior' },
  flat: { Icon: ArrowRight, words: 'Sin cambio contra el periodo anterior' },
} as const;

const SOURCE_WORDS = { owner: 'tuya', default: 'sugerida' } as const;

/**
 * One followed KPI: its value in its unit, its status in colour and in words, the target (the
 * owner's or the suggested one), the variance, the trend as an arrow with its words, what it
 * measures and, when a value or status is missing, why.
 */
export function KpiTile({ kpi }: { kpi: ReportKpi }) {
  const titleId = useId();
  const trend = kpi.trend ? TREND[kpi.trend] : null;
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col items-start gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-slate-700">
          {kpi.name}
        </h3>
        {kpi.status ? (
          <ToneBadge tone={KPI_STATUS_TONES[kpi.status]}>{KPI_STATUS_LABELS[kpi.status]}</ToneBadge>
        ) : (
          <ToneBadge tone={null}>Sin estado</ToneBadge>
        )}
      </div>
      <p className="mt-2 flex items-center gap-2 text-2xl font-bold tracking-tight break-words text-slate-900 tabular-nums">
        {formatKpiValue(kpi.value, kpi.unit)}
        {trend ? (
          <span role="img" aria-label={trend.words} title={trend.words} className="shrink-0">
            <trend.Icon aria-hidden="true" className="size-5 text-slate-600" />
          </span>
        ) : null}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">
            Meta{kpi.target_source ? ` (${SOURCE_WORDS[kpi.target_source]})` : ''}
          </dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {kpi.target === null ? 'Sin meta' : formatKpiValue(kpi.target, kpi.unit)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Variación</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatKpiVariance(kpi.variance, kpi.unit)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">{kpi.description}</p>
      {kpi.note ? <p className="mt-2 text-xs text-slate-600">{kpi.note}</p> : null}
    </article>
  );
}
