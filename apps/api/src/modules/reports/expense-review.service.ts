import { citeTopic } from '@caudal/book';
import type { ExpenseOptimization } from '@caudal/contracts';
import {
  addYears,
  costFrequency,
  EXPENSE_REVIEW,
  expenseReview,
  expenseReviewPeriods,
  periodRevenue,
  ZERO_CENTAVOS,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import {
  categoryHistories,
  expenseCategoriesPart,
  expenseCategoryHistoryPart,
  periodTotalsPart,
} from '../../figures/index.ts';
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
  const yearAgo = { from: addYears(current.from, -1), to: addYears(current.to, -1) };
  const parts = await readParts(db, {
    totals: periodTotalsPart(companyId, current, previous),
    yearAgoTotals: periodTotalsPart(companyId, yearAgo, yearAgo),
    now: expenseCategoriesPart(companyId, current),
    before: expenseCategoriesPart(companyId, previous),
    yearBefore: expenseCategoriesPart(companyId, yearAgo),
    history: expenseCategoryHistoryPart(companyId, asOf),
  });
  const before = new Map(parts.before.map((c) => [c.category, c.amountCentavos]));
  const yearBefore = new Map(parts.yearBefore.map((c) => [c.category, c.amountCentavos]));
  const frequency = new Map(
    categoryHistories(parts.history, asOf).map((h) => [h.category, costFrequency(h)]),
  );
  // A year of history: the company's records reach back to the same months a year before.
  const hasYear = parts.history.firstDate !== null && parts.history.firstDate <= yearAgo.from;
  const review = expenseReview({
    revenueCentavos: periodRevenue(parts.totals.current),
    previousRevenueCentavos: periodRevenue(parts.totals.previous),
    yearAgoRevenueCentavos: hasYear ? periodRevenue(parts.yearAgoTotals.current) : null,
    categories: parts.now.map((c) => ({
      category: c.category,
      currentCentavos: c.amountCentavos,
      previousCentavos: before.get(c.category) ?? ZERO_CENTAVOS,
      frequency: frequency.get(c.category) ?? 'monthly',
      yearAgoCentavos: hasYear ? (yearBefore.get(c.category) ?? ZERO_CENTAVOS) : null,
    })),
  });
  const flagged = review.categories.filter((c) => c.outpacesRevenue).length;
  const rule = `Comparamos tus gastos de ${EXPENSE_REVIEW.months} meses completos con los ${EXPENSE_REVIEW.months} anteriores (los ocasionales, como un pago anual, con los mismos meses del año pasado, o se listan sin juzgar si aún no tienes un año de historia): una categoría que crece más de ${EXPENSE_REVIEW.tolerancePoints} puntos por encima de tus ingresos se marca, y el ahorro sugerido es lo que gasta de más al mes frente a lo que tu crecimiento justificaría.`;
  const citation = citeTopic('reducir costos sin dañar el negocio', [6]);
  return {
    period: current,
    previous_period: previous,
    revenue: periodRevenue(parts.totals.current),
    previous_revenue: periodRevenue(parts.totals.previous),
    revenue_growth: review.revenueGrowth,
    current_expenses: {
      total: review.totalCentavos,
      categories: review.categories.map((c) => ({
        name: c.name,
        amount: c.amountCentavos,
        frequency: c.frequency,
        comparison: c.comparison,
        compared_with: c.comparedWith,
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
