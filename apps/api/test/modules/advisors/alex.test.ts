import { AlexResponseSchema, LearningPathSchema } from '@caudal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advisorAnalyses } from '../../../src/db/schema/index.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody } from '../../support/responses.ts';
import { sampleCompany } from '../profitability/sample-company.ts';

// Issue 15: Alex's risk assessment (001 §3, §7, §9; book chapter 12), from the company's data.

const t = useTestApp();
const ALEX = '/api/agents/alex/risk-assessment';
const post = (headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: ALEX, headers, payload });
const stored = (companyId: string) =>
  t.database.db.select().from(advisorAnalyses).where(eq(advisorAnalyses.companyId, companyId));

describe('POST /api/agents/alex/risk-assessment', () => {
  it('scores the company’s own risk, cites chapter 12 first, stores it and records the step', async () => {
    const { owner } = await sampleCompany(t);
    // The spec client's figures are checked but never used.
    const body = expectBody(
      await post(owner.headers, {
        debt_to_equity: 9,
        customer_concentration: 90,
        burn_rate: 1_000_000,
        revenue_volatility: 80,
        cash_balance: 1,
        risk_context: { total_revenue: 5, net_margin: -50, investment_count: 10 },
      }),
      200,
      AlexResponseSchema,
    );
    expect(body).toMatchObject({ success: true, agent: 'Alex' });
    const a = body.analysis;
    // Net margin 20 % (not over 20: no bonus); no investments: 75 − 10 = 65, medium.
    expect(a).toMatchObject({ risk_score: 65, risk_level: 'medium' });
    expect(a.score_adjustments).toEqual([
      { points: -10, message: 'Menos de 3 inversiones: poca diversificación.' },
    ]);
    // financial: debt 150,000 / equity 100,000 = 1.5 × 30 = 45;
    // operational: 60 − 1.2 × 25 % operating margin = 30;
    // market: volatility 46.37 % × 2 = 92.7 (over the 25 % of Comercial Rocha → 60);
    // liquidity: cash 80,000 over a typical month's 160,000 / 3 = 53,333.33 of costs = 1.5
    // months → 60 + (2 − 1.5) / 2 × 40 = 70.
    expect(a.risk_breakdown).toMatchObject({
      financial_risk: 45,
      operational_risk: 30,
      market_risk: 92.7,
    });
    expect(a.risk_breakdown.liquidity_risk).toBeCloseTo(70, 0);
    expect(a.basis.total_revenue).toBe(200_000);
    expect(a.basis.inputs).toMatchObject({
      debtToEquity: 1.5,
      concentration: { topShare: 25, topThreeShare: 25 },
      cash: 80_000,
    });
    expect(a.key_risks).toHaveLength(4);
    expect(a.key_risks[0]).toContain('1.5 pesos');
    // 1.5 months of costs is under the book's 2: a warning, so a medium priority (Maya names
    // the same level: a medium liquidity risk).
    expect(a.recommendations.map((r) => [r.title, r.priority])).toEqual([
      ['Planea tus meses flojos', 'high'],
      ['Baja tu deuda a capital', 'medium'],
      ['Refuerza tu caja', 'medium'],
      ['Mejora tu margen de operación', 'medium'],
    ]);
    expect(a.citations[0]).toMatchObject({ chapter: 12 });
    for (const r of a.recommendations.slice(0, 3)) {
      expect(r.citations[0]).toMatchObject({ chapter: 12 });
    }
    expect(a.ai_analysis).toContain('65 de 100');
    expect(a.mode).toBe('extractive');
    expect(a.assumed).toEqual([]);

    const rows = await stored(owner.companyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ agent: 'alex', id: a.analysis_id, recommendationCount: 4 });
    const path = expectBody(
      await t.app.inject({ url: '/api/learning/path', headers: owner.headers }),
      200,
      LearningPathSchema,
    );
    const steps = path.modules.find((m) => m.id === 'profitability')?.steps ?? [];
    expect(steps.find((s) => s.id === 'risk-analysis')?.done).toBe(true);
  });

  it('never reads another company: a stranger gets their own (empty) assessment', async () => {
    const { owner } = await sampleCompany(t);
    const stranger = await signedInUser(t);
    const body = expectBody(await post(stranger.headers), 200, AlexResponseSchema);
    const a = body.analysis;
    expect(a.basis.total_revenue).toBe(0);
    expect(a.basis.inputs).toMatchObject({
      debtToEquity: null,
      concentration: null,
      revenueVolatility: null,
      netMargin: null,
    });
    expect(a.risk_breakdown).toEqual({
      financial_risk: null,
      operational_risk: null,
      market_risk: null,
      liquidity_risk: null,
    });
    // With nothing to warn about, chapter 12's quarterly review leads, and what is missing is said.
    expect(a.recommendations[0]).toMatchObject({ title: 'Revisa tu riesgo cada trimestre' });
    expect(a.citations[0]).toMatchObject({ chapter: 12 });
    expect(a.assumed.length).toBeGreaterThan(0);
    expect(await stored(stranger.companyId)).toHaveLength(1);
    expect(await stored(owner.companyId)).toHaveLength(0);
  });

  it.each([
    [{ customer_concentration: 'mucha' }, 'La concentración de clientes debe ser un número'],
    [{ burn_rate: -5 }, 'El consumo mensual de efectivo no puede ser negativo'],
    [{ risk_context: { investment_count: -1 } }, 'Las inversiones no pueden ser negativas'],
    [{ debt_to_equity: -1 }, 'La deuda a capital no puede ser negativa'],
  ])('refuses a bad body in Spanish and stores nothing: %#', async (payload, detail) => {
    const owner = await signedInUser(t);
    const res = await post(owner.headers, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { detail: string }).detail).toContain(detail);
    expect(await stored(owner.companyId)).toHaveLength(0);
  });

  it('refuses fields the spec does not name', async () => {
    const owner = await signedInUser(t);
    const res = await post(owner.headers, { company_id: owner.companyId });
    expect(res.statusCode).toBe(400);
    expect(await stored(owner.companyId)).toHaveLength(0);
  });
});
