import {
  ComputedMetricsSchema,
  DashboardSchema,
  DEMO_CREDENTIALS,
  LoginResponseSchema,
  MetricsSummaryResponseSchema,
  type z,
} from '@caudal/contracts';
import { addDays, centavos as c, computeMetrics, monthKey, toPesos } from '@caudal/finance';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { bearer, signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

const t = useTestApp();
const today = todayInMexicoCity();

async function company(overrides: { company_name?: string } = {}) {
  const { headers } = await signedInUser(t, { company_name: 'Florería Luna', ...overrides });
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(res.statusCode, res.body).toBe(201);
  };
  return { headers, post };
}
const entry = (
  daysAgo: number,
  type: 'income' | 'expense',
  amount: number,
  category = 'Ventas',
) => ({
  date: addDays(today, -daysAgo),
  type,
  amount,
  description: `${category} hace ${daysAgo} días`,
  category,
});
const get = async <S extends z.ZodType>(headers: Record<string, string>, url: string, schema: S) =>
  expectBody(await t.app.inject({ url, headers }), 200, schema);
const dashboard = (headers: Record<string, string>, url: string) =>
  get(headers, url, DashboardSchema);
const summaryOf = (headers: Record<string, string>) =>
  get(headers, '/api/metrics/summary', MetricsSummaryResponseSchema);

