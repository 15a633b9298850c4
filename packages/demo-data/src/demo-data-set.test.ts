import { describe, expect, it } from 'vitest';
import {
  buildDemoDataSet,
  DEMO_OPENING_CASH_CENTAVOS,
  type DemoDataSet,
  type DemoEntry,
} from './demo-data-set.ts';

// A leap day, New Year's Day (a closed day), mid-year, early January (right after the rosca
// season), early December (before the aguinaldo) and the reference date.
const AS_OF_DATES = [
  '2026-11-22',
  '2024-02-29',
  '2025-01-01',
  '2026-01-06',
  '2026-12-05',
  '2027-06-30',
];

const signed = (e: DemoEntry) => (e.type === 'income' ? e.amountCentavos : -e.amountCentavos);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Month keys `YYYY-MM` of the 24 full months before asOf's month, oldest first. */
function fullMonths(asOf: string): string[] {
  const [y, m] = asOf.split('-').map(Number) as [number, number];
  return Array.from({ length: 24 }, (_, i) => {
    const t = new Date(Date.UTC(y, m - 1 - 24 + i, 1));
    return t.toISOString().slice(0, 7);
  });
}

function byMonth(data: DemoDataSet) {
  const months = new Map<string, { income: number; expense: number; categories: Set<string> }>();
  for (const e of data.entries) {
    const key = e.date.slice(0, 7);
    const month = months.get(key) ?? { income: 0, expense: 0, categories: new Set<string>() };
    month[e.type] += e.amountCentavos;
    if (e.type === 'expense') month.categories.add(e.category);
    months.set(key, month);
  }
  return months;
}

const productsMonthlyRevenue = (data: DemoDataSet) =>
  sum(data.products.map((p) => p.priceCentavos * p.monthlySales));

