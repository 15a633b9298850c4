import {
  InvestmentSchema,
  LearningPathSchema,
  ProfitabilityViewSchema,
  ProfitCentreGroupSchema,
  z,
} from '@caudal/contracts';
import { addDays, addMonths, monthKey } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';
import { sampleCompany } from './sample-company.ts';

// Issue 15: the profitability view of a period, the investments and the centre groups.

const t = useTestApp();
const VIEW = '/api/profitability/view';
const INVESTMENTS = '/api/profitability/investments';
const GROUPS = '/api/profitability/centre-groups';

const send = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const view = async (headers: Record<string, string>, query = '') =>
  expectBody(await send(headers, 'GET', `${VIEW}${query}`), 200, ProfitabilityViewSchema);
const investments = async (headers: Record<string, string>) =>
  expectBody(await send(headers, 'GET', INVESTMENTS), 200, z.array(InvestmentSchema));

const horno = { name: 'Horno nuevo', initialCost: 100_000, monthlyReturn: 10_000 };
const volantes = {
  name: 'Volantes',
  type: 'marketing',
  initialCost: 50_000,
  monthlyReturn: 4_000,
  duration: 12,
  riskLevel: 'high',
};

describe('GET /api/profitability/view', () => {
  it('the last 12 complete months from the entries, margins against the benchmarks', async () => {
    const { owner } = await sampleCompany(t);
    const today = todayInMexicoCity();
    const v = await view(owner.headers);
    const thisMonth = `${monthKey(today)}-01`;
    expect(v.period).toEqual({ from: addMonths(thisMonth, -12), to: addDays(thisMonth, -1) });
    expect(v.example).toBe(false);
    // revenue 200,000; cost of sales 80,000 → gross 120,000; operating 70,000 → EBITDA 50,000;
    // taxes 10,000 → net 40,000; the owner's 20,000 withdrawal is not an expense.
    expect(v.statement).toEqual({
      revenue: 200_000,
      costOfSales: 80_000,
      grossProfit: 120_000,
      operatingExpenses: 70_000,
      ebitda: 50_000,
      interest: 0,
      taxes: 10_000,
      netProfit: 40_000,
    });
    // gross 60 % ≥ 1.2 × 45 → excellent; operating 25 % = 25 → good; net 20 % ≥ 18 → excellent
    expect(v.margins.gross).toMatchObject({ value: 60, benchmark: 45, rating: 'excellent' });
    expect(v.margins.operating).toMatchObject({ value: 25, benchmark: 25, rating: 'good' });
    expect(v.margins.net).toMatchObject({ value: 20, benchmark: 15, rating: 'excellent' });
    expect(v.margins.ebitda).toMatchObject({ value: 25, benchmark: null });
    expect(v.waterfall.map((s) => [s.key, s.amount])).toEqual([
      ['revenue', 200_000],
      ['costOfSales', -80_000],
      ['grossProfit', 120_000],
      ['operatingExpenses', -70_000],
      ['ebitda', 50_000],
      ['taxes', -10_000],
      ['netProfit', 40_000],
    ]);
    // Gross margin 60 % ≥ 40 %: healthy; no investments yet.
    expect(v.insights.map((i) => i.code)).toEqual(['healthy-gross-margin']);
    // Local score: 75 − 10 (fewer than 3 investments) = 65, medium.
    expect(v.risk).toMatchObject({ score: 65, level: 'medium', tone: 'warning' });
    // Debt 150,000 / equity 100,000 = 1.5; Comercial Rocha 50,000 of 200,000 = 25 %.
    expect(v.risk.inputs).toMatchObject({
      debtToEquity: 1.5,
      concentration: { topShare: 25, topThreeShare: 25 },
      cash: 80_000,
      burnRate: 0,
      operatingMargin: 25,
      netMargin: 20,
    });
    // Months 40k, 50k, 110k: sd √((26,666.67² + 16,666.67² + 43,333.33²) / 3) = 30,912.06
    // over the average 66,666.67 = 46.37 %.
    expect(v.risk.inputs.revenueVolatility).toBeCloseTo(46.368, 2);
  });

  it("customer concentration keys counterparties as finance does: spelling, spaces, an import's name after ' · '", async () => {
    const { owner } = await sampleCompany(t);
    const today = todayInMexicoCity();
    const [m1, m2] = [-3, -2].map((offset) => monthKey(today, offset));
    // The same customer written another way: trimmed, lower case, no accents, one space.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cash-flow/entries',
      headers: owner.headers,
      payload: {
        date: `${m1}-15`,
        type: 'income',
        amount: 30_000,
        category: 'Pedidos especiales',
        description: '  comercial   RÓCHA ',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    // An imported invoice names its customer after the last ' · '.
    await t.database.db.execute(sql`
      INSERT INTO cash_flow_entries (company_id, date, type, amount_cents, description, category, source)
      VALUES (${owner.companyId}, ${`${m2}-20`}, 'income', 2000000, 'Factura A-12 · Taller Díaz',
        'Servicios', 'import')`);
    // Revenue 200,000 + 30,000 + 20,000 = 250,000: Comercial Rocha 80,000 = 32 %; with Taller
    // Díaz 100,000 = 40 % ('Ventas de mostrador' is nobody's).
    const v = await view(owner.headers);
    expect(v.risk.inputs.concentration).toEqual({ topShare: 32, topThreeShare: 40 });
  });

  it('investments: ROI, annualised ROI and payback per 001 §9, and the insights they raise', async () => {
    const { owner } = await sampleCompany(t);
    expect((await view(owner.headers)).investments).toEqual([]);
    const a = expectBody(
      await send(owner.headers, 'POST', INVESTMENTS, horno),
      201,
      InvestmentSchema,
    );
    // Defaults: other, 12 months, medium. (10,000 × 12 − 100,000) / 100,000 = 20 %; payback 10.
    expect(a).toMatchObject({
      type: 'other',
      duration: 12,
      riskLevel: 'medium',
      totalReturn: 120_000,
      roi: 20,
      annualizedRoi: 20,
      paybackPeriod: 10,
      tone: 'good',
    });
    const b = expectBody(
      await send(owner.headers, 'POST', INVESTMENTS, volantes),
      201,
      InvestmentSchema,
    );
    // (4,000 × 12 − 50,000) / 50,000 = −4 %. 50,000 / 4,000 = 12.5 months is past its 12-month
    // term: 2,000 are still missing at the end, so it does not pay back (issue 33).
    expect(b).toMatchObject({ roi: -4, annualizedRoi: -4, paybackPeriod: null, tone: 'bad' });
    expect(b.paybackNote).toContain('No se recupera en el plazo');
    // The memoized view follows the new rows (their triggers bump the data version).
    const v = await view(owner.headers);
    expect(v.investments.map((i) => i.name)).toEqual(['Horno nuevo', 'Volantes']);
    expect(v.insights.map((i) => i.code)).toEqual(['low-roi', 'healthy-gross-margin']);
    // 24 months: (10,000 × 24 − 100,000) / 100,000 = 140 %, annualised 70 %.
    const edited = expectBody(
      await send(owner.headers, 'PUT', `${INVESTMENTS}/${a.id}`, { ...horno, duration: 24 }),
      200,
      InvestmentSchema,
    );
    expect(edited).toMatchObject({ roi: 140, annualizedRoi: 70, paybackPeriod: 10 });
    expect((await send(owner.headers, 'DELETE', `${INVESTMENTS}/${b.id}`)).statusCode).toBe(204);
    expect((await view(owner.headers)).insights.map((i) => i.code)).toEqual([
      'healthy-gross-margin',
      'excellent-portfolio',
    ]);
    // Registering an investment is the module's data step.
    const path = expectBody(
      await send(owner.headers, 'GET', '/api/learning/path'),
      200,
      LearningPathSchema,
    );
    const module = path.modules.find((m) => m.id === 'profitability');
    expect(module?.steps.find((s) => s.id === 'investment')?.done).toBe(true);
  });

  it('profit centres from products and income categories, grouped by the owner', async () => {
    const { owner, productId } = await sampleCompany(t);
    const v = await view(owner.headers);
    // Pastel: 400 × 100 = 40,000, costs 150 × 100 = 15,000 → 25,000, 62.5 %, good.
    // No product is in the income categories (Pastel is 'General'): Ventas 150,000 and Pedidos
    // especiales 50,000 share the 80,000 of cost of sales 3 : 1, both 60 %, the average, so no
    // colour and a note.
    expect(
      v.centres.map((c) => [
        c.key,
        c.revenue,
        c.costs,
        c.profit,
        c.margin,
        c.tone,
        c.shareOfProfit,
        c.averaged,
      ]),
    ).toEqual([
      [`product:${productId}`, 40_000, 15_000, 25_000, 62.5, 'good', 100, false],
      ['category:pedidos especiales', 50_000, 20_000, 30_000, 60, null, 25, true],
      ['category:ventas', 150_000, 60_000, 90_000, 60, null, 75, true],
    ]);
    expect(v.centres[1]?.note).toMatch(/^Sin productos ligados: el margen repite el promedio/);
    expect(v.centres[0]?.note).toBeNull();
    expect(v.assumed).toContain(
      'Ninguna categoría de ingreso tiene productos ligados: el costo de ventas del periodo se reparte según lo que vendió cada una, así que todas muestran el mismo margen promedio. Da a tus productos la categoría de su ingreso para ver el margen de cada una.',
    );
    const group = expectBody(
      await send(owner.headers, 'POST', GROUPS, {
        name: 'Mostrador y pedidos',
        centreKeys: ['category:ventas', 'category:pedidos especiales'],
      }),
      201,
      ProfitCentreGroupSchema,
    );
    const grouped = await view(owner.headers);
    expect(grouped.groups).toEqual([
      {
        id: group.id,
        name: 'Mostrador y pedidos',
        centreKeys: ['category:ventas', 'category:pedidos especiales'],
        revenue: 200_000,
        costs: 80_000,
        profit: 120_000,
        margin: 60,
        tone: 'good',
        shareOfProfit: 100,
        averaged: true,
        note: 'Incluye categorías sin productos ligados: parte de su margen repite el promedio del costo de ventas.',
      },
    ]);
    expect(grouped.ungrouped).toEqual([`product:${productId}`]);

    // A product in 'PEDIDOS ESPECIALES' (case ignored) links that category: $30 of cost on a
    // $100 price, so 30 % of its 50,000 is 15,000 and its margin 70 %, good. The rest of the
    // cost of sales, 80,000 − 15,000 = 65,000, is Ventas' alone: 85,000, 56.67 %, the average.
    const linked = await send(owner.headers, 'POST', '/api/products', {
      name: 'Charola de galletas',
      category: 'PEDIDOS ESPECIALES',
      price: 100,
      variableCost: 30,
      monthlySales: 10,
    });
    expect(linked.statusCode, linked.body).toBe(201);
    const after = await view(owner.headers);
    const categoryRows = after.centres
      .filter((c) => c.source === 'income-category')
      .map((c) => [c.key, c.costs, c.profit, c.margin, c.tone, c.averaged]);
    expect(categoryRows).toEqual([
      ['category:pedidos especiales', 15_000, 35_000, 70, 'good', false],
      ['category:ventas', 65_000, 85_000, expect.closeTo(56.6667, 3), null, true],
    ]);
  });

  it('a period chosen by the owner: only its entries count', async () => {
    const { owner, months } = await sampleCompany(t);
    const [, m2] = months as [string, string, string];
    const last = addDays(addMonths(`${m2}-01`, 1), -1);
    const v = await view(owner.headers, `?from=${m2}-01&to=${last}`);
    // Month 2: 50,000 of sales; 80,000 of supplies; 70,000 of operating expenses.
    expect(v.statement).toMatchObject({
      revenue: 50_000,
      costOfSales: 80_000,
      grossProfit: -30_000,
      ebitda: -100_000,
      netProfit: -100_000,
    });
    expect(v.margins.net.value).toBe(-200);
    expect(v.insights.map((i) => i.code)).toEqual(['low-net-margin']);
  });

  it('an empty company sees the spec’s example, labelled', async () => {
    const owner = await signedInUser(t);
    const v = await view(owner.headers);
    expect(v.example).toBe(true);
    expect(v.assumed[0]).toContain('ejemplo');
    expect(v.statement).toMatchObject({
      revenue: 280_000,
      costOfSales: 195_000,
      grossProfit: 85_000,
      netProfit: 65_000,
    });
    expect(v.centres).toEqual([]);
    expect(v.risk.inputs).toMatchObject({
      debtToEquity: null,
      concentration: null,
      netMargin: null,
    });
  });

  it.each([
    ['?from=2026-05-01&to=2026-04-30', 'La fecha final debe ser posterior a la fecha inicial'],
    ['?from=2026-05-01&to=2026-05-01', 'La fecha final debe ser posterior a la fecha inicial'],
    ['?from=2020-01-01&to=2025-01-02', 'El periodo puede abarcar como máximo 5 años'],
    ['?from=2026-05-01', 'Indica la fecha inicial y la final del periodo, o ninguna'],
    ['?from=2026-13-01&to=2027-01-01', 'La fecha inicial debe ser una fecha válida (AAAA-MM-DD)'],
  ])('refuses %s in Spanish', async (query, detail) => {
    const owner = await signedInUser(t);
    const res = await send(owner.headers, 'GET', `${VIEW}${query}`);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { detail: string }).detail).toContain(detail);
  });

  it('five years exactly is allowed', async () => {
    const owner = await signedInUser(t);
    const v = await view(owner.headers, '?from=2020-01-01&to=2025-01-01');
    expect(v.period).toEqual({ from: '2020-01-01', to: '2025-01-01' });
  });
});

