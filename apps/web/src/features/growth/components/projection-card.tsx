import { GROWTH_SCENARIO_LABELS, type GrowthView } from '@caudal/contracts';
import { GROWTH_PROJECTION_SCENARIOS, PROJECTION_SCENARIOS } from '@caudal/finance';
import { ChartFrame } from '../../../components/charts/chart-frame.tsx';
import { CHART_COLORS, SERIES as COLOURS } from '../../../components/charts/chart-theme.ts';
import { HiddenTable } from '../../../components/charts/hidden-table.tsx';
import { HighlightLines, type LineSeries } from '../../../components/charts/lazy-charts.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { formatMoney, formatMonthLong, formatPercent } from '../../../lib/format.ts';
import type { ScenarioId } from '../growth-model.ts';

const COLORS: Record<ScenarioId, string> = {
  conservative: COLOURS.profit,
  realistic: COLOURS.revenue,
  aggressive: CHART_COLORS.aggressive,
};

const IDS = Object.keys(GROWTH_SCENARIO_LABELS) as ScenarioId[];

/**
 * How a scenario's line sits around the realistic one (finance projection.ts): the realistic
 * line is the projection rule's own; the others are its sales × 0.9 and × 1.15.
 */
export const scenarioRateText = (id: ScenarioId) => {
  const factor = PROJECTION_SCENARIOS[GROWTH_PROJECTION_SCENARIOS[id]].revenue;
  if (factor === 1) return 'la proyección base';
  const change = Math.round((factor - 1) * 100);
  return `${change > 0 ? '+' : '−'}${formatPercent(Math.abs(change))} sobre la base`;
};

const SERIES: LineSeries<ScenarioId>[] = IDS.map((id) => ({
  key: id,
  name: `${GROWTH_SCENARIO_LABELS[id]} (${scenarioRateText(id)})`,
  color: COLORS[id],
}));

type ProjectionRow = GrowthView['projection'][number];

/** The next six months under the three scenarios; the chosen one is drawn thick. */
export function ProjectionCard({
  projection,
  rule,
  selected,
}: {
  projection: GrowthView['projection'];
  rule: GrowthView['projectionRule'];
  selected: ScenarioId;
}) {
  const last = projection.at(-1);
  return (
    <SectionCard
      title="Proyección a 6 meses"
      description={`Tus ingresos de los próximos seis meses creciendo ${rule.label}, la misma regla de Flujo de caja y Planeación; los otros escenarios, 10 % abajo y 15 % arriba. Resaltado: ${GROWTH_SCENARIO_LABELS[selected]}.`}
      className="min-w-0"
    >
      {projection.length === 0 ? (
        <p className="text-sm text-slate-600">Sin proyección que mostrar.</p>
      ) : (
        <>
          <ChartFrame>
            <HighlightLines data={projection} series={SERIES} highlighted={selected} />
          </ChartFrame>
          <HiddenTable<ProjectionRow>
            caption="Ingresos proyectados por escenario"
            rows={projection}
            rowKey={(row) => row.month}
            columns={[
              { header: 'Mes', cell: (row) => formatMonthLong(row.month) },
              ...IDS.map((id) => ({
                header: GROWTH_SCENARIO_LABELS[id],
                cell: (row: ProjectionRow) => formatMoney(row[id]),
              })),
            ]}
          />
          {last ? (
            <p className="mt-3 text-sm text-slate-700">
              En {formatMonthLong(last.month)}, escenario {GROWTH_SCENARIO_LABELS[selected]}:{' '}
              <span className="font-semibold tabular-nums">{formatMoney(last[selected])}</span> al
              mes.
            </p>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
