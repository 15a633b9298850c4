import { formatMoney, formatPercent } from '../../lib/format.ts';
import { SectionCard } from '../ui/card.tsx';
import { ChartFrame, EmptyChart } from './chart-frame.tsx';
import { categoryColor } from './chart-theme.ts';
import { SharePie, type ShareSlice } from './lazy-charts.tsx';

/**
 * Shares of a whole (expenses by category, revenue by product): the ring and, beside it, its
 * legend as a real table (name with the slice's colour, amount, percent), which is what screen
 * readers and narrow screens rely on.
 */
export function ShareCard({
  title,
  description,
  emptyText,
  caption,
  nameHeader = 'Categoría',
  slices,
}: {
  title: string;
  description: string;
  emptyText: string;
  /** The table's caption, for screen readers. */
  caption: string;
  nameHeader?: string;
  slices: readonly ShareSlice[];
}) {
  return (
    <SectionCard title={title} description={description} className="min-w-0">
      {slices.length === 0 ? (
        <EmptyChart>{emptyText}</EmptyChart>
      ) : (
        <div className="grid items-center gap-6 md:grid-cols-[minmax(0,16rem)_1fr]">
          <ChartFrame className="mx-auto h-56 max-w-64">
            <SharePie data={slices} />
          </ChartFrame>
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th scope="col" className="py-2 font-medium">
                  {nameHeader}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Monto
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  %
                </th>
              </tr>
            </thead>
            <tbody>
              {slices.map((slice, index) => (
                <tr key={slice.category} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-2 text-left font-normal text-slate-800">
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="size-3 shrink-0 rounded-full"
                        style={{ backgroundColor: categoryColor(index) }}
                      />
                      <span className="break-words">{slice.category}</span>
                    </span>
                  </th>
                  <td className="py-2 text-right whitespace-nowrap text-slate-800 tabular-nums">
                    {formatMoney(slice.amount)}
                  </td>
                  <td className="py-2 pl-3 text-right whitespace-nowrap font-semibold text-slate-900 tabular-nums">
                    {formatPercent(slice.percent)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
