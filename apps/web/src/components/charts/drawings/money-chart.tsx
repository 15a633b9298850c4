import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartsAnimate } from '../../../lib/appearance.ts';
import {
  AXIS_TICK,
  CHART_COLORS,
  CHART_FRAME,
  GRID_STROKE,
  LEGEND,
  MONEY_TOOLTIP,
  moneyYAxis,
} from '../chart-theme.ts';

/** One series of money values: the row's key, its Spanish name in the legend and its colour. */
export type MoneySeries = { key: string; name: string; color: string };

export type MoneyChartProps<Row> = {
  data: readonly Row[];
  /** The category axis: the row's key, its short tick ('mar 26') and the tooltip's title. */
  x: { key: keyof Row & string; tick: (value: string) => string; title: (value: string) => string };
  bars: readonly MoneySeries[];
  lines?: readonly MoneySeries[];
  /** Many points (the days of a period) get thin, close bars; few (months) wider ones. */
  density?: 'dense' | 'wide';
  /**
   * A point drawn apart: 'estimated' bars are pale (their title says so), a 'marked' bar (the
   * lowest week, say) is red. The table beside the chart says the same in words.
   */
  emphasis?: (row: Row) => 'estimated' | 'marked' | undefined;
  /** Horizontal dashed lines at these amounts (centavos): a threshold, zero. */
  references?: readonly { value: number; label: string }[];
};

const MARKED_FILL = CHART_COLORS.loss;
const REFERENCE_STROKE = CHART_COLORS.loss;

const BARS = {
  dense: { radius: [3, 3, 0, 0], maxBarSize: 18, barGap: 1 },
  wide: { radius: [4, 4, 0, 0], maxBarSize: 28, barGap: 4 },
} as const;

/**
 * Money by day or month: bars, optionally lines over them, a pesos axis, the money tooltip and
 * the legend. Decorative (`ChartFrame` hides it): the card's table carries the numbers.
 */
export function MoneyChart<Row>({
  data,
  x,
  bars,
  lines = [],
  density = 'wide',
  emphasis,
  references = [],
}: MoneyChartProps<Row>) {
  const shape = BARS[density];
  // Recharts types a key against its own idea of the rows; ours was checked against Row above.
  const xKey: string = x.key;
  const animate = chartsAnimate();
  const values = data
    .flatMap((row) =>
      [...bars, ...lines].map((series) => Number(row[series.key as keyof Row]) || 0),
    )
    .concat(references.map((r) => r.value));
  return (
    <ComposedChart data={data as Row[]} {...CHART_FRAME} barGap={shape.barGap}>
      <CartesianGrid vertical={false} stroke={GRID_STROKE} />
      <XAxis
        dataKey={xKey}
        tickFormatter={(value: string) => x.tick(value)}
        tick={AXIS_TICK}
        tickLine={false}
        minTickGap={16}
      />
      <YAxis {...moneyYAxis(values)} />
      <Tooltip {...MONEY_TOOLTIP} labelFormatter={(value) => x.title(String(value))} />
      <Legend {...LEGEND} />
      {bars.map((series) => (
        <Bar
          key={series.key}
          dataKey={series.key}
          name={series.name}
          fill={series.color}
          radius={[...shape.radius]}
          maxBarSize={shape.maxBarSize}
          isAnimationActive={animate}
        >
          {emphasis
            ? data.map((row, index) => {
                const kind = emphasis(row);
                return (
                  <Cell
                    // biome-ignore lint/suspicious/noArrayIndexKey: one cell per data point, in order.
                    key={index}
                    fill={kind === 'marked' ? MARKED_FILL : series.color}
                    fillOpacity={kind === 'estimated' ? 0.4 : 1}
                  />
                );
              })
            : null}
        </Bar>
      ))}
      {references.map((reference) => (
        <ReferenceLine
          key={reference.label}
          y={reference.value}
          stroke={REFERENCE_STROKE}
          strokeDasharray="4 4"
          ifOverflow="extendDomain"
          label={{
            value: reference.label,
            position: 'insideTopRight',
            fill: CHART_COLORS.lossText,
            fontSize: 12,
          }}
        />
      ))}
      {lines.map((series) => (
        <Line
          key={series.key}
          dataKey={series.key}
          name={series.name}
          type="monotone"
          stroke={series.color}
          strokeWidth={2}
          dot={false}
          isAnimationActive={animate}
        />
      ))}
    </ComposedChart>
  );
}
