import {
  CostsPricingViewSchema,
  DashboardSchema,
  UnitEconomicsViewSchema,
} from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody } from '../../support/responses.ts';
import { bakery, send } from './support.ts';

// Issue 14: GET /api/costs-pricing/view, the three tabs, figures worked by hand in support.ts.

const t = useTestApp();
const view = async (headers: Record<string, string>) =>
  expectBody(await send(t, headers, 'GET', '/api/costs-pricing/view'), 200, CostsPricingViewSchema);

describe('GET /api/costs-pricing/view', () => {
  it('answers the cost structure, each product’s pricing and the break-even', async () => {
    const owner = await bakery(t);
    const v = await view(owner.headers);
    expect(v.totals).toEqual({
      revenue: 10_500,
      variableCosts: 5_700,
      fixedCosts: 4_500,
      units: 160,
      netProfit: 300,
    });

    // Costs: $5,200 of products' variable costs, then fixed costs and lines by category.
    expect(v.structure.totalCosts).toBe(10_200);
    expect(v.structure.breakdown.map((s) => [s.category, s.amount])).toEqual([
      ['Costo variable de productos', 5_200],
      ['Renta', 3_000],
      ['Seguros', 1_000],
      ['Empaque', 500],
      ['Tecnología', 500],
    ]);
    // $4,500 / 160 = $28.125 → $28.13; $5,700 / 160 = $35.625 → $35.63; $10,200 / 160 = $63.75.
    expect(v.structure.fixedCostPerUnit).toBe(28.13);
    expect(v.structure.variableCostPerUnit).toBe(35.63);
    expect(v.structure.totalCostPerUnit).toBe(63.75);
    // Pan: ($50 − $20) / $50 = 60 % healthy; Pastel: $80 / $300 = 26.7 % low (under 30 %).
    expect(v.structure.products.map((p) => [p.name, p.marginHealth])).toEqual([
      ['Pan', 'healthy'],
      ['Pastel', 'low'],
    ]);

    // Pan with the defaults (no competitor price until the owner gives one): $20 / (1 − 60 %)
    // = $50, today's price, which already reaches 60 %: a floor, nothing to apply. The best of
    // the ten prices is $53 (136.5 units × $33 = $4,504.50, the month $304.50).
    const pan = v.pricing.find((p) => p.productId === owner.pan);
    expect(pan?.saved).toBe(false);
    expect(pan?.inputs).toEqual({
      targetMargin: 60,
      competitorPrice: null,
      priceElasticity: -1.5,
      demand: 150,
    });
    expect(pan?.figures.optimalPrice).toBe(50);
    expect(pan?.figures).toMatchObject({
      reachesTargetMargin: true,
      optimalPriceRaises: false,
      competitorGapPercent: null,
      notes: { competitorGapPercent: 'Sin precio de la competencia: agrégalo para compararte.' },
    });
    expect(pan?.figures.optimalPriceMeaning).toMatch(/precio mínimo/);
    // Pastel: $80 / $300 = 26.7 %, under 60 %: $220 / 0.4 = $550 is advice to raise.
    const pastel = v.pricing.find((p) => p.productId === owner.pastel);
    expect(pastel?.figures).toMatchObject({
      optimalPrice: 550,
      reachesTargetMargin: false,
      optimalPriceRaises: true,
    });
    expect(pan?.figures.sensitivity.map((r) => r.price)).toEqual([
      35, 38, 41, 44, 47, 50, 53, 56, 59, 62,
    ]);
    const best = pan?.figures.sensitivity.filter((r) => r.best);
    expect(best?.map((r) => [r.price, r.contribution, r.monthlyProfit])).toEqual([
      [53, 4_504.5, 304.5],
    ]);

    // Break-even: $4,500 × 160 / $4,800 = 150 units, $9,843.75, 150 × 30 / 160 = 28.125 days,
    // margin of safety $300 / $4,800 = 6.25 %.
    expect(v.breakEven).toMatchObject({
      units: 150,
      revenue: 9_843.75,
      days: 28.125,
      marginOfSafetyPercent: 6.25,
      monthlyProfit: 300,
      averagePrice: 65.63,
      averageVariableCost: 35.63,
    });
    expect(v.breakEven.scenarios).toEqual([
      { factor: 0.7, units: 105, revenue: 6_890.63, profit: -1_350 },
      { factor: 1, units: 150, revenue: 9_843.75, profit: 0 },
      { factor: 1.5, units: 225, revenue: 14_765.63, profit: 2_250 },
    ]);
    expect(v.breakEven.chart[4]).toEqual({ units: 150, revenue: 9_843.75, totalCost: 9_843.75 });

    // The dashboard's break-even is the same figure.
    const dashboard = expectBody(
      await send(t, owner.headers, 'GET', '/api/dashboard'),
      200,
      DashboardSchema,
    );
    expect(dashboard.breakEven.units).toBe(150);
  });

  it('Economía unitaria’s “todos” costs a unit what Costos y precios says (issue 31)', async () => {
    const owner = await bakery(t);
    const costs = await view(owner.headers);
    const unit = expectBody(
      await send(t, owner.headers, 'GET', '/api/unit-economics/view'),
      200,
      UnitEconomicsViewSchema,
    );
    // ($20 × 150 + $220 × 10 + the $500 Empaque line) / 160 units = $5,700 / 160 = $35.63; the
    // products alone would say $5,200 / 160 = $32.50.
    expect(costs.structure.variableCostPerUnit).toBe(35.63);
    expect(unit.options[0]?.id).toBe('todos');
    expect(unit.options[0]?.inputs.variableCosts).toBe(35.63);
    // A single product keeps its own cost, as the products table of Costos y precios shows it.
    expect(unit.options.find((o) => o.id === owner.pan)?.inputs.variableCosts).toBe(20);
  });

  it('a company without products: every figure explained, no NaN', async () => {
    const owner = await signedInUser(t);
    const v = await view(owner.headers);
    expect(v.pricing).toEqual([]);
    expect(v.structure.products).toEqual([]);
    expect(v.breakEven.units).toBeNull();
    expect(v.breakEven.notes.units).toMatch(/margen de contribución positivo/);
    expect(v.structure.totalCostPerUnit).toBeNull();
    expect(v.structure.notes.totalCostPerUnit).toBe(
      'Sin unidades vendidas al mes no hay costo por unidad.',
    );
    expect(JSON.stringify(v)).not.toMatch(/NaN|Infinity/);
  });
});
