import type { CashFlowViewResponse } from '@caudal/contracts';
import { SERIES } from '../../../components/charts/chart-theme.ts';
import { MoneySeriesCard } from '../../../components/charts/money-series-card.tsx';
import { ProjectionsHiddenNote } from '../../../components/projections-note.tsx';
import { formatMonth, formatMonthLong } from '../../../lib/format.ts';
import { useIncludeProjections } from '../../../lib/user-config.ts';
import type { PeriodKind } from '../cash-flow-texts.ts';
import { weekLabel, weekTitle } from '../cash-flow-texts.ts';

type View = CashFlowViewResponse;

const CUMULATIVE_COLOR = SERIES.profit;

/** 12 months from the figures' month, on the one projection rule (finance projection.ts). */
function ProjectionCard({ view }: { view: View }) {
  const from =
    view.basis.source === 'estimate' ? 'tu estimado con tus productos' : view.basis.label;
  return (
    <MoneySeriesCard
      title="Proyección de 12 meses"
      description={`Ingresos y gastos esperados a partir del promedio mensual de ${from}, creciendo ${view.projectionRule.label}: la misma regla de Crecimiento y Planeación.`}
      emptyText="Aún no hay movimientos para proyectar."
      caption="Proyección mensual de entradas, salidas y flujo neto"
      rows={view.projection}
      x={{ key: 'month', header: 'Mes', tick: formatMonth, title: formatMonthLong }}
      bars={[
        { key: 'income', name: 'Entradas', color: SERIES.inflow },
        { key: 'expenses', name: 'Salidas', color: SERIES.expenses },
      ]}
      lines={[{ key: 'net', name: 'Flujo neto', color: SERIES.profit }]}
    />
  );
}

/** The cash month by month: today's balance plus each month's net flow. */
function CumulativeCard({ view }: { view: View }) {
  return (
    <MoneySeriesCard
      title="Caja acumulada"
      description={
        view.openingAssumed
          ? 'Sin tu saldo de hoy, parte de $0: el saldo al cierre de cada mes si la proyección se cumple.'
          : 'Tu saldo de hoy más el flujo neto de cada mes (con los retiros de los dueños): cuánto tendrías al cierre de cada mes.'
      }
      emptyText="Aún no hay movimientos para proyectar."
      caption="Caja acumulada al cierre de cada mes proyectado"
      rows={view.projection}
      x={{ key: 'month', header: 'Mes', tick: formatMonth, title: formatMonthLong }}
      bars={[]}
      lines={[{ key: 'cumulative', name: 'Caja acumulada', color: CUMULATIVE_COLOR }]}
      // The line under zero is the month the cash would run out: mark where zero is.
      references={view.projection.some((m) => m.cumulative < 0) ? [{ value: 0, label: '$0' }] : []}
    />
  );
}

/** The weeks of the last three months: real sums, or the spec's split marked estimated. */
function WeeklyCard({ view }: { view: View }) {
  const byFrom = new Map(view.weekly.map((w) => [w.from, w]));
  const label = (from: string) => {
    const week = byFrom.get(from);
    return week ? weekLabel(week) : from;
  };
  const title = (from: string) => {
    const week = byFrom.get(from);
    return week ? weekTitle(week) : from;
  };
  const anyEstimated = view.weekly.some((w) => w.estimated);
  return (
    <MoneySeriesCard
      title="Flujo semanal"
      description={
        anyEstimated
          ? 'Las semanas de tus últimos tres meses. Las barras claras son estimadas: reparten un mes sin movimientos fechados (más ventas al inicio del mes).'
          : 'Las semanas de tus últimos tres meses, con tus movimientos fechados.'
      }
      emptyText="Aún no hay movimientos en estas semanas."
      caption="Entradas, salidas y flujo neto por semana"
      rows={view.weekly}
      x={{ key: 'from', header: 'Semana', tick: label, title }}
      bars={[
        { key: 'income', name: 'Entradas', color: SERIES.inflow },
        { key: 'expenses', name: 'Salidas', color: SERIES.expenses },
      ]}
      lines={[{ key: 'net', name: 'Flujo neto', color: SERIES.profit }]}
      emphasis={(week) => (week.estimated ? 'estimated' : undefined)}
    />
  );
}

/**
 * The toggle's chart (monthly: the 12-month projection; weekly: the recent weeks) beside the
 * cumulative cash of the projection. Without projections (Configuración › Análisis) both
 * projected charts give way to one note; the recent weeks, actual figures, stay.
 */
export function FlowCharts({ view, kind }: { view: View; kind: PeriodKind }) {
  const include = useIncludeProjections();
  const projections = include === true;
  const weekly = kind === 'weekly';
  return (
    <>
      {weekly || projections ? (
        <div className="grid gap-6 xl:grid-cols-2">
          {weekly ? <WeeklyCard view={view} /> : <ProjectionCard view={view} />}
          {projections ? <CumulativeCard view={view} /> : null}
        </div>
      ) : null}
      {include === false ? <ProjectionsHiddenNote /> : null}
    </>
  );
}
