import {
  AlexResponseSchema,
  BookQaResponseSchema,
  CashFlowViewSchema,
  CompanySchema,
  ComputedMetricsSchema,
  DashboardSchema,
  HealthScoreSchema,
  MayaResponseSchema,
  MetricsSummaryResponseSchema,
  ReportKpisSchema,
  type z,
} from '@caudal/contracts';
import { addDays } from '@caudal/finance';
import fc from 'fast-check';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock.ts';
import { type SignedInUser, signedInUser } from '../support/accounts.ts';
import { nextIp, useTestApp } from '../support/app.ts';
import { expectBody } from '../support/responses.ts';

// Issue 31: one figure, one value, one verdict. Every endpoint that reports the company's cash,
// runway, liquidity, flow margin, health score or cash-flow status reports what the figures
// core computed, on the same basis, for any company: with or without movements, losses, no
// products, negative or unknown cash. Then one loss-making company, worked by hand.

const TODAY = '2026-11-28';
const t = useTestApp({ clock: fixedClock(`${TODAY}T18:00:00Z`) });
type Headers = Record<string, string>;

const pesos = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  maximumFractionDigits: 0,
});

// Each company calls from its own address: the advisors' and exports' per-address limits are
// not what is under test.
const addresses = new Map<string, string>();
const from = (headers: Headers) => {
  const key = headers.authorization ?? '';
  if (!addresses.has(key)) addresses.set(key, nextIp());
  return addresses.get(key);
};
async function get<S extends z.ZodType>(headers: Headers, url: string, schema: S) {
  return expectBody(
    await t.app.inject({ url, headers, remoteAddress: from(headers) }),
    200,
    schema,
  );
}
async function post<S extends z.ZodType>(headers: Headers, url: string, schema: S, payload = {}) {
  return expectBody(
    await t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: from(headers) }),
    200,
    schema,
  );
}

type Entry = { daysAgo: number; type: 'income' | 'expense'; amount: number; category: string };
type Company = {
  cash: number | null;
  products: { price: number; variableCost: number; monthlySales: number }[];
  fixedCosts: { amount: number }[];
  entries: Entry[];
};

