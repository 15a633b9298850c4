import { GROWTH_HISTORY_RANGE_LABELS, type GrowthView } from '@caudal/contracts';
import { useState } from 'react';
import { ChartFrame } from '../../../components/charts/chart-frame.tsx';
import { HiddenTable } from '../../../components/charts/hidden-table.tsx';
import { EstimatedHistory } from '../../../components/charts/lazy-charts.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { formatMoney, formatMonthLong } from '../../../lib/format.ts';
import {
  DEFAULT_HISTORY_RANGE,
  estimatedRuns,
  type HistoryMonth,
  type HistoryRange,
  historyChartRows,
  sliceHistory,
} from '../growth-model.ts';

const RANGE_OPTIONS = (Object.keys(GROWTH_HISTORY_RANGE_LABELS) as HistoryRange[]).map((value) => ({
  value,
  label: GROWTH_HISTORY_RANGE_LABELS[value],
}));

/**
 * The revenue of the last complete months (3M, 6M, 1A, 2A; 1A by default) with the expenses;
 * months without recorded entries are estimates, drawn dashed and named in words.
 */
export function HistoryCard({ history }: { history: GrowthView['history'] }) {
  const [range, setRange] = useState<HistoryRange>(DEFAULT_HISTORY_RANGE);
  const rows = sliceHistory(history, range);
  const runs = estimatedRuns(rows);
  return (
    <SectionCard title="Historial de ingresos" className="min-w-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">Tus ingresos y gastos de cada mes completo.</p>
        <SegmentedControl
          label="Rango del historial"
          value={range}
          options={RANGE_OPTIONS}
          onChange={setRange}
        />
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">Todavía no hay meses completos que mostrar.</p>
      ) : (
        <>
          <ChartFrame>
            <EstimatedHistory data={historyChartRows(rows)} />
          </ChartFrame>
          <HiddenTable<HistoryMonth>
            caption="Ingresos y gastos por mes"
            rows={rows}
            rowKey={(row) => row.month}
            columns={[
              {
                header: 'Mes',
                cell: (row) =>
                  `${formatMonthLong(row.month)}${row.estimated ? ' (estimación)' : ''}`,
              },
              { header: 'Ingresos', cell: (row) => formatMoney(row.revenue) },
              { header: 'Gastos', cell: (row) => formatMoney(row.expenses) },
              { header: 'Utilidad', cell: (row) => formatMoney(row.profit) },
            ]}
          />
          {runs.length > 0 ? (
            <p className="mt-3 text-sm text-slate-700">
              <span className="font-semibold">Estimación:</span> {runs.join(', ')}. En esos meses no
              hay movimientos registrados; las cifras (línea punteada) son una estimación a partir
              de tus ingresos actuales, no datos reales.
            </p>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
