import {
  ApplyPriceResponseSchema,
  CostsPricingViewSchema,
  DashboardSchema,
  OptimizePricingResponseSchema,
  ProductPricingSchema,
  ProductSchema,
} from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';
import { bakery, send } from './support.ts';

// Issue 14: the owner's pricing inputs, "Aplicar precio" and POST /api/ai/optimize/pricing.

const t = useTestApp();
const inputsUrl = (id: string) => `/api/costs-pricing/products/${id}/pricing-inputs`;
const priceUrl = (id: string) => `/api/costs-pricing/products/${id}/price`;
const AI = '/api/ai/optimize/pricing';
const pastelInputs = { targetMargin: 50, competitorPrice: 280, priceElasticity: -2, demand: 8 };

const view = async (headers: Record<string, string>) =>
  expectBody(await send(t, headers, 'GET', '/api/costs-pricing/view'), 200, CostsPricingViewSchema);
const product = async (headers: Record<string, string>, id: string) =>
  expectBody(await send(t, headers, 'GET', `/api/products/${id}`), 200, ProductSchema);

describe('PUT /api/costs-pricing/products/:id/pricing-inputs', () => {
  it('saves the inputs, answers the pricing with them, and the view keeps them', async () => {
    const owner = await bakery(t);
    // Read once first: the memoized view must follow the new row (its triggers bump the version).
    expect((await view(owner.headers)).pricing.every((p) => !p.saved)).toBe(true);
    const saved = expectBody(
      await send(t, owner.headers, 'PUT', inputsUrl(owner.pastel), pastelInputs),
      200,
      ProductPricingSchema,
    );
    expect(saved.saved).toBe(true);
    expect(saved.inputs).toEqual(pastelInputs);
    // $220 / (1 − 50 %) = $440; ($300 − $280) / $280 = 7.14 % above the competitor.
    expect(saved.figures.optimalPrice).toBe(440);
    expect(saved.figures.competitorGapPercent).toBeCloseTo(7.142857, 5);
    // At 70 %: $210, 8 × (1 + (−2)(−0.3)) = 12.8 units.
    expect(saved.figures.sensitivity[0]?.price).toBe(210);
    expect(saved.figures.sensitivity[0]?.demand).toBeCloseTo(12.8, 9);
    // At today's price: 8 units × $80 = $640; the month: $300 − $800 (Pastel today) + $640.
    expect(saved.figures.sensitivity[5]).toMatchObject({ contribution: 640, monthlyProfit: 140 });

    const pastel = (await view(owner.headers)).pricing.find((p) => p.productId === owner.pastel);
    expect(pastel?.inputs).toEqual(pastelInputs);
    // A demand left empty is the product's units a month again.
    const again = expectBody(
      await send(t, owner.headers, 'PUT', inputsUrl(owner.pastel), {
        ...pastelInputs,
        demand: null,
      }),
      200,
      ProductPricingSchema,
    );
    expect(again.inputs.demand).toBe(10);
    // The competitor's price is optional: left out, it is none, and there is no comparison.
    const { competitorPrice: _, ...withoutCompetitor } = pastelInputs;
    const none = expectBody(
      await send(t, owner.headers, 'PUT', inputsUrl(owner.pastel), withoutCompetitor),
      200,
      ProductPricingSchema,
    );
    expect(none.inputs.competitorPrice).toBeNull();
    expect(none.figures.competitorGapPercent).toBeNull();
    expect(none.figures.notes.competitorGapPercent).toBe(
      'Sin precio de la competencia: agrégalo para compararte.',
    );
  });

  it('refuses bad inputs in Spanish and stores nothing', async () => {
    const owner = await bakery(t);
    const cases: [object, string][] = [
      [{ ...pastelInputs, targetMargin: 100 }, 'El margen objetivo debe ser menor a 100 %'],
      [
        { ...pastelInputs, priceElasticity: 0.5 },
        'La elasticidad no puede ser positiva: un precio más alto no vende más',
      ],
      [
        { ...pastelInputs, competitorPrice: 0 },
        'El precio de la competencia debe ser mayor que cero',
      ],
      [{ ...pastelInputs, demand: 2.5 }, 'La demanda debe ser un número entero de unidades'],
    ];
    for (const [body, detail] of cases) {
      expectDetail(await send(t, owner.headers, 'PUT', inputsUrl(owner.pastel), body), 400, detail);
    }
    expectDetail(
      await send(t, owner.headers, 'PUT', inputsUrl('no-es-un-id'), pastelInputs),
      400,
      'El producto no es válido',
    );
    expect((await view(owner.headers)).pricing.every((p) => !p.saved)).toBe(true);
  });
});

