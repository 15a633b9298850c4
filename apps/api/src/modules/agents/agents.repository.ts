import type { AgentId, AnalysisCitation, AnalysisFrequency, ChatAgentId } from '@caudal/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import { agentChatMessages, agentSchedules, agentSettings } from '../../db/schema/index.ts';
import { FREQUENCY_INTERVALS } from '../settings/index.ts';

/** One agent's counts from the stored analyses (all time). */
export type AgentCounts = { tasks: number; recommendations: number; lastRun: string | null };

export type AgentsFacts = {
  byAgent: Partial<Record<string, AgentCounts>>;
  month: { analyses: number; recommendations: number; alerts: number; last: string | null };
  paused: string[];
  schedule: {
    frequency: AnalysisFrequency;
    /** Null when the company's frequency is manual. */
    nextRunAt: string | null;
    cycleStartedAt: string | null;
    runningSince: string | null;
  };
  /** Agents with an analysis since the current cycle started. */
  ranThisCycle: string[];
};

const at = (v: unknown) =>
  v === null || v === undefined ? null : new Date(String(v)).toISOString();

/**
 * What the agents screen counts, one statement: each agent's analyses, recommendations and last
 * run (the book assistant's from its chat answers), this month's totals and alerts (from
 * `monthStart`, Mexico City), the paused agents, and the schedule at the company's frequency
 * (`company_settings`; no schedule row: the first cycle is due a week after the company was
 * created; manual: none).
 */
export async function readAgentsFacts(
  db: Queryable,
  companyId: string,
  monthStart: string,
): Promise<AgentsFacts> {
  const since = sql`(${monthStart}::date)::timestamp AT TIME ZONE 'America/Mexico_City'`;
  const schedule = sql`(
    SELECT json_build_object('frequency', coalesce(cs.analysis_frequency, 'weekly'),
      'nextRunAt', CASE WHEN cs.analysis_frequency IS DISTINCT FROM 'manual'
        THEN coalesce(s.next_run_at, c.created_at + interval '7 days') END,
      'cycleStartedAt', s.cycle_started_at,
      -- A run that never finished (its process died) stops showing after an hour.
      'runningSince', CASE WHEN s.running_since > now() - interval '1 hour'
        THEN s.running_since END)
    FROM companies c LEFT JOIN agent_schedules s ON s.company_id = c.id
      LEFT JOIN company_settings cs ON cs.company_id = c.id
    WHERE c.id = ${companyId})`;
  const parts = await readParts(db, {
    byAgent: {
      expr: sql`
        SELECT coalesce(json_object_agg(agent, json_build_object('tasks', n, 'recommendations', r,
          'lastRun', last)), '{}')
        FROM (
          SELECT agent, count(*) AS n, sum(recommendation_count) AS r, max(created_at) AS last
          FROM advisor_analyses WHERE company_id = ${companyId} GROUP BY agent
          UNION ALL
          SELECT 'book', count(*), 0, max(created_at) FROM agent_chat_messages
          WHERE company_id = ${companyId} AND role = 'agent' AND agent = 'book'
        ) a`,
      read: (v) => {
        const raw = (v ?? {}) as Record<
          string,
          { tasks: unknown; recommendations: unknown; lastRun: unknown }
        >;
        return Object.fromEntries(
          Object.entries(raw).map(([k, c]) => [
            k,
            {
              tasks: Number(c.tasks),
              recommendations: Number(c.recommendations ?? 0),
              lastRun: at(c.lastRun),
            },
          ]),
        );
      },
    },
    month: {
      expr: sql`
        SELECT json_build_object(
          'analyses', (SELECT count(*) FROM advisor_analyses
            WHERE company_id = ${companyId} AND created_at >= ${since}),
          'recommendations', (SELECT coalesce(sum(recommendation_count), 0) FROM advisor_analyses
            WHERE company_id = ${companyId} AND created_at >= ${since}),
          'alerts', (SELECT count(*) FROM notifications
            WHERE company_id = ${companyId} AND created_at >= ${since}),
          'last', (SELECT max(created_at) FROM advisor_analyses WHERE company_id = ${companyId}))`,
      read: (v) => {
        const m = v as Record<string, unknown>;
        return {
          analyses: Number(m.analyses),
          recommendations: Number(m.recommendations),
          alerts: Number(m.alerts),
          last: at(m.last),
        };
      },
    },
    paused: {
      expr: sql`SELECT coalesce(json_agg(agent_id), '[]') FROM agent_settings
        WHERE company_id = ${companyId} AND paused`,
      read: (v) => (v ?? []) as string[],
    },
    schedule: {
      expr: schedule,
      read: (v) => {
        const s = v as Record<string, unknown>;
        return {
          frequency: s.frequency as AnalysisFrequency,
          nextRunAt: at(s.nextRunAt),
          cycleStartedAt: at(s.cycleStartedAt),
          runningSince: at(s.runningSince),
        };
      },
    },
    ranThisCycle: {
      expr: sql`
        SELECT coalesce(json_agg(DISTINCT agent), '[]') FROM advisor_analyses a, agent_schedules s
        WHERE a.company_id = ${companyId} AND s.company_id = ${companyId}
          AND s.cycle_started_at IS NOT NULL AND a.created_at >= s.cycle_started_at`,
      read: (v) => (v ?? []) as string[],
    },
  });
  return parts;
}

