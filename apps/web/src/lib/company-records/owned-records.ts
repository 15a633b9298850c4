import { z } from '@caudal/contracts';
import type { NoCentavos } from '@caudal/finance/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { FINANCIAL_DATA_KEY, financialDataKey } from '../query-keys.ts';

/**
 * The calls of one kind of company record (products, fixed costs, cost lines, entries…): the API
 * serves each from the same owned-CRUD factory (list, create, replace, delete under one path),
 * so the web declares each once too. Rows are decoded by the contract (money into centavos);
 * bodies are what people typed (pesos), and a body holding Centavos does not compile.
 */
export type OwnedRecords<Row, Input> = {
  /** Under `financial-data`: any change refreshes the dashboard and the header too. */
  key: readonly unknown[];
  list: () => Promise<Row[]>;
  // Generic in the body, as `apiRequest` is: the check sees the type actually passed.
  create: <B extends Input>(body: B & NoCentavos<B>) => Promise<Row>;
  update: <B extends Input>(id: string, body: B & NoCentavos<B>) => Promise<Row>;
  remove: (id: string) => Promise<unknown>;
};

export function ownedRecords<Row, Input>({
  path,
  key,
  schema,
}: {
  /** '/api/products' */
  path: string;
  /** The query key's name: 'products'. */
  key: string;
  schema: z.ZodType<Row>;
}): OwnedRecords<Row, Input> {
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  // The body was checked against its own type where `create`/`update` was called (see above);
  // here it only travels.
  const send = (url: string, method: 'POST' | 'PUT', body: unknown) =>
    apiRequest<Row, unknown>(url, { method, body, schema });
  return {
    key: financialDataKey(key),
    list: () => apiRequest(path, { schema: z.array(schema) }),
    create: (body) => send(path, 'POST', body),
    update: (id, body) => send(one(id), 'PUT', body),
    remove: (id) => apiRequest(one(id), { method: 'DELETE' }),
  };
}

/** The company's records of one kind, cached under their key. */
export function useOwnedRecords<Row, Input>(records: OwnedRecords<Row, Input>) {
  return useQuery({ queryKey: records.key, queryFn: records.list });
}

/**
 * The calls of `records` for a list edited a row at a time (the resource table): each puts its
 * result in the cached list at once, then refreshes everything built from the company's data.
 */
export function useRecordActions<Row extends { id: string }, Input>(
  records: OwnedRecords<Row, Input>,
) {
  const queryClient = useQueryClient();
  const settle = (change: (list: Row[]) => Row[]) => {
    queryClient.setQueryData<Row[]>(records.key, (list) => list && change(list));
    void queryClient.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY });
  };
  return {
    create: async <B extends Input>(body: B & NoCentavos<B>) => {
      const row = await records.create<B>(body);
      settle((list) => [...list, row]);
      return row;
    },
    update: async <B extends Input>(id: string, body: B & NoCentavos<B>) => {
      const row = await records.update<B>(id, body);
      settle((list) => list.map((old) => (old.id === id ? row : old)));
      return row;
    },
    remove: async (id: string) => {
      await records.remove(id);
      settle((list) => list.filter((old) => old.id !== id));
    },
  };
}
