import { addDays } from '@caudal/finance';
import { type Centavos, centavos } from '@caudal/finance/money';
import { cashAt, entriesIn, type SampleCompany } from '../demo/model/sample-company.ts';

export type FlowDay = { date: string; inflow: Centavos; outflow: Centavos; balance: Centavos };

/** The sample's money in and out on each of the `days` days ending `to`, with the cash after each (centavos). */
export function cashFlowSeries(company: SampleCompany, to: string, days: number): FlowDay[] {
  const from = addDays(to, -(days - 1));
  let balance: number = cashAt(company, addDays(from, -1));
  const byDay = new Map<string, { inflow: number; outflow: number }>();
  for (const e of entriesIn(company, { from, to })) {
    const day = byDay.get(e.date) ?? { inflow: 0, outflow: 0 };
    day[e.type === 'income' ? 'inflow' : 'outflow'] += e.amountCentavos;
    byDay.set(e.date, day);
  }
  const series: FlowDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = byDay.get(date) ?? { inflow: 0, outflow: 0 };
    balance += day.inflow - day.outflow;
    series.push({
      date,
      inflow: centavos(day.inflow),
      outflow: centavos(day.outflow),
      balance: centavos(balance),
    });
  }
  return series;
}

/** Sums of the first `shown` days: what the animation has revealed so far. */
export function revealedTotals(series: readonly FlowDay[], shown: number) {
  let inflow = 0;
  let outflow = 0;
  for (const day of series.slice(0, shown)) {
    inflow += day.inflow;
    outflow += day.outflow;
  }
  const last = shown > 0 ? series[shown - 1] : undefined;
  const first = series[0];
  const opening = first ? first.balance - first.inflow + first.outflow : 0;
  return {
    inflow: centavos(inflow),
    outflow: centavos(outflow),
    balance: last ? last.balance : centavos(opening),
  };
}
