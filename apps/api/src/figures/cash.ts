import type { Centavos } from '@caudal/finance';
import { type SQL, sql } from 'drizzle-orm';
import type { Part } from '../db/parts.ts';
import { centavosOf } from './amounts.ts';

/**
 * A company's cash on `asOf`: the balance the owner gave on `on`, at the moment `at`, plus every
 * entry dated after that day up to `asOf`, and every entry dated that same day but recorded
 * after `at` (the balance already held what was recorded before it). Owner movements are
 * included: they are cash. Null without a balance. The rule is said where the balance is shown
 * and edited (COMPANY_CASH_RULE in the contracts).
 */
export function cashOnSql(asOf: string, company: { id: SQL; balance: SQL; on: SQL; at: SQL }): SQL {
  return sql`(${company.balance} + coalesce((
    SELECT sum(CASE WHEN d.type = 'income' THEN d.amount_cents ELSE -d.amount_cents END)
    FROM cash_flow_daily d
    WHERE d.company_id = ${company.id} AND d.date > ${company.on} AND d.date <= ${asOf}), 0)
    + coalesce((
    SELECT sum(CASE WHEN e.type = 'income' THEN e.amount_cents ELSE -e.amount_cents END)
    FROM cash_flow_entries e
    WHERE e.company_id = ${company.id} AND e.date = ${company.on} AND ${company.on} <= ${asOf}
      AND e.created_at > ${company.at}), 0))`;
}

export type CompanyCash = {
  cash: Centavos | null;
  receivables: Centavos | null;
  payables: Centavos | null;
};

/** Today's cash (the balance given plus every entry since), receivables and payables. */
export function companyCashPart(companyId: string, asOf: string): Part<CompanyCash> {
  return {
    expr: sql`
      SELECT json_build_object(
        'cash', ${cashOnSql(asOf, {
          id: sql`c.id`,
          balance: sql`c.cash_balance_cents`,
          on: sql`c.cash_balance_on`,
          at: sql`c.cash_balance_at`,
        })},
        'receivables', c.receivables_cents, 'payables', c.payables_cents)
      FROM companies c WHERE c.id = ${companyId}`,
    read: (value) => {
      const r = (value ?? {}) as Record<string, unknown>;
      const money = (v: unknown) => (v === null || v === undefined ? null : centavosOf(v));
      return {
        cash: money(r.cash),
        receivables: money(r.receivables),
        payables: money(r.payables),
      };
    },
  };
}
