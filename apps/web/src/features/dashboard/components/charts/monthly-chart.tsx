import type { Dashboard } from '@caudal/contracts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMonth, formatMonthLong } from '../../../../lib/format.ts';
import {
  AXIS_TICK,
  CHART_FRAME,
  GRID_STROKE,
  LEGEND,
  MONEY_TOOLTIP,
  MONEY_Y_AXIS,
  SERIES,
} from './chart-theme.ts';

/** Revenue and expenses by month (bars) with the profit (line). Decorative: see the table. */
export function MonthlyChart({ data }: { data: Dashboard['monthly'] }) {
  return (
    <ComposedChart data={data} {...CHART_FRAME}>
      <CartesianGrid vertical={false} stroke={GRID_STROKE} />
      <XAxis
        dataKey="month"
        tickFormatter={(month: string) => formatMonth(month)}
        tick={AXIS_TICK}
        tickLine={false}
        minTickGap={16}
      />
      <YAxis {...MONEY_Y_AXIS} />
      <Tooltip {...MONEY_TOOLTIP} labelFormatter={(month) => formatMonthLong(String(month))} />
      <Legend {...LEGEND} />
      <Bar
        dataKey="revenue"
        name="Ingresos"
        fill={SERIES.revenue}
        radius={[4, 4, 0, 0]}
        maxBarSize={28}
      />
      <Bar
        dataKey="expenses"
        name="Gastos"
        fill={SERIES.expenses}
        radius={[4, 4, 0, 0]}
        maxBarSize={28}
      />
      <Line
        dataKey="profit"
        name="Utilidad"
        type="monotone"
        stroke={SERIES.profit}
        strokeWidth={2}
        dot={false}
      />
    </ComposedChart>
  );
}
