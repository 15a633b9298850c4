import {
  type BusinessSettingsInput,
  BusinessSettingsSchema,
  GrowthActionPlanSchema,
  type GrowthKpiTargetsInput,
  GrowthScenarioCardSchema,
  type GrowthScenarioInput,
  type GrowthView,
  GrowthViewSchema,
  SavedSimulationSchema,
  SavedSimulationsSchema,
  type SimulationInput,
  SimulationResultSchema,
  SofiaGrowthLatestSchema,
  type SofiaGrowthResponse,
  SofiaGrowthResponseSchema,
} from '@caudal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { financialDataKey } from '../../../lib/query-keys.ts';
import type { ScenarioId } from '../growth-model.ts';

// Under `financial-data`: an entry saved anywhere refreshes the growth figures too.
const growthKey = (...parts: readonly unknown[]) => financialDataKey('growth', ...parts);
export const growthViewKey = growthKey('view');
export const simulationsKey = growthKey('simulations');
export const strategyKey = growthKey('strategy');

/** GET /api/growth/view: the KPI cards, history, projection, scenarios, settings and plan. */
export const useGrowthView = () =>
  useQuery({
    queryKey: growthViewKey,
    queryFn: ({ signal }) => apiRequest('/api/growth/view', { schema: GrowthViewSchema, signal }),
  });

/** GET /api/growth/simulations: the owner's saved simulations. */
export const useSimulations = () =>
  useQuery({
    queryKey: simulationsKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/growth/simulations', { schema: SavedSimulationsSchema, signal }),
  });

/** GET /api/growth/strategy/latest: Sofía's last growth analysis, or null. */
export const useLatestStrategy = () =>
  useQuery({
    queryKey: strategyKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/growth/strategy/latest', { schema: SofiaGrowthLatestSchema, signal }),
    // Read once on opening: a fresh analysis comes from the mutation, not from refetching.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** A write on this screen: the view (and the saved simulations) reload afterwards. */
function useGrowthWrite<Args, Result>(send: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: growthViewKey }),
        queryClient.invalidateQueries({ queryKey: simulationsKey }),
      ]),
  });
}

/** PUT /api/growth/settings: 'Configuración del Negocio'. */
export const useSaveSettings = () =>
  useGrowthWrite((body: BusinessSettingsInput) =>
    apiRequest('/api/growth/settings', { method: 'PUT', body, schema: BusinessSettingsSchema }),
  );

/** PUT /api/growth/kpi-targets: the four targets; null goes back to the suggested one. */
export const useSaveKpiTargets = () =>
  useGrowthWrite((body: GrowthKpiTargetsInput) =>
    apiRequest('/api/growth/kpi-targets', { method: 'PUT', body }),
  );

/** PUT /api/growth/scenarios/:scenario: the owner's figures for one card. */
export const useSaveScenario = () =>
  useGrowthWrite(({ id, body }: { id: ScenarioId; body: GrowthScenarioInput }) =>
    apiRequest(`/api/growth/scenarios/${id}`, {
      method: 'PUT',
      body,
      schema: GrowthScenarioCardSchema,
    }),
  );

/** DELETE /api/growth/scenarios/:scenario: the card goes back to the suggested figures. */
export const useResetScenario = () =>
  useGrowthWrite((id: ScenarioId) =>
    apiRequest(`/api/growth/scenarios/${id}`, { method: 'DELETE' }),
  );

/**
 * PUT /api/growth/action-plan/tasks/:taskId: a task checked or unchecked. The answer is the
 * whole plan, written straight into the view (no refetch, so the box never flickers back).
 */
export const useToggleTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, done }: { taskId: string; done: boolean }) =>
      apiRequest(`/api/growth/action-plan/tasks/${encodeURIComponent(taskId)}`, {
        method: 'PUT',
        body: { done },
        schema: GrowthActionPlanSchema,
      }),
    onSuccess: (actionPlan) =>
      queryClient.setQueryData<GrowthView>(growthViewKey, (view) =>
        view ? { ...view, actionPlan } : view,
      ),
  });
};

/** POST /api/growth/simulate: computed by the server, nothing kept. */
export const useSimulate = () =>
  useMutation({
    mutationFn: (body: SimulationInput) =>
      apiRequest('/api/growth/simulate', { method: 'POST', body, schema: SimulationResultSchema }),
  });

/** POST /api/growth/simulations: the simulation computed again and kept in the history. */
export const useSaveSimulation = () =>
  useGrowthWrite((input: SimulationInput) =>
    apiRequest('/api/growth/simulations', {
      method: 'POST',
      body: { input },
      schema: SavedSimulationSchema,
    }),
  );

/** DELETE /api/growth/simulations/:id. */
export const useDeleteSimulation = () =>
  useGrowthWrite((id: string) =>
    apiRequest(`/api/growth/simulations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

/** Sofía's growth strategy (POST /api/agents/sofia/growth-strategy, empty body). */
export function useSofiaGrowth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<SofiaGrowthResponse> =>
      apiRequest('/api/agents/sofia/growth-strategy', {
        method: 'POST',
        body: {},
        schema: SofiaGrowthResponseSchema,
        timeoutMs: 60_000,
      }),
    onSuccess: (answer) => queryClient.setQueryData(strategyKey, { answer }),
  });
}
