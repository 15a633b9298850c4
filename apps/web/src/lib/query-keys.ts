/**
 * Every query built from the company's financial data (company, products, costs, dashboard,
 * the header summary) lives under this key, so one invalidation after a change refreshes them
 * all, whichever screen made the change.
 */
export const FINANCIAL_DATA_KEY = ['financial-data'] as const;

export const financialDataKey = (...parts: readonly unknown[]) =>
  [...FINANCIAL_DATA_KEY, ...parts] as const;
