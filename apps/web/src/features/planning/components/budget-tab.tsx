import {
  type BudgetLineInput,
  BudgetLineInputSchema,
  type BudgetLineView,
  type PlanningViewResponse,
} from '@caudal/contracts';
import { toPesos } from '@caudal/finance/money';
import { useId, useState } from 'react';
import { SERIES } from '../../../components/charts/chart-theme.ts';
import { MoneySeriesCard } from '../../../components/charts/money-series-card.tsx';
import type { ResourceColumn } from '../../../components/resource-table/resource-form.ts';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { moneyToField, optionalNumber } from '../../../lib/form-values.ts';
import { formatMoney, formatMonthLong, formatPercent } from '../../../lib/format.ts';
import { useBudgetLineActions, useEntryCategories } from '../api/planning-api.ts';
import {
  BUDGET_FIGURES,
  BUDGET_TYPE_LABELS,
  budgetChartRows,
  monthChoices,
  monthInProgressText,
  signedMoney,
  varianceWords,
} from '../planning-model.ts';
import { BudgetTools } from './budget-tools.tsx';

// The month is the tab's, not a column: the rows are checked without it and sent with it.
const LineSchema = BudgetLineInputSchema.omit({ month: true });
type LineInput = Omit<BudgetLineInput, 'month'>;

const varianceCell = (l: BudgetLineView) =>
  l.variance === 0
    ? formatMoney(l.variance)
    : `${formatMoney(l.variance)} · ${l.unfavourable ? 'En contra' : 'A favor'}`;

function columns(listId: string): readonly ResourceColumn<BudgetLineView>[] {
  return [
    {
      key: 'category',
      header: 'Categoría',
      cell: (l) => l.category,
      toField: (l) => l.category,
      input: { kind: 'text', maxLength: 60, list: listId },
    },
    {
      key: 'type',
      header: 'Tipo',
      cell: (l) => BUDGET_TYPE_LABELS[l.type],
      toField: (l) => l.type,
      initial: 'expense',
      input: {
        kind: 'select',
        options: [
          { value: 'income', label: 'Ingreso' },
          { value: 'expense', label: 'Gasto' },
        ],
      },
    },
    {
      key: 'planned',
      header: 'Planeado',
      cell: (l) => formatMoney(l.planned),
      toField: (l) => moneyToField(l.planned),
      fromField: optionalNumber,
      input: { kind: 'number', inputMode: 'decimal', step: 0.01, min: 0 },
      numeric: true,
    },
    { key: 'actual', header: 'Real', cell: (l) => formatMoney(l.actual), numeric: true },
    { key: 'variance', header: 'Variación', cell: varianceCell, numeric: true },
    {
      key: 'variancePercent',
      header: '%',
      cell: (l) =>
        l.variancePercent === null
          ? 'Sin plan'
          : formatPercent(l.variancePercent, { signed: true }),
      numeric: true,
    },
  ];
}

