import {
  CashFlowCategoriesSchema,
  type CashFlowEntry,
  type CashFlowEntryInput,
  CashFlowEntrySchema,
  type CashFlowListQuery,
  CashFlowPageSchema,
  CashFlowViewSchema,
  CashForecastSchema,
  type CashForecastSettingsInput,
  CashForecastSettingsSchema,
  type CategoryTaxDefaultInput,
  CategoryTaxDefaultResultSchema,
  CategoryTaxDefaultsSchema,
  type HintKey,
  HintsSchema,
  type ReconciliationMatchInput,
  ReconciliationMatchResultSchema,
  ReconciliationSchema,
  TaxEstimateSchema,
} from '@caudal/contracts';
import type { NoCentavos } from '@caudal/finance/money';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import { ownedRecords } from '../../../lib/company-records/owned-records.ts';
import { saveBlob } from '../../../lib/download.ts';
import { FINANCIAL_DATA_KEY, financialDataKey } from '../../../lib/query-keys.ts';

// Every read built from the company's data lives under `financial-data`: an entry saved here (or
// a product on another screen) refreshes the view, the forecast and the list at once.

export const cashFlowViewKey = financialDataKey('cash-flow', 'view');
export const forecastKey = financialDataKey('cash-flow', 'forecast');
export const forecastSettingsKey = financialDataKey('cash-flow', 'forecast-settings');
export const categoriesKey = financialDataKey('cash-flow', 'categories');
export const entriesKey = (filters: EntryFilters, after: string | null) =>
  financialDataKey('cash-flow', 'entries', filters, after);
// Per user, not per company data: a hint closed stays closed whatever the figures do.
export const hintsKey = ['hints'] as const;

export const useCashFlowView = () =>
  useQuery({
    queryKey: cashFlowViewKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/cash-flow/view', { schema: CashFlowViewSchema, signal }),
  });

export const FORECAST_WEEKS = 13;

export const useCashForecast = () =>
  useQuery({
    queryKey: forecastKey,
    queryFn: ({ signal }) =>
      apiRequest(`/api/cash-flow/forecast?weeks=${FORECAST_WEEKS}`, {
        schema: CashForecastSchema,
        signal,
      }),
  });

export const useForecastSettings = () =>
  useQuery({
    queryKey: forecastSettingsKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/cash-flow/forecast/settings', {
        schema: CashForecastSettingsSchema,
        signal,
      }),
  });

export const saveForecastSettings = (body: CashForecastSettingsInput) =>
  apiRequest('/api/cash-flow/forecast/settings', {
    method: 'PUT',
    body,
    schema: CashForecastSettingsSchema,
  });

export const useEntryCategories = () =>
  useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/cash-flow/categories', { schema: CashFlowCategoriesSchema, signal }),
  });

/** The list's filters as the API takes them (its page apart). */
export type EntryFilters = Pick<CashFlowListQuery, 'from' | 'to' | 'type' | 'category' | 'q'>;

export const ENTRIES_PAGE_SIZE = 20;

/** `?from=…&type=…` of the filters that are set. */
export function filterQuery(filters: EntryFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * One page of the entries: the first, or the one after the entry `after` (the previous page's
 * `nextCursor`: keyset paging, so an entry added meanwhile does not shift it); the previous page
 * stays on screen while the next one loads.
 */
export const useEntriesPage = (filters: EntryFilters, after: string | null) =>
  useQuery({
    queryKey: entriesKey(filters, after),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/cash-flow/entries${filterQuery(filters, {
          ...(after ? { after } : {}),
          pageSize: String(ENTRIES_PAGE_SIZE),
        })}`,
        { schema: CashFlowPageSchema, signal },
      ),
    placeholderData: keepPreviousData,
  });

const entries = ownedRecords<CashFlowEntry, CashFlowEntryInput>({
  path: '/api/cash-flow/entries',
  key: 'cash-flow-entries',
  schema: CashFlowEntrySchema,
});

/** Create, replace and delete an entry; each refreshes everything built from the company's data. */
export function useEntryActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY });
  return {
    create: async <B extends CashFlowEntryInput>(body: B & NoCentavos<B>) => {
      const row = await entries.create<B>(body);
      await refresh();
      return row;
    },
    update: async <B extends CashFlowEntryInput>(id: string, body: B & NoCentavos<B>) => {
      const row = await entries.update<B>(id, body);
      await refresh();
      return row;
    },
    remove: async (id: string) => {
      await entries.remove(id);
      await refresh();
    },
  };
}

/** Downloads the entries the filters match as CSV, named as the server names it. */
export async function downloadEntriesCsv(filters: EntryFilters, today: string): Promise<void> {
  const { blob, filename } = await apiFile(
    `/api/cash-flow/entries/export.csv${filterQuery(filters)}`,
    { type: 'text/csv' },
  );
  saveBlob(blob, filename ?? `flujo-caja-${today}.csv`);
}

export const useHints = () =>
  useQuery({
    queryKey: hintsKey,
    queryFn: ({ signal }) => apiRequest('/api/hints', { schema: HintsSchema, signal }),
  });

export const dismissHint = (key: HintKey) =>
  apiRequest(`/api/hints/${key}`, { method: 'PUT', schema: HintsSchema });

export const taxEstimateKey = (month: string) => financialDataKey('taxes', 'estimate', month);

/** GET /api/taxes/estimate: the month's IVA and provisional ISR, estimated (issue 32). */
export const useTaxEstimate = (month: string) =>
  useQuery({
    queryKey: taxEstimateKey(month),
    queryFn: ({ signal }) =>
      apiRequest(`/api/taxes/estimate?month=${month}`, { schema: TaxEstimateSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const taxDefaultsKey = financialDataKey('taxes', 'defaults');

/** GET /api/taxes/defaults: the IVA each category's movements include by default. */
export const useTaxDefaults = () =>
  useQuery({
    queryKey: taxDefaultsKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/taxes/defaults', { schema: CategoryTaxDefaultsSchema, signal }),
  });

export const saveTaxDefault = (body: CategoryTaxDefaultInput) =>
  apiRequest('/api/taxes/defaults', {
    method: 'PUT',
    body,
    schema: CategoryTaxDefaultResultSchema,
  });

export const reconciliationKey = financialDataKey('reconciliation');

/** GET /api/reconciliation: proposals, both unmatched lists and the matches made (issue 32). */
export const useReconciliation = () =>
  useQuery({
    queryKey: reconciliationKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/reconciliation', { schema: ReconciliationSchema, signal }),
  });

/** A proposal by its id, or a bank movement with the CFDI the owner chose. */
export const confirmReconciliation = (
  match: string | { bankEntryId: string; entryIds: string[]; documentIds: string[] },
) => {
  const body: ReconciliationMatchInput = typeof match === 'string' ? { proposalId: match } : match;
  return apiRequest('/api/reconciliation/matches', {
    method: 'POST',
    body,
    schema: ReconciliationMatchResultSchema,
  });
};

export const undoReconciliation = (id: string) =>
  apiRequest(`/api/reconciliation/matches/${id}`, { method: 'DELETE' });