describe('buildDemoDataSet', () => {
  it('is deterministic and its window follows asOf', () => {
    expect(buildDemoDataSet('2026-11-22')).toEqual(buildDemoDataSet('2026-11-22'));
    const later = buildDemoDataSet('2026-12-22');
    expect(buildDemoDataSet('2026-11-22').entries[0]?.date).toBe('2024-11-01');
    expect(later.entries[0]?.date).toBe('2024-12-01');
    expect(later.entries.at(-1)?.date).toBe('2026-12-22');
  });

  it('rejects a date that is not a calendar day', () => {
    expect(() => buildDemoDataSet('2026-02-30')).toThrow(RangeError);
    expect(() => buildDemoDataSet('22/11/2026')).toThrow(RangeError);
  });

  it('describes the bakery of the demo profile with a realistic catalogue and cost structure', () => {
    const data = buildDemoDataSet('2026-11-22');
    expect(data.company).toMatchObject({
      name: 'Panadería La Espiga',
      industry: 'food_beverage',
      employees: 8,
      stage: 'growth',
    });
    expect(data.products.length).toBeGreaterThanOrEqual(6);
    expect(data.products.length).toBeLessThanOrEqual(8);
    for (const p of data.products) {
      const margin = 1 - p.variableCostCentavos / p.priceCentavos;
      expect(margin, p.name).toBeGreaterThanOrEqual(0.45);
      expect(margin, p.name).toBeLessThanOrEqual(0.7);
    }
    const revenue = productsMonthlyRevenue(data);
    expect(revenue / 100).toBeGreaterThan(170_000);
    expect(revenue / 100).toBeLessThan(200_000);

    const categories = new Set(data.fixedCosts.map((c) => c.category));
    for (const c of ['Renta', 'Nómina', 'Servicios', 'Marketing', 'Mantenimiento', 'Seguros']) {
      expect(categories).toContain(c);
    }
    expect(data.fixedCosts.some((c) => c.category === 'Mantenimiento' && !c.recurring)).toBe(true);
    expect(data.variableCostLines.length).toBeGreaterThanOrEqual(1);
    expect(data.variableCostLines.length).toBeLessThanOrEqual(3);

    // Profitable but not wildly: operating margin of the catalogue before taxes and PTU.
    // Cost lines are monthly amounts: 'variable' ones join the variable costs, 'fixed' the fixed.
    const lines = (type: 'fixed' | 'variable') =>
      sum(data.variableCostLines.filter((l) => l.type === type).map((l) => l.amountCentavos));
    const variable =
      sum(data.products.map((p) => p.variableCostCentavos * p.monthlySales)) + lines('variable');
    const fixed =
      sum(data.fixedCosts.map((c) => (c.recurring ? c.amountCentavos : c.amountCentavos / 12))) +
      lines('fixed');
    const margin = (revenue - variable - fixed) / revenue;
    expect(margin).toBeGreaterThan(0.08);
    expect(margin).toBeLessThan(0.18);
  });

  describe.each(AS_OF_DATES)('asOf %s', (asOf) => {
    const data = buildDemoDataSet(asOf);
    const months = byMonth(data);
    const full = fullMonths(asOf);
    const lastYear = full.slice(12);
    const income = (keys: string[]) => sum(keys.map((k) => months.get(k)?.income ?? 0));
    const expense = (keys: string[]) => sum(keys.map((k) => months.get(k)?.expense ?? 0));

    it('holds valid entries inside the window', () => {
      expect(months.size).toBeGreaterThanOrEqual(24);
      expect(data.entries.length).toBeGreaterThan(2_000);
      expect(data.entries.length).toBeLessThanOrEqual(8_000);
      for (const e of data.entries) {
        expect(new Date(`${e.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(e.date);
        expect(e.date >= `${full[0]}-01` && e.date <= asOf, e.date).toBe(true);
        expect(Number.isSafeInteger(e.amountCentavos) && e.amountCentavos > 0).toBe(true);
        expect(e.description.trim().length).toBeGreaterThan(0);
        expect(e.description.length).toBeLessThanOrEqual(300);
        expect(e.category.trim().length).toBeGreaterThan(0);
        expect(e.category.length).toBeLessThanOrEqual(60);
      }
      const dates = data.entries.map((e) => e.date);
      expect(dates).toEqual([...dates].sort());
      for (const p of data.products) expect(p.name.length).toBeLessThanOrEqual(120);
    });

    it('has income and expenses in several categories every full month', () => {
      for (const key of full) {
        const month = months.get(key);
        expect(month?.income, key).toBeGreaterThan(0);
        expect(month?.categories.size, key).toBeGreaterThanOrEqual(6);
      }
    });

    it('peaks in December and grows about 10 % a year', () => {
      const average = income(full) / full.length;
      for (const key of full.filter((k) => k.endsWith('-12'))) {
        expect(months.get(key)?.income, key).toBeGreaterThan(average);
      }
      const growth = income(lastYear) / income(full.slice(0, 12)) - 1;
      expect(growth).toBeGreaterThan(0.05);
      expect(growth).toBeLessThan(0.2);
    });

    it('pays aguinaldo every December and PTU every May of the window', () => {
      const years = new Set(full.map((k) => Number(k.slice(0, 4))));
      for (const year of years) {
        const paid = (prefix: string, pattern: RegExp) =>
          data.entries.some(
            (e) => e.type === 'expense' && e.date.startsWith(prefix) && pattern.test(e.description),
          );
        if (full.includes(`${year}-12`))
          expect(paid(`${year}-12`, /aguinaldo/i), `${year}`).toBe(true);
        if (full.includes(`${year}-05`)) expect(paid(`${year}-05`, /PTU/), `${year}`).toBe(true);
      }
    });

    it('earns money over the last 12 months, in line with the catalogue', () => {
      expect(income(lastYear) - expense(lastYear)).toBeGreaterThan(0);
      const ratio = income(lastYear) / 12 / productsMonthlyRevenue(data);
      expect(ratio).toBeGreaterThan(0.75);
      expect(ratio).toBeLessThan(1.25);
    });

    it('derives the cash balance from the opening balance and never runs out', () => {
      let balance: number = DEMO_OPENING_CASH_CENTAVOS;
      for (const e of data.entries) {
        balance += signed(e);
        expect(balance, e.date).toBeGreaterThan(0);
      }
      expect(data.company.cashBalanceCentavos).toBe(balance);
      const monthlyCosts = expense(lastYear) / 12;
      expect(balance / monthlyCosts).toBeGreaterThan(1);
      expect(balance / monthlyCosts).toBeLessThan(2.5);
    });
  });
});