describe('/api/profitability/investments and /centre-groups: validation and tenancy', () => {
  it.each([
    [{ ...horno, initialCost: 0 }, 'El costo inicial debe ser mayor que cero'],
    [{ ...horno, monthlyReturn: -1 }, 'El rendimiento mensual no puede ser negativo'],
    [{ ...horno, duration: 0 }, 'La duración debe ser de al menos 1 mes'],
    [{ ...horno, duration: 1.5 }, 'La duración debe ser un número entero de meses'],
    [
      { ...horno, type: 'crypto' },
      'El tipo debe ser marketing, technology, equipment, expansion u other',
    ],
    [{ ...horno, riskLevel: 'extreme' }, 'El nivel de riesgo debe ser low, medium o high'],
    [{ ...horno, name: '  ' }, 'El nombre de la inversión es obligatorio'],
  ])('refuses a bad investment in Spanish and stores nothing: %#', async (payload, detail) => {
    const owner = await signedInUser(t);
    const res = await send(owner.headers, 'POST', INVESTMENTS, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { detail: string }).detail).toContain(detail);
    expect(await investments(owner.headers)).toEqual([]);
  });

  it('refuses a bad edit and keeps the investment as it was', async () => {
    const owner = await signedInUser(t);
    const a = expectBody(
      await send(owner.headers, 'POST', INVESTMENTS, horno),
      201,
      InvestmentSchema,
    );
    const res = await send(owner.headers, 'PUT', `${INVESTMENTS}/${a.id}`, {
      ...horno,
      initialCost: -5,
    });
    expect(res.statusCode).toBe(400);
    expect((await investments(owner.headers))[0]).toMatchObject({ initialCost: 100_000 });
  });

  it('refuses a bad group in Spanish and stores nothing', async () => {
    const owner = await signedInUser(t);
    for (const [payload, detail] of [
      [{ name: 'Vacío', centreKeys: [] }, 'Un grupo necesita al menos un centro'],
      [{ name: 'Doble', centreKeys: ['a', 'a'] }, 'Cada centro puede aparecer una sola vez'],
      [{ name: '', centreKeys: ['a'] }, 'El nombre del grupo es obligatorio'],
    ] as const) {
      const res = await send(owner.headers, 'POST', GROUPS, payload);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { detail: string }).detail).toContain(detail);
    }
    expectDetail(
      await send(owner.headers, 'GET', `${GROUPS}/00000000-0000-4000-8000-000000000000`),
      404,
      'Grupo de centros no encontrado',
    );
    expect(
      expectBody(await send(owner.headers, 'GET', GROUPS), 200, z.array(ProfitCentreGroupSchema)),
    ).toEqual([]);
  });

  it('another company’s investment and group answer 404 and never show', async () => {
    const { owner } = await sampleCompany(t);
    const a = expectBody(
      await send(owner.headers, 'POST', INVESTMENTS, horno),
      201,
      InvestmentSchema,
    );
    const g = expectBody(
      await send(owner.headers, 'POST', GROUPS, { name: 'G', centreKeys: ['category:ventas'] }),
      201,
      ProfitCentreGroupSchema,
    );
    const other = await signedInUser(t);
    for (const [url, detail] of [
      [`${INVESTMENTS}/${a.id}`, 'Inversión no encontrada'],
      [`${GROUPS}/${g.id}`, 'Grupo de centros no encontrado'],
    ] as const) {
      expectDetail(await send(other.headers, 'GET', url), 404, detail);
      expectDetail(await send(other.headers, 'DELETE', url), 404, detail);
    }
    expectDetail(
      await send(other.headers, 'PUT', `${INVESTMENTS}/${a.id}`, volantes),
      404,
      'Inversión no encontrada',
    );
    expect(await investments(other.headers)).toEqual([]);
    const otherView = await view(other.headers);
    expect(otherView.investments).toEqual([]);
    expect(otherView.groups).toEqual([]);
    expect(otherView.example).toBe(true);
    // The owner's are untouched.
    expect(await investments(owner.headers)).toHaveLength(1);
  });

  it('investments round-trip through the company’s export and import', async () => {
    const owner = await signedInUser(t);
    await send(owner.headers, 'POST', INVESTMENTS, horno);
    await send(owner.headers, 'POST', INVESTMENTS, volantes);
    const exported = await send(owner.headers, 'GET', '/api/financial-data/export');
    expect(exported.statusCode, exported.body).toBe(200);
    const doc = exported.json() as { investments: object[] };
    expect(doc.investments).toHaveLength(2);
    const other = await signedInUser(t);
    const imported = await send(other.headers, 'POST', '/api/financial-data/import', doc);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ investments: 2 });
    expect((await investments(other.headers)).map((i) => [i.name, i.roi])).toEqual([
      ['Horno nuevo', 20],
      ['Volantes', -4],
    ]);
  });
});
