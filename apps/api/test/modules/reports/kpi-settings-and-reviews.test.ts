import {
  DianaResponseSchema,
  ExpenseOptimizationSchema,
  ProjectForecastSchema,
  ReportKpiSettingsSchema,
  ReportKpisSchema,
  ReportSchema,
} from '@caudal/contracts';
import { addDays, monthKey } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';
import { reportsSampleCompany } from './sample-company.ts';

// Issue 16, reports: the KPIs a company follows and its targets, the expense review, the
// forecast, and Diana's reading of the KPIs.

const t = useTestApp();
type Headers = Record<string, string>;
const today = todayInMexicoCity();

const call = (headers: Headers, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const kpisOf = async (headers: Headers) =>
  expectBody(await call(headers, 'GET', '/api/reports/kpis?period_days=30'), 200, ReportKpisSchema)
    .kpis;

describe('/api/reports/kpi-settings', () => {
  it('the six defaults until the owner chooses; the choice and targets persist and apply', async () => {
    const owner = await reportsSampleCompany(t);
    const defaults = expectBody(
      await call(owner.headers, 'GET', '/api/reports/kpi-settings'),
      200,
      ReportKpiSettingsSchema,
    );
    expect(defaults).toEqual({
      followed: [
        'revenue',
        'net-margin',
        'cash-flow-margin',
        'ltv-coca',
        'acquisition-cost',
        'revenue-growth',
      ],
      targets: {},
    });
    const before = await kpisOf(owner.headers);
    expect(before.filter((k) => k.followed)).toHaveLength(6);
    // One sale of 10,000 in the period, one of 8,000 in the one before: 10,000 a movement
    // against 8,000.
    expect(before.find((k) => k.id === 'average-ticket')).toMatchObject({
      name: 'Ingreso promedio por movimiento',
      value: 10_000,
      target: 8_000,
      status: 'excellent',
      trend: 'up',
      target_source: 'default',
      followed: false,
    });

    const choice = {
      followed: ['revenue', 'net-margin', 'cash-flow-margin', 'average-ticket', 'new-customers'],
      targets: { revenue: 12_500, 'new-customers': 12 },
    };
    const saved = expectBody(
      await call(owner.headers, 'PUT', '/api/reports/kpi-settings', choice),
      200,
      ReportKpiSettingsSchema,
    );
    expect(saved).toEqual(choice);
    const after = await kpisOf(owner.headers);
    expect(after.filter((k) => k.followed).map((k) => k.id)).toEqual([
      'revenue',
      'net-margin',
      'cash-flow-margin',
      'average-ticket',
      'new-customers',
    ]);
    const byId = Object.fromEntries(after.map((k) => [k.id, k]));
    // 10,000 / 12,500 = 0.8 → precaución; variance −2,500.
    expect(byId.revenue).toMatchObject({
      target: 12_500,
      default_target: 8_000,
      variance: -2_500,
      status: 'warning',
      target_source: 'owner',
    });
    // This month's record: 10 new customers against 12 → 0.83 → precaución.
    expect(byId['new-customers']).toMatchObject({
      value: 10,
      target: 12,
      variance: -2,
      status: 'warning',
      unit: 'clientes',
    });
    // The comprehensive report carries the followed five only.
    const res = await call(owner.headers, 'POST', '/api/reports/generate', {
      report_type: 'comprehensive',
      period_days: 30,
    });
    expect(expectBody(res, 200, ReportSchema).kpis?.map((k) => k.id)).toEqual(choice.followed);

    // Another company keeps the defaults.
    const other = await signedInUser(t);
    const theirs = expectBody(
      await call(other.headers, 'GET', '/api/reports/kpi-settings'),
      200,
      ReportKpiSettingsSchema,
    );
    expect(theirs.targets).toEqual({});
    expect(theirs.followed).toHaveLength(6);
  });

  it('refuses fewer than 5, more than 7, repeats and unknown ids in Spanish, saving nothing', async () => {
    const owner = await signedInUser(t);
    const put = (payload: object) =>
      call(owner.headers, 'PUT', '/api/reports/kpi-settings', payload);
    const choose = /Elige de 5 a 7 indicadores/;
    expectDetail(
      await put({ followed: ['revenue', 'net-margin', 'ltv-coca', 'revenue-growth'], targets: {} }),
      400,
      choose,
    );
    expectDetail(
      await put({
        followed: [
          'revenue',
          'net-margin',
          'cash-flow-margin',
          'ltv-coca',
          'acquisition-cost',
          'revenue-growth',
          'average-ticket',
          'new-customers',
        ],
        targets: {},
      }),
      400,
      choose,
    );
    const five = ['revenue', 'net-margin', 'cash-flow-margin', 'ltv-coca', 'revenue'];
    expectDetail(await put({ followed: five, targets: {} }), 400, 'Un indicador está repetido');
    expectDetail(
      await put({
        followed: ['revenue', 'net-margin', 'cash-flow-margin', 'ltv-coca', 'ventas'],
        targets: {},
      }),
      400,
      /El indicador debe ser uno de/,
    );
    expectDetail(
      await put({
        followed: ['revenue', 'net-margin', 'cash-flow-margin', 'ltv-coca', 'revenue-growth'],
        targets: { revenue: 'mucho' },
      }),
      400,
      /La meta debe ser un número/,
    );
    const now = expectBody(
      await call(owner.headers, 'GET', '/api/reports/kpi-settings'),
      200,
      ReportKpiSettingsSchema,
    );
    expect(now.followed).toHaveLength(6);
    expectDetail(await call({}, 'GET', '/api/reports/kpi-settings'), 401);
  });
});

describe('POST /api/reports/optimize-expenses', () => {
  it('flags what grows faster than revenue, worked by hand', async () => {
    const owner = await signedInUser(t);
    // Three complete months before this one against the three before them, the monthly costs
    // paid every month (a category paid in under half of its months is occasional).
    const m = (back: number) => `${monthKey(today, -back)}-10`;
    const entries = [
      [m(5), 'income', 100_000, 'Ventas'],
      [m(6), 'expense', 6_000, 'Publicidad'],
      [m(5), 'expense', 7_000, 'Publicidad'],
      [m(4), 'expense', 7_000, 'Publicidad'],
      [m(6), 'expense', 10_000, 'Renta'],
      [m(5), 'expense', 10_000, 'Renta'],
      [m(4), 'expense', 10_000, 'Renta'],
      [m(2), 'income', 110_000, 'Ventas'],
      [m(3), 'expense', 10_000, 'Publicidad'],
      [m(2), 'expense', 10_000, 'Publicidad'],
      [m(1), 'expense', 10_000, 'Publicidad'],
      [m(3), 'expense', 11_400, 'Renta'],
      [m(2), 'expense', 11_400, 'Renta'],
      [m(1), 'expense', 11_400, 'Renta'],
      // Paid once in six months and no year of history: occasional, listed without judging.
      [m(2), 'expense', 1_500, 'Software'],
      // This month is not complete: left out.
      [today, 'expense', 99_000, 'Publicidad'],
    ] as const;
    for (const [date, type, amount, category] of entries) {
      const res = await call(owner.headers, 'POST', '/api/cash-flow/entries', {
        date,
        type,
        amount,
        category,
        description: category,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const r = expectBody(
      await call(owner.headers, 'POST', '/api/reports/optimize-expenses', {}),
      200,
      ExpenseOptimizationSchema,
    );
    expect(r.period).toEqual({
      from: `${monthKey(today, -3)}-01`,
      to: addDays(`${monthKey(today)}-01`, -1),
    });
    expect(r.revenue_growth).toBeCloseTo(10, 6);
    // Publicidad +50 % against revenue +10 %: 20,000 × 1.1 = 22,000 justified; 8,000 more over
    // three months is 2,666.67 a month. Renta +14 % is within 10 + 5 points.
    expect(r.current_expenses.categories).toEqual([
      {
        name: 'Publicidad',
        amount: 30_000,
        frequency: 'monthly',
        comparison: 'previous-months',
        compared_with: 'Los tres meses anteriores',
        previous_amount: 20_000,
        growth: 50,
        outpaces_revenue: true,
        suggested_saving: 2_666.67,
      },
      {
        name: 'Renta',
        amount: 34_200,
        frequency: 'monthly',
        comparison: 'previous-months',
        compared_with: 'Los tres meses anteriores',
        previous_amount: 30_000,
        growth: expect.closeTo(14, 6),
        outpaces_revenue: false,
        suggested_saving: 0,
      },
      {
        name: 'Software',
        amount: 1_500,
        frequency: 'occasional',
        comparison: 'not-judged',
        compared_with: 'Sin juzgar: gasto ocasional sin un año de historia',
        previous_amount: null,
        growth: null,
        outpaces_revenue: false,
        suggested_saving: 0,
      },
    ]);
    expect(r.current_expenses.total).toBe(65_700);
    expect(r.total_suggested_saving).toBe(2_666.67);
    expect(r.citations[0]?.chapter).toBe(6);

    // Another company sees none of it; an unknown field is refused in Spanish.
    const other = await signedInUser(t);
    const theirs = expectBody(
      await call(other.headers, 'POST', '/api/reports/optimize-expenses', {}),
      200,
      ExpenseOptimizationSchema,
    );
    expect(theirs.current_expenses.categories).toEqual([]);
    expect(theirs.note).toMatch(/Sin gastos registrados/);
    const bad = await call(owner.headers, 'POST', '/api/reports/optimize-expenses', { x: 1 });
    expect(bad.statusCode).toBe(400);
  });

  it('compares a yearly payment with the same months a year before, worked by hand', async () => {
    const owner = await signedInUser(t);
    const m = (back: number, day = '10') => `${monthKey(today, -back)}-${day}`;
    // The oven's maintenance: a yearly fixed cost of 18,000.
    const cost = await call(owner.headers, 'POST', '/api/fixed-costs', {
      name: 'Mantenimiento del horno',
      amount: 18_000,
      category: 'Mantenimiento',
      recurring: false,
    });
    expect(cost.statusCode, cost.body).toBe(201);
    const entries = [
      // Records from the first day of the same three months a year before.
      [m(15, '01'), 'income', 100_000, 'Ventas'],
      [m(14), 'expense', 18_000, 'Mantenimiento'],
      [m(13), 'expense', 5_000, 'Reparaciones'],
      [m(5), 'income', 100_000, 'Ventas'],
      [m(2), 'income', 120_000, 'Ventas'],
      [m(2), 'expense', 18_950, 'Mantenimiento'],
      [m(1), 'expense', 9_000, 'Reparaciones'],
    ] as const;
    for (const [date, type, amount, category] of entries) {
      const res = await call(owner.headers, 'POST', '/api/cash-flow/entries', {
        date,
        type,
        amount,
        category,
        description: category,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const r = expectBody(
      await call(owner.headers, 'POST', '/api/reports/optimize-expenses', {}),
      200,
      ExpenseOptimizationSchema,
    );
    // Revenue 120,000 against 100,000 a year before: +20 %. Reparaciones 9,000 against 5,000 is
    // +80 %: 5,000 × 1.2 = 6,000 justified, 3,000 more over three months is 1,000 a month. The
    // oven, 18,950 against 18,000, is +5.28 %: within 20 + 5 points (against its three months
    // before, 0, it would have been "new").
    expect(r.current_expenses.categories).toEqual([
      {
        name: 'Reparaciones',
        amount: 9_000,
        frequency: 'occasional',
        comparison: 'same-months-last-year',
        compared_with: 'Los mismos meses del año pasado (gasto ocasional)',
        previous_amount: 5_000,
        growth: expect.closeTo(80, 6),
        outpaces_revenue: true,
        suggested_saving: 1_000,
      },
      {
        name: 'Mantenimiento',
        amount: 18_950,
        frequency: 'occasional',
        comparison: 'same-months-last-year',
        compared_with: 'Los mismos meses del año pasado (gasto ocasional)',
        previous_amount: 18_000,
        growth: expect.closeTo(5.2778, 3),
        outpaces_revenue: false,
        suggested_saving: 0,
      },
    ]);
    expect(r.total_suggested_saving).toBe(1_000);
  });
});

describe('POST /api/reports/project-forecast', () => {
  it("the planning module's forecast; an empty company is told why there is none", async () => {
    const owner = await reportsSampleCompany(t);
    const f = expectBody(
      await call(owner.headers, 'POST', '/api/reports/project-forecast', { horizon: '6months' }),
      200,
      ProjectForecastSchema,
    );
    expect(f.forecast.months).toHaveLength(6);
    const planning = await call(owner.headers, 'GET', '/api/planning/view?horizon=6months');
    const view = planning.json() as { baseline: unknown; forecast: unknown };
    expect(f.baseline).toEqual(view.baseline);
    expect(f.forecast).toEqual(view.forecast);

    const empty = await signedInUser(t);
    const none = expectBody(
      await call(empty.headers, 'POST', '/api/reports/project-forecast', {}),
      200,
      ProjectForecastSchema,
    );
    expect(none.forecast).toMatchObject({ horizon: '1year', months: [] });
    expect(none.forecast.note).toMatch(/Registra tus movimientos/);
    expectDetail(
      await call(owner.headers, 'POST', '/api/reports/project-forecast', { horizon: '2years' }),
      400,
      'El horizonte debe ser 6months, 1year, 3years o 5years',
    );
  });
});

describe('POST /api/agents/diana/performance-optimization', () => {
  it('the followed KPIs, the furthest from target first, each recommendation cited', async () => {
    const owner = await reportsSampleCompany(t);
    await call(owner.headers, 'PUT', '/api/reports/kpi-settings', {
      followed: ['revenue', 'net-margin', 'cash-flow-margin', 'revenue-growth', 'new-customers'],
      // Revenue 10,000 against 20,000: 0.5 → crítico. New customers 10 against 12: precaución.
      targets: { revenue: 20_000, 'new-customers': 12 },
    });
    const res = await call(owner.headers, 'POST', '/api/agents/diana/performance-optimization', {
      period_days: 30,
    });
    const { agent, analysis } = expectBody(res, 200, DianaResponseSchema);
    expect(agent).toBe('Diana');
    expect(analysis.kpis.map((k) => k.id)).toEqual([
      'revenue',
      'new-customers',
      'net-margin',
      'cash-flow-margin',
      'revenue-growth',
    ]);
    expect(analysis.below_target).toBe(2);
    expect(analysis.recommendations[0]).toMatchObject({
      title: 'Mejora ingresos del periodo',
      priority: 'high',
    });
    expect(analysis.recommendations[0]?.description).toContain('$10,000');
    expect(analysis.recommendations[0]?.description).toContain('$20,000');
    expect(analysis.recommendations[1]).toMatchObject({ priority: 'medium' });
    // Net margin 50 % against the suggested 15 %: 3.3 times it, time for a target of one's own.
    expect(analysis.recommendations[2]).toMatchObject({
      title: 'Fija metas propias donde ya superaste la sugerida',
      priority: 'low',
    });
    expect(analysis.recommendations[2]?.description).toContain('Margen neto (50% contra 15%)');
    for (const r of analysis.recommendations) expect(r.citations.length).toBeGreaterThan(0);
    expect(analysis.ai_analysis).toMatch(/2 están lejos de su meta/);

    const empty = await signedInUser(t);
    const quiet = expectBody(
      await call(empty.headers, 'POST', '/api/agents/diana/performance-optimization', {}),
      200,
      DianaResponseSchema,
    );
    expect(quiet.analysis.ai_analysis).toMatch(/Ninguno de tus 6 indicadores se pudo comparar/);
    expect(quiet.analysis.below_target).toBe(0);
    expectDetail(
      await call(owner.headers, 'POST', '/api/agents/diana/performance-optimization', {
        period_days: 60,
      }),
      400,
      'El periodo debe ser de 7, 30, 90 o 365 días',
    );
  });
});
