import type { Dashboard } from '@caudal/contracts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactMoney, formatDate, formatShortDay } from '../../../../lib/format.ts';
import {
  AXIS_TICK,
  GRID_STROKE,
  legendText,
  moneyValue,
  SERIES,
  TOOLTIP_STYLE,
} from './chart-theme.ts';

/** Money in and out on each day of the period. Decorative: see the table. */
export function DailyChart({ data }: { data: Dashboard['daily'] }) {
  return (
    <BarChart
      data={data}
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      barGap={1}
    >
      <CartesianGrid vertical={false} stroke={GRID_STROKE} />
      <XAxis
        dataKey="date"
        tickFormatter={(day: string) => formatShortDay(day)}
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
        labelFormatter={(day) => formatDate(String(day))}
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
        dataKey="inflow"
        name="Entradas"
        fill={SERIES.inflow}
        radius={[3, 3, 0, 0]}
        maxBarSize={18}
      />
      <Bar
        dataKey="outflow"
        name="Salidas"
        fill={SERIES.outflow}
        radius={[3, 3, 0, 0]}
        maxBarSize={18}
      />
    </BarChart>
  );
}
