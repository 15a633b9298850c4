import type { Dashboard } from '@caudal/contracts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactMoney, formatMonth, formatMonthLong } from '../../../../lib/format.ts';
import {
  AXIS_TICK,
  GRID_STROKE,
  legendText,
  moneyValue,
  SERIES,
  TOOLTIP_STYLE,
} from './chart-theme.ts';

/** Revenue and expenses by month (bars) with the profit (line). Decorative: see the table. */
export function MonthlyChart({ data }: { data: Dashboard['monthly'] }) {
  return (
    <ComposedChart
      data={data}
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid vertical={false} stroke={GRID_STROKE} />
      <XAxis
        dataKey="month"
        tickFormatter={(month: string) => formatMonth(month)}
        tick={AXIS_TICK}
        tickLine={false}
        minTickGap={16}
      />
      <YAxis
        tickFormatter={(value: number) => formatCompactMoney(value)}
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        width={76}
      />
      <Tooltip
        formatter={moneyValue}
        labelFormatter={(month) => formatMonthLong(String(month))}
        contentStyle={TOOLTIP_STYLE}
        separator=": "
        // Keep the series order (Ingresos, Gastos, ...), not alphabetical.
        itemSorter={() => 0}
        cursor={{ fill: '#f1f5f9' }}
      />
      <Legend
        iconType="circle"
        itemSorter={null}
        wrapperStyle={{ fontSize: 13 }}
        formatter={legendText}
      />
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
