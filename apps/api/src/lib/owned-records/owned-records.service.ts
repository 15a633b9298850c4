import type { z } from '@caudal/contracts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../http-error.ts';
import type { ModuleDeps } from '../module.ts';
import type { AuthContext } from '../request-auth.ts';
import type { OwnedRecords } from './owned-records.repository.ts';

/**
 * Reads and writes of an owned resource. Each write is one transaction with the
 * company-data-changed event it emits, so what the event's handlers record (the learning path's
 * steps) commits with it or not at all.
 */
export function ownedRecordsService<In extends z.ZodType, Out extends z.ZodType>(
  records: OwnedRecords<In, Out>,
  { db, events }: Pick<ModuleDeps, 'db' | 'events'>,
) {
  const { repository: repo, kind, notFoundDetail, conflictDetail } = records;
  // A unique index that refuses the write (a second budget line for the same category and
  // month) answers the resource's own 409 rather than the generic one.
  const refusingDuplicates = async <R>(write: () => Promise<R>): Promise<R> => {
    try {
      return await write();
    } catch (error) {
      if (conflictDetail && isUniqueViolation(error)) throw conflict(conflictDetail);
      throw error;
    }
  };
  const changed = (auth: AuthContext, action: 'created' | 'updated' | 'deleted') => ({
    companyId: auth.companyId,
    userId: auth.userId,
    action,
    kinds: [kind],
  });
  return {
    list: (auth: AuthContext) => repo.list(db, auth.companyId),
    async get(auth: AuthContext, id: string) {
      const found = await repo.find(db, auth.companyId, id);
      if (!found) throw notFound(notFoundDetail);
      return found;
    },
    create: (auth: AuthContext, input: z.output<In>) =>
      refusingDuplicates(() =>
        db.transaction(async (tx) => {
          await records.validate?.(tx, auth.companyId, input);
          const view = await repo.insert(tx, auth.companyId, input);
          await events.emit('company-data-changed', changed(auth, 'created'), { db: tx });
          return view;
        }),
      ),
    replace: (auth: AuthContext, id: string, input: z.output<In>) =>
      refusingDuplicates(() =>
        db.transaction(async (tx) => {
          await records.validate?.(tx, auth.companyId, input);
          const view = await repo.update(tx, auth.companyId, id, input);
          if (!view) throw notFound(notFoundDetail);
          await events.emit('company-data-changed', changed(auth, 'updated'), { db: tx });
          await events.emit('record-updated', { companyId: auth.companyId, kind, id }, { db: tx });
          return view;
        }),
      ),
    remove: (auth: AuthContext, id: string) =>
      db.transaction(async (tx) => {
        if (!(await repo.remove(tx, auth.companyId, id))) throw notFound(notFoundDetail);
        await events.emit('company-data-changed', changed(auth, 'deleted'), { db: tx });
      }),
  };
}
