import type { ReactNode } from 'react';
import { SectionCard } from '../ui/card.tsx';
import { ChartFrame, EmptyChart } from './chart-frame.tsx';
import { HiddenTable, type TableColumn } from './hidden-table.tsx';

/**
 * A card with one chart: its title and summary, the drawing (lazy, hidden from screen readers)
 * and the same numbers as a table for them; or a note when there is nothing to draw.
 */
export function ChartCard<Row>({
  title,
  description,
  empty,
  emptyText,
  chart,
  table,
}: {
  title: string;
  description?: string;
  /** Nothing to draw: show `emptyText` instead of an empty chart. */
  empty: boolean;
  emptyText: string;
  /** A lazy drawing from `lazy-charts.tsx`. */
  chart: ReactNode;
  table: {
    caption: string;
    rows: readonly Row[];
    rowKey: (row: Row) => string;
    columns: readonly TableColumn<Row>[];
  };
}) {
  return (
    <SectionCard title={title} description={empty ? undefined : description} className="min-w-0">
      {empty ? (
        <EmptyChart>{emptyText}</EmptyChart>
      ) : (
        <>
          <ChartFrame>{chart}</ChartFrame>
          <HiddenTable {...table} />
        </>
      )}
    </SectionCard>
  );
}
