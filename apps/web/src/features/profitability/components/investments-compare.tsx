import type { Investment } from '@caudal/contracts';
import { useState } from 'react';
import { SectionCard } from '../../../components/ui/card.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { EmptyState, ErrorState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TONE_TEXT, TONE_WORDS } from '../../../components/ui/tone.ts';
import { formatMoney, formatRatio } from '../../../lib/format.ts';
import {
  evaluationOfInvestment,
  formatIrr,
  formatPeriods,
  formatRate,
} from '../investment-series-model.ts';

const MAX_COMPARED = 3;

/** Two or three saved investments side by side: VPN, TIR, paybacks, ROI, index, verdict. */
export function InvestmentsCompare({
  rows,
  loading,
  error,
  onRetry,
  onOpen,
}: {
  rows: readonly Investment[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onOpen: (investment: Investment) => void;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const list = rows ?? [];
  const chosen = list.filter((i) => picked.includes(i.id));
  const shown = chosen.length > 0 ? chosen : list.slice(0, MAX_COMPARED);
  const evaluated = shown.map((i) => ({ investment: i, e: evaluationOfInvestment(i) }));
  const toggle = (id: string, on: boolean) =>
    setPicked((now) => (on ? [...now, id] : now.filter((x) => x !== id)));
  const figures: { label: string; cell: (x: (typeof evaluated)[number]) => string }[] = [
    { label: 'Inversión inicial', cell: (x) => formatMoney(x.investment.initialCost) },
    { label: 'Tasa de descuento', cell: (x) => formatRate(x.e.discountRate) },
    { label: 'VPN', cell: (x) => formatMoney(x.e.npv.value) },
    { label: 'TIR', cell: (x) => formatIrr(x.e.irr) },
    { label: 'Recuperación', cell: (x) => formatPeriods(x.e.paybackPeriods.value, x.e.periodUnit) },
    {
      label: 'Recuperación descontada',
      cell: (x) => formatPeriods(x.e.discountedPaybackPeriods.value, x.e.periodUnit),
    },
    { label: 'ROI', cell: (x) => formatRate(x.e.roi.value) },
    { label: 'Índice de rentabilidad', cell: (x) => formatRatio(x.e.profitabilityIndex.value) },
  ];
  return (
    <SectionCard
      title="Compara tus inversiones"
      description="Elige hasta tres de tus inversiones guardadas para verlas lado a lado."
    >
      {error && !rows ? (
        <ErrorState title="No pudimos cargar tus inversiones." error={error} onRetry={onRetry} />
      ) : loading && !rows ? (
        <LoadingSkeleton label="Cargando tus inversiones...">
          <Skeleton className="h-32" />
        </LoadingSkeleton>
      ) : list.length === 0 ? (
        <EmptyState
          title="Aún no guardas inversiones."
          text="Evalúa una arriba y guárdala, o regístrala en la pestaña ROI."
        />
      ) : (
        <div className="space-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">Inversiones</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {list.map((i) => (
                <CheckboxField
                  key={i.id}
                  label={i.name}
                  checked={picked.includes(i.id)}
                  disabled={!picked.includes(i.id) && picked.length >= MAX_COMPARED}
                  onChange={(ev) => toggle(i.id, ev.target.checked)}
                />
              ))}
            </div>
          </fieldset>
          <ScrollRegion label="Comparación de inversiones">
            <table className="w-full min-w-[32rem] text-sm">
              <caption className="sr-only">Cifras de cada inversión comparada</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-2 pr-3 text-left font-medium text-slate-600">
                    Cifra
                  </th>
                  {evaluated.map((x) => (
                    <th
                      key={x.investment.id}
                      scope="col"
                      className="py-2 pr-3 text-right font-semibold text-slate-900"
                    >
                      {x.investment.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {figures.map((f) => (
                  <tr key={f.label} className="border-t border-slate-200">
                    <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-800">
                      {f.label}
                    </th>
                    {evaluated.map((x) => (
                      <td key={x.investment.id} className="py-2 pr-3 text-right tabular-nums">
                        {f.cell(x)}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr className="border-t border-slate-200 align-top">
                  <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-800">
                    Veredicto
                  </th>
                  {evaluated.map((x) => (
                    <td key={x.investment.id} className="py-2 pr-3 text-right">
                      <span className={`font-semibold ${TONE_TEXT[x.e.verdict.tone]}`}>
                        {TONE_WORDS[x.e.verdict.tone]}
                      </span>
                      <button
                        type="button"
                        aria-label={`Abrir en el evaluador: ${x.investment.name}`}
                        className="ml-2 text-brand-700 underline"
                        onClick={() => onOpen(x.investment)}
                      >
                        Abrir en el evaluador
                      </button>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      )}
    </SectionCard>
  );
}