describe('GET /api/dashboard', () => {
  it('sums the dated entries of the period and compares with the previous one', async () => {
    const { headers, post } = await company();
    await post('/api/cash-flow/entries', entry(0, 'income', 10_000));
    await post('/api/cash-flow/entries', entry(29, 'income', 5_000));
    await post('/api/cash-flow/entries', entry(3, 'expense', 6_000, 'Insumos'));
    await post('/api/cash-flow/entries', entry(4, 'expense', 2_000, 'Renta'));
    await post('/api/cash-flow/entries', entry(30, 'income', 12_000)); // previous period
    await post('/api/cash-flow/entries', entry(59, 'expense', 4_000, 'Insumos'));
    await post('/api/cash-flow/entries', entry(60, 'income', 99_999)); // outside both

    const d = await dashboard(headers, '/api/dashboard?period=30d');
    expect(d).toMatchObject({
      period: '30d',
      from: addDays(today, -29),
      to: today,
      hasData: true,
      estimated: false,
    });
    expect(d.cards.revenue).toEqual({
      value: 15_000,
      previous: 12_000,
      changePercent: 25,
      trend: 'up',
    });
    expect(d.cards.expenses).toEqual({
      value: 8_000,
      previous: 4_000,
      changePercent: 100,
      trend: 'up',
    });
    expect(d.cards.netProfit).toMatchObject({ value: 7_000, previous: 8_000, trend: 'down' });
    expect(d.cards.netProfit.changePercent).toBeCloseTo(-12.5);
    expect(d.cards.cashFlowStatus).toMatchObject({ status: 'excellent', label: 'Excelente' });
    expect(d.daily).toHaveLength(30);
    expect(d.daily.at(-1)).toEqual({ date: today, inflow: 10_000, outflow: 0 });
    expect(d.expensesByCategory).toEqual([
      { category: 'Insumos', amount: 6_000, percent: 75 },
      { category: 'Renta', amount: 2_000, percent: 25 },
    ]);
    const months = d.monthly.map((m) => m.month);
    expect(months).toContain(today.slice(0, 7));
    expect(d.monthly.reduce((acc, m) => acc + m.revenue, 0)).toBe(15_000 + 12_000 + 99_999);

    const week = await dashboard(headers, '/api/dashboard?period=7d');
    expect(week.daily).toHaveLength(7);
    expect(week.cards.revenue.value).toBe(10_000);
  });

  it('estimates from the monthly figures when the period has no entries, and says so', async () => {
    const { headers, post } = await company();
    await post('/api/products', {
      name: 'Ramo',
      price: 450,
      variableCost: 180,
      monthlySales: 100,
      category: 'Flores',
    });
    await post('/api/fixed-costs', {
      name: 'Renta',
      amount: 8_000,
      category: 'Renta',
      recurring: true,
    });
    const month = await dashboard(headers, '/api/dashboard?period=30d');
    expect(month.estimated).toBe(true);
    expect(month.cards.revenue).toMatchObject({
      value: 45_000,
      previous: null,
      changePercent: null,
    });
    expect(month.cards.expenses.value).toBe(18_000 + 8_000);
    expect(month.expensesByCategory).toEqual([
      { category: 'Producción', amount: 18_000, percent: (18_000 / 26_000) * 100 },
      { category: 'Renta', amount: 8_000, percent: (8_000 / 26_000) * 100 },
    ]);
    const week = await dashboard(headers, '/api/dashboard?period=7d');
    expect(week.cards.revenue.value).toBe(11_250);
    expect(week.expensesByCategory.map((c) => c.amount)).toEqual([4_500, 2_000]);
    const quarter = await dashboard(headers, '/api/dashboard?period=90d');
    expect(quarter.cards.revenue.value).toBe(135_000);
  });

  it('health score and break-even are what finance computes for the same inputs', async () => {
    const { headers, post } = await company();
    const cash = await t.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers,
      payload: { cashBalance: 30_000 },
    });
    expect(cash.statusCode, cash.body).toBe(200);
    await post('/api/products', {
      name: 'Ramo',
      price: 450,
      variableCost: 180,
      monthlySales: 100,
      category: 'Flores',
    });
    await post('/api/products', {
      name: 'Arreglo',
      price: 900.5,
      variableCost: 400,
      monthlySales: 20,
      category: 'Flores',
    });
    await post('/api/fixed-costs', {
      name: 'Renta',
      amount: 8_000,
      category: 'Renta',
      recurring: true,
    });
    await post('/api/fixed-costs', {
      name: 'Publicidad',
      amount: 1_500,
      category: 'Marketing',
      recurring: true,
    });
    await post('/api/fixed-costs', {
      name: 'Seguro',
      amount: 6_000,
      category: 'Seguros',
      recurring: false,
    });
    const expected = computeMetrics({
      products: [
        { priceCentavos: c(45_000), variableCostCentavos: c(18_000), monthlySales: 100 },
        { priceCentavos: c(90_050), variableCostCentavos: c(40_000), monthlySales: 20 },
      ],
      fixedCosts: [
        { amountCentavos: c(800_000), recurring: true, category: 'Renta' },
        { amountCentavos: c(150_000), recurring: true, category: 'Marketing' },
        { amountCentavos: c(600_000), recurring: false, category: 'Seguros' },
      ],
      variableCostLines: [],
      cashBalanceCentavos: c(3_000_000),
    });
    const d = await dashboard(headers, '/api/dashboard?period=30d');
    // No movements: the catalogue's estimate. Revenue 45,000 + 18,010 = 63,010; variable
    // 18,000 + 8,000 = 26,000; fixed 8,000 + 1,500 + 6,000/12 = 10,000; profit 27,010.
    // Net 42.9 % → 25; gross and contribution 58.7 % → 15 each; safety (37,010 − 10,000) /
    // 37,010 = 73 % → 25: 80 of 100, good.
    expect(d.basis).toMatchObject({
      source: 'estimate',
      label: 'estimado con tus productos y costos',
    });
    expect(d.health).toEqual({
      score: 80,
      level: 'good',
      parts: { netMargin: 25, grossMargin: 15, marginOfSafety: 25, contributionMargin: 15 },
      note: null,
    });
    expect(d.breakEven).toEqual({
      units: expected.breakEvenUnits,
      revenue: toPesos(expected.breakEvenRevenue ?? c(0)),
      reason: null,
    });
    const metrics = await get(headers, '/api/financial-data/metrics', ComputedMetricsSchema);
    expect(metrics.monthlyRevenue).toBe(toPesos(expected.monthlyRevenue));
    expect(metrics.monthlyFixedCosts).toBe(9_500 + 500);
    expect(metrics.breakEvenUnits).toBe(expected.breakEvenUnits);
    // Profitable: the cash does not run out; the same score as the dashboard's.
    expect(metrics.runwayMonths).toBeNull();
    expect(metrics.healthScore).toBe(80);
    expect(metrics.figuresBasis).toBe('estimado con tus productos y costos');
    // 120 units sold are not 84 customers: without records there are none, and no COCA.
    expect(metrics).toMatchObject({
      totalCustomers: null,
      monthlyNewCustomers: null,
      customerAcquisitionCost: null,
    });
    expect(metrics.notes.customerAcquisitionCost).toBe(
      'Sin tus clientes registrados no hay clientes ni costo de adquisición: regístralos en Economía unitaria › Tus clientes por mes.',
    );
    // The owner's latest recorded month: 80 customers, 12 new; COCA 1,500 / 12 = 125.
    await post('/api/customer-records', {
      month: monthKey(today, -2),
      activeCustomers: 70,
      newCustomers: 5,
    });
    await post('/api/customer-records', {
      month: monthKey(today, -1),
      activeCustomers: 80,
      newCustomers: 12,
    });
    const recorded = await get(headers, '/api/financial-data/metrics', ComputedMetricsSchema);
    expect(recorded).toMatchObject({
      totalCustomers: 80,
      monthlyNewCustomers: 12,
      customerAcquisitionCost: 125,
    });
    expect(recorded.notes.customerAcquisitionCost).toBeUndefined();
  });

  it('a company without data says so, and explains the missing break-even', async () => {
    const { headers } = await company();
    const d = await dashboard(headers, '/api/dashboard');
    expect(d).toMatchObject({
      period: '30d',
      hasData: false,
      estimated: false,
      monthly: [],
      expensesByCategory: [],
    });
    expect(d.breakEven.units).toBeNull();
    expect(d.breakEven.reason).toMatch(/\S/);
    const summary = await summaryOf(headers);
    expect(summary).toEqual({
      success: true,
      summary: {
        primary: { label: 'Salud financiera', value: 'Sin datos', color: 'gray' },
        status: { label: 'Flujo de caja', value: 'Sin datos', color: 'gray' },
        cash: { label: 'Caja', value: 'Sin registrar', color: 'gray' },
        basis: 'sin datos registrados',
      },
    });
  });

  it('rejects an unknown period with a Spanish 400 and needs a session', async () => {
    const { headers } = await company();
    const res = await t.app.inject({ url: '/api/dashboard?period=1y', headers });
    expectDetail(res, 400, 'El periodo debe ser 7d, 30d o 90d');
    expectDetail(await t.app.inject({ url: '/api/dashboard' }), 401);
    expectDetail(await t.app.inject({ url: '/api/metrics/summary' }), 401);
  });

  it("never counts another company's entries", async () => {
    const a = await company();
    await a.post('/api/cash-flow/entries', entry(1, 'income', 70_000));
    const b = await company();
    const d = await dashboard(b.headers, '/api/dashboard?period=7d');
    expect(d.cards.revenue.value).toBe(0);
    expect(d.monthly).toEqual([]);
  });

  it('the demo sandbox shows 24 months of history and a colored summary', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO_CREDENTIALS,
    });
    const headers = bearer(expectBody(login, 200, LoginResponseSchema).access_token);
    const d = await dashboard(headers, '/api/dashboard?period=90d');
    expect(d.monthly.length).toBe(24);
    expect(d.estimated).toBe(false);
    expect(d.cards.revenue.value).toBeGreaterThan(0);
    expect(d.expensesByCategory.length).toBeGreaterThan(3);
    const total = d.expensesByCategory.reduce((acc, c) => acc + c.percent, 0);
    expect(total).toBeCloseTo(100, 6);
    const summary = await summaryOf(headers);
    expect(summary.summary.primary.value).toMatch(/^\d{1,3}\/100$/);
    expect(['green', 'yellow', 'red']).toContain(summary.summary.status.color);
  });
});

