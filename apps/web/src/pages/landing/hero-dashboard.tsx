import { addDays, FIGURE_LEVEL_TONES } from '@caudal/finance';
import { Pause, Play } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { TONE_FIGURE } from '../../components/ui/tone.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate, formatMoney, formatMonthLong } from '../../lib/format.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { sampleDashboard } from '../demo/model/sample-dashboard.ts';
import { SampleBadge } from '../demo/sample-badge.tsx';
import { useSampleCompany } from '../demo/use-sample-company.ts';
import { useSimulation } from '../demo/use-simulation.ts';

export { prepareSample } from './prepare-sample.ts';

/** The hero runs two simulated weeks, one day every 2.5 s, then rests. */
const HERO_DAYS = 14;
const HERO_STEP_MS = 2500;

// Bars scale from the bottom (a transform, not a height): a new day's change animates without
// laying out the page again.
const BAR =
  'h-full flex-1 origin-bottom rounded-t transition-transform duration-700 motion-reduce:transition-none';
const grow = (ratio: number) => ({ transform: `scaleY(${Math.min(1, Math.max(0, ratio))})` });

function Tile({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={cn('truncate text-lg font-bold tabular-nums text-slate-900', className)}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The hero's sample dashboard: the sample bakery's last 30 days and 12 months, computed with
 * finance from the demo data set and advancing day by day (not under reduced motion; it can be
 * paused, WCAG 2.2.2). Drawn with CSS, so the charting library stays out of the landing.
 */
export function HeroDashboard() {
  const titleId = useId();
  const company = useSampleCompany();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const simulation = useSimulation(company.today, addDays(company.today, HERO_DAYS), HERO_STEP_MS);
  const { start } = simulation;
  useEffect(() => {
    if (!reducedMotion) start();
  }, [reducedMotion, start]);

  const { dashboard } = useMemo(
    () => sampleDashboard(company, simulation.day),
    [company, simulation.day],
  );
  const { cards, monthly, health } = dashboard;
  const top = Math.max(1, ...monthly.flatMap((m) => [m.revenue, m.expenses]));
  const first = monthly[0];
  const last = monthly.at(-1);

  return (
    <figure
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <SampleBadge />
            <p id={titleId} className="font-semibold text-slate-900">
              {company.data.company.name}
            </p>
          </div>
          <p className="mt-1 text-xs text-slate-600">
            Últimos 30 días al <span data-testid="hero-day">{formatDate(simulation.day)}</span>
          </p>
        </div>
        <button
          type="button"
          // Named after what it moves: the cash-flow demo below has a 'Pausar' of its own.
          aria-label={`${simulation.running ? 'Pausar' : 'Simular días en'} el dashboard de ejemplo`}
          onClick={simulation.toggle}
          disabled={simulation.finished}
          className="flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60"
        >
          {simulation.running ? (
            <Pause aria-hidden="true" className="size-3.5" />
          ) : (
            <Play aria-hidden="true" className="size-3.5" />
          )}
          {simulation.running ? 'Pausar' : 'Simular días'}
        </button>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <Tile label="Ingresos" value={formatMoney(cards.revenue.value)} />
        <Tile label="Gastos" value={formatMoney(cards.expenses.value)} />
        <Tile label="Utilidad" value={formatMoney(cards.netProfit.value)} />
        <Tile
          label="Salud financiera"
          value={health.score === null ? 'Sin datos' : `${health.score}/100`}
          className={
            health.level === null ? undefined : TONE_FIGURE[FIGURE_LEVEL_TONES[health.level]]
          }
        />
      </dl>
      <div className="flex min-h-0 flex-1 flex-col">
        <p className="text-xs text-slate-600">
          Ingresos y gastos por mes
          {first && last
            ? `, de ${formatMonthLong(first.month)} a ${formatMonthLong(last.month)}`
            : ''}
        </p>
        <div aria-hidden="true" className="mt-2 flex min-h-0 flex-1 items-end gap-1 sm:gap-1.5">
          {monthly.map((m) => (
            <div key={m.month} className="flex h-full flex-1 items-end gap-px">
              <div className={cn(BAR, 'bg-brand-600')} style={grow(m.revenue / top)} />
              <div className={cn(BAR, 'bg-amber-500')} style={grow(m.expenses / top)} />
            </div>
          ))}
        </div>
        <p aria-hidden="true" className="mt-2 flex gap-4 text-xs text-slate-700">
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-full bg-brand-600" /> Ingresos
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-full bg-amber-500" /> Gastos
          </span>
        </p>
      </div>
    </figure>
  );
}
