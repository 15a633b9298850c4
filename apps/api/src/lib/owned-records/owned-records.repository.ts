import type { z } from '@caudal/contracts';
import { and, asc, eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import type { DataKind } from '../events.ts';

export type OwnedTable = PgTable & { id: PgColumn; companyId: PgColumn; createdAt: PgColumn };

/** A table of rows a company owns, as a resource of the API. */
export type OwnedResource<T extends OwnedTable, In extends z.ZodType, Out extends z.ZodType> = {
  table: T;
  /** OpenAPI tag. */
  tag: string;
  /** What a write of this resource changes, for the company-data-changed event. */
  kind: DataKind;
  input: In;
  output: Out;
  /** The decoded request body (money already in centavos) as a row, without id and company. */
  toRow: (input: z.output<In>) => Omit<T['$inferInsert'], 'id' | 'companyId' | 'createdAt'>;
  toView: (row: T['$inferSelect']) => z.output<Out>;
  /** Spanish, e.g. 'Producto no encontrado'. */
  notFoundDetail: string;
  /** Spanish: why a write that a unique index refused conflicts (409). */
  conflictDetail?: string;
  /**
   * Checks a decoded body against the company's other data before a write (a product id must
   * be the company's own); throws an HttpError to refuse it.
   */
  validate?: (db: Queryable, companyId: string, input: z.output<In>) => Promise<void>;
};

/**
 * The SQL of an owned resource. Every statement filters by the company, so another company's
 * id is simply not found.
 */
export function ownedRepository<T extends OwnedTable, In extends z.ZodType, Out extends z.ZodType>(
  resource: OwnedResource<T, In, Out>,
) {
  const { table, toRow, toView } = resource;
  type View = z.output<Out>;
  type Row = T['$inferSelect'];
  const owned = (companyId: string, id: string) =>
    and(eq(table.companyId, companyId), eq(table.id, id));
  // The list is the hot read: a named statement built once (db/prepared.ts).
  const listStatement = preparedPerHandle((db) =>
    db
      .select()
      .from(table as PgTable)
      .where(eq(table.companyId, sql.placeholder('companyId')))
      .orderBy(asc(table.createdAt), asc(table.id))
      .prepare(`caudal_list_${getTableName(table)}`),
  );
  return {
    async list(db: Queryable, companyId: string): Promise<View[]> {
      const rows = await listStatement(db).execute({ companyId });
      return rows.map((row) => toView(row as Row));
    },
    async find(db: Queryable, companyId: string, id: string): Promise<View | null> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(owned(companyId, id));
      return row ? toView(row as Row) : null;
    },
    async insert(db: Queryable, companyId: string, input: z.output<In>): Promise<View> {
      const [row] = await db
        .insert(table)
        .values({ ...toRow(input), companyId } as T['$inferInsert'])
        .returning();
      return toView(row as Row);
    },
    async update(db: Queryable, companyId: string, id: string, input: z.output<In>) {
      const updated = (await db
        .update(table)
        .set(toRow(input) as Partial<T['$inferInsert']>)
        .where(owned(companyId, id))
        .returning()) as Row[];
      const row = updated[0];
      return row ? toView(row) : null;
    },
    async remove(db: Queryable, companyId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(table)
        .where(owned(companyId, id))
        .returning({ id: table.id });
      return deleted.length > 0;
    },
  };
}

export type OwnedRepository<In extends z.ZodType, Out extends z.ZodType> = {
  list: (db: Queryable, companyId: string) => Promise<z.output<Out>[]>;
  find: (db: Queryable, companyId: string, id: string) => Promise<z.output<Out> | null>;
  insert: (db: Queryable, companyId: string, input: z.output<In>) => Promise<z.output<Out>>;
  update: (
    db: Queryable,
    companyId: string,
    id: string,
    input: z.output<In>,
  ) => Promise<z.output<Out> | null>;
  remove: (db: Queryable, companyId: string, id: string) => Promise<boolean>;
};

/** A resource and its SQL: what a module declares in its repository file. */
export function ownedRecords<T extends OwnedTable, In extends z.ZodType, Out extends z.ZodType>(
  resource: OwnedResource<T, In, Out>,
) {
  return {
    tag: resource.tag,
    kind: resource.kind,
    input: resource.input,
    output: resource.output,
    notFoundDetail: resource.notFoundDetail,
    conflictDetail: resource.conflictDetail,
    toRow: resource.toRow,
    toView: resource.toView,
    validate: resource.validate,
    repository: ownedRepository(resource) as OwnedRepository<In, Out>,
  };
}

export type OwnedRecords<In extends z.ZodType, Out extends z.ZodType> = {
  tag: string;
  kind: DataKind;
  input: In;
  output: Out;
  notFoundDetail: string;
  conflictDetail?: string | undefined;
  validate?: ((db: Queryable, companyId: string, input: z.output<In>) => Promise<void>) | undefined;
  repository: OwnedRepository<In, Out>;
};
