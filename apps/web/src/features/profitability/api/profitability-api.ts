import {
  type AlexResponse,
  AlexResponseSchema,
  type Investment,
  type InvestmentInput,
  InvestmentSchema,
  ProfitabilityViewSchema,
  type ProfitCentreGroup,
  type ProfitCentreGroupInput,
  ProfitCentreGroupSchema,
} from '@caudal/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import {
  ownedRecords,
  useOwnedRecords,
  useRecordActions,
} from '../../../lib/company-records/owned-records.ts';
import { financialDataKey } from '../../../lib/query-keys.ts';

/** A period chosen on screen; null: the API's default (the last 12 complete months). */
export type Period = { from: string; to: string } | null;

// Under `financial-data`: an entry, product or investment saved anywhere refreshes the view.
export const profitabilityViewKey = (period: Period) =>
  financialDataKey('profitability', 'view', period?.from ?? null, period?.to ?? null);

/** `enabled` false: the period is not known yet (the company's default is loading). */
export const useProfitabilityView = (period: Period, enabled = true) =>
  useQuery({
    queryKey: profitabilityViewKey(period),
    queryFn: ({ signal }) =>
      apiRequest(
        period
          ? `/api/profitability/view?from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`
          : '/api/profitability/view',
        { schema: ProfitabilityViewSchema, signal },
      ),
    // Another period keeps the last figures on screen while it loads.
    placeholderData: keepPreviousData,
    enabled,
  });

export const investments = ownedRecords<Investment, InvestmentInput>({
  path: '/api/profitability/investments',
  key: 'profitability-investments',
  schema: InvestmentSchema,
});
export const useInvestments = () => useOwnedRecords(investments);
export const useInvestmentActions = () => useRecordActions(investments);

export const centreGroups = ownedRecords<ProfitCentreGroup, ProfitCentreGroupInput>({
  path: '/api/profitability/centre-groups',
  key: 'profitability-centre-groups',
  schema: ProfitCentreGroupSchema,
});
export const useCentreGroups = () => useOwnedRecords(centreGroups);
export const useCentreGroupActions = () => useRecordActions(centreGroups);

/**
 * Alex's risk assessment (POST /api/agents/alex/risk-assessment): the server reads the company's
 * own data for the last 12 complete months; the spec's body is optional and ignored.
 */
export function useAlexAnalysis(onDone: () => void) {
  return useMutation({
    mutationFn: (): Promise<AlexResponse> =>
      apiRequest('/api/agents/alex/risk-assessment', {
        method: 'POST',
        body: {},
        schema: AlexResponseSchema,
      }),
    onSuccess: onDone,
  });
}
