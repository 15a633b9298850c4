import { DEMO_OPENING_CASH_CENTAVOS } from '@caudal/demo-data';
import { addDays, computeMetrics } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import { loadSampleCompany, SIMULATION_DAYS, snapshotAt } from './sample-company.ts';
import { LATEST_ENTRIES, sampleView } from './sample-view.ts';

const TODAY = '2026-11-22';
const company = loadSampleCompany(TODAY);
// The business's own income or expenses: the owners' withdrawals are not expenses.
const sumOf = (type: 'income' | 'expense', from: string, to: string) =>
  company.data.entries
    .filter((e) => e.type === type && e.date >= from && e.date <= to)
    .filter((e) => e.category !== 'Retiros de los dueños')
    .reduce((acc, e) => acc + e.amountCentavos, 0);

describe('the sample company', () => {
  it('is built far enough ahead for the simulation, and hides nothing before today', () => {
    expect(company.lastDay).toBe(addDays(TODAY, SIMULATION_DAYS));
    expect(company.data.entries.at(-1)?.date).toBe(company.lastDay);
  });

  it('counts only the entries up to the day shown', () => {
    const view = sampleView(company, TODAY);
    expect(view.dashboard.to).toBe(TODAY);
    expect(view.dashboard.daily).toHaveLength(30);
    expect(view.dashboard.monthly).toHaveLength(12);
    expect(view.dashboard.monthly.at(-1)?.month).toBe('2026-11');
    expect(view.latest).toHaveLength(LATEST_ENTRIES);
    expect(view.latest.every((e) => e.date <= TODAY)).toBe(true);
    const from = addDays(TODAY, -29);
    expect(view.dashboard.cards.revenue.value).toBe(sumOf('income', from, TODAY));
    expect(view.dashboard.cards.expenses.value).toBe(sumOf('expense', from, TODAY));
    const net = company.data.entries
      .filter((e) => e.date <= TODAY)
      .reduce((acc, e) => acc + (e.type === 'income' ? e.amountCentavos : -e.amountCentavos), 0);
    expect(view.cashCentavos).toBe(DEMO_OPENING_CASH_CENTAVOS + net);
  });

  it('has the metrics finance computes from the catalogue and the cash of that day', () => {
    const view = sampleView(company, TODAY);
    expect(view.metrics).toEqual(computeMetrics(snapshotAt(company, TODAY)));
  });

  it('reads its cash, runway and health from the figures core, on its last 3 months', () => {
    const view = sampleView(company, TODAY);
    expect(view.figures.basis).toMatchObject({ source: 'recorded', months: 3 });
    expect(view.dashboard.health.score).toBe(view.figures.healthScore.value);
    expect(view.dashboard.cash.balance).toBe(view.cashCentavos);
    expect(view.figures.cash.value).toBe(view.cashCentavos);
  });

  it('moves when the simulated day advances', () => {
    const today = sampleView(company, TODAY);
    const later = sampleView(company, addDays(TODAY, 3));
    expect(later.dashboard.to).toBe(addDays(TODAY, 3));
    expect(later.current).not.toEqual(today.current);
    expect(later.latest[0]?.date).toBe(addDays(TODAY, 3));
    expect(later.cashCentavos).not.toBe(today.cashCentavos);
  });

  it('writes every finding in Spanish, with a chapter of the book and no broken figures', () => {
    for (const day of [TODAY, addDays(TODAY, 45), company.lastDay]) {
      const { findings } = sampleView(company, day);
      expect(findings.length).toBeGreaterThanOrEqual(4);
      for (const finding of findings) {
        expect(finding.chapter).toBeGreaterThanOrEqual(1);
        expect(finding.chapter).toBeLessThanOrEqual(15);
        expect(`${finding.title} ${finding.message}`).not.toMatch(/NaN|undefined|Infinity|null/);
      }
    }
  });

  it('invents no customers: LTV/COCA says it needs them, and no "efficient acquisition" is claimed', () => {
    const { findings } = sampleView(company, TODAY);
    const codes = findings.map((f) => f.code);
    expect(codes).toContain('customers-needed');
    expect(codes).not.toContain('efficient-acquisition');
    expect(findings.find((f) => f.code === 'customers-needed')).toMatchObject({
      title: 'Clientes sin registrar',
      chapter: 5,
    });
  });
});
