import {
  type CompanyMonthView,
  type CostsPricingViewResponse,
  PricingInputsInputSchema,
  type PricingInputsView,
} from '@caudal/contracts';
import type {
  CostsPricingProduct,
  MarginHealth,
  PricingInputs,
  Tone,
  TypicalMonth,
} from '@caudal/finance';
import { MARGIN_HEALTH_TONES } from '@caudal/finance';
import { toCentavos } from '@caudal/finance/money';
import { moneyToField, optionalNumber } from '../../lib/form-values.ts';

/**
 * The view's figures (wire names, centavos once decoded) as finance's inputs, and the pricing
 * form's text: the browser feeds them to the same functions the server used.
 */

export type ViewProduct = CostsPricingViewResponse['structure']['products'][number];

export const companyMonthOf = (t: CompanyMonthView): TypicalMonth => ({
  revenueCentavos: t.revenue,
  variableCostsCentavos: t.variableCosts,
  fixedCostsCentavos: t.fixedCosts,
  units: t.units,
  netProfitCentavos: t.netProfit,
});

export const productOf = (p: ViewProduct): CostsPricingProduct => ({
  id: p.id,
  name: p.name,
  category: p.category,
  priceCentavos: p.price,
  variableCostCentavos: p.variableCost,
  monthlySales: p.monthlySales,
});

export const MARGIN_HEALTH_LABELS: Record<MarginHealth, string> = {
  healthy: 'Sano',
  acceptable: 'Aceptable',
  low: 'Bajo',
};

export const marginTone = (health: MarginHealth | null): Tone | null =>
  health === null ? null : MARGIN_HEALTH_TONES[health];

export type PricingField = 'targetMargin' | 'competitorPrice' | 'demand' | 'priceElasticity';
export type PricingFields = Record<PricingField, string>;

export const pricingFieldsOf = (i: PricingInputsView): PricingFields => ({
  targetMargin: String(i.targetMargin),
  competitorPrice: moneyToField(i.competitorPrice),
  demand: String(i.demand),
  priceElasticity: String(i.priceElasticity),
});

export type ParsedPricing =
  | { ok: true; inputs: PricingInputs; body: ReturnType<typeof bodyOf> }
  | { ok: false; errors: Partial<Record<PricingField, string>> };

const bodyOf = (f: PricingFields) => ({
  targetMargin: optionalNumber(f.targetMargin) ?? Number.NaN,
  // Optional: empty is no competitor price (no comparison), not an error.
  competitorPrice: optionalNumber(f.competitorPrice) ?? null,
  priceElasticity: optionalNumber(f.priceElasticity) ?? Number.NaN,
  demand: optionalNumber(f.demand) ?? null,
});

/**
 * The form's text checked by the contract the API checks with (its Spanish messages on their
 * fields); valid, finance's inputs (an empty demand: the product's units a month).
 */
export function parsePricing(fields: PricingFields, monthlySales: number): ParsedPricing {
  const body = bodyOf(fields);
  const result = PricingInputsInputSchema.safeParse(body);
  if (!result.success) {
    const errors: Partial<Record<PricingField, string>> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0] as PricingField | undefined;
      if (key && !errors[key]) errors[key] = issue.message;
    }
    return { ok: false, errors };
  }
  return {
    ok: true,
    body,
    inputs: {
      targetMarginPercent: body.targetMargin,
      competitorPriceCentavos:
        body.competitorPrice === null ? null : toCentavos(body.competitorPrice),
      priceElasticity: body.priceElasticity,
      demand: body.demand ?? monthlySales,
    },
  };
}
