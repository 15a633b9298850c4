import { describe, expect, it } from 'vitest';
import { centavos } from './money.ts';
import {
  AVERAGED_CENTRE_NOTE,
  groupProfitCentres,
  incomeCategoryCentres,
} from './profit-centres.ts';

const p = (pesos: number) => centavos(Math.round(pesos * 100));
const category = (name: string, revenue: number) => ({
  key: `category:${name.toLowerCase()}`,
  name,
  revenueCentavos: p(revenue),
});
const product = (cat: string, price: number, cost: number, monthlySales: number) => ({
  category: cat,
  priceCentavos: p(price),
  variableCostCentavos: p(cost),
  monthlySales,
});

const categories = [
  category('Pan', 100_000),
  category('Pastelería', 50_000),
  category('Café', 30_000),
  category('Eventos', 20_000),
];
const products = [
  product('pan', 5, 1.5, 3_000), // $15,000 a month, $4,500 of cost
  product(' Pan ', 10, 4, 1_000), // $10,000 a month, $4,000 of cost
  product('PASTELERIA', 300, 120, 10), // accents and case ignored
  product('Bebidas', 20, 8, 100), // no income category of that name: ignored
];

describe('incomeCategoryCentres: products link their categories, the rest is the average', () => {
  const centres = incomeCategoryCentres({ categories, products, costOfSalesCentavos: p(90_000) });
  const by = (name: string) => centres.find((c) => c.name === name);

  it('a linked category costs its products’ variable-cost share of price', () => {
    // Pan: (4,500 + 4,000) / (15,000 + 10,000) = 34 %: cost 34,000, margin 66 %.
    expect(by('Pan')).toMatchObject({
      costsCentavos: p(34_000),
      profitCentavos: p(66_000),
      margin: 66,
      tone: 'good',
      averaged: false,
    });
    // Pastelería: 120 / 300 = 40 %: cost 20,000, margin 60 %.
    expect(by('Pastelería')).toMatchObject({
      costsCentavos: p(20_000),
      margin: 60,
      averaged: false,
    });
  });

  it('the rest of the cost of sales is spread by revenue over the others, without a colour', () => {
    // 90,000 − 34,000 − 20,000 = 36,000 over Café 30,000 and Eventos 20,000: 21,600 and 14,400,
    // 28 % each.
    expect(by('Café')).toMatchObject({
      costsCentavos: p(21_600),
      margin: expect.closeTo(28, 9),
      tone: null,
      averaged: true,
    });
    expect(by('Café')?.notes.tone).toBe(AVERAGED_CENTRE_NOTE);
    expect(by('Eventos')).toMatchObject({
      costsCentavos: p(14_400),
      margin: expect.closeTo(28, 9),
      tone: null,
    });
    // Profit 66,000 + 30,000 + 8,400 + 5,600 = 110,000: Pan holds 60 %.
    expect(by('Pan')?.shareOfProfit).toBe(60);
  });

  it('without products every category repeats the average (the 65.2 % of the issue)', () => {
    const none = incomeCategoryCentres({
      categories,
      products: [],
      costOfSalesCentavos: p(69_600),
    });
    // 1 − 69,600 / 200,000 = 65.2 % for all, and none judged.
    expect(none.map((c) => [c.margin, c.tone, c.averaged])).toEqual(
      Array.from({ length: 4 }, () => [expect.closeTo(65.2, 9), null, true]),
    );
  });

  it('linked costs above the cost of sales leave nothing to spread (never a negative rest)', () => {
    const over = incomeCategoryCentres({ categories, products, costOfSalesCentavos: p(50_000) });
    expect(over.find((c) => c.name === 'Café')?.costsCentavos).toBe(p(0));
    expect(over.find((c) => c.name === 'Pan')?.costsCentavos).toBe(p(34_000));
  });

  it('products without units a month weigh alike: the plain sums of price and cost', () => {
    const [pan] = incomeCategoryCentres({
      categories: [category('Pan', 10_000)],
      products: [product('Pan', 5, 1.5, 0), product('Pan', 10, 4, 0)],
      costOfSalesCentavos: p(0),
    });
    // (1.50 + 4) / (5 + 10) = 36.67 %: cost 3,666.67.
    expect(pan?.costsCentavos).toBe(p(3_666.67));
  });

  it('a group holding an averaged category says so', () => {
    const g = groupProfitCentres(centres, [
      { id: 'a', name: 'Mostrador', centreKeys: ['category:pan', 'category:café'] },
      { id: 'b', name: 'Horno', centreKeys: ['category:pastelería'] },
    ]);
    expect(g.groups.map((x) => [x.name, x.averaged, x.margin])).toEqual([
      // (66,000 + 8,400) / 130,000 = 57.23 %
      ['Mostrador', true, expect.closeTo(57.2308, 3)],
      ['Horno', false, 60],
    ]);
  });
});
