import type { Dashboard } from '@caudal/contracts';
import { sumCentavos } from '@caudal/finance/money';
import { lazy } from 'react';
import { SectionCard } from '../../../components/ui/card.tsx';
import {
  formatDate,
  formatMoney,
  formatMonth,
  formatMonthLong,
  formatPercent,
} from '../../../lib/format.ts';
import { retry } from '../../../lib/retry.ts';
import { allZero } from '../dashboard-view.ts';
import { ChartFrame, EmptyChart, HiddenTable } from './chart-frame.tsx';
import { categoryColor } from './charts/chart-theme.ts';

const charts = () => import('./charts/index.ts');
const MonthlyChart = lazy(() => retry(charts).then((m) => ({ default: m.MonthlyChart })));
const DailyChart = lazy(() => retry(charts).then((m) => ({ default: m.DailyChart })));
const ExpensePie = lazy(() => retry(charts).then((m) => ({ default: m.ExpensePie })));

type Monthly = Dashboard['monthly'];

export function MonthlyChartCard({ monthly }: { monthly: Monthly }) {
  const first = monthly[0];
  const last = monthly.at(-1);
  const range =
    first && last ? `de ${formatMonthLong(first.month)} a ${formatMonthLong(last.month)}` : '';
  return (
    <SectionCard
      title="Ingresos vs gastos por mes"
      description={
        monthly.length > 0
          ? `${monthly.length === 1 ? 'Un mes' : `${monthly.length} meses`}, ${range}.`
          : undefined
      }
      className="min-w-0"
    >
      {monthly.length === 0 ? (
        <EmptyChart>
          Aún no hay movimientos registrados por mes. Cuando registres ingresos y gastos en Flujo de
          caja, aquí verás su evolución.
        </EmptyChart>
      ) : (
        <>
          <ChartFrame>
            <MonthlyChart data={monthly} />
          </ChartFrame>
          <HiddenTable
            caption={`Ingresos, gastos y utilidad por mes, ${range}`}
            rows={monthly}
            rowKey={(row) => row.month}
            columns={[
              { header: 'Mes', cell: (row) => formatMonth(row.month) },
              { header: 'Ingresos', cell: (row) => formatMoney(row.revenue) },
              { header: 'Gastos', cell: (row) => formatMoney(row.expenses) },
              { header: 'Utilidad', cell: (row) => formatMoney(row.profit) },
            ]}
          />
        </>
      )}
    </SectionCard>
  );
}

export function DailyChartCard({ daily }: { daily: Dashboard['daily'] }) {
  const empty = allZero(daily.flatMap((day) => [day.inflow, day.outflow]));
  const totalIn = sumCentavos(daily.map((day) => day.inflow));
  const totalOut = sumCentavos(daily.map((day) => day.outflow));
  return (
    <SectionCard
      title="Entradas y salidas por día"
      description={
        empty
          ? undefined
          : `En el periodo entraron ${formatMoney(totalIn)} y salieron ${formatMoney(totalOut)}.`
      }
      className="min-w-0"
    >
      {empty ? (
        <EmptyChart>No hay entradas ni salidas registradas en este periodo.</EmptyChart>
      ) : (
        <>
          <ChartFrame>
            <DailyChart data={daily} />
          </ChartFrame>
          <HiddenTable
            caption="Entradas y salidas de dinero de cada día del periodo"
            rows={daily}
            rowKey={(row) => row.date}
            columns={[
              { header: 'Día', cell: (row) => formatDate(row.date) },
              { header: 'Entradas', cell: (row) => formatMoney(row.inflow) },
              { header: 'Salidas', cell: (row) => formatMoney(row.outflow) },
            ]}
          />
        </>
      )}
    </SectionCard>
  );
}

export function ExpensesCard({
  expenses,
  estimated,
}: {
  expenses: Dashboard['expensesByCategory'];
  /** The split comes from the monthly costs, not from entries of the period. */
  estimated: boolean;
}) {
  return (
    <SectionCard
      title="Distribución de gastos"
      description={
        estimated
          ? 'Estimada con tus costos mensuales: aún no hay gastos registrados en el periodo.'
          : 'En qué se fue el dinero del periodo, por categoría.'
      }
      className="min-w-0"
    >
      {expenses.length === 0 ? (
        <EmptyChart>No hay gastos en este periodo.</EmptyChart>
      ) : (
        <div className="grid items-center gap-6 md:grid-cols-[minmax(0,16rem)_1fr]">
          <ChartFrame className="mx-auto h-56 max-w-64">
            <ExpensePie data={expenses} />
          </ChartFrame>
          <table className="w-full text-sm">
            <caption className="sr-only">Gastos del periodo por categoría</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th scope="col" className="py-2 font-medium">
                  Categoría
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Monto
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  %
                </th>
              </tr>
            </thead>
            <tbody>
              {expenses.map((slice, index) => (
                <tr key={slice.category} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-2 text-left font-normal text-slate-800">
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="size-3 shrink-0 rounded-full"
                        style={{ backgroundColor: categoryColor(index) }}
                      />
                      <span className="break-words">{slice.category}</span>
                    </span>
                  </th>
                  <td className="py-2 text-right whitespace-nowrap text-slate-800 tabular-nums">
                    {formatMoney(slice.amount)}
                  </td>
                  <td className="py-2 pl-3 text-right whitespace-nowrap font-semibold text-slate-900 tabular-nums">
                    {formatPercent(slice.percent)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
