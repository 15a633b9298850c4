import {
  AgentCardSchema,
  AgentHistorySchema,
  AvailableAgentsSchema,
  BenchmarksSchema,
  ChatHistorySchema,
  ChatReplySchema,
  chatAgentFor,
  HealthScoreSchema,
  KpiDefinitionsSchema,
  MultiAgentResponseSchema,
  QuickRecommendationsSchema,
} from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/lib/clock.ts';
import { runScheduledCycle, tickSchedules } from '../../../src/modules/agents/agents-schedule.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 19: the agents' counted metrics, pausing that stops the scheduled analyses, the
// multi-agent analysis and the chat. Today is 27 November 2026 (noon in Mexico City).

const NOW = '2026-11-27T18:00:00Z';
const t = useTestApp({ clock: fixedClock(NOW) });
type Headers = Record<string, string>;
const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const available = async (headers: Headers) =>
  expectBody(await call(headers, 'GET', '/api/agents/available'), 200, AvailableAgentsSchema);
const history = async (headers: Headers, agent?: string) =>
  expectBody(
    await call(headers, 'GET', `/api/agents/history${agent ? `?agent=${agent}` : ''}`),
    200,
    AgentHistorySchema,
  );
const pause = (headers: Headers, agent: string, paused: boolean) =>
  call(headers, 'PUT', `/api/agents/${agent}/status`, { paused });

