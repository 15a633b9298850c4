import type { ProductInput } from './metrics.ts';
import { productMonthlyFigures } from './metrics.ts';
import type { Centavos } from './money.ts';
import { centavos, ZERO_CENTAVOS } from './money.ts';
import { percent, sum, uncheckedCentavos } from './numbers.ts';
import type { Notes } from './types.ts';

export type ProductContribution = {
  index: number;
  /** The product's name, or "Producto N" by its position. */
  name: string;
  unitContributionCentavos: Centavos;
  contributionPercent: number | null;
  monthlyContributionCentavos: Centavos;
  /** This product's share of the total monthly contribution, percent. */
  shareOfContribution: number | null;
  notes: Notes<ProductContribution>;
};

/**
 * Contribution of each product (price − unit variable cost, per unit, in percent and for the
 * month) and its share of the total: which product pays the fixed costs. Book: chapter 7.
 */
export function productContributions(products: readonly ProductInput[]): ProductContribution[] {
  // Unchecked, as in `computeMetrics`: price × monthly sales can exceed the safe-integer range.
  const monthly = products.map((p) => {
    const figures = productMonthlyFigures(p);
    return uncheckedCentavos(figures.revenueCentavos - figures.variableCostsCentavos);
  });
  const total = uncheckedCentavos(sum(monthly));
  return products.map((product, index) => {
    const notes: Notes<ProductContribution> = {};
    const unit = centavos(product.priceCentavos - product.variableCostCentavos);
    const unitPercent = percent(unit, product.priceCentavos);
    if (unitPercent === null)
      notes.contributionPercent = 'Sin precio no hay margen de contribución.';
    const share = percent(monthly[index] ?? 0, total);
    if (share === null)
      notes.shareOfContribution = 'Sin contribución total positiva no hay participación.';
    return {
      index,
      name: product.name ?? `Producto ${index + 1}`,
      unitContributionCentavos: unit,
      contributionPercent: unitPercent,
      monthlyContributionCentavos: monthly[index] ?? ZERO_CENTAVOS,
      shareOfContribution: share,
      notes,
    };
  });
}
