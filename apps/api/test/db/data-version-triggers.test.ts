import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { useTestApp } from '../support/app.ts';

// Migration 0018: add_data_version_triggers(table) gives a new table the three statement-level
// triggers that bump companies.data_version, so a memoized view follows its rows.

const t = useTestApp();

class Rollback extends Error {}

describe('add_data_version_triggers', () => {
  it('makes each insert, update and delete on the table bump its company’s version once', async () => {
    const { companyId } = await signedInUser(t);
    const other = (await signedInUser(t)).companyId;
    const seen: number[][] = [];
    // Inside a transaction rolled back at the end: the probe table never outlives the test.
    await t.database.db
      .transaction(async (tx) => {
        const versions = async () => {
          const { rows } = await tx.execute<{ id: string; v: string }>(
            sql`SELECT id, data_version AS v FROM companies WHERE id IN (${companyId}, ${other})`,
          );
          return [companyId, other].map((id) => Number(rows.find((r) => r.id === id)?.v));
        };
        await tx.execute(sql`CREATE TABLE probe_rows (company_id uuid NOT NULL, n int NOT NULL)`);
        await tx.execute(sql`SELECT add_data_version_triggers('probe_rows')`);
        seen.push(await versions());
        // Three rows in one statement: one bump, not three; the other company is untouched.
        await tx.execute(
          sql`INSERT INTO probe_rows VALUES (${companyId}, 1), (${companyId}, 2), (${companyId}, 3)`,
        );
        seen.push(await versions());
        await tx.execute(sql`UPDATE probe_rows SET n = n + 1`);
        seen.push(await versions());
        await tx.execute(sql`DELETE FROM probe_rows`);
        seen.push(await versions());
        throw new Rollback();
      })
      .catch((error) => {
        if (!(error instanceof Rollback)) throw error;
      });
    const [start, mine] = [seen[0]?.[0] ?? 0, seen.map((v) => v[0])];
    expect(mine).toEqual([start, start + 1, start + 2, start + 3]);
    expect(new Set(seen.map((v) => v[1])).size).toBe(1);
  });
});
