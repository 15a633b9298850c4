import type { Action, Rule, RuleRun, RuleType, Trigger } from '@caudal/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { automationRules, automationRuns, webhookDeliveries } from '../../db/schema/index.ts';

export type RuleRow = typeof automationRules.$inferSelect;

export type RuleFields = {
  name: string;
  description: string;
  type: RuleType;
  status: Rule['status'];
  trigger: Trigger;
  action: Action;
};

/** A stored rule on the wire; `watching` is what its last evaluation found. */
export function ruleView(row: RuleRow): Rule {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as RuleType,
    status: row.status as Rule['status'],
    trigger: row.trigger as Trigger,
    action: row.action as Action,
    lastRun: row.lastRunAt?.toISOString() ?? null,
    nextRun: row.status === 'active' ? (row.nextRunAt?.toISOString() ?? null) : null,
    executionCount: row.executionCount,
    firedCount: row.firedCount,
    watching: row.lastMessage,
    webhookSecret: row.webhookSecret,
    createdAt: row.createdAt.toISOString(),
  };
}

const owned = (companyId: string, id: string) =>
  and(eq(automationRules.companyId, companyId), eq(automationRules.id, id));

export async function listRules(db: Queryable, companyId: string, type?: RuleType) {
  return db
    .select()
    .from(automationRules)
    .where(
      type
        ? and(eq(automationRules.companyId, companyId), eq(automationRules.type, type))
        : eq(automationRules.companyId, companyId),
    )
    .orderBy(asc(automationRules.createdAt), asc(automationRules.id));
}

export async function findRule(db: Queryable, companyId: string, id: string) {
  const [row] = await db.select().from(automationRules).where(owned(companyId, id));
  return row ?? null;
}

export async function insertRules(
  db: Queryable,
  companyId: string,
  rules: readonly (RuleFields & { webhookSecret: string | null; nextRunAt: Date | null })[],
) {
  if (rules.length === 0) return [];
  // A millisecond apart, so a package's rules list in the package's order.
  const base = Date.now();
  return db
    .insert(automationRules)
    .values(rules.map((r, i) => ({ ...r, companyId, createdAt: new Date(base + i) })))
    .returning();
}

export async function updateRule(
  db: Queryable,
  companyId: string,
  id: string,
  changes: Partial<typeof automationRules.$inferInsert>,
) {
  const [row] = await db
    .update(automationRules)
    .set(changes)
    .where(owned(companyId, id))
    .returning();
  return row ?? null;
}

export async function deleteRule(db: Queryable, companyId: string, id: string) {
  const rows = await db
    .delete(automationRules)
    .where(owned(companyId, id))
    .returning({ id: automationRules.id });
  return rows.length > 0;
}

export async function deleteAllRules(db: Queryable, companyId: string) {
  const rows = await db
    .delete(automationRules)
    .where(eq(automationRules.companyId, companyId))
    .returning({ id: automationRules.id });
  return rows.length;
}

/** A rule's runs, newest first (the page shows the last 50). */
export async function listRuns(db: Queryable, ruleId: string, limit = 50): Promise<RuleRun[]> {
  const rows = await db
    .select()
    .from(automationRuns)
    .where(eq(automationRuns.ruleId, ruleId))
    .orderBy(desc(automationRuns.ranAt), desc(automationRuns.id))
    .limit(limit);
  // The webhook's attempts of the runs that sent one, in one read.
  const sent = rows.filter((r) => r.webhooks > 0).map((r) => r.id);
  const attempts =
    sent.length === 0
      ? []
      : await db
          .select()
          .from(webhookDeliveries)
          .where(inArray(webhookDeliveries.runId, sent))
          .orderBy(asc(webhookDeliveries.attempt), asc(webhookDeliveries.createdAt));
  return rows.map((r) => ({
    id: r.id,
    ranAt: r.ranAt.toISOString(),
    reason: r.reason as RuleRun['reason'],
    result: r.result as RuleRun['result'],
    message: r.message,
    notifications: r.notifications,
    emails: r.emails,
    webhooks: r.webhooks,
    deliveries: attempts
      .filter((d) => d.runId === r.id)
      .map((d) => ({
        attempt: d.attempt,
        at: d.createdAt.toISOString(),
        statusCode: d.statusCode,
        error: d.error,
      })),
  }));
}

