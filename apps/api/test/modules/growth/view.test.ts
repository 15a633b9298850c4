import {
  BusinessSettingsSchema,
  GrowthActionPlanSchema,
  GrowthScenarioCardSchema,
  GrowthViewSchema,
  LearningPathSchema,
  SimulationResultSchema,
  SofiaGrowthLatestSchema,
  SofiaGrowthResponseSchema,
} from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 18: the growth screen's view from the company's own months, and what the owner keeps
// for it (settings, KPI targets, scenario cards, action plan), and Sofía's growth strategy.
// Today is 27 November 2026 (noon in Mexico City).

const t = useTestApp({ clock: fixedClock('2026-11-27T18:00:00Z') });
type Headers = Record<string, string>;
const call = (
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const view = async (headers: Headers) =>
  expectBody(await call(headers, 'GET', '/api/growth/view'), 200, GrowthViewSchema);

async function entry(headers: Headers, date: string, type: 'income' | 'expense', amount: number) {
  const res = await call(headers, 'POST', '/api/cash-flow/entries', {
    date,
    type,
    amount,
    category: type === 'income' ? 'Ventas' : 'Renta',
    description: type === 'income' ? 'Ventas del mes' : 'Renta del local',
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** May–Jul 2026: 20,000 in, 16,000 out; Aug–Sep 30,000 in; Oct 36,000 in; Aug–Oct 24,000 out. */
async function sixMonths(headers: Headers) {
  for (const m of ['05', '06', '07']) {
    await entry(headers, `2026-${m}-10`, 'income', 20_000);
    await entry(headers, `2026-${m}-12`, 'expense', 16_000);
  }
  for (const [m, income] of [
    ['08', 30_000],
    ['09', 30_000],
    ['10', 36_000],
  ] as const) {
    await entry(headers, `2026-${m}-10`, 'income', income);
    await entry(headers, `2026-${m}-12`, 'expense', 24_000);
  }
}

const SETTINGS = {
  industry: 'food_beverage',
  businessStage: 'growth',
  monthlyRevenue: 50_000,
  employeeCount: 4,
  monthsOperating: 30,
  targetGrowthRate: 36,
  riskTolerance: 'low',
};

describe('GET /api/growth/view', () => {
  it('a company without sales: 115,000 estimated, the next six months, all history estimated', async () => {
    const owner = await signedInUser(t);
    const v = await view(owner.headers);
    expect(v.base).toEqual({ revenue: 115_000, source: 'estimated' });
    // December 2026 to May 2027 on the one projection rule, 8 % a year by default (the settings
    // are not saved): 115,000 × (1 + 0.08/12) = 115,766.67 realistic, × 0.9 and × 1.15 around.
    expect(v.projection.map((p) => p.month)).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
    ]);
    expect(v.projectionRule).toMatchObject({ annualGrowthPercent: 8, source: 'default' });
    expect(v.projection[0]).toMatchObject({
      conservative: 104_190,
      realistic: 115_766.67,
      aggressive: 133_131.67,
    });
    // The 24 complete months before November 2026, every one estimated, ending at the base.
    expect(v.history).toHaveLength(24);
    expect(v.history[0]?.month).toBe('2024-11');
    expect(v.history.at(-1)).toMatchObject({
      month: '2026-10',
      revenue: 115_000,
      expenses: 74_750, // 65 %
      estimated: true,
    });
    expect(v.history.every((h) => h.estimated)).toBe(true);
    expect(v.kpis.find((k) => k.key === 'revenue')).toMatchObject({
      current: null,
      target: null,
      note: 'Aún no hay un mes de ventas registrado.',
    });
    expect(v.notes.join(' ')).toMatch(/parte de \$115,000 al mes, una estimación/);
    // No customer records: no customers invented, and one note on where to record them.
    expect(v.kpis.find((k) => k.key === 'customers')).toMatchObject({
      current: null,
      note: 'Aún no registras tus clientes: hazlo en Economía unitaria › Tus clientes por mes.',
    });
    expect(v.notes).toContain(
      'Clientes activos y costo de adquisición necesitan tus clientes: regístralos en Economía unitaria › Tus clientes por mes.',
    );
    // Settings prefilled: not saved, the §3 defaults; annual 25 % → 2.0833 % a month.
    expect(v.settings).toMatchObject({
      saved: false,
      targetGrowthRate: 25,
      riskTolerance: 'medium',
    });
    expect(v.defaultMonthlyGrowth).toBeCloseTo(25 / 12, 10);
    expect(v.scenarios.map((s) => [s.id, s.investment, s.roi, s.edited])).toEqual([
      ['conservative', 50_000, 260, false],
      ['realistic', 120_000, (230_000 / 120_000) * 100, false],
      ['aggressive', 250_000, 140, false],
    ]);
    expect(v.actionPlan.startedOn).toBeNull();
    expect(v.actionPlan.tasks.map((task) => [task.priority, task.deadlineLabel, task.due])).toEqual(
      [
        ['high', 'En 2 semanas', null],
        ['high', 'En 1 mes', null],
        ['medium', 'En 3 meses', null],
        ['medium', 'En 2 meses', null],
        ['low', 'En 6 meses', null],
      ],
    );
  });

  it("reads the company's months: typical month, margin, growth, real history after the first month", async () => {
    const owner = await signedInUser(t);
    await sixMonths(owner.headers);
    const v = await view(owner.headers);
    // Aug–Oct average: (30,000 + 30,000 + 36,000) / 3 = 32,000.
    expect(v.base).toEqual({ revenue: 32_000, source: 'entries' });
    const card = (key: string) => v.kpis.find((k) => k.key === key);
    // Against May–Jul's 20,000: +60 %; suggested target 1.5 × 32,000 = 48,000 (66.67 %).
    expect(card('revenue')).toMatchObject({
      current: 32_000,
      target: 48_000,
      targetSource: 'suggested',
      growth: 60,
      trend: 'up',
    });
    expect(card('revenue')?.progress).toBeCloseTo(200 / 3, 10);
    // Margin (32,000 − 24,000) / 32,000 = 25 % against (20,000 − 16,000) / 20,000 = 20 %:
    // 5 points up, good news.
    expect(card('margin')).toMatchObject({
      current: 25,
      growth: 5,
      growthIn: 'points',
      trend: 'up',
      changeTone: 'good',
    });
    expect(card('margin')?.target).toBeCloseTo(30, 10);
    // No products and no customer records: no customers, no acquisition cost.
    expect(card('customers')?.current).toBeNull();
    expect(card('acquisitionCost')?.current).toBeNull();
    // Real from May 2026 (the first recorded month); the 18 months before are the estimate.
    expect(v.history.filter((h) => h.estimated)).toHaveLength(18);
    expect(v.history.at(-7)).toMatchObject({ month: '2026-04', revenue: 32_000, estimated: true });
    expect(v.history.slice(-6).map((h) => [h.month, h.revenue, h.expenses, h.estimated])).toEqual([
      ['2026-05', 20_000, 16_000, false],
      ['2026-06', 20_000, 16_000, false],
      ['2026-07', 20_000, 16_000, false],
      ['2026-08', 30_000, 24_000, false],
      ['2026-09', 30_000, 24_000, false],
      ['2026-10', 36_000, 24_000, false],
    ]);
    // 32,000 × (1 + 0.08/12) = 32,213.33 realistic in December: the cash-flow page's and
    // planning's December too.
    expect(v.projection[0]?.realistic).toBe(32_213.33);
    // The prefilled settings take the typical month's revenue and the months since May.
    expect(v.settings).toMatchObject({ monthlyRevenue: 32_000, monthsOperating: 6 });

    // The owner's own revenue target: 40,000 → 80 %; null goes back to the suggested one.
    const targets = { revenue: 40_000, customers: null, margin: 28, acquisitionCost: null };
    const put = await call(owner.headers, 'PUT', '/api/growth/kpi-targets', targets);
    expect(put.statusCode, put.body).toBe(204);
    const own = await view(owner.headers);
    expect(own.kpis.find((k) => k.key === 'revenue')).toMatchObject({
      target: 40_000,
      targetSource: 'owner',
      progress: 80,
    });
    expect(own.kpis.find((k) => k.key === 'margin')).toMatchObject({ target: 28 });
    await call(owner.headers, 'PUT', '/api/growth/kpi-targets', { ...targets, revenue: null });
    expect((await view(owner.headers)).kpis[0]).toMatchObject({
      target: 48_000,
      targetSource: 'suggested',
    });
  });

  it('movements only this month: a loss aims at 0 %, a thin margin at 15 %, no complete month yet', async () => {
    const owner = await signedInUser(t);
    await entry(owner.headers, '2026-11-05', 'income', 10_000);
    await entry(owner.headers, '2026-11-06', 'expense', 28_000);
    let v = await view(owner.headers);
    const margin = () => v.kpis.find((k) => k.key === 'margin');
    // The last 30 days: (10,000 − 28,000) / 10,000 = −180 %; the suggested target is 0 %, not
    // −180 × 1.2 = −216 %.
    expect(margin()).toMatchObject({ current: -180, target: 0, targetSource: 'suggested' });
    // Revenue 10,000 → 15,000, never below today.
    expect(v.kpis.find((k) => k.key === 'revenue')?.target).toBe(15_000);
    expect(v.history.every((h) => h.estimated)).toBe(true);
    const notes = v.notes.join(' ');
    expect(notes).toMatch(/Aún no tienes un mes completo de movimientos/);
    expect(notes).not.toMatch(/Aún no tienes movimientos/);

    // 19,500 more in: (29,500 − 28,000) / 29,500 = 5.08 %, under 15 %: the target is 15 %.
    await entry(owner.headers, '2026-11-20', 'income', 19_500);
    v = await view(owner.headers);
    expect(margin()?.current).toBeCloseTo(5.0847, 4);
    expect(margin()?.target).toBe(15);
  });
});

describe('business settings, scenario cards and the action plan', () => {
  it('keeps the settings; the stated revenue is the base only without sales', async () => {
    const owner = await signedInUser(t);
    const saved = expectBody(
      await call(owner.headers, 'PUT', '/api/growth/settings', SETTINGS),
      200,
      BusinessSettingsSchema,
    );
    expect(saved).toEqual({ ...SETTINGS, saved: true });
    const v = await view(owner.headers);
    expect(v.settings).toEqual({ ...SETTINGS, saved: true });
    // 36 % a year → 3 % a month for the simulator.
    expect(v.defaultMonthlyGrowth).toBe(3);
    expect(v.base).toEqual({ revenue: 50_000, source: 'settings' });
    // The owner's 36 % a year is the projection's growth: 50,000 × 1.03 = 51,500 realistic,
    // × 0.9 = 46,350 conservative.
    expect(v.projectionRule).toMatchObject({ annualGrowthPercent: 36, source: 'owner' });
    expect(v.projection[0]).toMatchObject({ realistic: 51_500, conservative: 46_350 });
  });

  it('refuses bad settings in Spanish and keeps the saved ones', async () => {
    const owner = await signedInUser(t);
    await call(owner.headers, 'PUT', '/api/growth/settings', SETTINGS);
    const bad = (body: object) => call(owner.headers, 'PUT', '/api/growth/settings', body);
    expectDetail(
      await bad({ ...SETTINGS, employeeCount: 2.5 }),
      400,
      /El número de empleados debe ser un número entero/,
    );
    expectDetail(
      await bad({ ...SETTINGS, monthlyRevenue: 1000.5 }),
      400,
      /Los ingresos mensuales deben ser un número entero/,
    );
    expectDetail(await bad({ ...SETTINGS, riskTolerance: 'extreme' }), 400, /tolerancia al riesgo/);
    expectDetail(await bad({ ...SETTINGS, extra: 1 }), 400, /.+/);
    expect((await view(owner.headers)).settings.employeeCount).toBe(4);
  });

  it("an edited scenario card is the company's own, and the simulator uses it", async () => {
    const owner = await signedInUser(t);
    const mine = {
      investment: 100_000,
      expectedReturn: 300_000,
      timeframe: 12,
      risk: 'low',
      probability: 80,
    };
    const card = expectBody(
      await call(owner.headers, 'PUT', '/api/growth/scenarios/realistic', mine),
      200,
      GrowthScenarioCardSchema,
    );
    // ROI (300,000 − 100,000) / 100,000 = 200 %; recovery 100,000 / (300,000 / 12) = 4 months.
    expect(card).toMatchObject({ id: 'realistic', roi: 200, timeToBreakeven: 4, edited: true });
    const v = await view(owner.headers);
    expect(v.scenarios.find((s) => s.id === 'realistic')).toMatchObject({
      investment: 100_000,
      expectedReturn: 300_000,
      probability: 80,
      edited: true,
    });
    expect(v.scenarios.find((s) => s.id === 'conservative')?.edited).toBe(false);
    // Issue 33: the ROI is the simulation's own. 10 % a month on 115,000 at 35 % adds 463,789.16
    // of profit in 12 months: ROI (463,789.16 − 150,000) / 150,000 = 209.19 %. That is more than
    // the owner's card promises in its 12 months (300,000), so its 80 % becomes
    // 80 × 300,000 / 463,789.16 = 51.75 %; the card's risk stays.
    const sim = expectBody(
      await call(owner.headers, 'POST', '/api/growth/simulate', {
        scenario: 'realistic',
        investment: 150_000,
        periodMonths: 12,
        monthlyGrowth: 10,
      }),
      200,
      SimulationResultSchema,
    );
    expect(sim).toMatchObject({ incrementalProfit: 463_789.16, riskLevel: 'low' });
    expect(sim.roi).toBeCloseTo(209.19277, 4);
    expect(sim.probability).toBeCloseTo((80 * 300_000) / 463_789.16, 4);

    expectDetail(
      await call(owner.headers, 'PUT', '/api/growth/scenarios/realistic', {
        ...mine,
        probability: 120,
      }),
      400,
      /La probabilidad debe ser como máximo 100/,
    );
    expectDetail(
      await call(owner.headers, 'PUT', '/api/growth/scenarios/moonshot', mine),
      400,
      /Ese escenario no existe/,
    );
    const reset = await call(owner.headers, 'DELETE', '/api/growth/scenarios/realistic');
    expect(reset.statusCode).toBe(204);
    expect((await view(owner.headers)).scenarios[1]).toMatchObject({
      investment: 120_000,
      expectedReturn: 350_000,
      edited: false,
    });
  });

  it('the first checked task starts the plan; deadlines count from that day', async () => {
    const owner = await signedInUser(t);
    const check = async (id: string, done: boolean) =>
      expectBody(
        await call(owner.headers, 'PUT', `/api/growth/action-plan/tasks/${id}`, { done }),
        200,
        GrowthActionPlanSchema,
      );
    const plan = await check('valor-cliente', true);
    expect(plan.startedOn).toBe('2026-11-27');
    expect(plan.tasks.map((task) => [task.id, task.due, task.done])).toEqual([
      ['metas', '2026-12-11', false],
      ['valor-cliente', '2026-12-27', true],
      ['canal-nuevo', '2027-02-27', false],
      ['financiamiento', '2027-01-27', false],
      ['producto-mercado', '2027-05-27', false],
    ]);
    const unchecked = await check('valor-cliente', false);
    expect(unchecked.startedOn).toBe('2026-11-27');
    expect(unchecked.tasks.every((task) => !task.done)).toBe(true);
    expectDetail(
      await call(owner.headers, 'PUT', '/api/growth/action-plan/tasks/nada', { done: true }),
      400,
      /Esa tarea no existe/,
    );
    expect((await view(owner.headers)).actionPlan.startedOn).toBe('2026-11-27');
  });

  it("one company's settings, targets, scenarios and plan never reach another", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    await call(owner.headers, 'PUT', '/api/growth/settings', SETTINGS);
    await call(owner.headers, 'PUT', '/api/growth/kpi-targets', {
      revenue: 1_000,
      customers: 10,
      margin: 10,
      acquisitionCost: 100,
    });
    await call(owner.headers, 'PUT', '/api/growth/scenarios/aggressive', {
      investment: 1,
      expectedReturn: 2,
      timeframe: 1,
      risk: 'low',
      probability: 1,
    });
    await call(owner.headers, 'PUT', '/api/growth/action-plan/tasks/metas', { done: true });
    const theirs = await view(other.headers);
    expect(theirs.settings.saved).toBe(false);
    expect(theirs.kpis.every((k) => k.targetSource === 'suggested')).toBe(true);
    expect(theirs.scenarios.every((s) => !s.edited)).toBe(true);
    expect(theirs.actionPlan.startedOn).toBeNull();
  });
});

describe("Sofía's growth strategy", () => {
  it('answers from the company figures with chapter 15 first, kept as the latest', async () => {
    const owner = await signedInUser(t);
    await sixMonths(owner.headers);
    await call(owner.headers, 'PUT', '/api/growth/settings', SETTINGS);
    const none = expectBody(
      await call(owner.headers, 'GET', '/api/growth/strategy/latest'),
      200,
      SofiaGrowthLatestSchema,
    );
    expect(none.answer).toBeNull();
    const r = expectBody(
      await call(owner.headers, 'POST', '/api/agents/sofia/growth-strategy', {
        acquisition_channels: { organic: 60, paid_ads: 30, referrals: 10 },
      }),
      200,
      SofiaGrowthResponseSchema,
    );
    expect(r.agent).toBe('Sofía');
    const a = r.analysis;
    expect(a.citations[0]?.chapter).toBe(15);
    // Low tolerance → the conservative scenario: 50,000 over 12 months.
    expect(a.investment_required).toBe(50_000);
    expect(a.timeline).toBe('12 meses');
    expect(a.market_analysis).toContain('Un mes típico vende $32,000.');
    expect(a.market_analysis).toContain('crecieron 60% contra los tres anteriores');
    expect(a.market_analysis).toContain(
      'Tu canal principal es orgánico (60% de tus clientes nuevos)',
    );
    expect(a.recommended_strategies.map((s) => s.title)).toContain(
      'Prueba un programa de referidos',
    );
    expect(a.growth_opportunities).toContain('Expansión de Productos');
    expect(
      a.recommended_strategies.every((s) => ['Alto', 'Medio', 'Bajo'].includes(s.impact)),
    ).toBe(true);

    const latest = expectBody(
      await call(owner.headers, 'GET', '/api/growth/strategy/latest'),
      200,
      SofiaGrowthLatestSchema,
    );
    expect(latest.answer?.analysis.analysis_id).toBe(a.analysis_id);
    expect(latest.answer?.analysis.investment_required).toBe(50_000);
    // The fallback address answers the same way; another company sees none of it.
    const fallback = await call(owner.headers, 'POST', '/api/ai/analyze/growth-opportunities', {});
    expect(fallback.statusCode, fallback.body).toBe(200);
    const other = await signedInUser(t);
    const theirs = expectBody(
      await call(other.headers, 'GET', '/api/growth/strategy/latest'),
      200,
      SofiaGrowthLatestSchema,
    );
    expect(theirs.answer).toBeNull();
    // The learning path's growth step is done.
    const path = expectBody(
      await call(owner.headers, 'GET', '/api/learning/path'),
      200,
      LearningPathSchema,
    );
    const planning = path.modules.find((m) => m.id === 'planning');
    expect(planning?.steps.find((s) => s.id === 'growth-strategy')?.done).toBe(true);
  });
});
