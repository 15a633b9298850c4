import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../api-client.ts';
import { FINANCIAL_DATA_KEY } from '../query-keys.ts';
import { type EditedRow, type RowApi, syncRows } from './sync-rows.ts';

type Saved<In> = { id: string; input: In };

type Options<In, Out> = {
  /** The rows the server had when the step opened. */
  initial: readonly Saved<In>[];
  api: RowApi<In>;
  queryKey: readonly unknown[];
  /** The server's list after saving, built from what was saved, for the cache. */
  toCached: (id: string, input: In) => Out;
  /** Store a created row's id in the form. */
  setServerId: (index: number, id: string) => void;
};

/** A removed row that is already gone on the server counts as removed. */
const ignoreNotFound = (error: unknown) => {
  if (error instanceof ApiError && error.status === 404) return;
  throw error;
};

/**
 * Saving a list step (products, fixed costs): remembers removed rows, then on 'Siguiente' sends
 * only the differences, puts the saved list in the cache and refreshes every query built from
 * the company's data (dashboard, header summary).
 */
export function useListSync<In, Out>({
  initial,
  api,
  queryKey,
  toCached,
  setServerId,
}: Options<In, Out>) {
  const queryClient = useQueryClient();
  const saved = useRef(new Map(initial.map((row) => [row.id, JSON.stringify(row.input)])));
  const [removedIds, setRemovedIds] = useState<string[]>([]);

  const mutation = useMutation({
    mutationFn: async (rows: EditedRow<In>[]) => {
      const ids = rows.map((row) => row.serverId);
      await syncRows(
        rows,
        removedIds,
        saved.current,
        { ...api, remove: (id) => api.remove(id).catch(ignoreNotFound) },
        {
          onCreated: (index, id) => {
            ids[index] = id;
            setServerId(index, id);
          },
          onRemoved: (id) => setRemovedIds((current) => current.filter((x) => x !== id)),
        },
      );
      return rows.map((row, index) => toCached(ids[index] ?? '', row.input));
    },
    onSuccess: (list) => {
      queryClient.setQueryData(queryKey, list);
      void queryClient.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY });
    },
  });

  return {
    /** Call when the user removes a row that was already saved. */
    markRemoved: (serverId: string) => {
      if (serverId) setRemovedIds((current) => [...current, serverId]);
    },
    save: mutation.mutateAsync,
    mutation,
  };
}
