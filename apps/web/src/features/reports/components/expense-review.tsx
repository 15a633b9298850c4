import { LoaderCircle } from 'lucide-react';
import { CitationList } from '../../../components/analysis-result/analysis-result.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { formatDate, formatMoney, formatPercent } from '../../../lib/format.ts';
import { useExpenseReview } from '../api/reports-api.ts';

const HEADERS = [
  'Categoría',
  'Últimos 3 meses',
  'Comparado con',
  'Crecimiento',
  '',
  'Ahorro sugerido al mes',
] as const;

/**
 * The expense review (POST /api/reports/optimize-expenses), loaded when the tab opens: each
 * category of the last three complete months against the three before, the ones growing faster
 * than revenue and what trimming them back would save a month, the rule and its book passage.
 */
export function ExpenseReview() {
  const review = useExpenseReview(true);
  return (
    <SectionCard
      title="Revisión de gastos"
      description="Tus gastos de los últimos tres meses completos contra los tres anteriores (los ocasionales, contra los mismos meses del año pasado), junto al crecimiento de tus ingresos."
      className="min-w-0"
    >
      {review.isError && !review.data ? (
        <ErrorState
          title="No pudimos revisar tus gastos."
          error={review.error}
          onRetry={() => void review.refetch()}
        />
      ) : !review.data ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <LoaderCircle
            aria-hidden="true"
            className="size-4 animate-spin motion-reduce:animate-none"
          />
          Revisando tus gastos…
        </p>
      ) : (
        <ReviewBody data={review.data} />
      )}
    </SectionCard>
  );
}

function ReviewBody({ data }: { data: NonNullable<ReturnType<typeof useExpenseReview>['data']> }) {
  const { categories } = data.current_expenses;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Del {formatDate(data.period.from)} al {formatDate(data.period.to)}: ingresos{' '}
        {formatMoney(data.revenue)}
        {data.revenue_growth === null
          ? ' (sin periodo anterior con qué comparar)'
          : ` (${formatPercent(data.revenue_growth, { signed: true })} contra los tres meses anteriores)`}
        ; gastos {formatMoney(data.current_expenses.total)}.
      </p>
      {categories.length === 0 ? (
        <p className="text-sm text-slate-600">Sin gastos en esos meses.</p>
      ) : (
        <ScrollRegion label="Gastos por categoría contra los tres meses anteriores">
          <table className="w-full min-w-[44rem] text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                {HEADERS.map((h, i) => (
                  <th
                    key={h || 'aviso'}
                    scope="col"
                    className={
                      i === 0 ? 'py-2 pr-3 font-medium' : 'py-2 pr-3 text-right font-medium'
                    }
                  >
                    {h || <span className="sr-only">Aviso</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categories.map((c) => (
                <tr key={c.name} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                    {c.name}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(c.amount)}</td>
                  <td className="py-2 pr-3 text-right">
                    <span className="tabular-nums">
                      {c.previous_amount === null ? '—' : formatMoney(c.previous_amount)}
                    </span>
                    <span className="block text-xs text-slate-600">{c.compared_with}</span>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {c.comparison === 'not-judged'
                      ? 'Sin juzgar'
                      : c.growth === null
                        ? 'Nueva'
                        : formatPercent(c.growth, { signed: true })}
                  </td>
                  <td className="py-2 pr-3 text-right">
                    {c.outpaces_revenue ? (
                      <ToneBadge tone="warning">Crece más que tus ingresos</ToneBadge>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {c.suggested_saving > 0 ? formatMoney(c.suggested_saving) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <p className="text-sm font-semibold text-slate-900">
        Ahorro sugerido: {formatMoney(data.total_suggested_saving)} al mes
      </p>
      <p className="text-sm text-slate-700">{data.note}</p>
      {data.citations.length > 0 ? (
        <CitationList citations={data.citations} excerptLength={220} />
      ) : null}
    </div>
  );
}
