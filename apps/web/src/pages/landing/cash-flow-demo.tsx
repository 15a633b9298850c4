import { addDays, daysBetween } from '@caudal/finance';
import { centavos } from '@caudal/finance/money';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { SampleBadge } from '../demo/sample-badge.tsx';
import { useSampleCompany } from '../demo/use-sample-company.ts';
import { useSimulation } from '../demo/use-simulation.ts';

export { prepareSample } from './prepare-sample.ts';

import { CashFlowChart } from './cash-flow-chart.tsx';
import { cashFlowSeries, revealedTotals } from './cash-flow-series.ts';

const DAYS = 30;
const STEP_MS = 350;

/**
 * Thirty days of the sample bakery's cash flow, revealed day by day. It starts by itself when
 * it comes into view, except under prefers-reduced-motion; Iniciar, Pausar and Reiniciar
 * control it (and let anyone stop the motion, WCAG 2.2.2).
 */
export function CashFlowDemo() {
  const company = useSampleCompany();
  const series = useMemo(() => cashFlowSeries(company, company.today, DAYS), [company]);
  const before = addDays(company.today, -DAYS);
  const simulation = useSimulation(before, company.today, STEP_MS);
  const shown = daysBetween(before, simulation.day);
  const totals = revealedTotals(series, shown);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const box = useRef<HTMLDivElement>(null);
  const { start } = simulation;

  useEffect(() => {
    const element = box.current;
    if (reducedMotion || !element) return;
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((r) => r.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reducedMotion, start]);

  const current = shown > 0 ? series[shown - 1] : undefined;
  return (
    <div
      ref={box}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="cash-flow-demo"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <SampleBadge />
          <p className="text-sm text-slate-700">
            Día <span data-testid="flow-day">{shown}</span> de {DAYS}
            {current ? ` · ${formatDate(current.date)}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={simulation.start}
            disabled={simulation.running || simulation.finished}
          >
            <Play aria-hidden="true" className="size-4" /> Iniciar
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={simulation.pause}
            disabled={!simulation.running}
          >
            <Pause aria-hidden="true" className="size-4" /> Pausar
          </Button>
          <Button size="sm" variant="secondary" onClick={simulation.reset}>
            <RotateCcw aria-hidden="true" className="size-4" /> Reiniciar
          </Button>
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-[#17796a]" />
          Entró este día:{' '}
          <span className="font-semibold tabular-nums" data-testid="flow-day-in">
            {formatMoney(current?.inflow ?? centavos(0))}
          </span>
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-[#dc2626]" />
          Salió este día:{' '}
          <span className="font-semibold tabular-nums" data-testid="flow-day-out">
            {formatMoney(current?.outflow ?? centavos(0))}
          </span>
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-0.5 w-3 bg-[#1e3a8a]" />
          Saldo en caja
        </li>
      </ul>
      <div className="mt-3">
        <CashFlowChart series={series} shown={shown} />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-xl bg-emerald-50 px-3 py-2">
          <dt className="text-emerald-900">Entradas acumuladas</dt>
          <dd className="text-lg font-bold tabular-nums text-emerald-800" data-testid="flow-in">
            {formatMoney(totals.inflow)}
          </dd>
        </div>
        <div className="rounded-xl bg-red-50 px-3 py-2">
          <dt className="text-red-900">Salidas acumuladas</dt>
          <dd className="text-lg font-bold tabular-nums text-red-800">
            {formatMoney(totals.outflow)}
          </dd>
        </div>
        <div className="rounded-xl bg-blue-50 px-3 py-2">
          <dt className="text-blue-950">Saldo en caja (línea)</dt>
          <dd className="text-lg font-bold tabular-nums text-blue-900">
            {formatMoney(totals.balance)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
