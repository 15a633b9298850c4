import type { Dashboard } from '@caudal/contracts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatShortDay } from '../../../../lib/format.ts';
import {
  AXIS_TICK,
  CHART_FRAME,
  GRID_STROKE,
  LEGEND,
  MONEY_TOOLTIP,
  MONEY_Y_AXIS,
  SERIES,
} from './chart-theme.ts';

/** Money in and out on each day of the period. Decorative: see the table. */
export function DailyChart({ data }: { data: Dashboard['daily'] }) {
  return (
    <BarChart data={data} {...CHART_FRAME} barGap={1}>
      <CartesianGrid vertical={false} stroke={GRID_STROKE} />
      <XAxis
        dataKey="date"
        tickFormatter={(day: string) => formatShortDay(day)}
        tick={AXIS_TICK}
        tickLine={false}
        minTickGap={16}
      />
      <YAxis {...MONEY_Y_AXIS} />
      <Tooltip {...MONEY_TOOLTIP} labelFormatter={(day) => formatDate(String(day))} />
      <Legend {...LEGEND} />
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
