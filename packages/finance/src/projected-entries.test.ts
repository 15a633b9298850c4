import { describe, expect, it } from 'vitest';
import type { FinancialSnapshot } from './metrics.ts';
import { computeMetrics } from './metrics.ts';
import { centavos as c } from './money.ts';
import { projectedMonthEntries } from './projected-entries.ts';

const snapshot: FinancialSnapshot = {
  products: [
    {
      name: 'Pan de caja',
      priceCentavos: c(4_500),
      variableCostCentavos: c(1_800),
      monthlySales: 400,
    },
    { name: 'Pastel', priceCentavos: c(35_000), variableCostCentavos: c(14_000), monthlySales: 30 },
    { name: 'Galletas', priceCentavos: c(1_000), variableCostCentavos: c(300), monthlySales: 0 },
  ],
  fixedCosts: [
    { name: 'Renta', amountCentavos: c(800_000), recurring: true, category: 'Renta' },
    { name: 'Seguro', amountCentavos: c(360_000), recurring: false, category: 'Seguros' },
  ],
  variableCostLines: [
    { name: 'Empaques', amountCentavos: c(20_000), type: 'variable', category: 'Empaques' },
    { name: 'Software', amountCentavos: c(50_000), type: 'fixed', category: 'Tecnología' },
  ],
  cashBalanceCentavos: null,
};

describe('projected entries of a month (000 §3)', () => {
  const entries = projectedMonthEntries(snapshot, '2025-07-01');

  it('one income per selling product, one expense per fixed cost and fixed line, one Producción total', () => {
    expect(entries).toEqual([
      {
        date: '2025-07-01',
        type: 'income',
        amountCentavos: 1_800_000,
        description: 'Ventas de Pan de caja',
        category: 'Ventas',
        recurring: true,
      },
      {
        date: '2025-07-01',
        type: 'income',
        amountCentavos: 1_050_000,
        description: 'Ventas de Pastel',
        category: 'Ventas',
        recurring: true,
      },
      {
        date: '2025-07-01',
        type: 'expense',
        amountCentavos: 800_000,
        description: 'Renta',
        category: 'Renta',
        recurring: true,
      },
      {
        date: '2025-07-01',
        type: 'expense',
        amountCentavos: 30_000,
        description: 'Seguro (parte mensual de un costo anual)',
        category: 'Seguros',
        recurring: true,
      },
      {
        date: '2025-07-01',
        type: 'expense',
        amountCentavos: 50_000,
        description: 'Software',
        category: 'Tecnología',
        recurring: true,
      },
      {
        date: '2025-07-01',
        type: 'expense',
        amountCentavos: 720_000 + 420_000 + 20_000,
        description: 'Costos variables totales del mes',
        category: 'Producción',
        recurring: true,
      },
    ]);
  });

  it('adds up to the metrics', () => {
    const m = computeMetrics(snapshot);
    const total = (type: 'income' | 'expense') =>
      entries.filter((e) => e.type === type).reduce((a, e) => a + e.amountCentavos, 0);
    expect(total('income')).toBe(m.monthlyRevenue);
    expect(total('expense')).toBe(m.monthlyFixedCosts + m.monthlyVariableCosts);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => projectedMonthEntries(snapshot, '2025-7-1')).toThrow(RangeError);
  });
});
