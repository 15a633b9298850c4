import { profitTone } from '@caudal/finance';
import { centavos } from '@caudal/finance/money';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { KpiCard, KpiGrid } from '../../components/kpi-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { usePublicPage } from '../../lib/use-public-page.ts';
import { appendLine, describeDay, type LogLine, logTime } from './debug-log.ts';
import { entriesIn } from './model/sample-company.ts';
import { sampleView } from './model/sample-view.ts';
import { SampleBadge } from './sample-badge.tsx';
import { useSampleCompany } from './use-sample-company.ts';
import { useSimulation } from './use-simulation.ts';

// Without a scroll box (nothing to reach by keyboard), the newest lines only.
const SHOWN_LINES = 20;

/** /test-demo (internal): a simulated dashboard with its controls and a log of every step. */
export function TestDemoPage() {
  usePublicPage('/test-demo');
  const company = useSampleCompany();
  const simulation = useSimulation(company.today, company.lastDay);
  const view = useMemo(() => sampleView(company, simulation.day), [company, simulation.day]);
  const [lines, setLines] = useState<LogLine[]>([]);
  const nextId = useRef(0);
  const shownDay = useRef(simulation.day);

  const log = (text: string) =>
    setLines((current) =>
      appendLine(current, { id: nextId.current++, time: logTime(new Date()), text }),
    );

  // Each day the simulation reaches is logged once, with what it brought.
  useEffect(() => {
    const previous = shownDay.current;
    shownDay.current = simulation.day;
    if (simulation.day <= previous) return;
    const entries = entriesIn(company, { from: simulation.day, to: simulation.day });
    setLines((current) =>
      appendLine(current, {
        id: nextId.current++,
        time: logTime(new Date()),
        text: describeDay(simulation.day, entries, view.cashCentavos),
      }),
    );
  }, [simulation.day, company, view.cashCentavos]);

  const net = centavos(view.current.incomeCentavos - view.current.expenseCentavos);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">Demo de prueba</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <SampleBadge /> Página interna: dashboard simulado de {company.data.company.name}.
        </p>
      </header>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          disabled={simulation.running || simulation.finished}
          onClick={() => {
            simulation.start();
            log(`Simulación iniciada desde el ${formatDate(simulation.day)}.`);
          }}
        >
          <Play aria-hidden="true" className="size-4" /> Iniciar
        </Button>
        <Button
          variant="secondary"
          disabled={!simulation.running}
          onClick={() => {
            simulation.pause();
            log(`Simulación en pausa en el ${formatDate(simulation.day)}.`);
          }}
        >
          <Pause aria-hidden="true" className="size-4" /> Pausar
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            simulation.reset();
            log(`Simulación reiniciada: vuelve al ${formatDate(company.today)}.`);
          }}
        >
          <RotateCcw aria-hidden="true" className="size-4" /> Reiniciar
        </Button>
        <p className="text-sm text-slate-700">
          Día simulado:{' '}
          <time dateTime={simulation.day} data-testid="simulated-day" className="font-semibold">
            {formatDate(simulation.day)}
          </time>
        </p>
      </div>
      <KpiGrid label="Últimos 30 días del día simulado">
        <KpiCard label="Saldo en caja" value={formatMoney(view.cashCentavos)} />
        <KpiCard label="Ingresos (30 días)" value={formatMoney(view.current.incomeCentavos)} />
        <KpiCard label="Gastos (30 días)" value={formatMoney(view.current.expenseCentavos)} />
        <KpiCard label="Flujo neto (30 días)" value={formatMoney(net)} tone={profitTone(net)} />
      </KpiGrid>
      <section aria-labelledby="debug-log-title" className="space-y-2">
        <h2 id="debug-log-title" className="text-lg font-semibold text-slate-900">
          Registro de depuración
        </h2>
        <p className="text-sm text-slate-600">
          Lo más reciente arriba; se muestran las últimas {SHOWN_LINES} líneas.
        </p>
        {/* The live region wraps the list: role=log on the <ol> would orphan its items. */}
        <div role="log" data-testid="debug-log" aria-labelledby="debug-log-title">
          <ol className="space-y-1 rounded-xl bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100">
            {lines.length === 0 ? (
              <li className="text-slate-300">Sin eventos todavía: presiona «Iniciar».</li>
            ) : (
              lines
                .slice(-SHOWN_LINES)
                .reverse()
                .map((line) => (
                  <li key={line.id} className="break-words">
                    <span className="text-emerald-300">[{line.time}]</span> {line.text}
                  </li>
                ))
            )}
          </ol>
        </div>
      </section>
    </div>
  );
}
