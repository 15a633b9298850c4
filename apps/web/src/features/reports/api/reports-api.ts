import {
  type DianaResponse,
  DianaResponseSchema,
  ExpenseOptimizationSchema,
  REPORT_FILE_SLUGS,
  ReportKpiSettingsSchema,
  ReportKpisSchema,
  ReportSchema,
  type ReportType,
} from '@caudal/contracts';
import type { ReportPeriodDays } from '@caudal/finance';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';
import { todayInMexicoCity } from '../../../lib/format.ts';
import { financialDataKey } from '../../../lib/query-keys.ts';
import { type FileFormat, FORMAT_TYPES, fallbackFileName } from '../reports-model.ts';

// Generating is rate-limited (20 a minute): a type and period already loaded stays fresh for
// five minutes, so switching tabs or periods back and forth does not post again. Under
// `financial-data`, so an entry saved anywhere still refreshes it.
const FRESH_MS = 5 * 60_000;

export const reportKey = (type: ReportType, period: ReportPeriodDays) =>
  financialDataKey('reports', 'report', type, period);

/** POST /api/reports/generate as JSON: one type's report of the last `period` days. */
export const useReport = (type: ReportType, period: ReportPeriodDays, enabled = true) =>
  useQuery({
    queryKey: reportKey(type, period),
    queryFn: ({ signal }) =>
      apiRequest('/api/reports/generate', {
        method: 'POST',
        body: { report_type: type, period_days: period, format: 'json' },
        schema: ReportSchema,
        signal,
      }),
    staleTime: FRESH_MS,
    // Another period or type keeps the last figures on screen (marked busy) while it loads.
    placeholderData: keepPreviousData,
    enabled,
  });

export const kpisKey = (period: ReportPeriodDays) => financialDataKey('reports', 'kpis', period);

/** GET /api/reports/kpis: every KPI of the catalogue, `followed` marking the company's. */
export const useReportKpis = (period: ReportPeriodDays) =>
  useQuery({
    queryKey: kpisKey(period),
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/kpis?period_days=${period}`, { schema: ReportKpisSchema, signal }),
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });

/**
 * PUT /api/reports/kpi-settings; then the KPIs (and the reports that list them) reload. The
 * editor starts from GET /kpis (each KPI's `followed` and, for the owner's, its `target`), so
 * GET /kpi-settings is not needed on this screen.
 */
export function useSaveKpiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { followed: string[]; targets: Record<string, number> }) =>
      apiRequest('/api/reports/kpi-settings', {
        method: 'PUT',
        body,
        schema: ReportKpiSettingsSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financialDataKey('reports') }),
  });
}

/** POST /api/reports/optimize-expenses: the last three months' expenses against revenue. */
export const useExpenseReview = (enabled: boolean) =>
  useQuery({
    queryKey: financialDataKey('reports', 'expense-review'),
    queryFn: ({ signal }) =>
      apiRequest('/api/reports/optimize-expenses', {
        method: 'POST',
        body: {},
        schema: ExpenseOptimizationSchema,
        signal,
      }),
    staleTime: FRESH_MS,
    enabled,
  });

/** Diana's reading of the followed KPIs against their targets. */
export const useDianaAnalysis = () =>
  useMutation({
    mutationFn: (period: ReportPeriodDays): Promise<DianaResponse> =>
      apiRequest('/api/agents/diana/performance-optimization', {
        method: 'POST',
        body: { period_days: period },
        schema: DianaResponseSchema,
      }),
  });

/** POST /api/reports/generate as a file, saved with the server's name. */
export async function downloadReport(
  type: ReportType,
  period: ReportPeriodDays,
  format: FileFormat,
): Promise<void> {
  const { blob, filename } = await apiFile('/api/reports/generate', {
    method: 'POST',
    body: { report_type: type, period_days: period, format },
    type: FORMAT_TYPES[format],
    timeoutMs: 60_000,
  });
  saveBlob(
    blob,
    filename ?? fallbackFileName(REPORT_FILE_SLUGS[type], format, todayInMexicoCity()),
  );
}
