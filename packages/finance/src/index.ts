export * from './automation.ts';
export * from './axis-ticks.ts';
export * from './bands.ts';
export * from './book-cases.ts';
export * from './break-even.ts';
export * from './cash-flow.ts';
export * from './cash-flow-view.ts';
export * from './cash-forecast.ts';
export * from './cash-projection.ts';
export * from './cash-reserve.ts';
export * from './contribution-margin.ts';
export * from './cost-frequency.ts';
export * from './costs.ts';
export * from './costs-pricing-view.ts';
export * from './dashboard.ts';
export * from './dashboard-view.ts';
export * from './dates.ts';
export {
  annualPercentOf,
  IRR_SEARCH,
  irrRoots,
  periodRate,
  presentValue,
  signChanges,
} from './discounting.ts';
export * from './expense-review.ts';
export * from './figures.ts';
export * from './fiscal-calendar.ts';
export * from './forecast.ts';
export * from './growth.ts';
export * from './growth-kpis.ts';
export * from './growth-returns.ts';
export * from './growth-view.ts';
export * from './health-score.ts';
export * from './income-statement.ts';
export * from './investment-evaluation.ts';
export * from './investment-verdict.ts';
export * from './investments.ts';
export * from './kpis.ts';
export * from './learning.ts';
export * from './maya.ts';
export * from './metrics.ts';
export * from './metrics-summary.ts';
export * from './money.ts';
export { allocateCentavos, percent, percentChange, ratio, roundCentavos } from './numbers.ts';
export * from './owner-movements.ts';
export * from './planning.ts';
export * from './pricing.ts';
export * from './profit-centres.ts';
export * from './profitability.ts';
export * from './projected-entries.ts';
export * from './projection.ts';
export * from './reconciliation.ts';
export * from './reports.ts';
export * from './reports-view.ts';
export * from './risk.ts';
export * from './risk-assessment.ts';
export * from './runway.ts';
export * from './taxes.ts';
export * from './types.ts';
export * from './unit-economics.ts';
export * from './unit-economics-view.ts';
