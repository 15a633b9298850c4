import type { PlanningViewResponse } from '@caudal/contracts';
import { LineChart } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ChartFrame } from '../../../components/charts/chart-frame.tsx';
import { HiddenTable } from '../../../components/charts/hidden-table.tsx';
import { MoneyAreas } from '../../../components/charts/lazy-charts.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { formatMoney, formatMonthLong } from '../../../lib/format.ts';
import { forecastMilestones, forecastRows } from '../planning-model.ts';
import { FORECAST_SERIES } from './forecast-series.ts';

type Months = PlanningViewResponse['forecast']['months'];

function Milestones({ months }: { months: Months }) {
  const rows = forecastMilestones(months);
  if (rows.length === 0) return null;
  return (
    <SectionCard
      title="Utilidad del mes, por caso"
      description="La utilidad de un mes a lo largo del horizonte: a 6 meses, al año, a los 3 y a los 5 años."
      className="min-w-0"
    >
      <ScrollRegion label="Utilidad del mes, por caso">
        <table className="w-full min-w-[32rem] text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                Mes
              </th>
              {FORECAST_SERIES.map((s) => (
                <th key={s.key} scope="col" className="py-2 pr-3 text-right font-medium">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.month} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                  Mes {m.index} ({formatMonthLong(m.month)})
                </th>
                {FORECAST_SERIES.map((s) => (
                  <td key={s.key} className="py-2 pr-3 text-right tabular-nums">
                    {formatMoney(m[s.key].profit)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </SectionCard>
  );
}

/**
 * "Proyección": the typical month grown 8 % a year, in its three cases (spec 001 §9), cut to the
 * chosen horizon, with the API's note and the profit of months 6, 12, 36 and 60. Without a
 * typical month, the way to get one. Posts 'forecast' once a forecast with data is on screen.
 */
export function ForecastTab({
  view,
  isCase,
  onSeen,
}: {
  view: PlanningViewResponse;
  isCase: boolean;
  onSeen: () => void;
}) {
  const { baseline, forecast } = view;
  const hasData = baseline !== null && forecast.months.length > 0;
  useEffect(() => {
    if (hasData && !isCase) onSeen();
  }, [hasData, isCase, onSeen]);

  if (!baseline) {
    return (
      <EmptyState
        icon={LineChart}
        title="Aún no hay con qué proyectar"
        text="La proyección parte de tu mes típico: registra tus ingresos y gastos en Flujo de caja y aquí verás tus próximos meses en tres casos."
        action={
          <Link to="/app/cash-flow" className={buttonClasses({ size: 'sm' })}>
            Registrar movimientos
          </Link>
        }
      />
    );
  }
  const rows = forecastRows(forecast.months);
  return (
    <div className="min-w-0 space-y-6">
      <SectionCard
        title={`Proyección a ${forecast.months.length} meses`}
        description={
          isCase
            ? 'Mes típico del caso del libro.'
            : `Parte de ${formatMoney(baseline.revenue)} de ingresos y ${formatMoney(baseline.costs)} de costos al mes (${baseline.basis}) y crece ${baseline.growth}, como en Flujo de caja y Crecimiento.`
        }
        className="min-w-0"
      >
        <ChartFrame>
          <MoneyAreas data={rows} series={FORECAST_SERIES} />
        </ChartFrame>
        <HiddenTable
          caption="Utilidad mensual proyectada por caso"
          rows={rows}
          rowKey={(r) => r.month}
          columns={[
            { header: 'Mes', cell: (r) => formatMonthLong(r.month) },
            ...FORECAST_SERIES.map((s) => ({
              header: s.name,
              cell: (r: (typeof rows)[number]) => formatMoney(r[s.key]),
            })),
          ]}
        />
        <p className="mt-3 text-xs text-slate-600">
          Conservador: ingresos × 0.9 y costos × 0.95. Realista: costos × 1.02. Optimista: ingresos
          × 1.15 y costos × 1.05.
        </p>
        {forecast.note ? <p className="mt-2 text-sm text-slate-700">{forecast.note}</p> : null}
      </SectionCard>
      <Milestones months={forecast.months} />
    </div>
  );
}