/** Three months of sales and rent, so every analyst has figures to read. */
async function someMonths(headers: Headers) {
  for (const m of ['08', '09', '10']) {
    for (const [type, amount, category] of [
      ['income', 50_000, 'Ventas'],
      ['expense', 30_000, 'Renta'],
    ] as const) {
      const res = await call(headers, 'POST', '/api/cash-flow/entries', {
        date: `2026-${m}-10`,
        type,
        amount,
        category,
        description: category,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  }
}

describe('GET /api/agents/available and pausing', () => {
  it('a new company: six active agents, nothing counted, the first cycle a week after it was created', async () => {
    const owner = await signedInUser(t);
    const a = await available(owner.headers);
    expect(a.agents.map((x) => [x.id, x.status, x.scheduled])).toEqual([
      ['sofia', 'active', true],
      ['alex', 'active', true],
      ['book', 'active', false],
      ['maya', 'active', true],
      ['reports', 'active', true],
      ['diana', 'active', true],
    ]);
    expect(
      a.agents.every((x) => x.metrics.tasksCompleted === 0 && x.metrics.lastRun === null),
    ).toBe(true);
    expect(a.stats).toEqual({
      analysesThisMonth: 0,
      recommendationsThisMonth: 0,
      alertsThisMonth: 0,
      activeAgents: 6,
      lastAnalysis: null,
    });
    const { rows } = await t.database.db.execute(
      sql`SELECT created_at FROM companies WHERE id = ${owner.companyId}`,
    );
    const created = new Date(String(rows[0]?.created_at)).getTime();
    expect(Date.parse(a.schedule.nextRunAt ?? '')).toBe(created + 7 * 24 * 3600 * 1000);
    expect(a.schedule).toMatchObject({ frequency: 'weekly', cycleDone: 0, cycleTotal: 5 });
  });

  it('a paused agent says so, counts out of the active ones and the cycle; resumed, back', async () => {
    const owner = await signedInUser(t);
    const card = expectBody(await pause(owner.headers, 'maya', true), 200, AgentCardSchema);
    expect(card).toMatchObject({ id: 'maya', status: 'paused' });
    const a = await available(owner.headers);
    expect(a.stats.activeAgents).toBe(5);
    expect(a.schedule.cycleTotal).toBe(4);
    expect(a.agents.find((x) => x.id === 'maya')?.status).toBe('paused');
    // Another company's agents are not paused.
    const other = await signedInUser(t);
    expect((await available(other.headers)).stats.activeAgents).toBe(6);
    expect(expectBody(await pause(owner.headers, 'maya', false), 200, AgentCardSchema).status).toBe(
      'active',
    );
    expect((await available(owner.headers)).stats.activeAgents).toBe(6);
  });

  it('refuses an unknown agent or a bad body in Spanish', async () => {
    const owner = await signedInUser(t);
    expectDetail(await pause(owner.headers, 'merlin', true), 400, /Ese agente no existe/);
    expectDetail(
      await call(owner.headers, 'PUT', '/api/agents/maya/status', { paused: 'sí' }),
      400,
      /Indica si el agente queda en pausa/,
    );
    expectDetail(await call(owner.headers, 'GET', '/api/agents/history?agent=merlin'), 400, /.+/);
  });
});

describe('POST /api/agents/multi-agent-analysis', () => {
  it('runs every active analyst once, merges the five first recommendations by priority, and counts them', async () => {
    const owner = await signedInUser(t);
    await someMonths(owner.headers);
    await pause(owner.headers, 'alex', true);
    const r = expectBody(
      await call(owner.headers, 'POST', '/api/agents/multi-agent-analysis', {}),
      200,
      MultiAgentResponseSchema,
    );
    const a = r.analysis;
    // The analysts in the cards' order, Alex paused and the book assistant not an analyst.
    expect(a.agents.map((x) => x.id)).toEqual(['sofia', 'maya', 'reports', 'diana']);
    expect(a.skipped).toEqual(['Alex']);
    expect(a.agents.every((x) => x.summary.length > 0 && x.analysis_id.length > 0)).toBe(true);
    expect(a.top_recommendations.length).toBeLessThanOrEqual(5);
    expect(a.top_recommendations.length).toBeGreaterThan(0);
    const order = { high: 0, medium: 1, low: 2 };
    const ranks = a.top_recommendations.map((x) => order[x.priority]);
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    expect(a.top_recommendations.every((x) => x.citations.length > 0)).toBe(true);
    // The figures' months are September and October (the company began on 10 August, after
    // August's first week): a 40 % net margin → 25 of 25, the only part without products: 100.
    expect(a.health_score).toBe(100);

    // Stored: four analyses this month, one each, and their recommendations counted.
    const after = await available(owner.headers);
    expect(after.stats.analysesThisMonth).toBe(4);
    const total = a.agents.reduce((s, x) => s + x.recommendation_count, 0);
    expect(after.stats.recommendationsThisMonth).toBe(total);
    expect(after.agents.find((x) => x.id === 'maya')?.metrics.tasksCompleted).toBe(1);
    expect(after.agents.find((x) => x.id === 'alex')?.metrics.tasksCompleted).toBe(0);
    expect(after.stats.lastAnalysis).not.toBeNull();
    const h = await history(owner.headers);
    expect(h.analyses.map((x) => x.agent).sort()).toEqual(['diana', 'maya', 'reports', 'sofia']);
    expect(h.analyses.every((x) => x.trigger === 'asked')).toBe(true);
    expect((await history(owner.headers, 'maya')).analyses).toHaveLength(1);
    // The spec's fallback address answers the same way; another company sees none of it.
    const fallback = await call(owner.headers, 'POST', '/api/ai/analyze/business-health', {
      financial_metrics: {},
    });
    expect(fallback.statusCode, fallback.body).toBe(200);
    const other = await signedInUser(t);
    expect((await history(other.headers)).analyses).toEqual([]);
    expect((await available(other.headers)).stats.analysesThisMonth).toBe(0);
  });
});

describe('the scheduled analyses', () => {
  it('a due cycle runs the active analysts only: a paused agent does not run', async () => {
    const owner = await signedInUser(t);
    await someMonths(owner.headers);
    await pause(owner.headers, 'maya', true);
    const sent: { name: string; data: object }[] = [];
    const jobs = { send: async (name: string, data: object) => void sent.push({ name, data }) };
    // Not due yet today; due eight days later.
    const clock = fixedClock(NOW);
    expect(await tickSchedules({ db: t.database.db, jobs: jobs as never, clock })).not.toContain(
      owner.companyId,
    );
    // The first cycle is due a week after the company was created, which is now (the
    // database's clock): eight days on from the later of NOW and now.
    const DAY = 86_400_000;
    const laterAt = Math.max(Date.parse(NOW), Date.now()) + 8 * DAY;
    const later = fixedClock(new Date(laterAt).toISOString());
    const due = await tickSchedules({ db: t.database.db, jobs: jobs as never, clock: later });
    expect(due).toContain(owner.companyId);
    expect(sent).toContainEqual({ name: 'agents.run', data: { companyId: owner.companyId } });
    // Claimed: the next tick does not claim it again; the next cycle is a week later.
    expect(
      await tickSchedules({ db: t.database.db, jobs: jobs as never, clock: later }),
    ).not.toContain(owner.companyId);
    expect(Date.parse((await available(owner.headers)).schedule.nextRunAt ?? '')).toBe(
      laterAt + 7 * DAY,
    );

    await runScheduledCycle(
      { db: t.database.db, llm: null, clock: later, log: t.app.log },
      owner.companyId,
    );
    const h = await history(owner.headers);
    expect(h.analyses.map((x) => x.agent).sort()).toEqual(['alex', 'diana', 'reports', 'sofia']);
    expect(h.analyses.every((x) => x.trigger === 'scheduled')).toBe(true);
    const a = await available(owner.headers);
    expect(a.schedule).toMatchObject({ cycleDone: 4, cycleTotal: 4 });
    expect(a.agents.every((x) => x.status !== 'processing')).toBe(true);
  });
});

describe('the agents chat', () => {
  it('routes each question to the agent it concerns', () => {
    expect(chatAgentFor('¿Cómo está mi FLUJO de caja?')).toBe('maya');
    expect(chatAgentFor('¿Subo mis precios?')).toBe('carlos');
    expect(chatAgentFor('¿Qué márgenes tengo?')).toBe('carlos');
    expect(chatAgentFor('¿Es mucha deuda?')).toBe('alex');
    expect(chatAgentFor('Quiero crecer este año')).toBe('sofia');
    expect(chatAgentFor('Hazme un informe')).toBe('reports');
    expect(chatAgentFor('¿Cómo van mis indicadores?')).toBe('diana');
    expect(chatAgentFor('¿Qué es el punto de equilibrio?')).toBe('book');
  });

  it("answers with the company's figures and citations, and keeps the conversation per user", async () => {
    const owner = await signedInUser(t);
    await someMonths(owner.headers);
    const company = await call(owner.headers, 'PUT', '/api/company', { cashBalance: 90_000 });
    expect(company.statusCode, company.body).toBe(200);
    const ask = async (message: string) =>
      expectBody(
        await call(owner.headers, 'POST', '/api/agents/chat', { message }),
        200,
        ChatReplySchema,
      );
    const cash = await ask('¿cómo está mi flujo de caja?');
    expect(cash.question).toMatchObject({ role: 'user', content: '¿cómo está mi flujo de caja?' });
    expect(cash.reply).toMatchObject({ role: 'agent', agent: 'maya', agentName: 'Maya' });
    // Maya reads today's cash, 90,000, against the figures' month: September and October (the
    // company began on 10 August, after August's first week), 30,000 of rent a month: 3 months.
    expect(cash.reply.content).toContain('Tienes $90,000 en caja');
    expect(cash.reply.content).toContain('cubre 3.0 meses de costos');
    expect(cash.reply.citations[0]?.chapter).toBe(3);
    const book = await ask('¿Qué es el punto de equilibrio?');
    expect(book.reply.agent).toBe('book');
    expect(book.reply.citations.length).toBeGreaterThan(0);

    const conversation = expectBody(
      await call(owner.headers, 'GET', '/api/agents/chat'),
      200,
      ChatHistorySchema,
    );
    expect(conversation.messages.map((m) => [m.role, m.agent])).toEqual([
      ['user', null],
      ['agent', 'maya'],
      ['user', null],
      ['agent', 'book'],
    ]);
    // The book assistant's answers count as its tasks.
    expect(
      (await available(owner.headers)).agents.find((a) => a.id === 'book')?.metrics.tasksCompleted,
    ).toBe(1);
    expectDetail(
      await call(owner.headers, 'POST', '/api/agents/chat', { message: '   ' }),
      400,
      /Escribe un mensaje/,
    );
    const other = await signedInUser(t);
    const theirs = expectBody(
      await call(other.headers, 'GET', '/api/agents/chat'),
      200,
      ChatHistorySchema,
    );
    expect(theirs.messages).toEqual([]);
  });
});

describe("the AI service's other calls", () => {
  it('health score, quick recommendations, benchmarks and definitions from the company and the book', async () => {
    const owner = await signedInUser(t);
    // Nothing recorded: nothing to score, and the first thing is to record it.
    const health = expectBody(
      await call(owner.headers, 'GET', '/api/ai/health-score?revenue=1000&coca=2.5'),
      200,
      HealthScoreSchema,
    );
    expect(health).toMatchObject({
      score: null,
      label: 'Sin datos suficientes: registra tus movimientos o tus productos',
    });
    expectDetail(
      await call(owner.headers, 'GET', '/api/ai/health-score?revenue=mucho'),
      400,
      /revenue debe ser un número/,
    );
    const quick = expectBody(
      await call(owner.headers, 'POST', '/api/ai/recommendations/quick', {}),
      200,
      QuickRecommendationsSchema,
    );
    expect(quick.recommendations[0]).toMatchObject({
      title: 'Registra tus productos y costos',
      priority: 'high',
    });
    expect(quick.recommendations[0]?.citations[0]?.chapter).toBe(1);

    const bench = expectBody(
      await call(owner.headers, 'GET', '/api/ai/benchmarks/retail'),
      200,
      BenchmarksSchema,
    );
    expect(bench.general).toBe(true);
    expect(bench.benchmarks.map((b) => [b.id, b.value, b.unit])).toEqual([
      ['gross-margin', 45, '%'],
      ['operating-margin', 25, '%'],
      ['net-margin', 15, '%'],
      ['ltv-coca', 3, 'x'],
    ]);
    expectDetail(
      await call(owner.headers, 'GET', '/api/ai/benchmarks/astronautica'),
      400,
      /Ese giro no existe/,
    );
    const defs = expectBody(
      await call(owner.headers, 'GET', '/api/ai/kpis/definitions'),
      200,
      KpiDefinitionsSchema,
    );
    expect(defs.definitions.find((d) => d.id === 'rentabilidad-benchmark-industria')).toMatchObject(
      {
        term: 'Benchmark de la industria',
        chapter: 10,
      },
    );
  });
});
