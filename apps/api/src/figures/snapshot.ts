import type { ComputedMetrics, FinancialSnapshot } from '@caudal/finance';
import { computeMetrics, latestRecordedCustomers } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { type Part, readParts } from '../db/parts.ts';
import { centavosOf } from './amounts.ts';
import { cashOnSql } from './cash.ts';
import { customerRecordsPart } from './customer-records.ts';

type SnapshotJson = {
  cash: number | null;
  products: { name: string; price: number; variableCost: number; monthlySales: number }[];
  fixedCosts: { name: string; amount: number; recurring: boolean; category: string }[];
  lines: { name: string; amount: number; type: 'fixed' | 'variable'; category: string }[];
};

/**
 * What finance needs from the database: the company's catalogue, costs and its cash on `asOf`
 * (the balance the owner gave on `cash_balance_on`, plus every entry dated after it up to
 * `asOf`, owner movements included: they are cash).
 */
export function snapshotPart(companyId: string, asOf: string): Part<FinancialSnapshot> {
  return {
    expr: sql`
      SELECT json_build_object(
        'cash', ${cashOnSql(asOf, {
          id: sql`c.id`,
          balance: sql`c.cash_balance_cents`,
          on: sql`c.cash_balance_on`,
          at: sql`c.cash_balance_at`,
        })},
        'products', coalesce((
          SELECT json_agg(json_build_object('name', p.name, 'price', p.price_cents,
            'variableCost', p.variable_cost_cents, 'monthlySales', p.monthly_sales)
            ORDER BY p.created_at, p.id)
          FROM products p WHERE p.company_id = c.id), '[]'),
        'fixedCosts', coalesce((
          SELECT json_agg(json_build_object('name', f.name, 'amount', f.amount_cents,
            'recurring', f.recurring, 'category', f.category) ORDER BY f.created_at, f.id)
          FROM fixed_costs f WHERE f.company_id = c.id), '[]'),
        'lines', coalesce((
          SELECT json_agg(json_build_object('name', l.name, 'amount', l.amount_cents,
            'type', l.type, 'category', l.category) ORDER BY l.created_at, l.id)
          FROM variable_cost_lines l WHERE l.company_id = c.id), '[]'))
      FROM companies c WHERE c.id = ${companyId}`,
    read: (value) => {
      const s = (value ?? { cash: null, products: [], fixedCosts: [], lines: [] }) as SnapshotJson;
      return {
        products: s.products.map((p) => ({
          name: p.name,
          priceCentavos: centavosOf(p.price),
          variableCostCentavos: centavosOf(p.variableCost),
          monthlySales: p.monthlySales,
        })),
        fixedCosts: s.fixedCosts.map((f) => ({
          name: f.name,
          amountCentavos: centavosOf(f.amount),
          recurring: f.recurring,
          category: f.category,
        })),
        variableCostLines: s.lines.map((l) => ({
          name: l.name,
          amountCentavos: centavosOf(l.amount),
          type: l.type,
          category: l.category,
        })),
        cashBalanceCentavos: s.cash === null ? null : centavosOf(s.cash),
      };
    },
  };
}

export async function loadSnapshot(
  db: Queryable,
  companyId: string,
  asOf: string,
): Promise<FinancialSnapshot> {
  return (await readParts(db, { snapshot: snapshotPart(companyId, asOf) })).snapshot;
}

/**
 * The typical month's metrics of the company, from its products, costs and cash on `asOf`, and
 * its customers from the owner's latest recorded month (none recorded: none, issue 31).
 */
export async function companyMetrics(
  db: Queryable,
  companyId: string,
  asOf: string,
): Promise<ComputedMetrics> {
  const { snapshot, records } = await readParts(db, {
    snapshot: snapshotPart(companyId, asOf),
    records: customerRecordsPart(companyId),
  });
  return computeMetrics(snapshot, latestRecordedCustomers(records, asOf));
}
