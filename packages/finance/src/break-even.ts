import { bandTone, HEALTH_SCORE_BANDS } from './health-score.ts';
import type { Centavos } from './money.ts';
import { centavos } from './money.ts';
import { deepFreeze, percent, ratio, roundCentavos } from './numbers.ts';
import type { Notes, Tone } from './types.ts';

/** Spec 001 §9 "Unit economics and pricing": break-even in days and its what-if scenarios. */
export const BREAK_EVEN_RULES = deepFreeze({
  daysPerMonth: 30,
  /** Sales of 70 %, 100 % and 150 % of the break-even volume. */
  scenarioFactors: [0.7, 1, 1.5],
} as const);

export const BREAK_EVEN_REASONS = deepFreeze({
  noContribution: 'Sin margen de contribución positivo no hay punto de equilibrio.',
  noSales: 'Sin ventas mensuales no se puede medir cuántos días tarda en alcanzarse el equilibrio.',
  noRevenue: 'Sin ingresos no hay margen de seguridad.',
  noUnits: 'Sin unidades vendidas no hay punto de equilibrio en unidades.',
  outOfRange: 'Las cifras son tan extremas que el resultado no se puede calcular.',
} as const);

/**
 * Break-even from totals: fixed costs over the contribution per unit, rounded up to whole units
 * (spec 000 §9). Working from totals (fixed × units / total contribution) keeps exact integer
 * division exact. Never negative: with no fixed costs the break-even is 0 units. Book: ch. 9.
 */
export function breakEvenFromTotals(
  fixedCostsCentavos: Centavos,
  totalContributionCentavos: Centavos,
  totalRevenueCentavos: Centavos,
  unitsSold: number,
): BreakEvenTotals {
  if (!(totalContributionCentavos > 0)) {
    const reason = BREAK_EVEN_REASONS.noContribution;
    return {
      units: null,
      revenueCentavos: null,
      marginOfSafetyPercent: null,
      notes: { units: reason, revenueCentavos: reason, marginOfSafetyPercent: reason },
    };
  }
  const fixed = Math.max(0, fixedCostsCentavos);
  const exactUnits = unitsSold > 0 ? ratio(fixed * unitsSold, totalContributionCentavos) : null;
  const units = exactUnits === null ? null : Math.ceil(exactUnits);
  const exactRevenue =
    totalRevenueCentavos > 0
      ? ratio(fixed * totalRevenueCentavos, totalContributionCentavos)
      : null;
  const revenue = exactRevenue === null ? null : roundCentavos(exactRevenue);
  // (revenue − break-even revenue) / revenue = (contribution − fixed) / contribution.
  const marginOfSafety = percent(totalContributionCentavos - fixed, totalContributionCentavos);
  const notes: Notes<BreakEvenTotals> = {};
  if (units === null) {
    notes.units = unitsSold > 0 ? BREAK_EVEN_REASONS.outOfRange : BREAK_EVEN_REASONS.noUnits;
  }
  if (revenue === null) {
    notes.revenueCentavos =
      totalRevenueCentavos > 0 ? BREAK_EVEN_REASONS.outOfRange : BREAK_EVEN_REASONS.noRevenue;
  }
  if (marginOfSafety === null) notes.marginOfSafetyPercent = BREAK_EVEN_REASONS.outOfRange;
  return { units, revenueCentavos: revenue, marginOfSafetyPercent: marginOfSafety, notes };
}

/**
 * Colour of a margin of safety, from its health-score bands (chapter 9): 30 % or more is good
 * (room to absorb a bad month), from 5 % a warning, under 5 % or negative bad. Book: ch. 9.
 */
export function marginOfSafetyTone(marginOfSafetyPercent: number): Tone {
  return bandTone(marginOfSafetyPercent, HEALTH_SCORE_BANDS.marginOfSafety);
}

export type BreakEvenTotals = {
  units: number | null;
  revenueCentavos: Centavos | null;
  /** (revenue − break-even revenue) / revenue, percent. */
  marginOfSafetyPercent: number | null;
  notes: Notes<BreakEvenTotals>;
};

export type BreakEvenInput = {
  fixedCostsCentavos: Centavos;
  priceCentavos: Centavos;
  variableCostCentavos: Centavos;
  /** Units sold a month today; needed for days and margin of safety. */
  monthlySales: number;
};

export type BreakEvenScenario = {
  factor: number;
  units: number;
  revenueCentavos: Centavos;
  profitCentavos: Centavos;
};

export type BreakEvenAnalysis = {
  unitContributionCentavos: Centavos;
  units: number | null;
  revenueCentavos: Centavos | null;
  /** Days of sales needed each month to cover the fixed costs, at 30 days a month. */
  days: number | null;
  marginOfSafetyPercent: number | null;
  scenarios: BreakEvenScenario[];
  notes: Notes<BreakEvenAnalysis>;
};

/**
 * Break-even of one product: units (rounded up), revenue, days at the current sales pace,
 * margin of safety and the profit at 70 / 100 / 150 % of the break-even volume.
 * Book: chapter 9.
 */
export function breakEvenAnalysis(input: BreakEvenInput): BreakEvenAnalysis {
  const unitContribution = centavos(input.priceCentavos - input.variableCostCentavos);
  const notes: Notes<BreakEvenAnalysis> = {};
  const fixed = centavos(Math.max(0, input.fixedCostsCentavos));
  const base = breakEvenFromTotals(fixed, unitContribution, input.priceCentavos, 1);
  if (base.units === null) {
    notes.units = BREAK_EVEN_REASONS.noContribution;
    notes.revenueCentavos = BREAK_EVEN_REASONS.noContribution;
  }
  if (base.revenueCentavos === null && base.units !== null) {
    notes.revenueCentavos = BREAK_EVEN_REASONS.noRevenue;
  }

  let days: number | null = null;
  let marginOfSafety: number | null = null;
  if (base.units === null) {
    notes.days = BREAK_EVEN_REASONS.noContribution;
    notes.marginOfSafetyPercent = BREAK_EVEN_REASONS.noContribution;
  } else if (!(input.monthlySales > 0)) {
    notes.days = BREAK_EVEN_REASONS.noSales;
    notes.marginOfSafetyPercent = BREAK_EVEN_REASONS.noRevenue;
  } else {
    days = ratio(base.units * BREAK_EVEN_RULES.daysPerMonth, input.monthlySales);
    if (days === null) notes.days = BREAK_EVEN_REASONS.outOfRange;
    marginOfSafety = percent(
      input.monthlySales * unitContribution - fixed,
      input.monthlySales * unitContribution,
    );
    if (marginOfSafety === null) notes.marginOfSafetyPercent = BREAK_EVEN_REASONS.outOfRange;
  }

  const units = base.units;
  const scenarios =
    units === null
      ? []
      : BREAK_EVEN_RULES.scenarioFactors.map((factor) => {
          // Whole units: nobody sells 8,449.7 breads.
          const scenarioUnits = Math.round(units * factor);
          return {
            factor,
            units: scenarioUnits,
            revenueCentavos: roundCentavos(scenarioUnits * input.priceCentavos),
            profitCentavos: roundCentavos(scenarioUnits * unitContribution - fixed),
          };
        });

  return {
    unitContributionCentavos: roundCentavos(unitContribution),
    units,
    revenueCentavos: base.revenueCentavos,
    days,
    marginOfSafetyPercent: marginOfSafety,
    scenarios,
    notes,
  };
}
