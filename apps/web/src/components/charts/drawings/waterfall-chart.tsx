import { Bar, CartesianGrid, Cell, ComposedChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../lib/format.ts';
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

/** One step of a waterfall: its label, signed amount (centavos) and kind. */
export type WaterfallPoint = {
  key: string;
  label: string;
  amount: number;
  kind: 'start' | 'deduction' | 'subtotal' | 'total';
};

const COLORS = {
  start: SERIES.revenue,
  deduction: SERIES.outflow,
  subtotal: SERIES.profit,
  total: SERIES.profit,
  loss: CHART_COLORS.loss,
} as const;

/**
 * Revenue down to net profit: each deduction floats from the running total, each subtotal stands
 * from zero (a range bar per step). Decorative: the card's table carries the numbers.
 */
export function WaterfallChart({ data }: { data: readonly WaterfallPoint[] }) {
  // On a phone seven names do not fit side by side: they lean.
  const narrow = useMediaQuery('(max-width: 639px)');
  let running = 0;
  const rows = data.map((step) => {
    let range: [number, number];
    if (step.kind === 'deduction') {
      const after = running + step.amount;
      range = [Math.min(running, after), Math.max(running, after)];
      running = after;
    } else {
      running = step.amount;
      range = [Math.min(0, step.amount), Math.max(0, step.amount)];
    }
    const color =
      step.kind !== 'deduction' && step.kind !== 'start' && step.amount < 0
        ? COLORS.loss
        : COLORS[step.kind];
    return { ...step, range, color };
  });
  const values = rows.flatMap((r) => r.range);
  return (
    <ComposedChart data={rows} {...CHART_FRAME}>
      <CartesianGrid vertical={false} stroke={GRID_STROKE} />
      <XAxis
        dataKey="label"
        tick={AXIS_TICK}
        tickLine={false}
        interval={0}
        minTickGap={0}
        {...(narrow ? { angle: -40, textAnchor: 'end', height: 96 } : {})}
      />
      <YAxis {...moneyYAxis(values)} />
      <Tooltip
        contentStyle={TOOLTIP_STYLE}
        cursor={{ fill: CHART_COLORS.cursor }}
        separator=": "
        formatter={(_value, _name, item) => {
          const point = item.payload as WaterfallPoint | undefined;
          return [formatMoney(point?.amount as never), 'Monto'];
        }}
      />
      <Bar dataKey="range" radius={[4, 4, 4, 4]} maxBarSize={56} isAnimationActive={false}>
        {rows.map((row) => (
          <Cell key={row.key} fill={row.color} />
        ))}
      </Bar>
    </ComposedChart>
  );
}
