import type { Report } from '@caudal/contracts';
import { AVERAGE_INCOME_PER_MOVEMENT } from '@caudal/finance';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import {
  formatDate,
  formatInteger,
  formatMoney,
  formatPercent,
  formatRatio,
} from '../../../lib/format.ts';
import { formatKpiValue, KPI_STATUS_LABELS, rowTitle } from '../reports-model.ts';

const PREVIEW_ROWS = 5;

type Pair = { label: string; value: string };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 border-t border-slate-200 pt-4">
      <h3 className="mb-3 font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Pairs({ pairs }: { pairs: readonly Pair[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {pairs.map((p) => (
        <div key={p.label} className="flex justify-between gap-3 border-b border-slate-100 py-1">
          <dt className="text-slate-600">{p.label}</dt>
          <dd className="text-right font-semibold text-slate-900 tabular-nums">{p.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Slices({
  caption,
  slices,
}: {
  caption: string;
  slices: NonNullable<Report['expense_breakdown']>;
}) {
  if (slices.length === 0)
    return <p className="text-sm text-slate-600">Sin montos en el periodo.</p>;
  return (
    <table className="w-full max-w-2xl text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-600">
          <th scope="col" className="py-1.5 font-medium">
            Categoría
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Monto
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            %
          </th>
        </tr>
      </thead>
      <tbody>
        {slices.map((s) => (
          <tr key={s.name} className="border-b border-slate-100">
            <th scope="row" className="py-1.5 pr-2 text-left font-normal break-words">
              {s.name}
            </th>
            <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
              {formatMoney(s.value)}
            </td>
            <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular-nums">
              {formatPercent(s.percent)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const orNoData = (text: string, value: unknown) => (value === null ? 'Sin datos' : text);

/**
 * The chosen report's own content, as the file will carry it: its summary, the breakdowns,
 * operations, marketing and KPIs as its type has them, and the first rows of its detail.
 */
export function ReportPreview({ report }: { report: Report }) {
  const s = report.financial_summary;
  const ue = report.unit_economics;
  const rows = report.detailed_data.slice(0, PREVIEW_ROWS);
  return (
    <SectionCard
      title={`Vista previa: ${report.title}`}
      description={`${report.company_name} · del ${formatDate(report.period.from)} al ${formatDate(report.period.to)} · generado el ${formatDate(report.generated_on)}`}
      className="min-w-0"
    >
      <div className="space-y-5">
        <Section title="Resumen financiero">
          <Pairs
            pairs={[
              { label: 'Ingresos', value: formatMoney(s.total_revenue) },
              { label: 'Gastos', value: formatMoney(s.total_expenses) },
              { label: 'Utilidad neta', value: formatMoney(s.net_profit) },
              { label: 'Margen neto', value: orNoData(formatPercent(s.net_margin), s.net_margin) },
              { label: 'Flujo de caja neto', value: formatMoney(s.net_cash_flow) },
              { label: 'Aportaciones del dueño', value: formatMoney(s.owner_contributions) },
              { label: 'Retiros del dueño', value: formatMoney(s.owner_withdrawals) },
              {
                label: 'Utilidad por peso gastado',
                value: orNoData(formatPercent(ue.roi), ue.roi),
              },
              {
                label: 'Crecimiento de ingresos',
                value: orNoData(
                  formatPercent(report.growth_metrics.revenue_growth, { signed: true }),
                  report.growth_metrics.revenue_growth,
                ),
              },
            ]}
          />
        </Section>
        {report.revenue_breakdown ? (
          <Section
            title={
              report.revenue_breakdown.estimated
                ? 'Ingresos por categoría (estimación: tus ingresos no tienen categorías)'
                : 'Ingresos por categoría'
            }
          >
            <Slices caption="Ingresos por categoría" slices={report.revenue_breakdown.slices} />
          </Section>
        ) : null}
        {report.expense_breakdown ? (
          <Section title="Gastos por categoría">
            <Slices caption="Gastos por categoría" slices={report.expense_breakdown} />
          </Section>
        ) : null}
        {report.operations ? (
          <Section title="Operación">
            <Pairs
              pairs={[
                {
                  label: 'Movimientos de ingreso',
                  value: formatInteger(report.operations.income_entries),
                },
                {
                  label: 'Movimientos de gasto',
                  value: formatInteger(report.operations.expense_entries),
                },
                {
                  label: AVERAGE_INCOME_PER_MOVEMENT.name,
                  value: orNoData(
                    formatMoney(report.operations.average_ticket),
                    report.operations.average_ticket,
                  ),
                },
                {
                  label: 'Clientes activos',
                  value: orNoData(
                    formatInteger(report.operations.active_customers),
                    report.operations.active_customers,
                  ),
                },
                {
                  label: 'Unidades vendidas',
                  value: orNoData(
                    formatInteger(report.operations.units_sold),
                    report.operations.units_sold,
                  ),
                },
              ]}
            />
            <p className="mt-2 text-xs text-slate-600">
              {AVERAGE_INCOME_PER_MOVEMENT.name}: {AVERAGE_INCOME_PER_MOVEMENT.description}
            </p>
          </Section>
        ) : null}
        {report.marketing ? (
          <Section title="Marketing">
            <Pairs
              pairs={[
                {
                  label: 'Gasto en marketing',
                  value: formatMoney(report.marketing.marketing_spend),
                },
                {
                  label: 'Clientes nuevos',
                  value: orNoData(
                    formatInteger(report.marketing.new_customers),
                    report.marketing.new_customers,
                  ),
                },
                {
                  label: 'Tope de costo por cliente (LTV ÷ 3)',
                  value: orNoData(
                    formatMoney(report.marketing.cac_ceiling),
                    report.marketing.cac_ceiling,
                  ),
                },
                {
                  label: 'LTV/COCA',
                  value:
                    ue.ltv_coca_ratio === null
                      ? ue.customers_needed
                        ? 'Sin clientes registrados'
                        : 'Sin datos'
                      : `${formatRatio(ue.ltv_coca_ratio)}x${report.marketing.ltv_coca_label ? ` (${report.marketing.ltv_coca_label})` : ''}`,
                },
              ]}
            />
          </Section>
        ) : null}
        {report.kpis ? (
          <Section title="Indicadores que sigues">
            <Pairs
              pairs={report.kpis
                .filter((k) => k.followed)
                .map((k) => ({
                  label: k.name,
                  value: `${formatKpiValue(k.value, k.unit)}${k.status ? ` · ${KPI_STATUS_LABELS[k.status]}` : ''}`,
                }))}
            />
          </Section>
        ) : null}
        <Section
          title={`Detalle: primeras ${Math.min(PREVIEW_ROWS, report.detailed_data.length)} de ${report.detailed_data.length} filas`}
        >
          <ScrollRegion label="Detalle del reporte">
            <table className="w-full min-w-[40rem] text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-600">
                  {[
                    'Periodo',
                    'Ingresos',
                    'Gastos',
                    'Utilidad',
                    'Flujo de caja',
                    'Clientes',
                    'Unidades',
                  ].map((h, i) => (
                    <th
                      key={h}
                      scope="col"
                      className={
                        i === 0 ? 'py-1.5 pr-3 font-medium' : 'py-1.5 pr-3 text-right font-medium'
                      }
                    >
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.date} className="border-b border-slate-100">
                    <th scope="row" className="py-1.5 pr-3 text-left font-normal whitespace-nowrap">
                      {rowTitle(r.date, r.end, report.step)}
                    </th>
                    <td className="py-1.5 pr-3 text-right tabular-nums">
                      {formatMoney(r.revenue)}
                    </td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">
                      {formatMoney(r.expenses)}
                    </td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{formatMoney(r.profit)}</td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">
                      {formatMoney(r.cash_flow)}
                    </td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">
                      {formatInteger(r.customers)}
                    </td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">
                      {formatInteger(r.units_sold)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </Section>
        {report.assumed.length > 0 ? (
          <Section title="Notas">
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              {report.assumed.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </SectionCard>
  );
}
