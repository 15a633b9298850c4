import { type Investment, InvestmentInputSchema } from '@caudal/contracts';
import { percent, roiTone, sumCentavos } from '@caudal/finance';
import { useEffect } from 'react';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { ToneBars } from '../../../components/charts/lazy-charts.tsx';
import { ConceptTooltip } from '../../../components/concept-tooltip.tsx';
import { KpiCard } from '../../../components/kpi-card.tsx';
import type { ResourceColumn } from '../../../components/resource-table/resource-form.ts';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import { TONE_WORDS } from '../../../components/ui/tone.ts';
import { moneyToField, optionalNumber } from '../../../lib/form-values.ts';
import { formatDecimal, formatMoney, formatPercent } from '../../../lib/format.ts';
import { useInvestmentActions, useInvestments } from '../api/profitability-api.ts';
import { INVESTMENT_TYPE_LABELS, RISK_LEVEL_LABELS } from '../profitability-model.ts';

const MONEY_INPUT = { kind: 'number', inputMode: 'decimal', step: 0.01, min: 0 } as const;

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

const NOT_DEFINED = 'No se puede calcular';

/** '35.2 % · Bien': the figure and §9's verdict in words (colour alone says nothing). */
const roiCell = (value: number | null, tone: Investment['tone']) =>
  value === null ? NOT_DEFINED : `${formatPercent(value)}${tone ? ` · ${TONE_WORDS[tone]}` : ''}`;

const paybackCell = (months: number | null) =>
  months === null ? 'No se recupera' : `${formatDecimal(months)} meses`;

const COLUMNS: readonly ResourceColumn<Investment>[] = [
  {
    key: 'name',
    header: 'Inversión',
    cell: (i) => i.name,
    toField: (i) => i.name,
    input: { kind: 'text', maxLength: 120 },
  },
  {
    key: 'type',
    header: 'Tipo',
    cell: (i) => INVESTMENT_TYPE_LABELS[i.type],
    toField: (i) => i.type,
    initial: 'other',
    input: { kind: 'select', options: options(INVESTMENT_TYPE_LABELS) },
  },
  {
    key: 'initialCost',
    header: 'Costo inicial',
    cell: (i) => formatMoney(i.initialCost),
    toField: (i) => moneyToField(i.initialCost),
    fromField: optionalNumber,
    input: MONEY_INPUT,
    numeric: true,
  },
  {
    key: 'monthlyReturn',
    header: 'Rendimiento mensual',
    // An uneven series has no single monthly return: it is edited in "Evaluar inversión".
    cell: (i) => (i.monthlyReturn === null ? 'Varía por periodo' : formatMoney(i.monthlyReturn)),
    toField: (i) => moneyToField(i.monthlyReturn),
    fromField: optionalNumber,
    input: MONEY_INPUT,
    numeric: true,
  },
  {
    key: 'duration',
    header: 'Duración (meses)',
    cell: (i) => String(i.duration),
    toField: (i) => String(i.duration),
    fromField: optionalNumber,
    initial: '12',
    input: { kind: 'number', inputMode: 'numeric', step: 1, min: 1 },
    numeric: true,
  },
  {
    key: 'riskLevel',
    header: 'Riesgo',
    cell: (i) => RISK_LEVEL_LABELS[i.riskLevel],
    toField: (i) => i.riskLevel,
    initial: 'medium',
    input: { kind: 'select', options: options(RISK_LEVEL_LABELS) },
  },
  { key: 'roi', header: 'ROI', cell: (i) => roiCell(i.roi, i.tone), numeric: true },
  {
    key: 'annualizedRoi',
    header: 'ROI anual',
    cell: (i) => (i.annualizedRoi === null ? NOT_DEFINED : formatPercent(i.annualizedRoi)),
    numeric: true,
  },
  {
    key: 'paybackPeriod',
    header: 'Recuperación',
    cell: (i) => paybackCell(i.paybackPeriod),
    numeric: true,
  },
];

