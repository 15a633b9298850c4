import { SectionCard } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMoney, formatShortDay } from '../../../lib/format.ts';
import type { NumberedEntry } from '../model/sample-company.ts';

/** The newest entries up to the simulated day: a list, so it fits a phone without a wide table. */
export function RecentEntries({ entries }: { entries: readonly NumberedEntry[] }) {
  return (
    <SectionCard
      title="Últimos movimientos"
      description="Al simular, los movimientos de cada nuevo día aparecen arriba."
      className="min-w-0"
    >
      <ol className="divide-y divide-slate-100" data-testid="recent-entries">
        {entries.map((entry) => {
          const income = entry.type === 'income';
          return (
            <li key={entry.id} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="text-sm font-medium break-words text-slate-900">
                  {entry.description}
                </p>
                <p className="text-xs text-slate-600">
                  {formatShortDay(entry.date)} · {entry.category}
                </p>
              </div>
              <p
                className={cn(
                  'shrink-0 text-sm font-semibold tabular-nums',
                  income ? 'text-emerald-700' : 'text-red-700',
                )}
              >
                <span className="sr-only">{income ? 'Entrada de ' : 'Salida de '}</span>
                {income ? '+' : '−'}
                {formatMoney(entry.amountCentavos)}
              </p>
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}