describe('GET /api/dashboard/report.pdf', () => {
  it('is a two-page report of the period: header, figures against the previous period, charts', async () => {
    const { headers, post } = await company({ company_name: 'Florería Luna' });
    // This 7-day period (today − 6 .. today) and the previous one (today − 13 .. today − 7).
    await post('/api/cash-flow/entries', entry(2, 'income', 25_000));
    await post('/api/cash-flow/entries', entry(2, 'expense', 2_500, 'Insumos'));
    await post('/api/cash-flow/entries', entry(3, 'expense', 1_500, 'Renta'));
    await post('/api/cash-flow/entries', entry(10, 'income', 20_000));
    await post('/api/cash-flow/entries', entry(9, 'expense', 5_000, 'Renta'));
    const res = await t.app.inject({ url: '/api/dashboard/report.pdf?period=7d', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`caudal-dashboard-7d-${today}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    expect(pdf.numPages).toBe(2);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Florería Luna');
    expect(text).toContain('Últimos 7 días');
    // Worked by hand, each row: this period, the previous one, the change.
    //   Ingresos 25,000 vs 20,000: +25%
    //   Gastos 2,500 + 1,500 = 4,000 vs 5,000: −1,000 / 5,000 = -20%
    //   Utilidad 25,000 − 4,000 = 21,000 vs 20,000 − 5,000 = 15,000: 6,000 / 15,000 = +40%
    //   Margen de flujo (25,000 − 4,000) / 25,000 = 84%
    //   Gastos por categoría: Insumos 2,500 / 4,000 = 62.5%, Renta 1,500 / 4,000 = 37.5%
    const squeezed = text.replace(/\s+/g, ' ');
    expect(squeezed).toMatch(/Ingresos \$25,000 \$20,000 \+25%/);
    expect(squeezed).toMatch(/Gastos \$4,000 \$5,000 -20%/);
    expect(squeezed).toMatch(/Utilidad del periodo \$21,000 \$15,000 \+40%/);
    expect(squeezed).toMatch(/Margen de flujo 84%/);
    expect(squeezed).toMatch(/Insumos \$2,500 62\.5%/);
    expect(squeezed).toMatch(/Renta \$1,500 37\.5%/);
    expect(text).not.toMatch(/\d %/);
    expect(squeezed).toContain('Página 1 de 2');
    expect(squeezed).toContain('Página 2 de 2');
    expect(squeezed).toContain('Ingresos y gastos por mes');
  });
});
