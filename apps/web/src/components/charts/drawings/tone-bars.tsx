import type { Tone } from '@caudal/finance';
import type { Centavos } from '@caudal/finance/money';
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { AXIS_TICK, CHART_FRAME, GRID_STROKE, moneyYAxis, TOOLTIP_STYLE } from '../chart-theme.ts';

/** One bar: its name, value (a percent, or centavos) and finance's tone (its colour). */
export type ToneBar = { name: string; value: number; tone: Tone | null };

export const TONE_FILL: Record<Tone | 'neutral', string> = {
  good: '#047857',
  warning: '#d97706',
  bad: '#dc2626',
  neutral: '#475569',
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
  const format = (v: unknown) =>
    unit === 'percent' ? formatPercent(Number(v)) : formatMoney(Number(v) as Centavos);
  const values = data.map((d) => d.value);
  const yAxis =
    unit === 'money'
      ? moneyYAxis(values)
      : {
          tick: AXIS_TICK,
          tickLine: false,
          axisLine: false,
          width: 56,
          tickFormatter: (v: number) => formatPercent(v),
          domain: [Math.min(0, ...values), Math.max(0, ...values)] as [number, number],
        };
  return (
    <BarChart data={data as ToneBar[]} {...CHART_FRAME}>
      <CartesianGrid vertical={false} stroke={GRID_STROKE} />
      <XAxis
        dataKey="name"
        tick={AXIS_TICK}
        tickLine={false}
        // Few bars: every name, shortened; many: recharts drops the ones that would overlap (the
        // tooltip and the card's table name them all).
        interval={data.length > 4 ? 'preserveStartEnd' : 0}
        minTickGap={8}
        tickFormatter={(v: string) => (v.length > 11 ? `${v.slice(0, 10)}…` : v)}
      />
      <YAxis {...yAxis} />
      <ReferenceLine y={0} stroke="#94a3b8" />
      <Tooltip
        contentStyle={TOOLTIP_STYLE}
        cursor={{ fill: '#f1f5f9' }}
        separator=": "
        formatter={(value) => [format(value), seriesName]}
      />
      <Bar dataKey="value" name={seriesName} radius={[4, 4, 0, 0]} maxBarSize={48}>
        {data.map((d) => (
          <Cell key={d.name} fill={TONE_FILL[d.tone ?? 'neutral']} />
        ))}
      </Bar>
    </BarChart>
  );
}