/** The summary's counts: rules by status, this month's runs and firings, the last run. */
export async function summaryCounts(db: Queryable, companyId: string, monthStart: Date) {
  const { rows } = await db.execute<{
    active: number;
    paused: number;
    draft: number;
    runs: number;
    fired: number;
    notified: number;
    last_run: string | null;
  }>(sql`
    SELECT
      (SELECT count(*)::int FROM automation_rules WHERE company_id = ${companyId} AND status = 'active') AS active,
      (SELECT count(*)::int FROM automation_rules WHERE company_id = ${companyId} AND status = 'paused') AS paused,
      (SELECT count(*)::int FROM automation_rules WHERE company_id = ${companyId} AND status = 'draft') AS draft,
      (SELECT count(*)::int FROM automation_runs WHERE company_id = ${companyId} AND ran_at >= ${monthStart.toISOString()}) AS runs,
      (SELECT count(*)::int FROM automation_runs WHERE company_id = ${companyId} AND ran_at >= ${monthStart.toISOString()} AND result = 'fired') AS fired,
      (SELECT count(*)::int FROM notifications WHERE company_id = ${companyId} AND rule_id IS NOT NULL AND created_at >= ${monthStart.toISOString()}) AS notified,
      (SELECT to_char(max(ran_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM automation_runs WHERE company_id = ${companyId}) AS last_run`);
  const r = rows[0];
  return {
    activeRules: Number(r?.active ?? 0),
    pausedRules: Number(r?.paused ?? 0),
    draftRules: Number(r?.draft ?? 0),
    runsThisMonth: Number(r?.runs ?? 0),
    firedThisMonth: Number(r?.fired ?? 0),
    notificationsThisMonth: Number(r?.notified ?? 0),
    lastRun: r?.last_run ?? null,
  };
}

/**
 * Claims up to `limit` active rules due at `now`: each gets a lease (`next_run_at` moved
 * `leaseMinutes` ahead) in the same statement, so however many instances tick at once, a due
 * rule is claimed by one of them; the evaluation then sets its real next time. A claim whose
 * evaluation dies is retried when the lease ends.
 */
export async function claimDueRules(db: Queryable, now: Date, limit: number, leaseMinutes = 10) {
  const { rows } = await db.execute<{ id: string; company_id: string }>(sql`
    UPDATE automation_rules r SET next_run_at = ${new Date(now.getTime() + leaseMinutes * 60_000).toISOString()}
    FROM (
      SELECT id FROM automation_rules
      WHERE status = 'active' AND next_run_at <= ${now.toISOString()}
      ORDER BY next_run_at LIMIT ${limit}
      FOR UPDATE SKIP LOCKED) due
    WHERE r.id = due.id
    RETURNING r.id, r.company_id`);
  return rows.map((r) => ({ id: r.id, companyId: r.company_id }));
}

/**
 * The company's active rules (`ids`: only those), oldest first; `lock`: for the evaluation's
 * transaction, so two evaluations of a company take turns.
 */
export async function activeRules(
  db: Queryable,
  companyId: string,
  ids: readonly string[] | null,
  lock = false,
): Promise<RuleRow[]> {
  const query = db
    .select()
    .from(automationRules)
    .where(
      and(
        eq(automationRules.companyId, companyId),
        eq(automationRules.status, 'active'),
        ids ? sql`${automationRules.id} = ANY(${sql.param([...ids])}::uuid[])` : undefined,
      ),
    )
    .orderBy(asc(automationRules.createdAt), asc(automationRules.id));
  return lock ? query.for('update') : query;
}

export type RunRecord = {
  ruleId: string;
  companyId: string;
  reason: RuleRun['reason'];
  result: RuleRun['result'];
  message: string;
  notifications: number;
  emails: number;
  webhooks: number;
  ranAt: Date;
};

/** Records the runs; their ids in the same order. */
export async function insertRuns(db: Queryable, runs: readonly RunRecord[]): Promise<string[]> {
  if (runs.length === 0) return [];
  const rows = await db
    .insert(automationRuns)
    .values([...runs])
    .returning({ id: automationRuns.id, ruleId: automationRuns.ruleId });
  const byRule = new Map(rows.map((r) => [r.ruleId, r.id]));
  return runs.map((r) => byRule.get(r.ruleId) ?? '');
}

export async function recordDelivery(
  db: Queryable,
  delivery: typeof webhookDeliveries.$inferInsert,
): Promise<void> {
  await db.insert(webhookDeliveries).values(delivery);
}

export async function deliveryAttempts(db: Queryable, runId: string) {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM webhook_deliveries WHERE run_id = ${runId}`,
  );
  return Number(rows[0]?.n ?? 0);
}
