import {
  type AdvisorRecommendation,
  AGENT_IDS,
  type AgentCard,
  type AgentHistory,
  type AgentId,
  type AnalysisCitation,
  type AvailableAgents,
  CHAT_AGENT_NAMES,
  type ChatAgentId,
  type ChatMessage,
  type ChatReply,
  chatAgentFor,
  type MultiAgentResponse,
} from '@caudal/contracts';
import { monthKey, type ReportPeriodDays } from '@caudal/finance';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import type { AuthContext, CompanyAt } from '../../lib/request-auth.ts';
import {
  type AdvisorAnswer,
  answerAsAdvisor,
  composeAlex,
  composeCarlos,
  composeDiana,
  composeMaya,
  composeReportGenerator,
  composeSofiaGrowth,
} from '../advisors/index.ts';
import { askBook } from '../book/index.ts';
import { recommendationsShownTo } from '../settings/index.ts';
import {
  analysesHistory,
  type ChatRow,
  chatHistory,
  insertChatMessages,
  pausedAgents,
  readAgentsFacts,
  setPaused,
} from './agents.repository.ts';
import { AGENT_CARDS, agentName } from './agents-catalogue.ts';
import { healthScoreOf } from './ai-service.ts';

type Deps = Pick<ModuleDeps, 'db' | 'llm' | 'clock'>;
type Auth = Pick<AuthContext, 'userId' | 'companyId'> & CompanyAt;
type Trigger = 'asked' | 'scheduled';

/** The agents whose analyses the schedule and the multi-agent analysis run. */
export const ANALYSTS = AGENT_IDS.filter((id) => AGENT_CARDS[id].scheduled) as Exclude<
  AgentId,
  'book'
>[];
type Analyst = (typeof ANALYSTS)[number];

/** Diana reads the reports screen's default period. */
const DIANA_DAYS: ReportPeriodDays = 30;

/** One analyst's analysis through the advisors' engine (stored, with its citations). */
export function runAnalyst(
  deps: Deps,
  auth: Auth,
  agent: Analyst,
  log: FastifyBaseLogger,
  trigger: Trigger,
): Promise<AdvisorAnswer<unknown>> {
  const today = deps.clock.today();
  const { db } = deps;
  const options = { trigger };
  switch (agent) {
    case 'maya':
      return answerAsAdvisor(deps, auth, 'maya', () => composeMaya(db, auth, today), log, options);
    case 'alex':
      return answerAsAdvisor(deps, auth, 'alex', () => composeAlex(db, auth, today), log, options);
    case 'diana':
      return answerAsAdvisor(
        deps,
        auth,
        'diana',
        () => composeDiana(db, auth, DIANA_DAYS, today),
        log,
        options,
      );
    case 'reports':
      return answerAsAdvisor(
        deps,
        auth,
        'reports',
        () => composeReportGenerator(db, auth, today),
        log,
        options,
      );
    case 'sofia':
      return answerAsAdvisor(
        deps,
        auth,
        'sofia',
        () => composeSofiaGrowth(db, auth, today, {}),
        log,
        { ...options, step: 'growth-strategy' },
      );
  }
}

const monthStartOf = (today: string) => `${monthKey(today)}-01`;

/** GET /api/agents/available: the six cards, the header's counts and the schedule. */
export async function availableAgents(db: Queryable, companyId: string, today: string) {
  const facts = await readAgentsFacts(db, companyId, monthStartOf(today));
  const paused = new Set(facts.paused);
  const ran = new Set(facts.ranThisCycle);
  const running = facts.schedule.runningSince !== null;
  const agents: AgentCard[] = AGENT_IDS.map((id) => {
    const card = AGENT_CARDS[id];
    const counts = facts.byAgent[id];
    const status = paused.has(id)
      ? 'paused'
      : running && card.scheduled && !ran.has(id)
        ? 'processing'
        : 'active';
    return {
      id,
      name: agentName(id),
      role: card.role,
      description: card.description,
      status,
      tasks: card.tasks,
      metrics: {
        tasksCompleted: counts?.tasks ?? 0,
        recommendations: counts?.recommendations ?? 0,
        lastRun: counts?.lastRun ?? null,
      },
      scheduled: card.scheduled,
      route: card.route,
    };
  });
  const inCycle = ANALYSTS.filter((id) => !paused.has(id));
  const result: AvailableAgents = {
    agents,
    stats: {
      analysesThisMonth: facts.month.analyses,
      recommendationsThisMonth: facts.month.recommendations,
      alertsThisMonth: facts.month.alerts,
      activeAgents: agents.filter((a) => a.status !== 'paused').length,
      lastAnalysis: facts.month.last,
    },
    schedule: {
      frequency: facts.schedule.frequency,
      nextRunAt: facts.schedule.nextRunAt,
      cycleDone: inCycle.filter((id) => ran.has(id)).length,
      cycleTotal: inCycle.length,
    },
  };
  return result;
}

export async function updateAgentStatus(
  db: Queryable,
  companyId: string,
  agentId: AgentId,
  paused: boolean,
  today: string,
): Promise<AgentCard> {
  await setPaused(db, companyId, agentId, paused);
  const { agents } = await availableAgents(db, companyId, today);
  return agents.find((a) => a.id === agentId) as AgentCard;
}

