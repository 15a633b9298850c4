import { addDays } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import { cashAt, loadSampleCompany } from '../demo/model/sample-company.ts';
import { cashFlowSeries, revealedTotals } from './cash-flow-series.ts';

const company = loadSampleCompany('2026-11-22');

describe('the landing cash-flow series', () => {
  const series = cashFlowSeries(company, '2026-11-22', 30);

  it('has every day of the window, ending with the cash of the last day', () => {
    expect(series).toHaveLength(30);
    expect(series[0]?.date).toBe(addDays('2026-11-22', -29));
    expect(series.at(-1)?.balance).toBe(cashAt(company, '2026-11-22'));
  });

  it('reveals nothing at 0 and everything at the end', () => {
    const none = revealedTotals(series, 0);
    expect(none).toEqual({
      inflow: 0,
      outflow: 0,
      balance: cashAt(company, addDays('2026-11-22', -30)),
    });
    const all = revealedTotals(series, 30);
    expect(all.balance - none.balance).toBe(all.inflow - all.outflow);
  });
});
