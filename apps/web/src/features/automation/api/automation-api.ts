import {
  type AutomationPackage,
  AutomationSummarySchema,
  PackageResultSchema,
  type RuleInput,
  RuleListSchema,
  RuleRunsSchema,
  RuleSchema,
  type RuleType,
} from '@caudal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { financialDataKey } from '../../../lib/query-keys.ts';

// Under `financial-data`: a rule's `watching` and the engine's runs follow the company's data,
// so an entry saved anywhere refreshes them too.
export const AUTOMATION_KEY = financialDataKey('automation');
export const rulesKey = (type: RuleType | null) => [...AUTOMATION_KEY, 'rules', type] as const;
export const summaryKey = [...AUTOMATION_KEY, 'summary'] as const;
export const runsKey = (id: string) => [...AUTOMATION_KEY, 'runs', id] as const;
// The notifications feature's key (features do not import each other): a rule saved or a
// package installed may fire at once and raise notifications the bell should show.
const NOTIFICATIONS_KEY = ['notifications'] as const;

const RULES = '/api/automation/rules';

// The engine runs in the background (on a schedule and after data changes), so while the page
// is visible it asks again every 30 s, as the bell does: new runs and counts appear on their own.
const POLL = { refetchInterval: 30_000, refetchIntervalInBackground: false } as const;
const one = (id: string) => `${RULES}/${encodeURIComponent(id)}`;

/** GET /api/automation/rules?type= — null: every type. */
export const useRules = (type: RuleType | null) =>
  useQuery({
    queryKey: rulesKey(type),
    queryFn: ({ signal }) =>
      apiRequest(type ? `${RULES}?type=${type}` : RULES, { schema: RuleListSchema, signal }),
    // Another filter keeps the last list on screen while it loads.
    placeholderData: keepPreviousData,
    ...POLL,
  });

/** GET /api/automation/summary: counted from the stored rules, runs and notifications. */
export const useAutomationSummary = () =>
  useQuery({
    queryKey: summaryKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/automation/summary', { schema: AutomationSummarySchema, signal }),
    ...POLL,
  });

/** GET /api/automation/rules/:id/runs, newest first; only while the history is open. */
export const useRuleRuns = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: runsKey(id),
    queryFn: ({ signal }) => apiRequest(`${one(id)}/runs`, { schema: RuleRunsSchema, signal }),
    enabled,
    ...POLL,
  });

/** A write to the rules: the lists, the summary, the histories and the bell refresh. */
function useRuleMutation<Args, Result>(send: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: AUTOMATION_KEY });
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}

export const useCreateRule = () =>
  useRuleMutation((body: RuleInput) =>
    apiRequest(RULES, { method: 'POST', body, schema: RuleSchema }),
  );

export const useUpdateRule = () =>
  useRuleMutation(({ id, body }: { id: string; body: RuleInput }) =>
    apiRequest(one(id), { method: 'PUT', body, schema: RuleSchema }),
  );

export const useDeleteRule = () =>
  useRuleMutation((id: string) => apiRequest(one(id), { method: 'DELETE' }));

/** POST /rules/:id/toggle: active ↔ paused (a draft answers 409 with the reason). */
export const useToggleRule = () =>
  useRuleMutation((id: string) =>
    apiRequest(`${one(id)}/toggle`, { method: 'POST', body: {}, schema: RuleSchema }),
  );

/** POST /packages/:name: the package's rules replace the company's, or are added to them. */
export const useInstallPackage = () =>
  useRuleMutation(({ name, replace }: { name: AutomationPackage; replace: boolean }) =>
    apiRequest(`/api/automation/packages/${name}`, {
      method: 'POST',
      body: { replace },
      schema: PackageResultSchema,
    }),
  );
