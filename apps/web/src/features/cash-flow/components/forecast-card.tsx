import type { CashForecastResponse } from '@caudal/contracts';
import { SERIES } from '../../../components/charts/chart-theme.ts';
import { MoneySeriesCard } from '../../../components/charts/money-series-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/format.ts';
import { FORECAST_WEEKS, useCashForecast } from '../api/cash-flow-api.ts';
import { forecastWarning, forecastWeekLabel } from '../cash-flow-texts.ts';
import { ForecastSettingsForm } from './forecast-settings-form.tsx';

type Week = CashForecastResponse['weeks'][number];

function WeekDetails({ week, lowest }: { week: Week; lowest: boolean }) {
  return (
    <li>
      <details className="group rounded-xl border border-slate-200">
        <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 rounded-xl px-3 py-2 text-sm hover:bg-slate-50">
          <span className="font-medium text-slate-900">
            {forecastWeekLabel(week)}
            {lowest ? (
              <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
                Semana más baja
              </span>
            ) : null}
          </span>
          <span
            className={cn('tabular-nums', week.closing < 0 ? 'text-red-700' : 'text-slate-700')}
          >
            Cierra en {formatMoney(week.closing)}
          </span>
        </summary>
        <div className="space-y-2 border-t border-slate-200 px-3 py-2 text-sm">
          <p className="text-slate-600">
            Abre con {formatMoney(week.opening)} · entra {formatMoney(week.inflow)} · sale{' '}
            {formatMoney(week.outflow)}
          </p>
          {week.items.length === 0 ? (
            <p className="text-slate-600">Sin movimientos esperados.</p>
          ) : (
            <ul className="space-y-1.5">
              {week.items.map((item) => (
                <li
                  key={`${item.kind}-${item.date}-${item.label}`}
                  className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4"
                >
                  <span>
                    <span className="text-slate-900">{item.label}</span>
                    <span className="block text-xs text-slate-600">{item.basis}</span>
                  </span>
                  <span
                    className={cn(
                      'shrink-0 tabular-nums',
                      item.direction === 'in' ? 'text-emerald-700' : 'text-slate-800',
                    )}
                  >
                    {item.direction === 'in' ? '+' : '−'}
                    {formatMoney(item.amount)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </details>
    </li>
  );
}

/**
 * The next 13 weeks from today's cash (finance `cashForecast`): the closing balance of each week
 * with the lowest one marked, a warning when it falls below zero or the owner's minimum, each
 * week's expected items with how they were estimated, and the owner's settings.
 */
export function ForecastCard() {
  const query = useCashForecast();
  const forecast = query.data;
  return (
    <SectionCard
      title={`¿Me alcanza? Pronóstico de ${FORECAST_WEEKS} semanas`}
      description="Tu saldo al cierre de cada semana: lo que entra y sale en un mes como tus últimos meses registrados (sin movimientos, tu catálogo, tus costos fijos y tus recurrentes), tus facturas por cobrar y pagar, y el calendario mexicano (impuestos del 17, aguinaldo, PTU)."
    >
      {forecast ? (
        <div className="space-y-4">
          {forecast.note ? <Alert tone="info">{forecast.note}</Alert> : null}
          {forecastWarning(forecast) ? (
            <Alert tone={forecast.firstBelowZero !== null ? 'error' : 'warning'}>
              {forecastWarning(forecast)}
            </Alert>
          ) : (
            <Alert tone="success">
              Te alcanza: ninguna semana cierra por debajo de{' '}
              {forecast.threshold === null
                ? '$0'
                : `tu mínimo de ${formatMoney(forecast.threshold)}`}
              .
            </Alert>
          )}
          <ForecastChart forecast={forecast} />
          <ol aria-label="Semanas del pronóstico" className="space-y-2">
            {forecast.weeks.map((week, index) => (
              <WeekDetails key={week.from} week={week} lowest={index === forecast.lowestWeek} />
            ))}
          </ol>
          <ForecastSettingsForm />
        </div>
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar el pronóstico."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingState size="compact" />
      )}
    </SectionCard>
  );
}

function ForecastChart({ forecast }: { forecast: CashForecastResponse }) {
  const lowest = forecast.weeks[forecast.lowestWeek];
  const byFrom = new Map(forecast.weeks.map((w) => [w.from, w]));
  const label = (from: string) => {
    const week = byFrom.get(from);
    return week ? forecastWeekLabel(week) : from;
  };
  const references = forecast.weeks.some((w) => w.closing < 0) ? [{ value: 0, label: '$0' }] : [];
  if (forecast.threshold !== null) {
    references.push({
      value: forecast.threshold,
      label: `Mínimo ${formatMoney(forecast.threshold)}`,
    });
  }
  return (
    <div className="[&>section]:border-0 [&>section]:p-0 [&>section]:shadow-none">
      <MoneySeriesCard
        title="Saldo al cierre de cada semana"
        description={
          lowest
            ? `La barra roja es la semana más baja: ${forecastWeekLabel(lowest)}, con ${formatMoney(lowest.closing)}.`
            : ''
        }
        emptyText="Sin saldo ni movimientos esperados: registra tu caja y tus costos."
        caption="Saldo esperado al cierre de cada semana"
        rows={forecast.weeks}
        x={{
          key: 'from',
          header: 'Semana',
          tick: label,
          title: (from) =>
            from === lowest?.from ? `${label(from)} (semana más baja)` : label(from),
        }}
        bars={[{ key: 'closing', name: 'Saldo al cierre', color: SERIES.profit }]}
        emphasis={(week) => (week.from === lowest?.from ? 'marked' : undefined)}
        references={references}
        density="dense"
      />
    </div>
  );
}