export async function agentHistory(
  db: Queryable,
  companyId: string,
  agent: AgentId | undefined,
): Promise<AgentHistory> {
  const rows = await analysesHistory(db, companyId, agent);
  return {
    analyses: rows.flatMap((r) =>
      (AGENT_IDS as readonly string[]).includes(r.agent)
        ? [{ ...r, agent: r.agent as AgentId, agentName: agentName(r.agent as AgentId) }]
        : [],
    ),
  };
}

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;
const citationKey = (c: AnalysisCitation) => `${c.chapter}#${c.anchor}`;

/**
 * POST /api/agents/multi-agent-analysis: every active analyst at once on the company's data
 * (each analysis stored and counted), merged: the typical month's health score, the most
 * important recommendations (by priority, then in the cards' order; 3, 5 or 10 by the person's
 * analysis depth, settings), each agent's summary.
 */
export async function multiAgentAnalysis(
  deps: Deps,
  auth: Auth,
  log: FastifyBaseLogger,
): Promise<MultiAgentResponse> {
  const started = performance.now();
  const paused = await pausedAgents(deps.db, auth.companyId);
  const active = ANALYSTS.filter((id) => !paused.has(id));
  const [shown, health, ...answers] = await Promise.all([
    recommendationsShownTo(deps.db, auth.userId),
    healthScoreOf(deps.db, auth, deps.clock.today()),
    ...active.map((id) => runAnalyst(deps, auth, id, log, 'asked')),
  ]);
  const recs = active.flatMap((id, i) =>
    (answers[i]?.analysis.recommendations ?? []).map((r, order) => ({
      ...r,
      agent: id,
      rank: PRIORITY_ORDER[r.priority] * 1000 + i * 100 + order,
    })),
  );
  const top = recs
    .sort((a, b) => a.rank - b.rank)
    .slice(0, shown)
    .map(({ rank: _, ...r }): AdvisorRecommendation & { agent: AgentId } => r);
  const citations = [
    ...new Map(top.flatMap((r) => r.citations).map((c) => [citationKey(c), c])).values(),
  ];
  return {
    success: true,
    analysis: {
      health_score: health.score,
      health_label: health.label,
      top_recommendations: top,
      agents: active.map((id, i) => {
        const a = answers[i]?.analysis;
        return {
          id,
          name: agentName(id),
          summary: a?.ai_analysis ?? '',
          recommendation_count: a?.recommendations.length ?? 0,
          mode: a?.mode ?? 'extractive',
          analysis_id: a?.analysis_id ?? '',
        };
      }),
      skipped: ANALYSTS.filter((id) => paused.has(id)).map(agentName),
      citations,
      duration_ms: Math.round(performance.now() - started),
    },
    timestamp: deps.clock.now().toISOString(),
  };
}

const messageView = (row: ChatRow): ChatMessage => ({
  id: row.id,
  role: row.role === 'agent' ? 'agent' : 'user',
  agent: (row.agent as ChatAgentId | null) ?? null,
  agentName: row.agent ? CHAT_AGENT_NAMES[row.agent as ChatAgentId] : null,
  content: row.content,
  citations: row.citations as AnalysisCitation[],
  createdAt: row.createdAt.toISOString(),
});

export async function chatMessages(db: Queryable, userId: string) {
  return { messages: (await chatHistory(db, userId)).map(messageView) };
}

/** At most this many passages listed under 'Basado en:' in a chat reply. */
const CHAT_CITATIONS = 3;

/**
 * POST /api/agents/chat: the question goes to the agent it concerns (`chatAgentFor`); an
 * advisor answers with its analysis of the company's figures (its narrative and first
 * recommendation), anything else the book assistant (contracts' `chatAgentFor`). Both messages are kept for the user.
 */
export async function chat(
  deps: Deps,
  auth: Auth,
  message: string,
  log: FastifyBaseLogger,
): Promise<ChatReply> {
  const agent = chatAgentFor(message);
  let content: string;
  let citations: AnalysisCitation[];
  if (agent === 'book') {
    const answer = await askBook(deps, auth, { question: message }, log);
    content = answer.answer;
    citations = answer.citations;
  } else {
    const answer =
      agent === 'carlos'
        ? await answerAsAdvisor(
            deps,
            auth,
            'carlos',
            () => composeCarlos(deps.db, auth.companyId, deps.clock.today(), null),
            log,
          )
        : await runAnalyst(deps, auth, agent, log, 'asked');
    const first = answer.analysis.recommendations[0];
    content = first
      ? `${answer.analysis.ai_analysis}\n\nLo primero: ${first.title}. ${first.description}`
      : answer.analysis.ai_analysis;
    citations = answer.analysis.citations;
  }
  const [question, reply] = await insertChatMessages(deps.db, [
    {
      userId: auth.userId,
      companyId: auth.companyId,
      role: 'user',
      agent: null,
      content: message,
      citations: [],
    },
    {
      userId: auth.userId,
      companyId: auth.companyId,
      role: 'agent',
      agent,
      content,
      citations: citations.slice(0, CHAT_CITATIONS),
    },
  ]);
  if (!question || !reply) throw new Error('chat messages not stored');
  return { question: messageView(question), reply: messageView(reply) };
}
