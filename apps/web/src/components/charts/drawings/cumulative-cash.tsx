import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  AXIS_TICK,
  CHART_COLORS,
  CHART_FRAME,
  GRID_STROKE,
  LEGEND,
  MONEY_TOOLTIP,
  moneyYAxis,
  SERIES,
} from '../chart-theme.ts';

export type CumulativeCashProps = {
  /** Period 0 (today) to n; centavos, plain and discounted. */
  data: readonly { period: number; cumulative: number; discounted: number }[];
  /** The period the plain line crosses zero and stays above; null: it never does. */
  payback: number | null;
  /** 'Mes' or 'Año', for the axis and the tooltip. */
  periodWord: string;
};

/**
 * The cumulative cash of an investment, plain and discounted, from the outlay today: the zero
 * line and, where it crosses it, the payback. Decorative: the card's table carries the numbers.
 */
export function CumulativeCash({ data, payback, periodWord }: CumulativeCashProps) {
  const values = data.flatMap((r) => [r.cumulative, r.discounted]);
  const last = data.at(-1)?.period ?? 0;
  return (
    <LineChart data={data as CumulativeCashProps['data'][number][]} {...CHART_FRAME}>
      <CartesianGrid vertical={false} stroke={GRID_STROKE} />
      <XAxis
        dataKey="period"
        type="number"
        domain={[0, last]}
        allowDecimals={false}
        tick={AXIS_TICK}
        tickLine={false}
        tickFormatter={(value: number) => String(value)}
      />
      <YAxis {...moneyYAxis(values)} />
      <Tooltip
        {...MONEY_TOOLTIP}
        cursor={{ stroke: CHART_COLORS.reference }}
        labelFormatter={(value: unknown) => `${periodWord} ${String(value)}`}
      />
      <Legend {...LEGEND} />
      <ReferenceLine y={0} stroke={CHART_COLORS.reference} />
      {payback === null ? null : (
        <ReferenceLine
          x={payback}
          stroke={CHART_COLORS.good}
          strokeDasharray="4 4"
          label={{
            value: 'Recuperación',
            position: 'insideTopRight',
            fill: CHART_COLORS.axis,
            fontSize: 12,
          }}
        />
      )}
      <Line
        dataKey="cumulative"
        name="Acumulado"
        type="linear"
        stroke={SERIES.profit}
        strokeWidth={3}
        dot={data.length <= 40 ? { r: 2 } : false}
        isAnimationActive={false}
      />
      <Line
        dataKey="discounted"
        name="Acumulado descontado"
        type="linear"
        stroke={CHART_COLORS.brand}
        strokeWidth={2}
        strokeDasharray="6 3"
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
