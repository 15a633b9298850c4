import {
  buildDemoDataSet,
  DEMO_OPENING_CASH_CENTAVOS,
  type DemoDataSet,
  type DemoEntry,
} from '@caudal/demo-data';
import {
  addDays,
  type Centavos,
  centavos,
  type DateRange,
  type FinancialSnapshot,
} from '@caudal/finance';

/**
 * How far the simulation may run past today. The data set is built up to that day, and the
 * days after today stay hidden until the simulation reaches them, so "new" entries appear.
 */
export const SIMULATION_DAYS = 90;

/** The sample bakery, ready to be viewed as of any day from `today` to `lastDay`. */
export type SampleCompany = {
  data: DemoDataSet;
  /** The first day shown: the visitor's today. */
  today: string;
  /** The last day the simulation can reach. */
  lastDay: string;
};

let cached: SampleCompany | null = null;

/**
 * The sample bakery as of `today`. Building it takes a few milliseconds, so the landing's
 * sections and the demo share one copy per day.
 */
export function loadSampleCompany(today: string): SampleCompany {
  if (cached?.today === today) return cached;
  const lastDay = addDays(today, SIMULATION_DAYS);
  cached = { data: buildDemoDataSet(lastDay), today, lastDay };
  return cached;
}

/** The entries dated inside `range` (inclusive days). */
export function entriesIn(company: SampleCompany, range: DateRange): DemoEntry[] {
  return company.data.entries.filter((e) => e.date >= range.from && e.date <= range.to);
}

/** Cash in the bank at the end of `day`: the opening balance plus every entry up to that day. */
export function cashAt(company: SampleCompany, day: string): Centavos {
  let cash: number = DEMO_OPENING_CASH_CENTAVOS;
  for (const e of company.data.entries) {
    if (e.date > day) break;
    cash += e.type === 'income' ? e.amountCentavos : -e.amountCentavos;
  }
  return centavos(cash);
}

/** What finance needs for the computed metrics: the catalogue, the costs and the cash at `day`. */
export function snapshotAt(company: SampleCompany, day: string): FinancialSnapshot {
  const { products, fixedCosts, variableCostLines } = company.data;
  return {
    products: products.map((p) => ({
      name: p.name,
      priceCentavos: p.priceCentavos,
      variableCostCentavos: p.variableCostCentavos,
      monthlySales: p.monthlySales,
    })),
    fixedCosts: fixedCosts.map((c) => ({ ...c })),
    variableCostLines: variableCostLines.map((l) => ({ ...l })),
    cashBalanceCentavos: cashAt(company, day),
  };
}

/** An entry with its position in the data set, which identifies it (entries have no id). */
export type NumberedEntry = DemoEntry & { id: number };

/** The last `count` entries up to `day`, newest first. */
export function latestEntries(company: SampleCompany, day: string, count: number): NumberedEntry[] {
  const out: NumberedEntry[] = [];
  const { entries } = company.data;
  for (let i = entries.length - 1; i >= 0 && out.length < count; i--) {
    const entry = entries[i];
    if (entry && entry.date <= day) out.push({ ...entry, id: i });
  }
  return out;
}
