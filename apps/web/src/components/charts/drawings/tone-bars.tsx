import { axisTicks, type Tone } from '@caudal/finance';
import type { Centavos } from '@caudal/finance/money';
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { chartsAnimate } from '../../../lib/appearance.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import {
  AXIS_TICK,
  CHART_COLORS,
  CHART_FRAME,
  GRID_STROKE,
  moneyYAxis,
  SERIES,
  TOOLTIP_STYLE,
} from '../chart-theme.ts';

/** One bar: its name, value (a percent, or centavos) and finance's tone (its colour). */
export type ToneBar = { name: string; value: number; tone: Tone | null };

export const TONE_FILL: Record<Tone | 'neutral', string> = {
  good: CHART_COLORS.good,
  warning: SERIES.expenses,
  bad: SERIES.outflow,
  neutral: CHART_COLORS.neutral,
};

/**
 * One bar per item coloured by its tone (ROI per investment, profit per centre): §9's colours.
 * Decorative: the card's table carries the numbers.
 */
export function ToneBars({
  data,
  unit,
  seriesName,
}: {
  data: readonly ToneBar[];
  unit: 'percent' | 'money';
  seriesName: string;
}) {
  // On a phone the names lean, so each one fits.
  const narrow = useMediaQuery('(max-width: 639px)');
  const format = (v: unknown) =>
    unit === 'percent' ? formatPercent(Number(v)) : formatMoney(Number(v) as Centavos);
  const values = data.map((d) => d.value);
  // Round percent ticks from 0 or below the lowest value to above the highest, like money's.
  const { ticks } = axisTicks(Math.min(0, ...values), Math.max(0, ...values));
  const yAxis =
    unit === 'money'
      ? moneyYAxis(values)
      : {
          ticks,
          domain: [ticks[0] ?? 0, ticks.at(-1) ?? 0] as [number, number],
          interval: 0 as const,
          tick: AXIS_TICK,
          tickLine: false,
          axisLine: false,
          width: 56,
          tickFormatter: (v: number) => formatPercent(v),
        };
  return (
    <BarChart data={data as ToneBar[]} {...CHART_FRAME}>
      <CartesianGrid vertical={false} stroke={GRID_STROKE} />
      <XAxis
        dataKey="name"
        tick={AXIS_TICK}
        tickLine={false}
        // Every name, shortened (the tooltip and the card's table give them whole); on a wide
        // screen with many bars recharts drops the ones that would overlap.
        interval={narrow || data.length <= 4 ? 0 : 'preserveStartEnd'}
        minTickGap={8}
        tickFormatter={(v: string) => (v.length > 13 ? `${v.slice(0, 12)}…` : v)}
        {...(narrow ? { angle: -40, textAnchor: 'end', height: 96 } : {})}
      />
      <YAxis {...yAxis} />
      <ReferenceLine y={0} stroke={CHART_COLORS.reference} />
      <Tooltip
        contentStyle={TOOLTIP_STYLE}
        cursor={{ fill: CHART_COLORS.cursor }}
        separator=": "
        formatter={(value) => [format(value), seriesName]}
      />
      <Bar
        dataKey="value"
        name={seriesName}
        radius={[4, 4, 0, 0]}
        maxBarSize={48}
        isAnimationActive={chartsAnimate()}
      >
        {data.map((d) => (
          <Cell key={d.name} fill={TONE_FILL[d.tone ?? 'neutral']} />
        ))}
      </Bar>
    </BarChart>
  );
}
