import type { Centavos } from '@caudal/finance/money';
import { formatMoney } from '../../lib/format.ts';
import { ChartCard } from './chart-card.tsx';
import { MoneyChart, type MoneyChartProps, type MoneySeries } from './lazy-charts.tsx';

/** The keys of Row that hold money. */
type MoneyKey<Row> = { [K in keyof Row]: Row[K] extends Centavos ? K : never }[keyof Row] & string;

type Series<Row> = Omit<MoneySeries, 'key'> & { key: MoneyKey<Row> };

/**
 * Money over time (by day, by month) as bars and lines, declared once: the same series give the
 * chart and the table screen readers get (one row a point: its day or month, then each series
 * in pesos), so the two cannot disagree.
 */
export function MoneySeriesCard<Row>({
  title,
  description,
  emptyText,
  caption,
  rows,
  x,
  bars,
  lines = [],
  density,
  emphasis,
  references,
}: {
  title: string;
  description: string;
  emptyText: string;
  /** The table's caption. */
  caption: string;
  rows: readonly Row[];
  /** The row's day or month: its column header, its axis tick and its full name. */
  x: {
    key: keyof Row & string;
    header: string;
    tick: (value: string) => string;
    title: (value: string) => string;
  };
  bars: readonly Series<Row>[];
  lines?: readonly Series<Row>[];
  density?: 'dense' | 'wide';
  /** Points drawn apart (estimated: pale; marked: red); say it in `x.title` too. */
  emphasis?: MoneyChartProps<Row>['emphasis'];
  /** Dashed lines at these amounts (a threshold, zero). */
  references?: MoneyChartProps<Row>['references'];
}) {
  const pointOf = (row: Row) => String(row[x.key]);
  const empty = rows.every((row) =>
    [...bars, ...lines].every((series) => (row[series.key] as Centavos) === 0),
  );
  return (
    <ChartCard
      title={title}
      description={description}
      empty={empty}
      emptyText={emptyText}
      chart={
        <MoneyChart
          data={rows}
          x={x}
          bars={bars}
          lines={lines}
          density={density}
          emphasis={emphasis}
          references={references}
        />
      }
      table={{
        caption,
        rows,
        rowKey: pointOf,
        columns: [
          { header: x.header, cell: (row) => x.title(pointOf(row)) },
          ...[...bars, ...lines].map((series) => ({
            header: series.name,
            cell: (row: Row) => formatMoney(row[series.key] as Centavos),
          })),
        ],
      }}
    />
  );
}
