import type { Centavos } from './money.ts';
import { centavos, sumCentavos, ZERO_CENTAVOS } from './money.ts';
import { percent } from './numbers.ts';
import { profitCentreMarginTone } from './profitability.ts';
import type { Notes, Tone } from './types.ts';

const NO_REVENUE = 'Sin ingresos no se pueden calcular márgenes.';

export type ProfitCentre = {
  name: string;
  revenueCentavos: Centavos;
  costsCentavos: Centavos;
  profitCentavos: Centavos;
  margin: number | null;
  tone: Tone | null;
  /** Share of the total profit of all centres, percent. */
  shareOfProfit: number | null;
  notes: Notes<ProfitCentre>;
};

/** Profit, margin, colour and share of total profit of each profit centre. Book: ch. 10. */
export function profitCentres(
  centres: readonly { name: string; revenueCentavos: Centavos; costsCentavos: Centavos }[],
): ProfitCentre[] {
  const profits = centres.map((c) => centavos(c.revenueCentavos - c.costsCentavos));
  const total = sumCentavos(profits);
  return centres.map((centre, i) => {
    const profit = profits[i] ?? ZERO_CENTAVOS;
    const margin = percent(profit, centre.revenueCentavos);
    const share = percent(profit, total);
    const notes: Notes<ProfitCentre> = {};
    if (margin === null) {
      notes.margin = NO_REVENUE;
      notes.tone = NO_REVENUE;
    }
    if (share === null) notes.shareOfProfit = 'Sin utilidad total positiva no hay participación.';
    return {
      ...centre,
      profitCentavos: profit,
      margin,
      tone: margin === null ? null : profitCentreMarginTone(margin),
      shareOfProfit: share,
      notes,
    };
  });
}