describe('POST /api/costs-pricing/products/:id/price ("Aplicar precio")', () => {
  it('changes only the price and answers the break-even and month before and after', async () => {
    const owner = await bakery(t);
    const applied = expectBody(
      await send(t, owner.headers, 'POST', priceUrl(owner.pan), { price: 53 }),
      200,
      ApplyPriceResponseSchema,
    );
    // +$3 × 150 = +$450 a month; contribution $5,250; $4,500 × 160 / $5,250 = 137.1 → 138.
    expect(applied).toEqual({
      productId: owner.pan,
      price: 53,
      before: { breakEvenUnits: 150, monthlyProfit: 300 },
      after: { breakEvenUnits: 138, monthlyProfit: 750 },
      notes: {},
    });
    expect(await product(owner.headers, owner.pan)).toMatchObject({
      name: 'Pan',
      price: 53,
      variableCost: 20,
      monthlySales: 150,
      category: 'Panadería',
    });
    const dashboard = expectBody(
      await send(t, owner.headers, 'GET', '/api/dashboard'),
      200,
      DashboardSchema,
    );
    expect(dashboard.breakEven.units).toBe(138);
    expect((await view(owner.headers)).breakEven.units).toBe(138);
  });

  it('refuses a price of zero or with three decimals, and changes nothing', async () => {
    const owner = await bakery(t);
    expectDetail(
      await send(t, owner.headers, 'POST', priceUrl(owner.pan), { price: 0 }),
      400,
      'El precio debe ser mayor que cero',
    );
    expectDetail(
      await send(t, owner.headers, 'POST', priceUrl(owner.pan), { price: 1.234 }),
      400,
      'El precio admite como máximo dos decimales',
    );
    expectDetail(
      await send(t, owner.headers, 'POST', priceUrl(owner.pan), { price: 50, extra: 1 }),
      400,
    );
    // $100,000 million × 150 a month is past the company's one billón pesos: refused, rolled back.
    expectDetail(
      await send(t, owner.headers, 'POST', priceUrl(owner.pan), { price: 100_000_000_000 }),
      400,
      /más de un billón de pesos/,
    );
    expect((await product(owner.headers, owner.pan)).price).toBe(50);
  });
});

describe('POST /api/ai/optimize/pricing', () => {
  it('answers the pricing tab’s analysis, with overrides over the saved inputs', async () => {
    const owner = await bakery(t);
    const res = expectBody(
      await send(t, owner.headers, 'POST', AI, { productId: owner.pan, targetMargin: 50 }),
      200,
      OptimizePricingResponseSchema,
    );
    // $20 / (1 − 50 %) = $40; the rest of the inputs are the defaults.
    expect(res).toMatchObject({
      productId: owner.pan,
      productName: 'Pan',
      currentPrice: 50,
      variableCost: 20,
      saved: false,
      inputs: { targetMargin: 50, competitorPrice: null, priceElasticity: -1.5, demand: 150 },
    });
    expect(res.figures.optimalPrice).toBe(40);
    expect(res.figures.sensitivity.find((r) => r.best)?.price).toBe(53);
  });

  it('refuses a body that is not a product in Spanish', async () => {
    const owner = await bakery(t);
    expectDetail(
      await send(t, owner.headers, 'POST', AI, { productId: 'pan' }),
      400,
      'El producto no es válido',
    );
    expectDetail(
      await send(t, owner.headers, 'POST', AI, { productId: owner.pan, targetMargin: 120 }),
      400,
      'El margen objetivo debe ser menor a 100 %',
    );
  });
});

describe('another company’s product', () => {
  it('answers 404 on every new route and changes nothing', async () => {
    const owner = await bakery(t);
    const stranger = await bakery(t);
    expectDetail(
      await send(t, stranger.headers, 'PUT', inputsUrl(owner.pan), pastelInputs),
      404,
      'Producto no encontrado',
    );
    expectDetail(
      await send(t, stranger.headers, 'POST', priceUrl(owner.pan), { price: 99 }),
      404,
      'Producto no encontrado',
    );
    expectDetail(
      await send(t, stranger.headers, 'POST', AI, { productId: owner.pan }),
      404,
      'Producto no encontrado',
    );
    expect((await product(owner.headers, owner.pan)).price).toBe(50);
    expect((await view(owner.headers)).pricing.every((p) => !p.saved)).toBe(true);
    expect((await view(stranger.headers)).pricing.every((p) => !p.saved)).toBe(true);
  });
});
