import {
  type BudgetCopyRequest,
  BudgetCopyResultSchema,
  type BudgetFromActualsRequest,
  type BudgetLine,
  type BudgetLineInput,
  BudgetLineSchema,
  CashFlowCategoriesSchema,
  type Goal,
  type GoalInput,
  GoalSchema,
  type PlanningHorizon,
  PlanningViewSchema,
  type ScenarioAnalysisResponse,
  ScenarioAnalysisResponseSchema,
  ScenarioSchema,
  type ScenarioSetRequest,
  z,
} from '@caudal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ownedRecords, useRecordActions } from '../../../lib/company-records/owned-records.ts';
import { FINANCIAL_DATA_KEY, financialDataKey } from '../../../lib/query-keys.ts';

/** The view's query: the budget's month (null: the API's, this month) and the horizon. */
export type PlanningQuery = { month: string | null; horizon: PlanningHorizon };

// Under `financial-data`: an entry, goal or budget line saved anywhere refreshes the view.
export const planningViewKey = ({ month, horizon }: PlanningQuery) =>
  financialDataKey('planning', 'view', month, horizon);

export const usePlanningView = (query: PlanningQuery) =>
  useQuery({
    queryKey: planningViewKey(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ horizon: query.horizon });
      if (query.month) params.set('month', query.month);
      return apiRequest(`/api/planning/view?${params}`, { schema: PlanningViewSchema, signal });
    },
    // Another month or horizon keeps the last figures on screen while it loads.
    placeholderData: keepPreviousData,
  });

export const goals = ownedRecords<Goal, GoalInput>({
  path: '/api/planning/goals',
  key: 'planning-goals',
  schema: GoalSchema,
});
export const useGoalActions = () => useRecordActions(goals);

export const budgetLines = ownedRecords<BudgetLine, BudgetLineInput>({
  path: '/api/planning/budget-lines',
  key: 'planning-budget-lines',
  schema: BudgetLineSchema,
});
export const useBudgetLineActions = () => useRecordActions(budgetLines);

/** The company's entry categories (the cash-flow screen's list), for suggestions. */
export const useEntryCategories = () =>
  useQuery({
    queryKey: financialDataKey('cash-flow', 'categories'),
    queryFn: ({ signal }) =>
      apiRequest('/api/cash-flow/categories', { schema: CashFlowCategoriesSchema, signal }),
  });

/** A write that changes the view: everything built from the company's data refreshes. */
function useDataMutation<Body, Result>(send: (body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY }),
  });
}

/** POST /api/planning/budget/copy: one month's lines into another. */
export const useCopyBudget = () =>
  useDataMutation((body: BudgetCopyRequest) =>
    apiRequest('/api/planning/budget/copy', {
      method: 'POST',
      body,
      schema: BudgetCopyResultSchema,
    }),
  );

/** POST /api/planning/budget/from-actuals: a past month's actuals ± a percent. */
export const useBudgetFromActuals = () =>
  useDataMutation((body: BudgetFromActualsRequest) =>
    apiRequest('/api/planning/budget/from-actuals', {
      method: 'POST',
      body,
      schema: BudgetCopyResultSchema,
    }),
  );

/** PUT /api/planning/scenarios: the whole set, its probabilities adding up to 100. */
export const useSaveScenarios = () =>
  useDataMutation((body: ScenarioSetRequest) =>
    apiRequest('/api/planning/scenarios', {
      method: 'PUT',
      body,
      schema: z.array(ScenarioSchema),
    }),
  );

/** Sofía's reading of the stored scenarios (POST /api/ai/scenario/analysis, empty body). */
export function useSofiaAnalysis(onDone: () => void) {
  return useMutation({
    mutationFn: (): Promise<ScenarioAnalysisResponse> =>
      apiRequest('/api/ai/scenario/analysis', {
        method: 'POST',
        body: {},
        schema: ScenarioAnalysisResponseSchema,
      }),
    onSuccess: onDone,
  });
}
