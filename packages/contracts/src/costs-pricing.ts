import type { CostsPricingView, PricingInputs, ProductPricing } from '@caudal/finance';
import { count, days, money, moneyInput, percent, ratio, units } from './numbers.ts';
import { wireNames } from './wire-names.ts';
import { z } from './zod-es.ts';

/**
 * Costs and pricing (issue 14, spec 001 §2–§4, §7, §9): the screen's view (finance
 * `costsPricingView`, every figure of its three tabs), the owner's pricing inputs per product,
 * "Aplicar precio" and `POST /api/ai/optimize/pricing`. Money in pesos on the wire.
 */

const MARGIN_HEALTH = ['low', 'acceptable', 'healthy'] as const;
const notes = () => z.record(z.string(), z.string());

/** The owner's pricing inputs as typed (spec 001 §3 "Pricing inputs"); demand null: units a month. */
export const PricingInputsInputSchema = z.strictObject({
  targetMargin: percent('El margen objetivo debe ser un número')
    .min(0, { error: 'El margen objetivo no puede ser negativo' })
    .max(99, { error: 'El margen objetivo debe ser menor a 100 %' }),
  /** Optional: no comparison until the owner gives one (issue 31: no 179 default). */
  competitorPrice: moneyInput('El precio de la competencia', { positive: true })
    .nullable()
    .default(null),
  priceElasticity: ratio('La elasticidad debe ser un número')
    .min(-10, { error: 'La elasticidad no puede ser menor a −10' })
    .max(0, { error: 'La elasticidad no puede ser positiva: un precio más alto no vende más' }),
  demand: count('La demanda debe ser un número entero de unidades')
    .min(0, { error: 'La demanda no puede ser negativa' })
    .max(100_000_000, { error: 'La demanda es demasiado grande' })
    .nullable()
    .default(null),
});
export type PricingInputsInput = z.input<typeof PricingInputsInputSchema>;

export const PricingInputsSchema = z.object({
  targetMargin: percent(),
  /** Null until the owner gives one. */
  competitorPrice: money().nullable(),
  priceElasticity: ratio(),
  demand: count(),
});
export type PricingInputsView = z.infer<typeof PricingInputsSchema>;

export const PricingFiguresSchema = z.object({
  marginPercent: percent().nullable(),
  marginHealth: z.enum(MARGIN_HEALTH).nullable(),
  optimalPrice: money().nullable(),
  /** Today's price already reaches the target margin: the optimal price is a floor. */
  reachesTargetMargin: z.boolean().nullable(),
  /** The optimal price is above today's: the only case "Aplicar este precio" is offered. */
  optimalPriceRaises: z.boolean(),
  /** Spanish: what the target-margin price means for this product. */
  optimalPriceMeaning: z.string(),
  competitorGapPercent: percent().nullable(),
  sensitivity: z.array(
    z.object({
      factor: ratio(),
      price: money(),
      demand: units(),
      revenue: money(),
      contribution: money(),
      monthlyProfit: money(),
      marginPercent: percent().nullable(),
      best: z.boolean(),
    }),
  ),
  notes: notes(),
});
export type PricingFiguresView = z.infer<typeof PricingFiguresSchema>;

export const ProductPricingSchema = z.object({
  productId: z.string(),
  inputs: PricingInputsSchema,
  /** False: the defaults (60 %, no competitor price, −1.5, the product's units a month). */
  saved: z.boolean(),
  figures: PricingFiguresSchema,
});

export const CompanyMonthSchema = z.object({
  revenue: money(),
  variableCosts: money(),
  fixedCosts: money(),
  units: count(),
  netProfit: money(),
});
export type CompanyMonthView = z.infer<typeof CompanyMonthSchema>;

export const BreakEvenViewSchema = z.object({
  averagePrice: money().nullable(),
  averageVariableCost: money().nullable(),
  fixedCosts: money(),
  monthlySales: count(),
  units: count().nullable(),
  revenue: money().nullable(),
  days: days().nullable(),
  marginOfSafetyPercent: percent().nullable(),
  monthlyProfit: money(),
  scenarios: z.array(
    z.object({ factor: ratio(), units: units(), revenue: money(), profit: money() }),
  ),
  chart: z.array(z.object({ units: count(), revenue: money(), totalCost: money() })),
  notes: notes(),
});

