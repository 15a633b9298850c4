import type { ImportKind } from '@caudal/contracts';
import type { Queryable } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { CategoryRule } from './categorize.ts';
import type { StoredPlan } from './imports.view.ts';

export type UploadFields = { account?: string; mapping?: string; saveMapping?: 'true' | 'false' };

export async function previewStatement(
  _db: Queryable,
  _companyId: string,
  _input: {
    kind: ImportKind;
    rules: CategoryRule[];
    fileName: string;
    bytes: Buffer;
    fields: UploadFields;
  },
): Promise<{ plan: StoredPlan; account: string | null }> {
  throw badRequest('Los estados de cuenta todavía no se pueden importar.');
}