/**
 * "ROI": the investments edited in place (create, edit, delete), their ROI, annualised ROI and
 * payback, and the bar chart in §9's colours. Records 'roi-analysis' once an ROI is on screen.
 */
export function RoiTab({
  onAnalysed,
  caseRows,
}: {
  onAnalysed: () => void;
  /** A book case's investments, shown read-only instead of the company's. */
  caseRows?: readonly Investment[] | undefined;
}) {
  const list = useInvestments();
  const actions = useInvestmentActions();
  const rows = caseRows ?? list.data;
  const withRoi = (rows ?? []).filter((i) => i.roi !== null);
  const hasRoi = withRoi.length > 0;
  const own = caseRows === undefined;
  useEffect(() => {
    if (hasRoi && own) onAnalysed();
  }, [hasRoi, own, onAnalysed]);
  const cost = sumCentavos((rows ?? []).map((i) => i.initialCost));
  const returns = sumCentavos((rows ?? []).map((i) => i.totalReturn));
  const portfolio = percent(returns - cost, cost);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <KpiCard
          label="Inversión total"
          value={formatMoney(cost)}
          detail={`${(rows ?? []).length} ${(rows ?? []).length === 1 ? 'inversión' : 'inversiones'} registradas.`}
        />
        <KpiCard
          label="Retorno esperado"
          value={formatMoney(returns)}
          detail="La suma de los flujos de cada una, con su valor de rescate."
        />
        <KpiCard
          label="ROI del portafolio"
          value={portfolio === null ? NOT_DEFINED : formatPercent(portfolio)}
          tone={portfolio === null ? null : roiTone(portfolio)}
          concept="roi"
          detail="20 % o más es bueno; de 10 % a 20 %, atención; menos, malo."
        />
      </div>
      {own ? (
        <ResourceTable
          title="Tus inversiones"
          item="inversión"
          emptyText="Aún no registras inversiones."
          loadErrorTitle="No pudimos cargar tus inversiones."
          columns={COLUMNS}
          rows={rows}
          loadError={list.error}
          onRetry={() => void list.refetch()}
          rowName={(i) => i.name}
          schema={InvestmentInputSchema}
          onCreate={actions.create}
          onUpdate={actions.update}
          onDelete={actions.remove}
        />
      ) : (
        <ResourceTable
          title="Inversiones del caso"
          item="inversión"
          emptyText="El caso no trae inversiones."
          columns={COLUMNS}
          rows={rows}
          rowName={(i) => i.name}
        />
      )}
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <span>Qué significa cada columna:</span>
        <span className="inline-flex items-center gap-1">
          ROI anual
          <ConceptTooltip concept="annualizedRoi" label="ROI anual" />
        </span>
        <span className="inline-flex items-center gap-1">
          Recuperación
          <ConceptTooltip concept="investmentPayback" label="Recuperación" />
        </span>
        <span className="inline-flex items-center gap-1">
          Riesgo
          <ConceptTooltip concept="investmentRisk" label="Riesgo de la inversión" />
        </span>
      </p>
      <ChartCard
        title="ROI por inversión"
        description="Verde: 20 % o más; ámbar: de 10 % a 20 %; rojo: menos de 10 %."
        empty={!hasRoi}
        emptyText="Registra una inversión para comparar su ROI."
        chart={
          <ToneBars
            unit="percent"
            seriesName="ROI"
            data={withRoi.map((i) => ({ name: i.name, value: i.roi ?? 0, tone: i.tone }))}
          />
        }
        table={{
          caption: 'ROI por inversión',
          rows: withRoi,
          rowKey: (i) => i.id,
          columns: [
            { header: 'Inversión', cell: (i) => i.name },
            { header: 'ROI', cell: (i) => roiCell(i.roi, i.tone) },
          ],
        }}
      />
    </div>
  );
}