/** GET /api/costs-pricing/view: the three tabs. */
export const CostsPricingViewSchema = z.object({
  totals: CompanyMonthSchema,
  structure: z.object({
    monthlyFixedCosts: money(),
    monthlyVariableCosts: money(),
    totalCosts: money(),
    breakdown: z.array(
      z.object({ category: z.string(), amount: money(), percent: percent().nullable() }),
    ),
    fixedCostPerUnit: money().nullable(),
    variableCostPerUnit: money().nullable(),
    totalCostPerUnit: money().nullable(),
    products: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        category: z.string(),
        price: money(),
        variableCost: money(),
        monthlySales: count(),
        unitContribution: money(),
        marginPercent: percent().nullable(),
        marginHealth: z.enum(MARGIN_HEALTH).nullable(),
        notes: notes(),
      }),
    ),
    notes: notes(),
  }),
  pricing: z.array(ProductPricingSchema),
  breakEven: BreakEvenViewSchema,
});
export type CostsPricingViewResponse = z.infer<typeof CostsPricingViewSchema>;

export const ProductIdParamsSchema = z.object({
  id: z.uuid({ error: 'El producto no es válido' }),
});

/** PUT /api/costs-pricing/products/:id/pricing-inputs answers the product's pricing. */
export type ProductPricingView = z.infer<typeof ProductPricingSchema>;

/** POST /api/costs-pricing/products/:id/price: "Aplicar precio". */
export const ApplyPriceRequestSchema = z.strictObject({
  price: moneyInput('El precio', { positive: true }),
});
export type ApplyPriceRequest = z.input<typeof ApplyPriceRequestSchema>;

const EffectSideSchema = z.object({ breakEvenUnits: count().nullable(), monthlyProfit: money() });
export const ApplyPriceResponseSchema = z.object({
  productId: z.string(),
  price: money(),
  before: EffectSideSchema,
  after: EffectSideSchema,
  notes: notes(),
});
export type ApplyPriceResponse = z.infer<typeof ApplyPriceResponseSchema>;

/** POST /api/ai/optimize/pricing (001 §7): a product and, optionally, inputs other than saved. */
export const OptimizePricingRequestSchema = z.strictObject({
  productId: z.uuid({ error: 'El producto no es válido' }),
  targetMargin: PricingInputsInputSchema.shape.targetMargin.optional(),
  competitorPrice: PricingInputsInputSchema.shape.competitorPrice.unwrap().optional(),
  priceElasticity: PricingInputsInputSchema.shape.priceElasticity.optional(),
  demand: PricingInputsInputSchema.shape.demand.unwrap().unwrap().optional(),
});
export type OptimizePricingRequest = z.input<typeof OptimizePricingRequestSchema>;

export const OptimizePricingResponseSchema = ProductPricingSchema.extend({
  productName: z.string(),
  currentPrice: money(),
  variableCost: money(),
});
export type OptimizePricingResponse = z.infer<typeof OptimizePricingResponseSchema>;

/** The owner's pricing inputs as the wire names them. */
export const pricingInputsView = (i: PricingInputs): PricingInputsView => ({
  targetMargin: i.targetMarginPercent,
  competitorPrice: i.competitorPriceCentavos,
  priceElasticity: i.priceElasticity,
  demand: i.demand,
});

/** A product's pricing (finance `ProductPricing`) as the wire has it, still in centavos. */
export const productPricingView = (p: ProductPricing): ProductPricingView => ({
  productId: p.productId,
  inputs: pricingInputsView(p.inputs),
  saved: p.saved,
  figures: wireNames(p.figures) as ProductPricingView['figures'],
});

/**
 * Finance's `costsPricingView` as GET /api/costs-pricing/view answers it, decoded (wire names,
 * money in centavos): the API sends it through the schema, the browser builds the same from a
 * book case's inputs.
 */
export function costsPricingResponse(view: CostsPricingView): CostsPricingViewResponse {
  return {
    totals: wireNames(view.totals),
    structure: wireNames(view.structure) as CostsPricingViewResponse['structure'],
    pricing: view.pricing.map(productPricingView),
    breakEven: wireNames(view.breakEven) as CostsPricingViewResponse['breakEven'],
  };
}
