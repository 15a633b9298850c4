// The figures the landing and /demo should show, computed here straight from the demo data
// set with finance (not through the web app's own sample model), for the day shown.

import { buildDemoDataSet, DEMO_OPENING_CASH_CENTAVOS } from '@caudal/demo-data';
import { addDays, assertCentavos, type ComputedMetrics, computeMetrics } from '@caudal/finance';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { todayInMexicoCity } from '../../src/lib/format.ts';
import { seriousA11yViolations } from './browser.ts';

/** The demo builds its data set this many days past today, for the simulation. */
const SIMULATION_DAYS = 90;

const today = todayInMexicoCity();
const data = buildDemoDataSet(addDays(today, SIMULATION_DAYS));

export type SampleFigures = {
  /** Income and expenses of the 30 days ending `day`, centavos. */
  income30: number;
  expense30: number;
  /** Cash at the end of `day`, centavos. */
  cash: number;
  metrics: ComputedMetrics;
};

export function sampleFigures(day: string = today): SampleFigures {
  const from = addDays(day, -29);
  let income30 = 0;
  let expense30 = 0;
  let cash: number = DEMO_OPENING_CASH_CENTAVOS;
  for (const e of data.entries) {
    if (e.date > day) continue;
    const signed = e.type === 'income' ? e.amountCentavos : -e.amountCentavos;
    cash += signed;
    if (e.date < from) continue;
    if (e.type === 'income') income30 += e.amountCentavos;
    else expense30 += e.amountCentavos;
  }
  const metrics = computeMetrics({
    products: data.products,
    fixedCosts: data.fixedCosts,
    variableCostLines: data.variableCostLines,
    cashBalanceCentavos: assertCentavos(cash),
  });
  return { income30, expense30, cash, metrics };
}

export { today };

/** The page does not scroll sideways, logged no error and has no serious axe violation. */
export async function expectCleanPage(page: Page, errors: string[], width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
  expect(errors).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.locator('body').textContent()).not.toMatch(/NaN|undefined|Infinity/);
}
