import { DEMO_CREDENTIALS } from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';

const t = useTestApp();

describe('a page of entries right after a bulk load', () => {
  it('reads the newest-first index, not a sort of every entry (statistics refreshed)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO_CREDENTIALS,
    });
    expect(login.statusCode, login.body).toBe(200);
    const [company] = (
      await t.database.db.execute<{ id: string }>(
        sql`SELECT id FROM companies ORDER BY created_at DESC LIMIT 1`,
      )
    ).rows;
    const { rows } = await t.database.db.execute<{ 'QUERY PLAN': string }>(sql`
      EXPLAIN SELECT * FROM cash_flow_entries WHERE company_id = ${company?.id}
      ORDER BY date DESC, created_at DESC, id DESC LIMIT 20`);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toContain('cash_flow_entries_company_newest_idx');
    expect(plan).not.toMatch(/Sort/);
  });
});
