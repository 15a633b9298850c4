import { Area, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import {
  CHART_FRAME,
  GRID_STROKE,
  LEGEND,
  MONTH_MONEY_TOOLTIP,
  MONTH_X_AXIS,
  moneyYAxis,
  SERIES,
} from '../chart-theme.ts';

/** One month: recorded figures, or the estimate where nothing was recorded (null elsewhere). */
export type EstimatedHistoryRow = {
  month: string;
  revenue: number | null;
  expenses: number | null;
  estimatedRevenue: number | null;
  estimatedExpenses: number | null;
};

export type EstimatedHistoryProps = { data: readonly EstimatedHistoryRow[] };

/**
 * Revenue by month as an area and expenses as a line; estimated months are drawn dashed and
 * paler in their own series ('… (estimación)'). Decorative: the card's table carries the numbers.
 */
export function EstimatedHistory({ data }: EstimatedHistoryProps) {
  const values = data.flatMap((r) =>
    [r.revenue, r.expenses, r.estimatedRevenue, r.estimatedExpenses].filter(
      (v): v is number => v !== null,
    ),
  );
  const hasEstimate = data.some((r) => r.estimatedRevenue !== null);
  const hasRecorded = data.some((r) => r.revenue !== null);
  return (
    <ComposedChart data={data as EstimatedHistoryRow[]} {...CHART_FRAME}>
      <CartesianGrid vertical={false} stroke={GRID_STROKE} />
      <XAxis {...MONTH_X_AXIS} minTickGap={24} />
      <YAxis {...moneyYAxis(values)} />
      <Tooltip {...MONTH_MONEY_TOOLTIP} />
      <Legend {...LEGEND} />
      {hasRecorded ? (
        <Area
          dataKey="revenue"
          name="Ingresos"
          type="monotone"
          stroke={SERIES.revenue}
          strokeWidth={2}
          fill={SERIES.revenue}
          fillOpacity={0.15}
          isAnimationActive={false}
        />
      ) : null}
      {hasEstimate ? (
        <Area
          dataKey="estimatedRevenue"
          name="Ingresos (estimación)"
          type="monotone"
          stroke={SERIES.revenue}
          strokeWidth={2}
          strokeDasharray="6 4"
          strokeOpacity={0.7}
          fill={SERIES.revenue}
          fillOpacity={0.05}
          isAnimationActive={false}
        />
      ) : null}
      {hasRecorded ? (
        <Line
          dataKey="expenses"
          name="Gastos"
          type="monotone"
          stroke={SERIES.expenses}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      ) : null}
      {hasEstimate ? (
        <Line
          dataKey="estimatedExpenses"
          name="Gastos (estimación)"
          type="monotone"
          stroke={SERIES.expenses}
          strokeWidth={2}
          strokeDasharray="6 4"
          strokeOpacity={0.7}
          dot={false}
          isAnimationActive={false}
        />
      ) : null}
    </ComposedChart>
  );
}
