import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import {
  CHART_FRAME,
  GRID_STROKE,
  LEGEND,
  MONTH_MONEY_TOOLTIP,
  MONTH_X_AXIS,
  moneyYAxis,
} from '../chart-theme.ts';

/** One line: the row's key, its legend name and colour (AA on white). */
export type LineSeries<K extends string> = { key: K; name: string; color: string };

export type HighlightLinesProps<K extends string> = {
  /** One row a month (`YYYY-MM`), centavos under each series' key. */
  data: readonly ({ month: string } & Record<K, number>)[];
  series: readonly LineSeries<K>[];
  /** The series drawn thick; the others are faded. */
  highlighted: K;
};

/**
 * Money by month as lines, one of them highlighted (the growth projection's chosen scenario).
 * Decorative: the card's table carries the numbers.
 */
export function HighlightLines<K extends string>({
  data,
  series,
  highlighted,
}: HighlightLinesProps<K>) {
  const values = data.flatMap((r) => series.map((s) => r[s.key]));
  return (
    <LineChart data={data as ({ month: string } & Record<K, number>)[]} {...CHART_FRAME}>
      <CartesianGrid vertical={false} stroke={GRID_STROKE} />
      <XAxis {...MONTH_X_AXIS} minTickGap={16} />
      <YAxis {...moneyYAxis(values)} />
      <Tooltip {...MONTH_MONEY_TOOLTIP} />
      <Legend {...LEGEND} />
      {series.map((s) => {
        const on = s.key === highlighted;
        return (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.name}
            type="monotone"
            stroke={s.color}
            strokeWidth={on ? 4 : 1.5}
            strokeOpacity={on ? 1 : 0.35}
            dot={on ? { r: 3 } : false}
            isAnimationActive={false}
          />
        );
      })}
    </LineChart>
  );
}
