import type { Centavos } from '@caudal/finance/money';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { CHART_COLORS, categoryColor, TOOLTIP_STYLE } from '../chart-theme.ts';

/** A slice: its name, its amount and its share of the whole (percent). */
export type ShareSlice = { category: string; amount: Centavos; percent: number };

/**
 * Shares of a whole as a ring (expenses by category, revenue by product), coloured like the
 * legend table beside it, which is what screen readers get. Decorative.
 */
export function SharePie({ data }: { data: readonly ShareSlice[] }) {
  return (
    <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }}>
      <Pie
        data={data as ShareSlice[]}
        dataKey="percent"
        nameKey="category"
        innerRadius="55%"
        outerRadius="90%"
        paddingAngle={data.length > 1 ? 1 : 0}
        stroke={CHART_COLORS.surface}
        isAnimationActive={false}
        rootTabIndex={-1}
      >
        {data.map((slice, index) => (
          <Cell key={slice.category} fill={categoryColor(index)} />
        ))}
      </Pie>
      <Tooltip
        contentStyle={TOOLTIP_STYLE}
        separator=": "
        // Keep the slices' order, not alphabetical.
        itemSorter={() => 0}
        formatter={(value, _name, item) => {
          const slice = item.payload as ShareSlice | undefined;
          return [
            `${formatPercent(Number(value))} (${formatMoney(slice?.amount)})`,
            slice?.category ?? '',
          ];
        }}
      />
    </PieChart>
  );
}
