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
  CHART_COLORS,
  CHART_FRAME,
  GRID_STROKE,
  LEGEND,
  MONTH_MONEY_TOOLTIP,
  MONTH_X_AXIS,
  moneyYAxis,
} from '../chart-theme.ts';

/** One area: the row's key, its legend name and colour (AA on white). */
export type AreaSeries<K extends string> = { key: K; name: string; color: string };

export type MoneyAreasProps<K extends string> = {
  /** One row a month (`YYYY-MM`), pesos under each series' key. */
  data: readonly ({ month: string } & Record<K, number>)[];
  series: readonly AreaSeries<K>[];
};

/**
 * Money by month as overlapping areas (the planning forecast's three cases, spec 001 §2), with
 * a zero line. Decorative: the card's table carries the numbers.
 */
export function MoneyAreas<K extends string>({ data, series }: MoneyAreasProps<K>) {
  const values = data.flatMap((r) => series.map((s) => r[s.key]));
  return (
    <AreaChart data={data as ({ month: string } & Record<K, number>)[]} {...CHART_FRAME}>
      <CartesianGrid vertical={false} stroke={GRID_STROKE} />
      <XAxis {...MONTH_X_AXIS} minTickGap={24} />
      <YAxis {...moneyYAxis(values)} />
      <Tooltip {...MONTH_MONEY_TOOLTIP} />
      <Legend {...LEGEND} />
      <ReferenceLine y={0} stroke={CHART_COLORS.reference} />
      {series.map((s) => (
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
