import type { Report } from '@caudal/contracts';
import { SERIES } from '../../../components/charts/chart-theme.ts';
import { MoneySeriesCard } from '../../../components/charts/money-series-card.tsx';
import { ShareCard } from '../../../components/charts/share-card.tsx';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { formatDate, formatMoney, formatPercent } from '../../../lib/format.ts';
import { isEmptyPeriod, rowTick, rowTitle, slicesOf } from '../reports-model.ts';
import { UnitEconomicsSummary } from './unit-economics-summary.tsx';

const STEP_WORDS = { day: 'por día', week: 'por semana', month: 'por mes' } as const;

/**
 * "Resumen": revenue, net profit, net cash flow and profit per peso spent (the wire's `roi`);
 * revenue and profit over the period's days, weeks or months; revenue by category (or its estimate); unit economics; and the
 * business insights when there is revenue.
 */
export function DashboardTab({ report }: { report: Report }) {
  const s = report.financial_summary;
  const growth = report.growth_metrics.revenue_growth;
  const roi = report.unit_economics.roi;
  const revenue = report.revenue_breakdown;
  return (
    <div className="min-w-0 space-y-6">
      {isEmptyPeriod(report) ? (
        <Alert tone="info">
          <p className="font-semibold">Sin movimientos en el periodo</p>
          <p>
            No hay ingresos ni gastos registrados del {formatDate(report.period.from)} al{' '}
            {formatDate(report.period.to)}: las cifras están en cero. Registra tus movimientos en
            Flujo de caja para ver tu reporte.
          </p>
        </Alert>
      ) : null}
      <KpiGrid label="Resumen del periodo">
        <KpiCard
          label="Ingresos"
          value={formatMoney(s.total_revenue)}
          detail={
            growth === null
              ? 'Sin periodo anterior con qué comparar.'
              : `${formatPercent(growth, { signed: true })} contra los ${report.period_days} días anteriores`
          }
          {...(growth === null
            ? {}
            : { change: { trend: growth > 0 ? 'up' : growth < 0 ? 'down' : 'flat', tone: null } })}
        />
        <KpiCard
          label="Utilidad neta"
          value={formatMoney(s.net_profit)}
          tone={s.net_profit < 0 ? 'bad' : null}
          detail={
            s.net_margin === null
              ? 'Sin ingresos no hay margen neto.'
              : `Margen neto: ${formatPercent(s.net_margin)}`
          }
        />
        <KpiCard
          label="Flujo de caja neto"
          value={formatMoney(s.net_cash_flow)}
          tone={s.net_cash_flow < 0 ? 'bad' : null}
          detail={`Promedio ${STEP_WORDS[report.step]}: ${formatMoney(s.average_cash_flow)}`}
        />
        {/* Profit over expenses (the spec's report "roi"): not the ROI of an investment, which
            is Rentabilidad's; one name, one figure. */}
        <KpiCard
          label="Utilidad por peso gastado"
          value={roi === null ? 'Sin datos' : formatPercent(roi)}
          tone={roi !== null && roi < 0 ? 'bad' : null}
          detail={
            roi === null
              ? 'Sin gastos en el periodo no se calcula.'
              : 'Utilidad neta sobre los gastos del periodo. El ROI de tus inversiones está en Rentabilidad.'
          }
        />
      </KpiGrid>
      <MoneySeriesCard
        title="Ingresos y utilidad"
        description={`Cada barra es ${report.step === 'day' ? 'un día' : report.step === 'week' ? 'una semana' : 'un mes'} del periodo; la línea, su utilidad.`}
        emptyText="Sin movimientos en el periodo: no hay ingresos ni utilidad que graficar."
        caption="Ingresos y utilidad del periodo"
        rows={report.detailed_data}
        x={{
          key: 'date',
          header: 'Periodo',
          tick: (d) => rowTick(d, report.step),
          title: (d) =>
            rowTitle(d, report.detailed_data.find((r) => r.date === d)?.end ?? d, report.step),
        }}
        bars={[{ key: 'revenue', name: 'Ingresos', color: SERIES.revenue }]}
        lines={[{ key: 'profit', name: 'Utilidad', color: SERIES.profit }]}
        density={report.detailed_data.length > 14 ? 'dense' : 'wide'}
      />
      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        <ShareCard
          title="Distribución de ingresos"
          description={
            revenue?.estimated && s.total_revenue > 0
              ? 'Estimación: tus ingresos no tienen categorías. El reparto 60/25/15 es ilustrativo; asigna categorías a tus ingresos para verlo real.'
              : 'Tus ingresos del periodo por categoría.'
          }
          emptyText="Sin ingresos en el periodo."
          caption="Ingresos por categoría"
          slices={revenue && s.total_revenue > 0 ? slicesOf(revenue.slices) : []}
        />
        <UnitEconomicsSummary report={report} />
      </div>
      {s.total_revenue > 0 ? (
        <SectionCard title="Observaciones del negocio">
          {report.insights.length === 0 ? (
            <p className="text-sm text-slate-600">Sin observaciones para este periodo.</p>
          ) : (
            <ul className="space-y-3">
              {report.insights.map((insight) => (
                <li key={insight.code} className="flex flex-col gap-1 sm:flex-row sm:items-start">
                  <span className="shrink-0">
                    <ToneBadge tone={insight.tone}>{insight.title}</ToneBadge>
                  </span>
                  <p className="text-sm text-slate-700 sm:ml-3">{insight.message}</p>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      ) : null}
    </div>
  );
}
