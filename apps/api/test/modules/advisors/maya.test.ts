import { LearningPathSchema, MayaResponseSchema } from '@caudal/contracts';
import { addDays } from '@caudal/finance';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advisorAnalyses } from '../../../src/db/schema/index.ts';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 12: Maya's analysis (001 §7 and §9 "Cash flow"), computed from the company's own data.

const t = useTestApp();
const MAYA = '/api/agents/maya/cash-flow-analysis';
const FALLBACK = '/api/ai/analyze/cash-flow';

const post = (headers: Record<string, string>, url = MAYA, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** $45,000 in cash; a month sells 300 × $100 = $30,000 against $40,000 of rent: −$10,000. */
async function shortOfCash() {
  const owner = await signedInUser(t);
  const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, headers: owner.headers, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  await send('POST', '/api/products', {
    name: 'Pastel',
    price: 100,
    variableCost: 0,
    monthlySales: 300,
  });
  await send('POST', '/api/fixed-costs', {
    name: 'Renta',
    amount: 40_000,
    category: 'Renta',
    recurring: true,
  });
  await send('PUT', '/api/company', {
    cashBalance: 45_000,
    receivables: 12_000,
    payables: 5_000,
  });
  return owner;
}

describe('POST /api/agents/maya/cash-flow-analysis', () => {
  it('answers from the company’s figures with the book’s passages, and stores the analysis', async () => {
    const owner = await shortOfCash();
    // The body's figures are the spec client's; they are checked but never used.
    const res = await post(owner.headers, MAYA, { current_balance: 9_999_999 });
    const body = expectBody(res, 200, MayaResponseSchema);
    expect(body).toMatchObject({ success: true, agent: 'Maya' });
    const { analysis } = body;
    // 45,000 ÷ 10,000 a month = 4.5 months: medium risk (2 to 6); 45,000 ÷ 40,000 = 1.125.
    expect(analysis.runway_months).toBe(4.5);
    expect(analysis.risk_level).toBe('medium');
    expect(analysis.liquidity_ratio).toBe(1.125);
    expect(analysis.next_review_date).toBe(addDays(todayInMexicoCity(), 7));
    expect(analysis.assumed).toEqual([]);
    expect(analysis.basis).toMatchObject({ cash: 45_000, receivables: 12_000, payables: 5_000 });
    // Caution tier (3 to 6 months): build a reserve. Receivables are 40 % of a month of sales
    // (12,000 of 30,000), over 30 % and above payables: shorten collections.
    expect(analysis.recommendations.map((r) => r.title)).toEqual([
      'Construye una reserva',
      'Acorta tus cobros',
    ]);
    for (const r of analysis.recommendations) {
      expect(r.citations[0]).toMatchObject({ chapter: 3 });
      expect(r.citations[0]?.excerpt.length).toBeGreaterThan(40);
    }
    expect(analysis.recommendations[1]?.citations[0]?.title).toBe('Cuentas por cobrar y por pagar');
    expect(analysis.citations.length).toBeGreaterThanOrEqual(1);
    expect(analysis.mode).toBe('extractive');
    expect(analysis.ai_analysis).toMatch(/^Tienes \$45,000 en caja/);
    expect(analysis.ai_analysis).toMatch(/4\.5 meses/);
    expect(analysis.seasonal_patterns).toBeNull();

    const stored = await t.database.db
      .select()
      .from(advisorAnalyses)
      .where(eq(advisorAnalyses.companyId, owner.companyId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: analysis.analysis_id,
      agent: 'maya',
      mode: 'extractive',
      recommendationCount: 2,
    });
    // The learning path's analysis step, recorded with the analysis.
    const path = expectBody(
      await t.app.inject({ url: '/api/learning/path', headers: owner.headers }),
      200,
      LearningPathSchema,
    );
    const steps = path.modules.find((m) => m.id === 'cash-flow')?.steps ?? [];
    expect(steps.find((s) => s.id === 'cash-flow-advisor')?.done).toBe(true);
  });

  it('answers the same at the spec’s fallback address', async () => {
    const owner = await shortOfCash();
    const first = expectBody(await post(owner.headers), 200, MayaResponseSchema).analysis;
    const second = expectBody(
      await post(owner.headers, FALLBACK),
      200,
      MayaResponseSchema,
    ).analysis;
    const { analysis_id: a, ...one } = first;
    const { analysis_id: b, ...other } = second;
    expect(other).toEqual(one);
    expect(a).not.toBe(b);
  });

  it('another company is analysed from its own data only, and says what it assumed', async () => {
    await shortOfCash();
    const stranger = await signedInUser(t);
    const { analysis } = expectBody(await post(stranger.headers), 200, MayaResponseSchema);
    // Nothing recorded: no cash is invented (the header says "Sin registrar" too), so there is
    // no runway nor risk level, and the first thing is to register the balance.
    expect(analysis.basis.cash).toBeNull();
    expect(analysis.assumed).toHaveLength(2);
    expect(analysis.runway_months).toBeNull();
    expect(analysis.risk_level).toBeNull();
    expect(analysis.recommendations[0]?.title).toBe('Registra tu saldo en caja');
    expect(analysis.ai_analysis).toMatch(/Supuse/);
    expect(analysis.ai_analysis).toMatch(
      /^Aún no registras tu saldo en caja: sin él no sé cuántos meses puedes operar\./,
    );
    const stored = await t.database.db
      .select()
      .from(advisorAnalyses)
      .where(eq(advisorAnalyses.companyId, stranger.companyId));
    expect(stored).toHaveLength(1);
  });

  it('refuses a bad body in Spanish, stores nothing, and needs a session', async () => {
    const owner = await signedInUser(t);
    expectDetail(
      await post(owner.headers, MAYA, { current_balance: 'mucho' }),
      400,
      'El saldo actual debe ser un número',
    );
    expectDetail(
      await post(owner.headers, FALLBACK, {
        cash_flow_history: Array.from({ length: 1001 }, () => ({
          date: '2026-01-01',
          type: 'income',
          amount: 1,
          category: 'Ventas',
          description: 'Venta',
        })),
      }),
      400,
      'El historial puede tener como máximo 1,000 movimientos',
    );
    expectDetail(await post(owner.headers, MAYA, { extra: 1 }), 400);
    const stored = await t.database.db
      .select()
      .from(advisorAnalyses)
      .where(eq(advisorAnalyses.companyId, owner.companyId));
    expect(stored).toEqual([]);
    const path = expectBody(
      await t.app.inject({ url: '/api/learning/path', headers: owner.headers }),
      200,
      LearningPathSchema,
    );
    const steps = path.modules.find((m) => m.id === 'cash-flow')?.steps ?? [];
    expect(steps.find((s) => s.id === 'cash-flow-advisor')?.done).toBe(false);
    expectDetail(await post({}), 401);
  });
});