/** The whole company in one import: the cash as of today, every entry before it. */
async function companyOf(data: Company): Promise<SignedInUser> {
  const owner = await signedInUser(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/financial-data/import',
    headers: owner.headers,
    remoteAddress: nextIp(),
    payload: {
      company: { cashBalance: data.cash },
      products: data.products.map((p, i) => ({ name: `Producto ${i + 1}`, ...p })),
      fixedCosts: data.fixedCosts.map((f, i) => ({
        name: `Costo ${i + 1}`,
        amount: f.amount,
        category: 'Renta',
        recurring: true,
      })),
      cashFlow: data.entries.map((e, i) => ({
        date: addDays(TODAY, -e.daysAgo),
        type: e.type,
        amount: e.amount,
        category: e.category,
        description: `Movimiento ${i + 1}`,
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return owner;
}

/** Everything the company's figures reach, read the way each screen reads it. */
async function everything(headers: Headers) {
  const [summary, dashboard30, dashboard90, cashFlow, metrics, health, company, kpis] =
    await Promise.all([
      get(headers, '/api/metrics/summary', MetricsSummaryResponseSchema),
      get(headers, '/api/dashboard?period=30d', DashboardSchema),
      get(headers, '/api/dashboard?period=90d', DashboardSchema),
      get(headers, '/api/cash-flow/view', CashFlowViewSchema),
      get(headers, '/api/financial-data/metrics', ComputedMetricsSchema),
      get(headers, '/api/ai/health-score', HealthScoreSchema),
      get(headers, '/api/company', CompanySchema),
      get(headers, '/api/reports/kpis?period_days=30', ReportKpisSchema),
    ]);
  const maya = (await post(headers, '/api/agents/maya/cash-flow-analysis', MayaResponseSchema))
    .analysis;
  const alex = (await post(headers, '/api/agents/alex/risk-assessment', AlexResponseSchema))
    .analysis;
  const book = async (question: string) =>
    (
      await post(headers, '/api/agents/financial-advisor/book-qa', BookQaResponseSchema, {
        question,
      })
    ).result;
  return {
    summary: summary.summary,
    dashboard30,
    dashboard90,
    cashFlow,
    metrics,
    health,
    company,
    kpis,
    maya,
    alex,
    book,
  };
}

type Read = Awaited<ReturnType<typeof everything>>;

/** What every endpoint says must be one value and one verdict. */
function expectOneTruth(r: Read) {
  const { dashboard30: d, cashFlow: cf, metrics, summary, maya } = r;
  // The basis: the same words everywhere.
  expect(cf.basis).toEqual(d.basis);
  expect(r.dashboard90.basis).toEqual(d.basis);
  expect(metrics.figuresBasis).toBe(d.basis.label);
  expect(summary.basis).toBe(d.basis.label);

  // The cash today.
  const cash = r.company.cashBalance;
  expect(d.cash.balance).toBe(cash);
  expect(cf.cash.balance).toBe(cash);
  expect(maya.basis.cash).toBe(cash);
  if (cash === null) expect(summary.cash.value).toBe('Sin registrar');
  else expect(summary.cash.value.startsWith(pesos.format(cash))).toBe(true);

  // The runway, in months and in the header's words.
  const runway = d.cash.runwayMonths;
  expect(cf.kpis.runwayMonths.value).toBe(runway);
  expect(metrics.runwayMonths).toBe(runway);
  expect(maya.runway_months).toBe(runway);
  if (cash !== null && cash >= 0 && runway !== null) {
    const months = runway.toLocaleString('es-MX', { maximumFractionDigits: 1 });
    expect(summary.cash.value).toContain(months);
  }

  // Liquidity: months of expenses the cash covers.
  expect(metrics.liquidityRatio).toBe(cf.kpis.liquidityRatio.value);
  expect(maya.liquidity_ratio).toBe(cf.kpis.liquidityRatio.value);

  // The health score and its verdict.
  const score = d.health.score;
  expect(summary.primary.value).toBe(score === null ? 'Sin datos' : `${score}/100`);
  expect(r.health.score).toBe(score);
  expect(metrics.healthScore).toBe(score);
  expect(r.health.parts).toEqual(d.health.parts);

  // The cash-flow status: the header's, the cash-flow page's month.
  const month = cf.periods.monthly;
  expect(summary.status.value).toBe(month ? month.label : 'Sin datos');

  // The dashboard on the basis's own days shows the basis's flow margin and status.
  if (d.basis.days === 30 && month) {
    expect(d.cards.cashFlowStatus.label).toBe(month.label);
    expect(d.cards.cashFlowStatus.flowMarginPercent).toBe(month.flowMarginPercent);
    const kpi = r.kpis.kpis.find((k) => k.id === 'cash-flow-margin');
    expect(kpi?.value ?? null).toBe(month.flowMarginPercent);
  }

  // Maya's liquidity risk and Alex's cash recommendation name one level.
  const priority = { high: 'high', medium: 'medium', low: null } as const;
  const build = r.alex.recommendations.find((x) => x.title === 'Refuerza tu caja');
  expect(build?.priority ?? null).toBe(maya.risk_level === null ? null : priority[maya.risk_level]);
}

const entry: fc.Arbitrary<Entry> = fc.oneof(
  fc.record({
    daysAgo: fc.integer({ min: 0, max: 200 }),
    type: fc.constant('income' as const),
    amount: fc.integer({ min: 1, max: 80_000 }),
    category: fc.constantFrom('Ventas', 'Servicios'),
  }),
  fc.record({
    daysAgo: fc.integer({ min: 0, max: 200 }),
    type: fc.constant('expense' as const),
    amount: fc.integer({ min: 1, max: 80_000 }),
    category: fc.constantFrom('Renta', 'Insumos', 'Nómina', 'Retiros de los dueños'),
  }),
);

const companies: fc.Arbitrary<Company> = fc.record({
  cash: fc.option(fc.integer({ min: -50_000, max: 400_000 }), { nil: null }),
  products: fc.array(
    fc
      .record({
        price: fc.integer({ min: 5, max: 500 }),
        share: fc.integer({ min: 0, max: 100 }),
        monthlySales: fc.integer({ min: 0, max: 3_000 }),
      })
      .map(({ price, share, monthlySales }) => ({
        price,
        variableCost: Math.floor((price * share) / 100),
        monthlySales,
      })),
    { maxLength: 2 },
  ),
  fixedCosts: fc.array(fc.record({ amount: fc.integer({ min: 500, max: 60_000 }) }), {
    maxLength: 2,
  }),
  entries: fc.array(entry, { maxLength: 25 }),
});

describe('the figures core: one value and one verdict on every screen', () => {
  it('for any company: movements or none, losses, no products, negative or unknown cash', async () => {
    await fc.assert(
      fc.asyncProperty(companies, async (data) => {
        const owner = await companyOf(data);
        expectOneTruth(await everything(owner.headers));
      }),
      { numRuns: Number(process.env.FIGURES_RUNS ?? 12) },
    );
  });

  it('a company with $45,000 and a 30-day loss: about 2 months, one verdict, everywhere', async () => {
    // First movement on 3 November (no complete month yet): the basis is the last 30 days.
    // 9,000 in and 30,000 out: 21,000 a month leave, 45,000 ÷ 21,000 = 2.14 months.
    const owner = await companyOf({
      cash: 45_000,
      products: [],
      fixedCosts: [],
      entries: [
        { daysAgo: 25, type: 'expense', amount: 18_000, category: 'Renta' },
        { daysAgo: 12, type: 'income', amount: 5_000, category: 'Ventas' },
        { daysAgo: 10, type: 'expense', amount: 12_000, category: 'Nómina' },
        { daysAgo: 3, type: 'income', amount: 4_000, category: 'Ventas' },
      ],
    });
    const r = await everything(owner.headers);
    expectOneTruth(r);
    expect(r.dashboard30.basis).toMatchObject({ source: 'recorded', days: 30 });
    // The header: critical flow, the cash with its 2.1 months, in red.
    expect(r.summary).toMatchObject({
      status: { label: 'Flujo de caja · 30 días', value: 'Crítico', color: 'red' },
      cash: { label: 'Caja', value: '$45,000 · 2.1 meses', color: 'red' },
      basis: 'tus últimos 30 días',
    });
    // The dashboard: the same runway, the period's loss, the same status.
    expect(r.dashboard30.cash.runwayMonths).toBeCloseTo(2.142857, 5);
    expect(r.dashboard30.cards.netProfit.value).toBe(-21_000);
    expect(r.dashboard30.cards.cashFlowStatus.label).toBe('Crítico');
    // The −233 % margin earns the score no points: 0/100, critical (no "25/25" beside a loss).
    expect(r.dashboard30.health).toMatchObject({ score: 0, level: 'critical' });
    expect(r.dashboard30.health.parts.netMargin).toBe(0);
    // The cash-flow page.
    expect(r.cashFlow.kpis.runwayMonths.value).toBeCloseTo(2.142857, 5);
    expect(r.cashFlow.kpis.burnRate.value).toBe(21_000);
    expect(r.cashFlow.periods.monthly?.label).toBe('Crítico');
    // Maya and Alex: a high risk, a high-priority cash recommendation.
    expect(r.maya.risk_level).toBe('high');
    expect(r.alex.recommendations.find((x) => x.title === 'Refuerza tu caja')?.priority).toBe(
      'high',
    );

    // The book assistant answers with the owner's money first.
    const answer = await r.book('¿Cuánto efectivo me queda?');
    expect(answer.answer).toMatch(/^Hoy tienes \$45,000 en caja\. Te quedan 2\.1 meses de caja/);
    expect(answer.answer).toContain('al ritmo de tus últimos 30 días');
    expect(answer.answer).not.toContain('$51,000 en caja y bancos y pierdes $15,000');
    expect(answer.citations[0]).toMatchObject({ chapter: 3 });

    // The dashboard's PDF prints the same runway and status, never "Sin límite".
    const res = await t.app.inject({
      url: '/api/dashboard/report.pdf?period=30d',
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const { text: raw } = await extractText(
      await getDocumentProxy(new Uint8Array(res.rawPayload)),
      { mergePages: true },
    );
    const text = raw.replace(/\s+/g, ' ');
    expect(text).toContain('Autonomía de la caja (al ritmo de tus últimos 30 días) 2.1 meses');
    expect(text).toContain('Salud financiera (tus últimos 30 días) Puntaje: 0 de 100 (Crítico)');
    expect(text).toContain('2.1 meses');
    expect(text).toContain('Crítico');
    expect(text).not.toContain('Sin límite');
  });
});
