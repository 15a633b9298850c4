import { CarlosResponseSchema, LearningPathSchema } from '@caudal/contracts';
import { monthKey } from '@caudal/finance';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advisorAnalyses, users } from '../../../src/db/schema/index.ts';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 14: Carlos's unit-economics analysis (001 §7, §9), from the company's own data.

const t = useTestApp();
const CARLOS = '/api/agents/carlos/unit-economics-analysis';
const post = (headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: CARLOS, headers, payload });

/**
 * The book's online shop as a company: a kit at $320 (cost $190), 30 sold a month; last month
 * 60 customers, all of them new, and $18,000 of marketing.
 */
async function salsas() {
  const owner = await signedInUser(t);
  const send = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const kit = await send('/api/products', {
    name: 'Kit de salsas',
    price: 320,
    variableCost: 190,
    monthlySales: 30,
  });
  await send('/api/customer-records', {
    month: monthKey(todayInMexicoCity(), -1),
    activeCustomers: 60,
    newCustomers: 60,
    marketingSpend: 18_000,
  });
  return { owner, kitId: kit.id };
}

describe('POST /api/agents/carlos/unit-economics-analysis', () => {
  it('answers from the company’s figures with chapter 5’s passages, and stores the analysis', async () => {
    const { owner, kitId } = await salsas();
    // The spec client's figures are checked but never used.
    const res = await post(owner.headers, {
      ltv: 99_999,
      cac: 1,
      churn_rate: 0.1,
      arpu: 320,
      customer_count: 60,
      cohort_data: [{ retention_months: 8, purchase_frequency: 0.5, contribution_margin: 130 }],
      product_id: kitId,
    });
    const body = expectBody(res, 200, CarlosResponseSchema);
    expect(body).toMatchObject({ success: true, agent: 'Carlos' });
    const { analysis } = body;
    // CM 320 − 190 = 130; COCA 18,000 ÷ 60 = 300; frequency 30 units ÷ 60 customers = 0.5;
    // no second month: retention 24 assumed; LTV 130 × 0.5 × 24 = 1,560; ratio 5.2: excellent.
    expect(analysis).toMatchObject({
      product: { id: kitId, name: 'Kit de salsas' },
      contribution_margin: 130,
      coca: 300,
      ltv: 1560,
      rating: 'excellent',
    });
    expect(analysis.ltv_coca_ratio).toBeCloseTo(5.2, 10);
    // 300 ÷ (130 × 0.5) = 4.6 months.
    expect(analysis.payback_months).toBeCloseTo(300 / 65, 10);
    expect(analysis.basis).toMatchObject({ purchase_frequency: 0.5, retention_months: 24 });
    expect(analysis.assumed).toHaveLength(1);
    expect(analysis.insights.length).toBeGreaterThanOrEqual(5);
    // Ratio 5 or more (001 §9): room to invest more in acquisition.
    expect(analysis.recommendations.map((r) => r.title)).toEqual([
      'Invierte más en conseguir clientes',
    ]);
    for (const r of analysis.recommendations) {
      expect(r.citations[0]).toMatchObject({ chapter: 5 });
    }
    expect(analysis.citations[0]?.chapter).toBe(5);
    expect(analysis.ai_analysis).toMatch(/5\.20 veces/);

    const stored = await t.database.db
      .select()
      .from(advisorAnalyses)
      .where(eq(advisorAnalyses.companyId, owner.companyId));
    expect(stored).toMatchObject([{ agent: 'carlos', id: analysis.analysis_id }]);
    const path = expectBody(
      await t.app.inject({ url: '/api/learning/path', headers: owner.headers }),
      200,
      LearningPathSchema,
    );
    const steps = path.modules.find((m) => m.id === 'unit-economics')?.steps ?? [];
    expect(steps.find((s) => s.id === 'unit-economics-advisor')?.done).toBe(true);
  });

  it('reads all products without product_id: without customer records, recording them comes first', async () => {
    const owner = await signedInUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: owner.headers,
      payload: { name: 'Pan', price: 20, variableCost: 8, monthlySales: 1000 },
    });
    const { analysis } = expectBody(await post(owner.headers), 200, CarlosResponseSchema);
    expect(analysis.product.id).toBe('todos');
    // 1,000 loaves sold are not 700 customers: none recorded, none invented.
    expect(analysis.basis.new_customers).toBeNull();
    expect(analysis.coca).toBeNull();
    expect(analysis.ltv_coca_ratio).toBeNull();
    expect(analysis.payback_months).toBeNull();
    expect(analysis.rating).toBeNull();
    // LTV on the labelled assumptions: $12 × 1.2 × 24 = $345.60.
    expect(analysis.ltv).toBe(345.6);
    const needed =
      'El COCA, la razón LTV/COCA y el periodo de recuperación necesitan tus clientes: regístralos en Economía unitaria › Tus clientes por mes.';
    // Said once, not once for COCA, once for the ratio and once for payback.
    expect(analysis.insights.filter((i) => i === needed)).toHaveLength(1);
    expect(analysis.insights.join(' ')).not.toMatch(/Falta registrar|estimad|70 %/);
    // Contribution $12 of $20 keeps 60 %: recording the customers is the one thing to do.
    expect(analysis.recommendations.map((r) => [r.title, r.priority])).toEqual([
      ['Registra tus clientes de cada mes', 'high'],
    ]);
    expect(analysis.recommendations[0]?.description).toMatch(
      /Hazlo en Economía unitaria › Tus clientes por mes\.$/,
    );
    expect(analysis.recommendations[0]?.citations[0]).toMatchObject({ chapter: 5 });
    expect(analysis.citations.every((c) => c.chapter === 5)).toBe(true);
    expect(analysis.ai_analysis).toContain(
      `Para todos los productos (promedio ponderado por ventas): el COCA, la razón LTV/COCA y el periodo de recuperación necesitan tus clientes`,
    );
    expect(analysis.ai_analysis).toMatch(/Supuse .*compras por cliente al mes: 1\.2 supuesto/);
  });

  it('a $5 bolillo keeping 69 % needs no contribution advice; a $10,000 oven keeping 1.5 % does', async () => {
    const owner = await signedInUser(t);
    const product = async (payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: owner.headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const bolillo = await product({
      name: 'Bolillo',
      price: 5,
      variableCost: 1.55,
      monthlySales: 3000,
    });
    const oven = await product({
      name: 'Horno',
      price: 10_000,
      variableCost: 9_850,
      monthlySales: 2,
    });
    const titles = async (productId: string) => {
      const { analysis } = expectBody(
        await post(owner.headers, { product_id: productId }),
        200,
        CarlosResponseSchema,
      );
      return { analysis, titles: analysis.recommendations.map((r) => r.title) };
    };
    // $5 − $1.55 = $3.45, 69 % of the price: over 30 %, no advice.
    const bread = await titles(bolillo);
    expect(bread.analysis.contribution_margin).toBe(3.45);
    expect(bread.titles).not.toContain('Sube tu margen de contribución por unidad');
    // $10,000 − $9,850 = $150, 1.5 % of the price: under 30 %.
    const big = await titles(oven);
    expect(big.analysis.contribution_margin).toBe(150);
    expect(big.titles).toContain('Sube tu margen de contribución por unidad');
    expect(
      big.analysis.recommendations.find(
        (r) => r.title === 'Sube tu margen de contribución por unidad',
      )?.description,
    ).toBe(
      'Tu margen de contribución es menor al 30 % del precio: revisa precio y costos variables.',
    );
  });

  it("another company's product answers 404; a bad body 400 in Spanish; both store nothing and cost no call", async () => {
    const { kitId } = await salsas();
    const stranger = await signedInUser(t);
    expectDetail(
      await post(stranger.headers, { product_id: kitId }),
      404,
      'Producto no encontrado',
    );
    expectDetail(
      await post(stranger.headers, { churn_rate: 'alta' }),
      400,
      'La tasa de abandono debe ser un número',
    );
    expectDetail(await post(stranger.headers, { extra: 1 }), 400);
    const stored = await t.database.db
      .select()
      .from(advisorAnalyses)
      .where(eq(advisorAnalyses.companyId, stranger.companyId));
    expect(stored).toEqual([]);
    const [user] = await t.database.db
      .select({ calls: users.apiUsageCount })
      .from(users)
      .where(eq(users.id, stranger.user.id));
    expect(user?.calls).toBe(0);
    expectDetail(await post({}), 401);
  });

  it('a company without products is told to register them', async () => {
    const owner = await signedInUser(t);
    const { analysis } = expectBody(await post(owner.headers), 200, CarlosResponseSchema);
    expect(analysis.ltv).toBeNull();
    expect(analysis.recommendations[0]?.title).toBe('Registra tus productos');
    expect(analysis.recommendations[0]?.citations[0]?.chapter).toBe(5);
  });
});
