import {
  type AgentCard,
  AgentCardSchema,
  AgentHistorySchema,
  type AgentId,
  type AvailableAgents,
  AvailableAgentsSchema,
  ChatHistorySchema,
  type ChatReply,
  ChatReplySchema,
  MultiAgentResponseSchema,
} from '@caudal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { financialDataKey } from '../../../lib/query-keys.ts';

// Under `financial-data`: a change to the company's data anywhere refreshes the agents' counts.
const agentsKey = (...parts: readonly unknown[]) => financialDataKey('agents', ...parts);
export const availableKey = agentsKey('available');
export const historyKey = agentsKey('history');
export const chatKey = agentsKey('chat');

/** GET /api/agents/available: the six cards, the header's counts and the schedule. */
export const useAvailableAgents = () =>
  useQuery({
    queryKey: availableKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/agents/available', { schema: AvailableAgentsSchema, signal }),
  });

/** GET /api/agents/history[?agent=]: the stored analyses, newest first. */
export const useAgentHistory = (agent: AgentId | null) =>
  useQuery({
    queryKey: [...historyKey, agent ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(`/api/agents/history${agent ? `?agent=${agent}` : ''}`, {
        schema: AgentHistorySchema,
        signal,
      }),
  });

/** PUT /api/agents/:agentId/status: the card comes back and the header's counts reload. */
export function usePauseAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: AgentId; paused: boolean }) =>
      apiRequest(`/api/agents/${id}/status`, {
        method: 'PUT',
        body: { paused },
        schema: AgentCardSchema,
      }),
    onSuccess: (card: AgentCard) => {
      queryClient.setQueryData<AvailableAgents>(availableKey, (view) =>
        view ? { ...view, agents: view.agents.map((a) => (a.id === card.id ? card : a)) } : view,
      );
      return queryClient.invalidateQueries({ queryKey: availableKey });
    },
  });
}

/** POST /api/agents/multi-agent-analysis: every active analyst at once; the counts change. */
export function useMultiAgentAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/agents/multi-agent-analysis', {
        method: 'POST',
        body: {},
        schema: MultiAgentResponseSchema,
        timeoutMs: 90_000,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availableKey }),
        queryClient.invalidateQueries({ queryKey: historyKey }),
      ]),
  });
}

/** GET /api/agents/chat: the owner's conversation, oldest first. */
export const useChatHistory = () =>
  useQuery({
    queryKey: chatKey,
    queryFn: ({ signal }) => apiRequest('/api/agents/chat', { schema: ChatHistorySchema, signal }),
    // The conversation grows from the answers below; refetching would only repeat it.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /api/agents/chat: the stored question and reply, appended to the conversation. */
export function useSendChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest('/api/agents/chat', {
        method: 'POST',
        body: { message },
        schema: ChatReplySchema,
        timeoutMs: 60_000,
      }),
    // Offline, TanStack Query would hold the mutation until the connection returns; the chat
    // answers at once with the canned reply instead (the request fails as a network error).
    networkMode: 'always',
    onSuccess: ({ question, reply }: ChatReply) => {
      queryClient.setQueryData<{ messages: ChatReply['question'][] }>(chatKey, (chat) => ({
        messages: [...(chat?.messages ?? []), question, reply],
      }));
      // An answer counts in its agent's card (tasks, last run); the chat does not wait for it.
      void queryClient.invalidateQueries({ queryKey: availableKey });
    },
  });
}
