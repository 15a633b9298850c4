import { citeTopic } from '@caudal/book';
import type { ExpenseOptimization } from '@caudal/contracts';
import {
  EXPENSE_REVIEW,
  expenseReview,
  expenseReviewPeriods,
  ZERO_CENTAVOS,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import { expenseCategoriesPart, periodTotalsPart } from '../../figures/index.ts';
import { formatPercent } from '../../lib/format.ts';

/**
 * POST /api/reports/optimize-expenses: the last three complete months' expenses by category
 * against the three before (two sums over `cash_flow_daily`), flagged against revenue's growth
 * by finance's `expenseReview`, with chapter 6's passage on cutting costs.
 */
export async function optimizeExpenses(
  db: Queryable,
  companyId: string,
  asOf: string,
): Promise<ExpenseOptimization> {
  const { current, previous } = expenseReviewPeriods(asOf);
  const parts = await readParts(db, {
    totals: periodTotalsPart(companyId, current, previous),
    now: expenseCategoriesPart(companyId, current),
    before: expenseCategoriesPart(companyId, previous),
  });
  const before = new Map(parts.before.map((c) => [c.category, c.amountCentavos]));
  const review = expenseReview({
    revenueCentavos: parts.totals.current.incomeCentavos,
    previousRevenueCentavos: parts.totals.previous.incomeCentavos,
    categories: parts.now.map((c) => ({
      category: c.category,
      currentCentavos: c.amountCentavos,
      previousCentavos: before.get(c.category) ?? ZERO_CENTAVOS,
    })),
  });
  const flagged = review.categories.filter((c) => c.outpacesRevenue).length;
  const rule = `Comparamos tus gastos de ${EXPENSE_REVIEW.months} meses completos con los ${EXPENSE_REVIEW.months} anteriores: una categoría que crece más de ${EXPENSE_REVIEW.tolerancePoints} puntos por encima de tus ingresos se marca, y el ahorro sugerido es lo que gasta de más al mes frente a lo que tu crecimiento justificaría.`;
  const citation = citeTopic('reducir costos sin dañar el negocio', [6]);
  return {
    period: current,
    previous_period: previous,
    revenue: parts.totals.current.incomeCentavos,
    previous_revenue: parts.totals.previous.incomeCentavos,
    revenue_growth: review.revenueGrowth,
    current_expenses: {
      total: review.totalCentavos,
      categories: review.categories.map((c) => ({
        name: c.name,
        amount: c.amountCentavos,
        previous_amount: c.previousCentavos,
        growth: c.growth,
        outpaces_revenue: c.outpacesRevenue,
        suggested_saving: c.suggestedSavingCentavos,
      })),
    },
    total_suggested_saving: review.monthlySavingCentavos,
    note:
      review.note ??
      (flagged === 0
        ? `Ningún gasto crece más rápido que tus ingresos (${review.revenueGrowth === null ? 'sin comparación' : formatPercent(review.revenueGrowth)}). ${rule}`
        : rule),
    citations: citation ? [citation] : [],
  };
}
