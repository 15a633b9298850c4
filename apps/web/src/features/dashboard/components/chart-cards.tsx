import type { Dashboard } from '@caudal/contracts';
import { sumCentavos } from '@caudal/finance/money';
import { SERIES } from '../../../components/charts/chart-theme.ts';
import { MoneySeriesCard } from '../../../components/charts/money-series-card.tsx';
import { ShareCard } from '../../../components/charts/share-card.tsx';
import {
  formatDate,
  formatMoney,
  formatMonth,
  formatMonthLong,
  formatShortDay,
} from '../../../lib/format.ts';

type Monthly = Dashboard['monthly'];

export function MonthlyChartCard({ monthly }: { monthly: Monthly }) {
  const first = monthly[0];
  const last = monthly.at(-1);
  const range =
    first && last ? `de ${formatMonthLong(first.month)} a ${formatMonthLong(last.month)}` : '';
  return (
    <MoneySeriesCard
      title="Ingresos vs gastos por mes"
      description={`${monthly.length === 1 ? 'Un mes' : `${monthly.length} meses`}, ${range}.`}
      emptyText="Aún no hay movimientos registrados por mes. Cuando registres ingresos y gastos en Flujo de caja, aquí verás su evolución."
      caption={`Ingresos, gastos y utilidad por mes, ${range}`}
      rows={monthly}
      x={{ key: 'month', header: 'Mes', tick: formatMonth, title: formatMonthLong }}
      bars={[
        { key: 'revenue', name: 'Ingresos', color: SERIES.revenue },
        { key: 'expenses', name: 'Gastos', color: SERIES.expenses },
      ]}
      lines={[{ key: 'profit', name: 'Utilidad', color: SERIES.profit }]}
    />
  );
}

export function DailyChartCard({ daily }: { daily: Dashboard['daily'] }) {
  const totalIn = sumCentavos(daily.map((day) => day.inflow));
  const totalOut = sumCentavos(daily.map((day) => day.outflow));
  return (
    <MoneySeriesCard
      title="Entradas y salidas por día"
      description={`En el periodo entraron ${formatMoney(totalIn)} y salieron ${formatMoney(totalOut)}.`}
      emptyText="No hay entradas ni salidas registradas en este periodo."
      caption="Entradas y salidas de dinero de cada día del periodo"
      rows={daily}
      x={{ key: 'date', header: 'Día', tick: formatShortDay, title: formatDate }}
      bars={[
        { key: 'inflow', name: 'Entradas', color: SERIES.inflow },
        { key: 'outflow', name: 'Salidas', color: SERIES.outflow },
      ]}
      density="dense"
    />
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
    <ShareCard
      title="Distribución de gastos"
      description={
        estimated
          ? 'Estimada con tus costos mensuales: aún no hay gastos registrados en el periodo.'
          : 'En qué se fue el dinero del periodo, por categoría.'
      }
      emptyText="No hay gastos en este periodo."
      caption="Gastos del periodo por categoría"
      slices={expenses}
    />
  );
}
