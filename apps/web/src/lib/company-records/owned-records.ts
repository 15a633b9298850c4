import { z } from '@caudal/contracts';
import type { NoCentavos } from '@caudal/finance/money';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { financialDataKey } from '../query-keys.ts';

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
