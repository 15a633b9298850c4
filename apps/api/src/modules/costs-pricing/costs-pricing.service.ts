import {
  type ApplyPriceRequestSchema,
  type ApplyPriceResponse,
  type CostsPricingViewResponse,
  costsPricingResponse,
  type OptimizePricingRequestSchema,
  type OptimizePricingResponse,
  type PricingInputsInputSchema,
  type ProductPricingView,
  productPricingView,
  wireNames,
  type z,
} from '@caudal/contracts';
import {
  type CostsPricingProduct,
  type CostsPricingView,
  costsPricingView,
  type PricingInputs,
  priceChangeEffect,
  pricingFigures,
  pricingInputsOf,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import { createFiguresMemo } from '../../lib/figures-memo.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import type { AuthContext, CompanyAt } from '../../lib/request-auth.ts';
import {
  costsPricingParts,
  PRODUCT_NOT_FOUND,
  updateProductPrice,
  upsertPricingInputs,
} from './costs-pricing.repository.ts';

type Loaded = { view: CostsPricingView; products: CostsPricingProduct[] };

/** The company's data and finance's view of it, one statement. */
async function load(db: Queryable, companyId: string, asOf: string): Promise<Loaded> {
  const parts = await readParts(db, costsPricingParts(companyId, asOf));
  return { view: costsPricingView(parts), products: parts.products };
}

const views = createFiguresMemo<CostsPricingViewResponse>();

/** GET /api/costs-pricing/view: computed once per data version (pricing inputs included). */
export function costsPricingScreen(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
): Promise<CostsPricingViewResponse> {
  const { companyId, dataVersion } = company;
  return views(`${companyId}|${asOf}`, dataVersion, async () => {
    const { view } = await load(db, companyId, asOf);
    return costsPricingResponse(view);
  });
}

const changed = (auth: AuthContext, kind: 'product' | 'pricing-inputs') => ({
  companyId: auth.companyId,
  userId: auth.userId,
  action: 'updated' as const,
  kinds: [kind],
});

function productOf(loaded: Loaded, productId: string): CostsPricingProduct {
  const product = loaded.products.find((p) => p.id === productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** PUT …/products/:id/pricing-inputs: saves the owner's inputs and answers the product's pricing. */
export async function savePricingInputs(
  { db, events }: Pick<ModuleDeps, 'db' | 'events'>,
  auth: AuthContext,
  asOf: string,
  productId: string,
  input: z.output<typeof PricingInputsInputSchema>,
): Promise<ProductPricingView> {
  return db.transaction(async (tx) => {
    productOf(await load(tx, auth.companyId, asOf), productId);
    await upsertPricingInputs(tx, auth.companyId, productId, {
      targetMarginPercent: input.targetMargin,
      competitorPriceCentavos: input.competitorPrice,
      priceElasticity: input.priceElasticity,
      demand: input.demand,
    });
    await events.emit('company-data-changed', changed(auth, 'pricing-inputs'), { db: tx });
    const pricing = (await load(tx, auth.companyId, asOf)).view.pricing;
    const found = pricing.find((p) => p.productId === productId);
    if (!found) throw notFound(PRODUCT_NOT_FOUND);
    return productPricingView(found);
  });
}

/**
 * POST …/products/:id/price ("Aplicar precio"): changes only the product's price, in one
 * transaction with the data-changed event, and answers the company's break-even units and
 * monthly profit before and after (finance `priceChangeEffect`, as the confirmation showed).
 */
export async function applyPrice(
  { db, events }: Pick<ModuleDeps, 'db' | 'events'>,
  auth: AuthContext,
  asOf: string,
  productId: string,
  { price }: z.output<typeof ApplyPriceRequestSchema>,
): Promise<ApplyPriceResponse> {
  return db.transaction(async (tx) => {
    const loaded = await load(tx, auth.companyId, asOf);
    const product = productOf(loaded, productId);
    if (!(await updateProductPrice(tx, auth.companyId, productId, price))) {
      throw notFound(PRODUCT_NOT_FOUND);
    }
    await events.emit('company-data-changed', changed(auth, 'product'), { db: tx });
    const effect = priceChangeEffect(loaded.view.totals, product, price);
    return {
      productId,
      price,
      before: wireNames(effect.before),
      after: wireNames(effect.after),
      notes: effect.notes,
    };
  });
}

/**
 * POST /api/ai/optimize/pricing (001 §7): the pricing tab's analysis of one of the company's
 * products, with the saved inputs (or the defaults) and any the body overrides.
 */
export async function optimizePricing(
  db: Queryable,
  auth: AuthContext,
  asOf: string,
  body: z.output<typeof OptimizePricingRequestSchema>,
): Promise<OptimizePricingResponse> {
  const loaded = await load(db, auth.companyId, asOf);
  const product = productOf(loaded, body.productId);
  const saved = loaded.view.pricing.find((p) => p.productId === product.id);
  const base = saved?.inputs ?? pricingInputsOf(product, undefined);
  const inputs: PricingInputs = {
    targetMarginPercent: body.targetMargin ?? base.targetMarginPercent,
    competitorPriceCentavos: body.competitorPrice ?? base.competitorPriceCentavos,
    priceElasticity: body.priceElasticity ?? base.priceElasticity,
    demand: body.demand ?? base.demand,
  };
  return {
    ...productPricingView({
      productId: product.id,
      inputs,
      saved: saved?.saved ?? false,
      figures: pricingFigures(product, inputs, loaded.view.totals),
    }),
    productName: product.name,
    currentPrice: product.priceCentavos,
    variableCost: product.variableCostCentavos,
  };
}