function Unplanned({
  rows,
  month,
  disabled,
}: {
  rows: PlanningViewResponse['budget']['unplanned'];
  month: string;
  disabled: boolean;
}) {
  const actions = useBudgetLineActions();
  const [state, setState] = useState<{ key: string; error: string | null } | null>(null);
  if (rows.length === 0) return null;
  const add = async (row: (typeof rows)[number]) => {
    const key = `${row.type}|${row.category}`;
    setState({ key, error: null });
    try {
      await actions.create({
        month,
        category: row.category,
        type: row.type,
        planned: Math.max(0, Math.round(toPesos(row.actual))),
      });
      setState(null);
    } catch (error) {
      setState({ key, error: errorMessage(error, 'No pudimos agregar la partida.') });
    }
  };
  return (
    <SectionCard
      title="Sin presupuesto"
      description="Movimientos del mes en categorías que no planeaste. Al agregarlas, lo real queda como planeado y puedes editarlo."
    >
      {state?.error ? <Alert className="mb-3">{state.error}</Alert> : null}
      <ScrollRegion label="Categorías sin presupuesto">
        <table className="w-full min-w-[32rem] text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                Categoría
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Tipo
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Real
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <span className="sr-only">Acción</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = `${row.type}|${row.category}`;
              const pending = state?.key === key && state.error === null;
              return (
                <tr key={key} className="border-b border-slate-100">
                  <td className="py-2 pr-3 break-words text-slate-900">{row.category}</td>
                  <td className="py-2 pr-3">{BUDGET_TYPE_LABELS[row.type]}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(row.actual)}</td>
                  <td className="py-2 text-right">
                    {disabled ? null : (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={pending}
                        onClick={() => void add(row)}
                      >
                        {pending ? 'Agregando...' : 'Agregar al presupuesto'}
                        <span className="sr-only"> «{row.category}»</span>
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </SectionCard>
  );
}

/**
 * "Presupuesto": the month's lines against its real entries (edited in place), the categories
 * nobody planned, the planned-against-actual chart, the two ways to start a month (copy the
 * previous one, last year's actuals ± %) and the low-accuracy notice. A book case's lines are
 * shown read-only.
 */
export function BudgetTab({
  view,
  isCase,
  today,
  onMonth,
}: {
  view: PlanningViewResponse;
  isCase: boolean;
  today: string;
  onMonth: (month: string) => void;
}) {
  const budget = view.budget;
  const s = budget.summary;
  const listId = useId();
  const actions = useBudgetLineActions();
  const categories = useEntryCategories();
  const monthName = formatMonthLong(budget.month);
  const cols = columns(listId);
  const withMonth = (input: LineInput) => ({ ...input, month: budget.month });
  return (
    <div className="min-w-0 space-y-6">
      {isCase ? null : (
        <div className="grid gap-4 sm:max-w-md">
          <SelectField
            label="Mes del presupuesto"
            options={monthChoices(today, budget.months, budget.month)}
            value={budget.month}
            onChange={(e) => onMonth(e.target.value)}
          />
        </div>
      )}
      {s.lowAccuracy ? (
        <Alert tone="warning">
          <p className="font-semibold">Presupuesto poco preciso</p>
          <p>
            Tu utilidad de {monthName} quedó debajo de lo planeado y la precisión es de{' '}
            {formatPercent(s.accuracy)}, debajo de 85 %. Revisa las partidas con más variación y
            ajusta lo que planeas.
          </p>
        </Alert>
      ) : null}
      {s.aboveProfitPlan ? (
        <Alert tone="success">
          <p className="font-semibold">Superaste tu utilidad planeada</p>
          <p>
            Tu utilidad de {monthName} quedó más de 15 % arriba de lo planeado. Revisa qué partidas
            lo lograron y planea el próximo mes con esas cifras.
          </p>
        </Alert>
      ) : null}
      <datalist id={listId}>
        {(categories.data?.categories ?? []).map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      {isCase ? (
        <ResourceTable
          title="Presupuesto del caso"
          item="partida"
          emptyText="El caso no trae partidas."
          columns={cols}
          rows={budget.lines}
          rowName={(l) => l.category}
        />
      ) : (
        <ResourceTable<BudgetLineView, LineInput>
          title={`Presupuesto de ${monthName}`}
          item="partida"
          emptyText={`Aún no hay partidas para ${monthName}. Agrega una, copia el mes anterior o parte de lo real del año pasado.`}
          columns={cols}
          rows={budget.lines}
          rowName={(l) => l.category}
          schema={LineSchema}
          onCreate={(input) => actions.create(withMonth(input))}
          onUpdate={(id, input) => actions.update(id, withMonth(input))}
          onDelete={actions.remove}
        />
      )}
      <BudgetTotals summary={s} monthName={monthName} />
      <Unplanned rows={budget.unplanned} month={budget.month} disabled={isCase} />
      {isCase ? null : <BudgetTools month={budget.month} />}
      <MoneySeriesCard
        title="Planeado contra real"
        description={`Cada partida de ${monthName}: lo planeado y lo real.`}
        emptyText="Agrega partidas para comparar lo planeado con lo real."
        caption={`Planeado contra real, ${monthName}`}
        rows={budgetChartRows(budget.lines)}
        x={{
          key: 'category',
          header: 'Categoría',
          tick: (v) => (v.length > 14 ? `${v.slice(0, 13)}…` : v),
          title: (v) => v,
        }}
        bars={[
          { key: 'planned', name: 'Planeado', color: SERIES.profit },
          { key: 'actual', name: 'Real', color: SERIES.expenses },
        ]}
      />
    </div>
  );
}

/**
 * Income, expenses and profit, each planned, real and varied, with whether the variance helps
 * (income above plan) or hurts (expenses above plan); the profit's row is the verdict. The month
 * in progress says so, with its days elapsed: its figures are so far.
 */
function BudgetTotals({
  summary: s,
  monthName,
}: {
  summary: PlanningViewResponse['budget']['summary'];
  monthName: string;
}) {
  const inProgress = monthInProgressText(s);
  const captionId = useId();
  return (
    <SectionCard title={`Totales de ${monthName}`}>
      {inProgress ? (
        <p className="mb-3 text-sm text-slate-600">
          {inProgress}: cifras hasta hoy. Se evalúa cuando termine el mes.
        </p>
      ) : null}
      <ScrollRegion label={`Totales del presupuesto de ${monthName}`}>
        <table aria-describedby={captionId} className="w-full min-w-[32rem] text-sm">
          <caption id={captionId} className="sr-only">
            Ingresos, gastos y utilidad de {monthName}: planeado, real y variación
          </caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                Concepto
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Planeado
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {inProgress ? 'Real hasta hoy' : 'Real'}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Variación
              </th>
              <th scope="col" className="py-2 font-medium">
                Lectura
              </th>
            </tr>
          </thead>
          <tbody>
            {BUDGET_FIGURES.map(([key, label]) => {
              const f = s[key];
              const verdict = key === 'profit';
              return (
                <tr
                  key={key}
                  className={verdict ? 'border-t border-slate-200 font-semibold' : undefined}
                >
                  <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                    {label}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(f.planned)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(f.actual)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{signedMoney(f.variance)}</td>
                  <td className="py-2 text-slate-700">
                    {varianceWords(f)}
                    {verdict && inProgress ? ' (hasta hoy)' : ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </SectionCard>
  );
}
