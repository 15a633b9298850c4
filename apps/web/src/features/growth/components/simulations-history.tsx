import { GROWTH_SCENARIO_LABELS, type SavedSimulation } from '@caudal/contracts';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { DeleteDialog } from '../../../components/resource-table/delete-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatMoney, formatPercent } from '../../../lib/format.ts';
import { useDeleteSimulation, useSimulations } from '../api/growth-api.ts';
import { comparisonRows, formatMonths } from '../growth-model.ts';

function Comparison({ a, b }: { a: SavedSimulation; b: SavedSimulation }) {
  return (
    <ScrollRegion label="Comparación de simulaciones" className="mt-4">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">
          Comparación de simulaciones
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              Cifra
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Simulación 1
            </th>
            <th scope="col" className="py-2 font-medium">
              Simulación 2
            </th>
          </tr>
        </thead>
        <tbody>
          {comparisonRows(a, b).map((row) => (
            <tr key={row.label} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 font-medium text-slate-700">
                {row.label}
              </th>
              <td className="py-2 pr-3 text-slate-900 tabular-nums">{row.values[0]}</td>
              <td className="py-2 text-slate-900 tabular-nums">{row.values[1]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * 'Historial de simulaciones': the saved simulations, newest as the API lists them; two checked
 * 'Comparar' show side by side; 'Eliminar' asks first.
 */
export function SimulationsHistory() {
  const simulations = useSimulations();
  const remove = useDeleteSimulation();
  const [compared, setCompared] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<SavedSimulation | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const list = simulations.data?.simulations ?? [];
  const chosen = compared
    .map((id) => list.find((s) => s.id === id))
    .filter((s): s is SavedSimulation => s !== undefined);
  const toggle = (id: string, on: boolean) =>
    setCompared((current) => (on ? [...current, id].slice(-2) : current.filter((c) => c !== id)));

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(deleting.id);
      setCompared((current) => current.filter((id) => id !== deleting.id));
      setDeleting(null);
    } catch (error) {
      setDeleteError(errorMessage(error, 'No pudimos eliminar la simulación. Intenta de nuevo.'));
    }
  };

  return (
    <SectionCard
      title="Historial de simulaciones"
      description="Las simulaciones que guardaste. Marca dos en «Comparar» para verlas lado a lado."
    >
      {simulations.isPending ? <LoadingState size="compact" /> : null}
      {simulations.isError ? (
        <ErrorState
          title="No pudimos cargar tus simulaciones."
          error={simulations.error}
          onRetry={() => void simulations.refetch()}
        />
      ) : null}
      {simulations.isSuccess && list.length === 0 ? (
        <p className="text-sm text-slate-600">
          Aún no guardas simulaciones. Abre «Simular Escenario», ejecuta una simulación y guárdala
          para compararla después.
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul ref={listRef} className="grid gap-3 md:grid-cols-2">
          {list.map((s) => {
            const checked = compared.includes(s.id);
            return (
              <li key={s.id} className="min-w-0 rounded-xl border border-slate-200 p-4">
                <p className="font-semibold text-slate-900">
                  {GROWTH_SCENARIO_LABELS[s.input.scenario]} · {formatDate(s.createdAt)}
                </p>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">Inversión</dt>
                  <dd className="text-slate-900 tabular-nums">{formatMoney(s.input.investment)}</dd>
                  <dt className="text-slate-600">Periodo</dt>
                  <dd className="text-slate-900">{formatMonths(s.input.periodMonths)}</dd>
                  <dt className="text-slate-600">Crecimiento mensual</dt>
                  <dd className="text-slate-900 tabular-nums">
                    {formatPercent(s.input.monthlyGrowth)}
                  </dd>
                  <dt className="text-slate-600">Ingresos proyectados</dt>
                  <dd className="text-slate-900 tabular-nums">
                    {formatMoney(s.result.projectedRevenue)}
                  </dd>
                  <dt className="text-slate-600">ROI</dt>
                  <dd className="text-slate-900 tabular-nums">
                    {s.result.roi === null ? 'Sin calcular' : formatPercent(s.result.roi)}
                  </dd>
                </dl>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="size-5 rounded border-slate-400"
                      checked={checked}
                      onChange={(e) => toggle(s.id, e.target.checked)}
                    />
                    Comparar
                    <span className="sr-only">
                      {' '}
                      simulación {GROWTH_SCENARIO_LABELS[s.input.scenario]} del{' '}
                      {formatDate(s.createdAt)}
                    </span>
                  </label>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setDeleteError(null);
                      setDeleting(s);
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Eliminar
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {chosen.length === 1 ? (
        <p className="mt-3 text-sm text-slate-600">Marca otra simulación para compararlas.</p>
      ) : null}
      {chosen.length === 2 && chosen[0] && chosen[1] ? (
        <Comparison a={chosen[0]} b={chosen[1]} />
      ) : null}
      <DeleteDialog
        item="simulación"
        name={
          deleting
            ? `${GROWTH_SCENARIO_LABELS[deleting.input.scenario]} del ${formatDate(deleting.createdAt)}`
            : ''
        }
        open={deleting !== null}
        pending={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        returnFocusTo={() => listRef.current?.querySelector<HTMLElement>('button') ?? null}
      />
    </SectionCard>
  );
}
