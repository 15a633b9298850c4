import { COST_RULES, monthlyFixedCostAmount } from './costs.ts';
import { parseIsoDate } from './dates.ts';
import type { FinancialSnapshot } from './metrics.ts';
import { productMonthlyFigures } from './metrics.ts';
import type { Centavos } from './money.ts';
import { sumCentavos } from './money.ts';
import { roundCentavos, sum, uncheckedCentavos } from './numbers.ts';

/** A cash-flow entry projected from the products and costs, ready to store. */
export type ProjectedEntry = {
  date: string;
  type: 'income' | 'expense';
  amountCentavos: Centavos;
  description: string;
  category: string;
  recurring: boolean;
};

export const PROJECTED_INCOME_CATEGORY = 'Ventas';

/**
 * The entries of one month regenerated from the products and costs (spec 000 §3): one income
 * per product (price × monthly sales, category 'Ventas'), one expense per fixed cost (its
 * monthly amount; a yearly cost as amount / 12), one per extra cost line of type 'fixed', and
 * one total variable-cost expense under 'Producción' (products' unit costs plus the variable
 * lines). They add up exactly to `computeMetrics`' monthly revenue and costs. Zero amounts are
 * left out, since an entry must have an amount. Book: chapter 3.
 */
export function projectedMonthEntries(snapshot: FinancialSnapshot, date: string): ProjectedEntry[] {
  parseIsoDate(date);
  const entries: ProjectedEntry[] = [];
  const push = (entry: Omit<ProjectedEntry, 'date' | 'recurring'>) => {
    if (entry.amountCentavos !== 0) entries.push({ ...entry, date, recurring: true });
  };

  for (const product of snapshot.products) {
    push({
      type: 'income',
      amountCentavos: productMonthlyFigures(product).revenueCentavos,
      description: `Ventas de ${product.name ?? 'producto'}`,
      category: PROJECTED_INCOME_CATEGORY,
    });
  }
  for (const cost of snapshot.fixedCosts) {
    const name = cost.name ?? 'Costo fijo';
    push({
      type: 'expense',
      amountCentavos: monthlyFixedCostAmount(cost),
      description: cost.recurring ? name : `${name} (parte mensual de un costo anual)`,
      category: cost.category,
    });
  }
  for (const line of snapshot.variableCostLines) {
    if (line.type !== 'fixed') continue;
    push({
      type: 'expense',
      amountCentavos: roundCentavos(line.amountCentavos),
      description: line.name ?? 'Costo fijo adicional',
      category: line.category,
    });
  }
  // Unchecked, as in `computeMetrics`: cost × monthly sales can exceed the safe-integer range.
  const variableTotal = uncheckedCentavos(
    sum(snapshot.products.map((p) => productMonthlyFigures(p).variableCostsCentavos)) +
      sumCentavos(
        snapshot.variableCostLines
          .filter((line) => line.type === 'variable')
          .map((line) => roundCentavos(line.amountCentavos)),
      ),
  );
  push({
    type: 'expense',
    amountCentavos: variableTotal,
    description: 'Costos variables totales del mes',
    category: COST_RULES.variableCostEntryCategory,
  });
  return entries;
}
