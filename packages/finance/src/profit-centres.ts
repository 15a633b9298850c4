import type { Centavos } from './money.ts';
import { centavos, sumCentavos, ZERO_CENTAVOS } from './money.ts';
import { allocateCentavos, percent, ratio, roundCentavos } from './numbers.ts';
import { categoryKey } from './owner-movements.ts';
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

/** A group holding an averaged centre (see `incomeCategoryCentres`) says so. */
export const AVERAGED_GROUP_NOTE =
  'Incluye categorías sin productos ligados: parte de su margen repite el promedio del costo de ventas.';

/**
 * The owner's grouping of profit centres: each group's centres summed into one centre (profit,
 * margin, colour), the centres of no group after them, as they are. A centre named by two groups
 * counts in the first (the groups' order); a key no centre has is ignored. A group holding an
 * averaged centre is marked `averaged` (its margin is partly the average). Book: chapter 10.
 */
export function groupProfitCentres<
  C extends {
    key: string;
    name: string;
    revenueCentavos: Centavos;
    costsCentavos: Centavos;
    averaged?: boolean;
  },
>(
  centres: readonly C[],
  groups: readonly ProfitCentreGroup[],
): {
  groups: (ProfitCentre & { id: string; centreKeys: string[]; averaged: boolean })[];
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
      averaged: list.some((c) => c.averaged === true),
      revenueCentavos: sumCentavos(list.map((c) => c.revenueCentavos)),
      costsCentavos: sumCentavos(list.map((c) => c.costsCentavos)),
    };
  });
  const computed = profitCentres(
    summed.map((g) => ({
      name: g.name,
      revenueCentavos: g.revenueCentavos,
      costsCentavos: g.costsCentavos,
    })),
  );
  return {
    groups: computed.map((c, i) => ({
      ...c,
      id: summed[i]?.id ?? '',
      centreKeys: summed[i]?.centreKeys ?? [],
      averaged: summed[i]?.averaged ?? false,
    })),
    ungrouped: centres.filter((c) => !taken.has(c.key)).map((c) => c.key),
  };
}

/** Why a centre's margin is the average (Spanish; the screen shows it next to the margin). */
export const AVERAGED_CENTRE_NOTE =
  'Sin productos ligados: el margen repite el promedio del costo de ventas que no se ligó a productos. Da a tus productos la categoría de este ingreso para ver su margen propio.';

export type IncomeCategoryCentre = ProfitCentre & {
  key: string;
  /** No product linked: its cost is the rest of the cost of sales spread by revenue. */
  averaged: boolean;
};

/**
 * Income categories as profit centres (issue 31: spreading the period's cost of sales by
 * revenue gave every category the same margin, 65.2 % for all). The rule:
 *
 * - A category is linked to the products whose category matches its name, ignoring case and
 *   accents ('PASTELERIA' ↔ 'Pastelería'). Its cost is its revenue × its products' variable-cost
 *   share of price (Σ variable cost × units a month ÷ Σ price × units a month; with no units,
 *   the plain sums of the unit prices and costs).
 * - The rest of the period's cost of sales (never below 0) is spread by revenue over the
 *   categories without products. Their margin is that average, so they carry no good/bad colour
 *   and say so (`averaged`, `AVERAGED_CENTRE_NOTE`).
 *
 * Book: chapter 10 (profit centres).
 */
export function incomeCategoryCentres(input: {
  categories: readonly { key: string; name: string; revenueCentavos: Centavos }[];
  products: readonly {
    category: string;
    priceCentavos: Centavos;
    variableCostCentavos: Centavos;
    monthlySales: number;
  }[];
  costOfSalesCentavos: Centavos;
}): IncomeCategoryCentre[] {
  const costShare = (name: string): number | null => {
    const linked = input.products.filter((p) => categoryKey(p.category) === categoryKey(name));
    if (linked.length === 0) return null;
    const sold = linked.some((p) => p.monthlySales > 0);
    const weight = (p: (typeof linked)[number]) => (sold ? p.monthlySales : 1);
    return ratio(
      linked.reduce((s, p) => s + p.variableCostCentavos * weight(p), 0),
      linked.reduce((s, p) => s + p.priceCentavos * weight(p), 0),
    );
  };
  const shares = input.categories.map((c) => costShare(c.name));
  const linkedCosts = input.categories.map((c, i) => {
    const share = shares[i];
    return share === null || share === undefined
      ? null
      : roundCentavos(Math.max(0, c.revenueCentavos) * share);
  });
  const rest = centavos(
    Math.max(
      0,
      input.costOfSalesCentavos - sumCentavos(linkedCosts.map((c) => c ?? ZERO_CENTAVOS)),
    ),
  );
  const spread = allocateCentavos(
    rest,
    input.categories.map((c, i) => (linkedCosts[i] === null ? Math.max(0, c.revenueCentavos) : 0)),
  );
  const computed = profitCentres(
    input.categories.map((c, i) => ({
      ...c,
      costsCentavos: linkedCosts[i] ?? spread[i] ?? ZERO_CENTAVOS,
    })),
  );
  return computed.map((centre, i) => {
    const averaged = linkedCosts[i] === null;
    if (!averaged) return { ...centre, key: input.categories[i]?.key ?? '', averaged };
    return {
      ...centre,
      key: input.categories[i]?.key ?? '',
      averaged,
      tone: null,
      notes: { ...centre.notes, tone: centre.notes.tone ?? AVERAGED_CENTRE_NOTE },
    };
  });
}
