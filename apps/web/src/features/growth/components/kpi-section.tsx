import type { GrowthKpiCardView } from '@caudal/contracts';
import { Minus, Pencil, TrendingDown, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPercent } from '../../../lib/format.ts';
import { formatKpiValue, formatPoints } from '../growth-model.ts';
import { KpiTargetsDialog } from './kpi-targets-dialog.tsx';

const TREND = {
  up: { Icon: TrendingUp, word: 'Sube' },
  down: { Icon: TrendingDown, word: 'Baja' },
  flat: { Icon: Minus, word: 'Sin cambio' },
} as const;

/** The KPIs that need the owner's customers, recorded in Economía unitaria › Tus clientes por mes. */
const CUSTOMER_KPIS: ReadonlySet<GrowthKpiCardView['key']> = new Set([
  'customers',
  'acquisitionCost',
]);

/** Green when the change is good news (a lower acquisition cost is), red when it is not. */
const TONE_CLASS = {
  good: 'text-emerald-700',
  bad: 'text-red-700',
  neutral: 'text-slate-600',
} as const;

function GrowthKpiCard({ card }: { card: GrowthKpiCardView }) {
  const labelId = useId();
  const label = card.name;
  const trend = TREND[card.trend];
  return (
    <article
      aria-labelledby={labelId}
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={labelId} className="text-sm font-medium text-slate-600">
        {label}
      </h3>
      <p className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900 tabular-nums">
        {formatKpiValue(card, card.current)}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {card.target === null ? (
          'Meta: sin calcular'
        ) : (
          <>
            Meta: {formatKpiValue(card, card.target)}{' '}
            <span className="text-slate-600">
              {card.targetSource === 'owner' ? '(tuya)' : '(sugerida)'}
            </span>
          </>
        )}
      </p>
      {card.growth !== null ? (
        <p
          className={cn(
            'mt-2 flex items-center gap-1 text-sm font-medium',
            TONE_CLASS[card.changeTone],
          )}
        >
          <trend.Icon aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{trend.word}:</span>
          <span>
            {card.growthIn === 'points'
              ? `${formatPoints(card.growth)} contra el periodo anterior`
              : `${formatPercent(card.growth, { signed: true })} contra el periodo anterior`}
          </span>
        </p>
      ) : null}
      {card.progress !== null && card.current !== null ? (
        <div className="mt-3 space-y-1">
          <ProgressBar value={card.progress} label={`Avance de ${label} hacia su meta`} />
          <p className="text-xs text-slate-600">{formatPercent(card.progress)} de la meta</p>
        </div>
      ) : null}
      {card.note ? <p className="mt-3 text-xs text-slate-600">{card.note}</p> : null}
      {card.current === null && CUSTOMER_KPIS.has(card.key) ? (
        <Link
          to="/app/unit-economics#clientes"
          className="mt-2 text-xs font-medium text-brand-700 underline underline-offset-2"
        >
          Registrar tus clientes
        </Link>
      ) : null}
    </article>
  );
}

/**
 * The four growth KPIs (revenue, active customers, margin, acquisition cost): the value in its
 * unit, the target (the owner's or the suggested one), the change with its arrow and how far the
 * target is. A missing figure shows the API's note instead. 'Editar metas' opens the targets.
 */
export function KpiSection({ kpis }: { kpis: readonly GrowthKpiCardView[] }) {
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Indicadores de crecimiento
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          Editar metas
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {kpis.map((card) => (
          <GrowthKpiCard key={card.key} card={card} />
        ))}
      </div>
      <KpiTargetsDialog open={editing} onOpenChange={setEditing} kpis={kpis} />
    </section>
  );
}
