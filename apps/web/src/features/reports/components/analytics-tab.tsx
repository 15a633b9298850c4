import type { Report } from '@caudal/contracts';
import { EmptyChart } from '../../../components/charts/chart-frame.tsx';
import { HiddenTable } from '../../../components/charts/hidden-table.tsx';
import { ShareCard } from '../../../components/charts/share-card.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { customerPoints, noteAbout, rowTick, rowTitle, slicesOf } from '../reports-model.ts';
import { CountLine } from './count-line.tsx';
import { ExpenseReview } from './expense-review.tsx';

const NO_UNITS = 'Tus movimientos no registran unidades vendidas';

function CustomerGrowth({ report }: { report: Report }) {
  const points = customerPoints(report.detailed_data);
  const why =
    noteAbout(report.assumed, ['registros de clientes', 'clientes se registran']) ??
    'Sin registros de clientes en el periodo. Regístralos en Economía unitaria › Tus clientes por mes.';
  return (
    <SectionCard
      title="Crecimiento de clientes"
      description={points.length > 0 ? 'Clientes activos de cada mes del periodo.' : undefined}
      className="min-w-0"
    >
      {points.length === 0 ? (
        <EmptyChart>{why}</EmptyChart>
      ) : (
        <>
          <CountLine
            points={points.map((p) => ({
              key: p.date,
              label: rowTick(p.date, 'month'),
              value: p.customers,
            }))}
          />
          <HiddenTable
            caption="Clientes activos por mes"
            rows={points}
            rowKey={(p) => p.date}
            columns={[
              { header: 'Mes', cell: (p) => rowTitle(p.date, p.date, 'month') },
              { header: 'Clientes activos', cell: (p) => formatInteger(p.customers) },
            ]}
          />
          {report.step !== 'month' && why ? (
            <p className="mt-3 text-xs text-slate-600">{why}</p>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}

/**
 * "Análisis": active customers month by month (or why there are none), the expenses by
 * category, units sold (never recorded: said so instead of an empty chart) and the review of
 * the expenses growing faster than revenue.
 */
export function AnalyticsTab({ report }: { report: Report }) {
  const units = report.detailed_data.filter((r) => r.units_sold !== null);
  return (
    <div className="min-w-0 space-y-6">
      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        <CustomerGrowth report={report} />
        <SectionCard title="Unidades vendidas" className="min-w-0">
          {units.length === 0 ? (
            <EmptyChart>
              {NO_UNITS}: cada movimiento guarda un monto, no una cantidad. Las ventas mensuales que
              estimas por producto están en Economía unitaria.
            </EmptyChart>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">Unidades vendidas por periodo</caption>
              <tbody>
                {units.map((r) => (
                  <tr key={r.date} className="border-b border-slate-100">
                    <th scope="row" className="py-1.5 text-left font-normal">
                      {rowTitle(r.date, r.end, report.step)}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">
                      {formatInteger(r.units_sold)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </SectionCard>
      </div>
      <ShareCard
        title="Gastos por categoría"
        description="En qué se fue el dinero del periodo."
        emptyText="Sin gastos en el periodo."
        caption="Gastos por categoría"
        slices={slicesOf(report.expense_breakdown ?? [])}
      />
      <ExpenseReview />
    </div>
  );
}
