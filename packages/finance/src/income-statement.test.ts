import { describe, expect, it } from 'vitest';
import {
  incomeStatementFromCategories,
  incomeStatementLine,
  PROFITABILITY_DEFAULT_STATEMENT,
  profitabilityFigures,
} from './income-statement.ts';
import { centavos as c } from './money.ts';
import { groupProfitCentres } from './profit-centres.ts';

describe('the line an entry feeds (issue 15, one place for every category rule)', () => {
  it.each([
    ['income of any category → revenue', 'income', 'Ventas mostrador', 'revenue'],
    ['Insumos → cost of sales', 'expense', 'Insumos', 'costOfSales'],
    ['MATERIA  PRIMA with spaces → cost of sales', 'expense', ' Materia prima ', 'costOfSales'],
    ['Producción (accent) → cost of sales', 'expense', 'Producción', 'costOfSales'],
    ['Empaques → cost of sales', 'expense', 'Empaques', 'costOfSales'],
    ['ISR → taxes', 'expense', 'ISR', 'taxes'],
    ['Impuestos → taxes', 'expense', 'Impuestos', 'taxes'],
    ['SAT → taxes', 'expense', 'sat', 'taxes'],
    ['Intereses → interest', 'expense', 'Intereses', 'interest'],
    ['Renta → operating expenses', 'expense', 'Renta', 'operatingExpenses'],
    ['Nómina → operating expenses', 'expense', 'Nómina', 'operatingExpenses'],
    ['owner withdrawal → owner', 'expense', 'Retiros de los dueños', 'owner'],
    ['owner contribution (income) → owner', 'income', 'Aportaciones de los dueños', 'owner'],
  ] as const)('%s', (_rule, type, category, line) => {
    expect(incomeStatementLine(type, category)).toBe(line);
  });
});

describe('a period from its sums by category', () => {
  it('sums each line and leaves owner movements out', () => {
    const s = incomeStatementFromCategories([
      { type: 'income', category: 'Ventas', amountCentavos: c(10_000_000) },
      { type: 'income', category: 'Pedidos especiales', amountCentavos: c(2_000_000) },
      { type: 'income', category: 'Aportaciones de los dueños', amountCentavos: c(5_000_000) },
      { type: 'expense', category: 'Insumos', amountCentavos: c(4_000_000) },
      { type: 'expense', category: 'Empaques', amountCentavos: c(500_000) },
      { type: 'expense', category: 'Renta', amountCentavos: c(1_500_000) },
      { type: 'expense', category: 'Nómina', amountCentavos: c(3_000_000) },
      { type: 'expense', category: 'Intereses', amountCentavos: c(200_000) },
      { type: 'expense', category: 'Impuestos', amountCentavos: c(800_000) },
      { type: 'expense', category: 'Retiros de los dueños', amountCentavos: c(1_000_000) },
    ]);
    expect(s).toEqual({
      revenueCentavos: 12_000_000,
      costOfSalesCentavos: 4_500_000,
      operatingExpensesCentavos: 4_500_000,
      interestCentavos: 200_000,
      taxesCentavos: 800_000,
    });
  });
});

describe('profitability figures and the waterfall (chapter 10)', () => {
  it('120,000 revenue, 45,000 costs, 45,000 expenses, 2,000 interest, 8,000 taxes', () => {
    // gross 75,000 (62.5 %), EBITDA 30,000 (25 %), net 20,000 (16.67 %)
    const f = profitabilityFigures({
      revenueCentavos: c(12_000_000),
      costOfSalesCentavos: c(4_500_000),
      operatingExpensesCentavos: c(4_500_000),
      interestCentavos: c(200_000),
      taxesCentavos: c(800_000),
    });
    expect(f.grossProfitCentavos).toBe(7_500_000);
    expect(f.ebitdaCentavos).toBe(3_000_000);
    expect(f.netProfitCentavos).toBe(2_000_000);
    expect(f.margins.grossMargin).toBe(62.5);
    expect(f.margins.operatingMargin).toBe(25);
    expect(f.margins.netMargin).toBeCloseTo(16.6667, 3);
    expect(f.margins.ebitdaCentavos).toBe(3_000_000);
    // 62.5 ≥ 1.2 × 45 = 54 → excellent; 25 = 25 → good; 16.67 < 18 → good
    expect([f.margins.grossRating, f.margins.operatingRating, f.margins.netRating]).toEqual([
      'excellent',
      'good',
      'good',
    ]);
    expect(f.waterfall.map((s) => [s.key, s.amountCentavos, s.kind])).toEqual([
      ['revenue', 12_000_000, 'start'],
      ['costOfSales', -4_500_000, 'deduction'],
      ['grossProfit', 7_500_000, 'subtotal'],
      ['operatingExpenses', -4_500_000, 'deduction'],
      ['ebitda', 3_000_000, 'subtotal'],
      ['interest', -200_000, 'deduction'],
      ['taxes', -800_000, 'deduction'],
      ['netProfit', 2_000_000, 'total'],
    ]);
  });
  it('the spec defaults: gross 85,000, net 65,000; no interest step', () => {
    const f = profitabilityFigures(PROFITABILITY_DEFAULT_STATEMENT);
    expect(f.grossProfitCentavos).toBe(8_500_000);
    expect(f.netProfitCentavos).toBe(6_500_000);
    expect(f.waterfall.map((s) => s.key)).toEqual([
      'revenue',
      'costOfSales',
      'grossProfit',
      'operatingExpenses',
      'ebitda',
      'taxes',
      'netProfit',
    ]);
  });
  it('no revenue: margins null, figures still exact', () => {
    const f = profitabilityFigures({
      revenueCentavos: c(0),
      costOfSalesCentavos: c(0),
      operatingExpensesCentavos: c(100_000),
      interestCentavos: c(0),
      taxesCentavos: c(0),
    });
    expect(f.netProfitCentavos).toBe(-100_000);
    expect(f.margins.netMargin).toBeNull();
  });
});

describe('grouping profit centres (chapter 10)', () => {
  const centres = [
    { key: 'product:a', name: 'Pan', revenueCentavos: c(10_000), costsCentavos: c(3_000) },
    { key: 'product:b', name: 'Pastel', revenueCentavos: c(20_000), costsCentavos: c(14_000) },
    { key: 'category:cafe', name: 'Café', revenueCentavos: c(5_000), costsCentavos: c(1_000) },
  ];
  it('sums a group, leaves the rest ungrouped, first group wins a shared key', () => {
    const g = groupProfitCentres(centres, [
      { id: 'g1', name: 'Panadería', centreKeys: ['product:a', 'product:b', 'nope'] },
      { id: 'g2', name: 'Otra', centreKeys: ['product:a'] },
    ]);
    // 30,000 revenue, 17,000 costs → 13,000 profit, 43.33 % margin → warning
    expect(g.groups[0]).toMatchObject({
      id: 'g1',
      centreKeys: ['product:a', 'product:b'],
      revenueCentavos: 30_000,
      costsCentavos: 17_000,
      profitCentavos: 13_000,
      tone: 'warning',
    });
    expect(g.groups[0]?.margin).toBeCloseTo(43.333, 2);
    expect(g.groups[1]).toMatchObject({ centreKeys: [], revenueCentavos: 0, margin: null });
    expect(g.ungrouped).toEqual(['category:cafe']);
  });
});
