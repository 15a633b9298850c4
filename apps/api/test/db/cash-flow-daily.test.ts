import {
  CashFlowEntrySchema,
  CashFlowPageSchema,
  ExportDocumentSchema,
  ImportResultSchema,
} from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { useTestApp } from '../support/app.ts';
import { expectBody } from '../support/responses.ts';

const t = useTestApp();

/** The rollup must always equal the sums of the entries themselves. */
async function rollupMatchesEntries() {
  const { rows } = await t.database.db.execute(sql`
    WITH truth AS (
      SELECT company_id, date, type, category, sum(amount_cents) AS amount, count(*) AS n
      FROM cash_flow_entries GROUP BY 1, 2, 3, 4
    )
    SELECT count(*)::int AS mismatches FROM (
      (SELECT company_id, date, type, category, amount, n FROM truth
       EXCEPT SELECT company_id, date, type, category, amount_cents, entries FROM cash_flow_daily)
      UNION ALL
      (SELECT company_id, date, type, category, amount_cents, entries FROM cash_flow_daily
       EXCEPT SELECT company_id, date, type, category, amount, n FROM truth)
    ) diff`);
  return rows[0];
}

const entryArb = fc.record({
  date: fc.constantFrom('2026-10-01', '2026-10-02', '2026-11-15'),
  type: fc.constantFrom('income', 'expense'),
  amount: fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100),
  description: fc.constant('Movimiento'),
  category: fc.constantFrom('Ventas', 'Insumos', 'Renta'),
});
const opArb = fc.oneof(
  fc.record({ op: fc.constant('create' as const), entry: entryArb }),
  fc.record({ op: fc.constant('update' as const), pick: fc.nat(), entry: entryArb }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('cash_flow_daily', () => {
  it('stays equal to the entries through creates, edits, deletes and imports', async () => {
    const { headers } = await signedInUser(t);
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const list = await t.app.inject({ url: '/api/cash-flow/entries?pageSize=500', headers });
        const ids = expectBody(list, 200, CashFlowPageSchema).items.map((e) => e.id);
        for (const op of ops) {
          if (op.op === 'create') {
            const res = await t.app.inject({
              method: 'POST',
              url: '/api/cash-flow/entries',
              headers,
              payload: op.entry,
            });
            ids.push(expectBody(res, 201, CashFlowEntrySchema).id);
          } else if (ids.length > 0) {
            const id = ids[op.pick % ids.length];
            if (op.op === 'update') {
              const res = await t.app.inject({
                method: 'PUT',
                url: `/api/cash-flow/entries/${id}`,
                headers,
                payload: op.entry,
              });
              expect(res.statusCode, res.body).toBe(200);
            } else {
              const res = await t.app.inject({
                method: 'DELETE',
                url: `/api/cash-flow/entries/${id}`,
                headers,
              });
              expect(res.statusCode, res.body).toBe(204);
              ids.splice(ids.indexOf(id as string), 1);
            }
          }
        }
        expect(await rollupMatchesEntries()).toEqual({ mismatches: 0 });
      }),
      { numRuns: 15 },
    );
    const exported = await t.app.inject({ url: '/api/financial-data/export', headers });
    const doc = expectBody(exported, 200, ExportDocumentSchema);
    const other = (await signedInUser(t)).headers;
    const importInto = async (into: Record<string, string>, payload: object) =>
      expectBody(
        await t.app.inject({
          method: 'POST',
          url: '/api/financial-data/import',
          headers: into,
          payload,
        }),
        200,
        ImportResultSchema,
      );
    await importInto(other, doc);
    await importInto(headers, { ...doc, cashFlow: doc.cashFlow.slice(1) });
    expect(await rollupMatchesEntries()).toEqual({ mismatches: 0 });
  });
});
