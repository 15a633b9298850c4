import type { Queryable } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { takeApiCall } from './usage.repository.ts';

export const USAGE_SPENT =
  'Llegaste al límite de consultas de tu plan. Escríbenos desde la página de contacto si necesitas más.';

/**
 * Counts one assistant or advisor call against the user's api_usage_limit, atomically, so two
 * concurrent calls cannot both take the last one. 429 in Spanish when the limit is spent.
 */
export async function consumeApiCall(db: Queryable, userId: string): Promise<void> {
  if (!(await takeApiCall(db, userId))) throw new HttpError(429, USAGE_SPENT);
}
