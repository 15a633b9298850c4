import { bookCasesOf, costsPricingCaseInputs, costsPricingView } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import { CostsPricingViewSchema, costsPricingResponse } from './costs-pricing.ts';
import { wireNames } from './wire-names.ts';
import { z } from './zod-es.ts';

describe('costsPricingResponse', () => {
  const bakery = bookCasesOf('costs-pricing')[0];
  if (!bakery) throw new Error('panaderia-artesanal');
  const response = costsPricingResponse(costsPricingView(costsPricingCaseInputs(bakery)));

  it('names every field as the wire does, money still in centavos', () => {
    expect(JSON.stringify(response)).not.toMatch(/Centavos"/);
    expect(response.breakEven.revenue).toBe(11_500_000);
    expect(response.totals.netProfit).toBe(2_240_000);
    const cake = response.pricing.find((p) => p.productId === 'pastel');
    expect(cake?.inputs).toEqual({
      targetMargin: 60,
      competitorPrice: 55_000,
      priceElasticity: -1.5,
      demand: 60,
    });
    expect(cake?.figures.optimalPrice).toBe(52_500);
  });

  it('holds everything the schema sends and the browser decodes (pesos on the wire)', () => {
    const wire = z.encode(CostsPricingViewSchema, response);
    expect(wire.breakEven.revenue).toBe(115_000);
    // The decoded view drops the fields the schema does not name (a row's `profit`, its notes);
    // every field it keeps is the browser's, value for value.
    expect(response).toMatchObject(z.decode(CostsPricingViewSchema, wire));
  });

  it('renames notes and nested keys too', () => {
    expect(
      wireNames({ priceCentavos: 1, rows: [{ costCentavos: 2 }], notes: { unitsCentavos: 'x' } }),
    ).toEqual({ price: 1, rows: [{ cost: 2 }], notes: { units: 'x' } });
  });
});
