import {
  MarkReadResultSchema,
  type NotificationsResponse,
  NotificationsSchema,
} from '@caudal/contracts';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { markAllLocally, markReadLocally } from '../notifications-model.ts';

/** Every notifications list (the bell's and each page) lives under this key. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const notificationsKey = (page: number, limit: number) =>
  [...NOTIFICATIONS_KEY, page, limit] as const;

/** The bell shows the latest 5 (spec 000 §9) and asks again every 30 s while the tab is seen. */
export const BELL_LIMIT = 5;
export const POLL_MS = 30_000;

/** GET /api/notifications/?page=&limit=, newest first; `poll` refetches every 30 s. */
export const useNotifications = ({
  page,
  limit,
  poll = false,
}: {
  page: number;
  limit: number;
  poll?: boolean;
}) =>
  useQuery({
    queryKey: notificationsKey(page, limit),
    queryFn: ({ signal }) =>
      apiRequest(`/api/notifications/?page=${page}&limit=${limit}`, {
        schema: NotificationsSchema,
        signal,
      }),
    refetchInterval: poll ? POLL_MS : false,
    // A hidden tab does not ask; it asks again when it is seen (refetchOnWindowFocus).
    refetchIntervalInBackground: false,
    placeholderData: keepPreviousData,
  });

type Snapshot = [readonly unknown[], NotificationsResponse | undefined][];

/**
 * Applies a change to every cached list at once (the bell and the page agree), returning what
 * was there so a refused write can put it back.
 */
async function applyLocally(
  client: QueryClient,
  change: (data: NotificationsResponse) => NotificationsResponse,
): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
  const before = client.getQueriesData<NotificationsResponse>({ queryKey: NOTIFICATIONS_KEY });
  client.setQueriesData<NotificationsResponse>({ queryKey: NOTIFICATIONS_KEY }, (data) =>
    data ? change(data) : data,
  );
  return before;
}

/** The server's own unread count, once it answers, in every cached list. */
function settleUnread(client: QueryClient, unread: number) {
  client.setQueriesData<NotificationsResponse>({ queryKey: NOTIFICATIONS_KEY }, (data) =>
    data ? { ...data, unread } : data,
  );
}

function useMarkMutation<Arg>(
  send: (arg: Arg) => Promise<{ unread: number }>,
  local: (data: NotificationsResponse, arg: Arg) => NotificationsResponse,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: (arg: Arg) => applyLocally(client, (data) => local(data, arg)),
    onSuccess: (result) => settleUnread(client, result.unread),
    onError: (_error, _arg, before) => {
      for (const [key, data] of before ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** PUT /api/notifications/:id/read — read on screen at once, the count never below 0. */
export const useMarkRead = () =>
  useMarkMutation(
    (id: string) =>
      apiRequest(`/api/notifications/${encodeURIComponent(id)}/read`, {
        method: 'PUT',
        body: {},
        schema: MarkReadResultSchema,
      }),
    markReadLocally,
  );

/** PUT /api/notifications/read-all */
export const useMarkAllRead = () =>
  useMarkMutation(
    (_: undefined) =>
      apiRequest('/api/notifications/read-all', {
        method: 'PUT',
        body: {},
        schema: MarkReadResultSchema,
      }),
    (data) => markAllLocally(data),
  );
