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

export type ProfitCentreGroup = {
  id: string;
  name: string;
  /** The centres' keys ('product:<id>', 'category:<name>'). */
  centreKeys: readonly string[];
};

/**
 * The owner's grouping of profit centres: each group's centres summed into one centre (profit,
 * margin, colour), the centres of no group after them, as they are. A centre named by two groups
 * counts in the first (the groups' order); a key no centre has is ignored. Book: chapter 10.
 */
export function groupProfitCentres<
  C extends { key: string; name: string; revenueCentavos: Centavos; costsCentavos: Centavos },
>(
  centres: readonly C[],
  groups: readonly ProfitCentreGroup[],
): {
  groups: (ProfitCentre & { id: string; centreKeys: string[] })[];
  ungrouped: string[];
} {
  const taken = new Set<string>();
  const byKey = new Map(centres.map((c) => [c.key, c]));
  const summed = groups.map((group) => {
    const members = group.centreKeys.filter((key) => byKey.has(key) && !taken.has(key));
    for (const key of members) taken.add(key);
    const list = members.map((key) => byKey.get(key)).filter((c) => c !== undefined);
    return {
      id: group.id,
      name: group.name,
      centreKeys: members,
      revenueCentavos: sumCentavos(list.map((c) => c.revenueCentavos)),
      costsCentavos: sumCentavos(list.map((c) => c.costsCentavos)),
    };
  });
  const computed = profitCentres(summed);
  return {
    groups: computed.map((c, i) => ({
      ...c,
      id: summed[i]?.id ?? '',
      centreKeys: summed[i]?.centreKeys ?? [],
    })),
    ungrouped: centres.filter((c) => !taken.has(c.key)).map((c) => c.key),
  };
}
