import { addMonths, type Centavos } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import { advisorAnalyses } from '../../db/schema/index.ts';
import { monthlyTotalsPart } from '../dashboard/dashboard.repository.ts';
import { centavosOf, snapshotPart } from '../metrics/metrics.repository.ts';

/** Stores one analysis an advisor gave; returns its id. */
export async function storeAnalysis(
  db: Queryable,
  row: {
    companyId: string;
    userId: string;
    agent: string;
    inputs: unknown;
    result: unknown;
    mode: string;
    recommendationCount: number;
    durationMs: number;
  },
): Promise<string> {
  const [stored] = await db
    .insert(advisorAnalyses)
    .values(row)
    .returning({ id: advisorAnalyses.id });
  if (!stored) throw new Error('the analysis was not stored');
  return stored.id;
}

const nullableCentavos = (value: unknown): Centavos | null =>
  value === null || value === undefined ? null : centavosOf(value);

/**
 * What Maya reads, in one statement: the snapshot with today's cash, the receivables and
 * payables the owner gave, and the last twelve months of entries (this one included).
 */
export async function loadMayaInputs(db: Queryable, companyId: string, asOf: string) {
  const from = addMonths(`${asOf.slice(0, 7)}-01`, -11);
  return readParts(db, {
    snapshot: snapshotPart(companyId, asOf),
    balances: {
      expr: sql`SELECT json_build_object('receivables', receivables_cents,
        'payables', payables_cents) FROM companies WHERE id = ${companyId}`,
      read: (value) => {
        const v = (value ?? {}) as { receivables?: unknown; payables?: unknown };
        return {
          receivablesCentavos: nullableCentavos(v.receivables),
          payablesCentavos: nullableCentavos(v.payables),
        };
      },
    },
    monthly: monthlyTotalsPart(companyId, { from, to: asOf }),
  });
}
