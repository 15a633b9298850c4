import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * The drawing of a chart: hidden from assistive technology (each chart card carries a table
 * with the same numbers), loaded lazily, and replaced by a note if its code cannot load.
 */
export function ChartFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('h-72 w-full min-w-0', className)}>
      <ErrorBoundary
        fallback={
          <p className="flex h-full items-center justify-center rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-600">
            No pudimos mostrar la gráfica. Recarga la página para intentarlo de nuevo.
          </p>
        }
      >
        <Suspense fallback={<Skeleton className="h-full w-full" />}>{children}</Suspense>
      </ErrorBoundary>
    </div>
  );
}

type Column<Row> = { header: string; cell: (row: Row) => string; numeric?: boolean };

/** The chart's numbers as a table only screen readers see. */
export function HiddenTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    // A table ignores the 1px width of sr-only and would widen the page: wrap it.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header}>{column.cell(row)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a chart card shows when its series are empty. */
export function EmptyChart({ children }: { children: ReactNode }) {
  return (
    <p className="flex h-40 items-center justify-center rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}
