import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  AXIS_TICK,
  CHART_FRAME,
  GRID_STROKE,
  LEGEND,
  MONEY_TOOLTIP,
  moneyYAxis,
} from '../../../components/charts/chart-theme.ts';
import { formatMonth, formatMonthLong } from '../../../lib/format.ts';
import { FORECAST_SERIES } from './forecast-series.ts';

export type ForecastRow = {
  month: string;
  conservative: number;
  realistic: number;
  optimistic: number;
};

/**
 * The forecast's monthly profit in its three cases as overlapping areas (spec 001 §2). Loaded
 * lazily with Recharts; decorative: the card's table carries the numbers.
 */
export function ForecastChart({ data }: { data: readonly ForecastRow[] }) {
  const values = data.flatMap((r) => [r.conservative, r.realistic, r.optimistic]);
  return (
    <AreaChart data={data as ForecastRow[]} {...CHART_FRAME}>
      <CartesianGrid vertical={false} stroke={GRID_STROKE} />
      <XAxis
        dataKey="month"
        tickFormatter={(value: string) => formatMonth(value)}
        tick={AXIS_TICK}
        tickLine={false}
        minTickGap={24}
      />
      <YAxis {...moneyYAxis(values)} />
      <Tooltip
        {...MONEY_TOOLTIP}
        cursor={{ stroke: '#94a3b8' }}
        labelFormatter={(value) => formatMonthLong(String(value))}
      />
      <Legend {...LEGEND} />
      <ReferenceLine y={0} stroke="#94a3b8" />
      {FORECAST_SERIES.map((s) => (
        <Area
          key={s.key}
          dataKey={s.key}
          name={s.name}
          type="monotone"
          stroke={s.color}
          strokeWidth={2}
          fill={s.color}
          fillOpacity={0.08}
          isAnimationActive={false}
        />
      ))}
    </AreaChart>
  );
}
