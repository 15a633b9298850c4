import { ADVISOR_NAMES, type AdvisorId } from '@caudal/contracts';
import { addMonths } from '@caudal/finance';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import { advisorAnalyses } from '../../db/schema/index.ts';
import { companyCashPart, monthlyCashPart, openDocumentsPart } from '../../figures/index.ts';

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
    trigger: 'asked' | 'scheduled';
    /** The app's clock, so a schedule's cycle and its analyses share one time. */
    createdAt: Date;
  },
): Promise<string> {
  const [stored] = await db
    .insert(advisorAnalyses)
    .values(row)
    .returning({ id: advisorAnalyses.id });
  if (!stored) throw new Error('the analysis was not stored');
  return stored.id;
}

/**
 * The company's last stored analysis of an advisor of one kind (`inputs.kind`), in the spec's
 * envelope as it was answered; null when there is none.
 */
export async function latestAnalysis(
  db: Queryable,
  companyId: string,
  agent: AdvisorId,
  kind: string,
) {
  const [row] = await db
    .select({
      id: advisorAnalyses.id,
      result: advisorAnalyses.result,
      at: advisorAnalyses.createdAt,
    })
    .from(advisorAnalyses)
    .where(
      and(
        eq(advisorAnalyses.companyId, companyId),
        eq(advisorAnalyses.agent, agent),
        sql`${advisorAnalyses.inputs}->>'kind' = ${kind}`,
      ),
    )
    .orderBy(desc(advisorAnalyses.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    success: true as const,
    agent: ADVISOR_NAMES[agent],
    // Stored as answered, money in centavos, with its id.
    analysis: { ...(row.result as Record<string, unknown>), analysis_id: row.id },
    timestamp: row.at.toISOString(),
  };
}

/**
 * What Maya reads besides the figures core: in one statement the receivables and payables the
 * owner gave, the last twelve months of entries (this one included) and the open invoices
 * imported from CFDI.
 */
export async function loadMayaInputs(db: Queryable, companyId: string, asOf: string) {
  const from = addMonths(`${asOf.slice(0, 7)}-01`, -11);
  return readParts(db, {
    balances: companyCashPart(companyId, asOf),
    monthly: monthlyCashPart(companyId, { from, to: asOf }),
    documents: openDocumentsPart(companyId, null, asOf),
  });
}