export async function setPaused(
  db: Queryable,
  companyId: string,
  agentId: AgentId,
  paused: boolean,
) {
  await db
    .insert(agentSettings)
    .values({ companyId, agentId, paused })
    .onConflictDoUpdate({
      target: [agentSettings.companyId, agentSettings.agentId],
      set: { paused, updatedAt: sql`now()` },
    });
}

export async function pausedAgents(db: Queryable, companyId: string): Promise<Set<string>> {
  const rows = await db
    .select({ agentId: agentSettings.agentId })
    .from(agentSettings)
    .where(and(eq(agentSettings.companyId, companyId), eq(agentSettings.paused, true)));
  return new Set(rows.map((r) => r.agentId));
}

/** The company's stored analyses, newest first (at most 50), of one agent or all. */
export async function analysesHistory(
  db: Queryable,
  companyId: string,
  agent: AgentId | undefined,
) {
  const { rows } = await db.execute(sql`
    SELECT id, agent, created_at, result->>'ai_analysis' AS summary, recommendation_count, trigger
    FROM advisor_analyses
    WHERE company_id = ${companyId} ${agent ? sql`AND agent = ${agent}` : sql``}
    ORDER BY created_at DESC, id DESC LIMIT 50`);
  return rows.map((r) => ({
    id: String(r.id),
    agent: String(r.agent),
    createdAt: at(r.created_at) as string,
    summary: String(r.summary ?? ''),
    recommendations: Number(r.recommendation_count),
    trigger: r.trigger === 'scheduled' ? ('scheduled' as const) : ('asked' as const),
  }));
}

// --- The chat ---------------------------------------------------------------------------------

export type ChatRow = typeof agentChatMessages.$inferSelect;

export async function insertChatMessages(
  db: Queryable,
  rows: {
    userId: string;
    companyId: string;
    role: 'user' | 'agent';
    agent: ChatAgentId | null;
    content: string;
    citations: AnalysisCitation[];
  }[],
): Promise<ChatRow[]> {
  // The question a millisecond before its reply, so the conversation keeps its order.
  const now = Date.now();
  return db
    .insert(agentChatMessages)
    .values(rows.map((r, i) => ({ ...r, createdAt: new Date(now + i) })))
    .returning();
}

/** The user's last 100 messages, oldest first. */
export async function chatHistory(db: Queryable, userId: string): Promise<ChatRow[]> {
  const rows = await db
    .select()
    .from(agentChatMessages)
    .where(eq(agentChatMessages.userId, userId))
    .orderBy(desc(agentChatMessages.createdAt), desc(agentChatMessages.id))
    .limit(100);
  return rows.reverse();
}

// --- The schedule -----------------------------------------------------------------------------

const intervalOf = (frequency: SQL) =>
  sql`CASE ${frequency} ${sql.join(
    Object.entries(FREQUENCY_INTERVALS).map(
      ([f, i]) => sql`WHEN ${f} THEN interval '${sql.raw(i)}'`,
    ),
    sql` `,
  )} END`;

/**
 * Claims the companies whose scheduled cycle is due at `now`, one statement: a company with
 * recorded entries whose next run (no row: a week after it was created) has come gets its next
 * one a period of its frequency later (`company_settings`; manual: never claimed) and a cycle
 * started now. Another instance's tick claims none of them again.
 */
export async function claimDueCycles(db: Queryable, now: Date, limit: number): Promise<string[]> {
  const stamp = now.toISOString();
  const { rows } = await db.execute(sql`
    INSERT INTO agent_schedules (company_id, next_run_at, cycle_started_at, running_since)
    SELECT c.id,
      ${stamp}::timestamptz + ${intervalOf(sql`coalesce(cs.analysis_frequency, 'weekly')`)},
      ${stamp}::timestamptz, ${stamp}::timestamptz
    FROM companies c LEFT JOIN agent_schedules s ON s.company_id = c.id
      LEFT JOIN company_settings cs ON cs.company_id = c.id
    WHERE coalesce(s.next_run_at, c.created_at + interval '7 days') <= ${stamp}::timestamptz
      AND cs.analysis_frequency IS DISTINCT FROM 'manual'
      AND EXISTS (SELECT 1 FROM cash_flow_daily d WHERE d.company_id = c.id)
    ORDER BY coalesce(s.next_run_at, c.created_at + interval '7 days')
    LIMIT ${limit}
    ON CONFLICT (company_id) DO UPDATE SET next_run_at = excluded.next_run_at,
      cycle_started_at = excluded.cycle_started_at, running_since = excluded.running_since
    RETURNING company_id`);
  return rows.map((r) => String(r.company_id));
}

export async function finishCycle(db: Queryable, companyId: string) {
  await db
    .update(agentSchedules)
    .set({ runningSince: null })
    .where(eq(agentSchedules.companyId, companyId));
}
