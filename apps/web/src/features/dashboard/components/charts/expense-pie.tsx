import type { Dashboard } from '@caudal/contracts';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { formatMoney, formatPercent } from '../../../../lib/format.ts';
import { categoryColor, TOOLTIP_STYLE } from './chart-theme.ts';

type Slice = Dashboard['expensesByCategory'][number];

/** The period's expenses by category, as a ring. Decorative: the legend table beside it reads out. */
export function ExpensePie({ data }: { data: Dashboard['expensesByCategory'] }) {
  return (
    <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }}>
      <Pie
        data={data}
        dataKey="percent"
        nameKey="category"
        innerRadius="55%"
        outerRadius="90%"
        paddingAngle={data.length > 1 ? 1 : 0}
        stroke="#fff"
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
        // Keep the series order (Ingresos, Gastos, ...), not alphabetical.
        itemSorter={() => 0}
        formatter={(value, _name, item) => {
          const slice = item.payload as Slice | undefined;
          return [
            `${formatPercent(Number(value))} (${formatMoney(slice?.amount)})`,
            slice?.category ?? '',
          ];
        }}
      />
    </PieChart>
  );
}
