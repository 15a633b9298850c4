import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearer, register, useTestApp } from '../support/app.ts';

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
    const headers = bearer((await register(t.app)).access_token);
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const ids: string[] = (
          await t.app.inject({ url: '/api/cash-flow/entries?pageSize=500', headers })
        )
          .json()
          .items.map((e: { id: string }) => e.id);
        for (const op of ops) {
          if (op.op === 'create') {
            const res = await t.app.inject({
              method: 'POST',
              url: '/api/cash-flow/entries',
              headers,
              payload: op.entry,
            });
            ids.push(res.json().id);
          } else if (ids.length > 0) {
            const id = ids[op.pick % ids.length];
            if (op.op === 'update') {
              await t.app.inject({
                method: 'PUT',
                url: `/api/cash-flow/entries/${id}`,
                headers,
                payload: op.entry,
              });
            } else {
              await t.app.inject({
                method: 'DELETE',
                url: `/api/cash-flow/entries/${id}`,
                headers,
              });
              ids.splice(ids.indexOf(id as string), 1);
            }
          }
        }
        expect(await rollupMatchesEntries()).toEqual({ mismatches: 0 });
      }),
      { numRuns: 15 },
    );
    const doc = (await t.app.inject({ url: '/api/financial-data/export', headers })).json();
    const other = bearer((await register(t.app)).access_token);
    await t.app.inject({
      method: 'POST',
      url: '/api/financial-data/import',
      headers: other,
      payload: doc,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/financial-data/import',
      headers,
      payload: { ...doc, cashFlow: doc.cashFlow.slice(1) },
    });
    expect(await rollupMatchesEntries()).toEqual({ mismatches: 0 });
  });
});
