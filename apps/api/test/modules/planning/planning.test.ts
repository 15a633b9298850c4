import {
  BudgetCopyResultSchema,
  BudgetLineSchema,
  GoalSchema,
  LearningPathSchema,
  PlanningViewSchema,
  ScenarioAnalysisResponseSchema,
  ScenarioSchema,
  z,
} from '@caudal/contracts';
import { addDays, addMonths, monthKey } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 15, planning: goals that follow the data, budget vs actual, the forecast, the scenarios.

const t = useTestApp();
const VIEW = '/api/planning/view';
const GOALS = '/api/planning/goals';
const LINES = '/api/planning/budget-lines';
const SCENARIOS = '/api/planning/scenarios';

type Headers = Record<string, string>;
const send = (
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const view = async (headers: Headers, query = '') =>
  expectBody(await send(headers, 'GET', `${VIEW}${query}`), 200, PlanningViewSchema);
const created = async <S extends z.ZodType>(
  headers: Headers,
  url: string,
  payload: object,
  schema: S,
) => expectBody(await send(headers, 'POST', url, payload), 201, schema);

const today = todayInMexicoCity();
const thisMonth = monthKey(today);
const [m1, m2, m3] = [-3, -2, -1].map((offset) => monthKey(today, offset)) as [
  string,
  string,
  string,
];

/**
 * Three complete months alike: Ventas 90,000 in; Renta 30,000 and Insumos 30,000 out (the last
 * month's Insumos written 'Insumos' 20,000 and 'INSUMOS' 10,000, one category all the same). The
 * typical month is 90,000 in and 60,000 out. This month, on its first day, 5,000 to 'Ahorro'.
 * Cash 80,000 today.
 */
async function planningCompany() {
  const owner = await signedInUser(t);
  const entry = async (date: string, type: string, amount: number, category: string) => {
    const res = await send(owner.headers, 'POST', '/api/cash-flow/entries', {
      date,
      type,
      amount,
      category,
      description: category,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  for (const m of [m1, m2, m3]) {
    await entry(`${m}-10`, 'income', 90_000, 'Ventas');
    await entry(`${m}-05`, 'expense', 30_000, 'Renta');
  }
  await entry(`${m1}-12`, 'expense', 30_000, 'Insumos');
  await entry(`${m2}-12`, 'expense', 30_000, 'Insumos');
  await entry(`${m3}-12`, 'expense', 20_000, 'Insumos');
  await entry(`${m3}-13`, 'expense', 10_000, 'INSUMOS');
  await entry(`${thisMonth}-01`, 'expense', 5_000, 'Ahorro');
  const res = await send(owner.headers, 'PUT', '/api/company', { cashBalance: 80_000 });
  expect(res.statusCode, res.body).toBe(200);
  return owner;
}

const learningStep = async (headers: Headers, step: string) => {
  const path = expectBody(
    await send(headers, 'GET', '/api/learning/path'),
    200,
    LearningPathSchema,
  );
  return path.modules.find((m) => m.id === 'planning')?.steps.find((s) => s.id === step)?.done;
};

/** A set of scenarios: the first +10 % / +5 %, the others −50 % / −10 %. */
const set = (probabilities: number[]) => ({
  scenarios: probabilities.map((probability, i) => ({
    name: `Escenario ${i + 1}`,
    probability,
    revenueImpact: i === 0 ? 10 : -50,
    costImpact: i === 0 ? 5 : -10,
  })),
});

describe('goals', () => {
  it('created with defaults, edited, deleted; a new goal completes the data step', async () => {
    const owner = await signedInUser(t);
    const deadline = addMonths(today, 12);
    const goal = await created(
      owner.headers,
      GOALS,
      { name: 'Fondo de emergencia', targetAmount: 60_000, currentAmount: 15_000, deadline },
      GoalSchema,
    );
    expect(goal).toMatchObject({
      category: 'savings',
      priority: 'medium',
      link: 'none',
      currentAmount: 15_000,
    });
    expect(await learningStep(owner.headers, 'goal')).toBe(true);
    // 15,000 of 60,000 = 25 %: far behind, nothing at risk with a year left.
    let [shown] = (await view(owner.headers)).goals;
    expect(shown).toMatchObject({ progress: 25, remaining: 45_000, band: 'far-behind' });
    expect(shown?.atRisk).toBe(false);

    const edited = await send(owner.headers, 'PUT', `${GOALS}/${goal.id}`, {
      name: 'Fondo de emergencia',
      targetAmount: 60_000,
      currentAmount: 60_000,
      deadline,
      priority: 'high',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const v = await view(owner.headers);
    [shown] = v.goals;
    expect(shown).toMatchObject({ progress: 100, completed: true, priority: 'high' });
    expect(v.goalsSummary).toEqual({ total: 1, completed: 1, atRisk: 0 });
    expect(v.insights.map((i) => i.code)).toContain('all-goals-completed');

    expect((await send(owner.headers, 'DELETE', `${GOALS}/${goal.id}`)).statusCode).toBe(204);
    expect((await view(owner.headers)).goals).toEqual([]);
  });

  it('a goal 50 days from its deadline at 70 % is at risk', async () => {
    const owner = await signedInUser(t);
    await created(
      owner.headers,
      GOALS,
      { name: 'Horno', targetAmount: 10_000, currentAmount: 7_000, deadline: addDays(today, 50) },
      GoalSchema,
    );
    const v = await view(owner.headers);
    expect(v.goals[0]).toMatchObject({ daysLeft: 50, atRisk: true, band: 'behind' });
    expect(v.goalsSummary).toEqual({ total: 1, completed: 0, atRisk: 1 });
    expect(v.insights.map((i) => [i.code, i.title])).toContainEqual([
      'goals-at-risk',
      'Una meta en riesgo',
    ]);
  });

  it('linked goals follow the revenue, net profit, cash and a category by themselves', async () => {
    const owner = await planningCompany();
    const deadline = addMonths(today, 6);
    const goal = (name: string, targetAmount: number, extra: object) =>
      created(
        owner.headers,
        GOALS,
        { name, targetAmount, deadline, currentAmount: 1, ...extra },
        GoalSchema,
      );
    await goal('Vender 300 mil', 300_000, { link: 'revenue', startDate: `${m1}-01` });
    await goal('Ganar 100 mil', 100_000, { link: 'net-profit', startDate: `${m1}-01` });
    await goal('Caja de 100 mil', 100_000, { link: 'cash-balance' });
    await goal('Ahorrar 20 mil', 20_000, {
      link: 'category',
      linkCategory: 'ahorro',
      startDate: `${thisMonth}-01`,
    });
    const shown = async () =>
      (await view(owner.headers)).goals.map((g) => [g.name, g.currentAmount, g.progress]);
    // Revenue since m1: 3 × 90,000 = 270,000 → 90 %. Net profit: 270,000 − 180,000 − 5,000
    // = 85,000 → 85 %. Cash today 80,000 → 80 %. 'Ahorro' this month: 5,000 of 20,000 → 25 %.
    // The owner's figure (1) is ignored by every linked goal.
    expect(await shown()).toEqual([
      ['Vender 300 mil', 270_000, 90],
      ['Ganar 100 mil', 85_000, 85],
      ['Caja de 100 mil', 80_000, 80],
      ['Ahorrar 20 mil', 5_000, 25],
    ]);
    const v = await view(owner.headers);
    expect(v.goals[0]?.source).toMatch(/^Ingresos desde el /);
    expect(v.goals[3]?.source).toMatch(/^Movimientos de «ahorro» desde el /);
    expect(v.goals[0]?.manualAmount).toBe(1);

    // New data moves them: another 3,000 set aside and 30,000 sold today.
    for (const [type, amount, category] of [
      ['expense', 3_000, 'Ahorro'],
      ['income', 30_000, 'Ventas'],
    ] as const) {
      const res = await send(owner.headers, 'POST', '/api/cash-flow/entries', {
        date: today,
        type,
        amount,
        category,
        description: category,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Revenue 300,000 → 100 %; net profit 85,000 + 30,000 − 3,000 = 112,000; Ahorro 8,000.
    const after = await view(owner.headers);
    expect(after.goals.map((g) => g.currentAmount).slice(0, 2)).toEqual([300_000, 112_000]);
    expect(after.goals[0]?.completed).toBe(true);
    expect(after.goals[3]).toMatchObject({ currentAmount: 8_000, progress: 40 });
  });

  it('refuses bad goals in Spanish and stores nothing', async () => {
    const owner = await signedInUser(t);
    const base = { name: 'Meta', targetAmount: 1_000, deadline: addMonths(today, 3) };
    const cases: [object, RegExp][] = [
      [{ ...base, name: '' }, /nombre de la meta es obligatorio/],
      [{ ...base, targetAmount: 0 }, /monto objetivo debe ser mayor que cero/],
      [{ ...base, targetAmount: 'mil' }, /monto objetivo debe ser un número/],
      [{ ...base, deadline: '2026-13-01' }, /fecha límite debe ser una fecha válida/],
      [{ ...base, category: 'viajes' }, /categoría debe ser revenue, savings/],
      [{ ...base, link: 'category', startDate: today }, /Indica la categoría que sigue la meta/],
      [{ ...base, link: 'revenue' }, /Indica desde qué fecha cuenta la meta/],
      [
        { ...base, link: 'revenue', startDate: addMonths(today, 4) },
        /fecha límite debe ser posterior a la fecha de inicio/,
      ],
      [{ ...base, color: 'rojo' }, /./],
    ];
    for (const [payload, detail] of cases) {
      expectDetail(await send(owner.headers, 'POST', GOALS, payload), 400, detail);
    }
    expect((await view(owner.headers)).goals).toEqual([]);
  });
});

describe('budget vs actual', () => {
  const line = (category: string, type: 'income' | 'expense', planned: number, month = m3) => ({
    month,
    category,
    type,
    planned,
  });

  it('actual = the month’s entries of the category; income, expenses, profit; the verdict', async () => {
    const owner = await planningCompany();
    await created(owner.headers, LINES, line('Ventas', 'income', 102_954), BudgetLineSchema);
    const renta = await created(
      owner.headers,
      LINES,
      line('Renta', 'expense', 35_000),
      BudgetLineSchema,
    );
    // 'insumos' matches 'Insumos' and 'INSUMOS': 20,000 + 10,000.
    await created(owner.headers, LINES, line('insumos', 'expense', 38_990), BudgetLineSchema);
    expect(await learningStep(owner.headers, 'budget')).toBe(true);

    let v = await view(owner.headers, `?month=${m3}`);
    expect(v.budget.month).toBe(m3);
    expect(v.budget.lines.map((l) => [l.category, l.planned, l.actual, l.variance])).toEqual([
      ['Ventas', 102_954, 90_000, -12_954],
      ['Renta', 35_000, 30_000, -5_000],
      ['insumos', 38_990, 30_000, -8_990],
    ]);
    expect(v.budget.lines.map((l) => l.unfavourable)).toEqual([true, false, false]);
    // Income 102,954 → 90,000: −12,954, against. Expenses 73,990 → 60,000: −13,990, spent less,
    // in favour. Profit 28,964 → 30,000: +1,036, the verdict: favourable. Accuracy on profit:
    // 100 − 1,036 / 28,964 × 100 = 96.42 %, green (the sum of line variances read −26,944 and
    // 6.97 %).
    expect(v.budget.summary).toMatchObject({
      income: { planned: 102_954, actual: 90_000, variance: -12_954, favourable: false },
      expenses: { planned: 73_990, actual: 60_000, variance: -13_990, favourable: true },
      profit: { planned: 28_964, actual: 30_000, variance: 1_036, favourable: true },
      monthStatus: 'complete',
      progress: null,
      verdict: 'favourable',
      accuracyTone: 'good',
      lowAccuracy: false,
      aboveProfitPlan: false,
      note: null,
    });
    expect(v.budget.summary.accuracy).toBeCloseTo(96.42, 2);
    expect(v.budget.unplanned).toEqual([]);
    expect(v.budget.months).toEqual([m3]);

    // Without the Renta line its 30,000 shows as unplanned; profit 63,964 → 60,000, −3,964:
    // against, accuracy 100 − 3,964 / 63,964 × 100 = 93.80 %, still in the good band.
    expect((await send(owner.headers, 'DELETE', `${LINES}/${renta.id}`)).statusCode).toBe(204);
    v = await view(owner.headers, `?month=${m3}`);
    expect(v.budget.unplanned).toEqual([{ category: 'Renta', type: 'expense', actual: 30_000 }]);
    expect(v.budget.summary).toMatchObject({
      profit: { planned: 63_964, actual: 60_000, variance: -3_964, favourable: false },
      verdict: 'unfavourable',
      accuracyTone: 'good',
      lowAccuracy: false,
    });
    expect(v.budget.summary.accuracy).toBeCloseTo(93.8, 2);

    // Raising the plan of Ventas to 150,000: profit 111,010 → 60,000, −51,010 → 54.05 %: red,
    // with the low-accuracy insight.
    const ventas = v.budget.lines[0];
    const update = (planned: number) =>
      send(owner.headers, 'PUT', `${LINES}/${ventas?.id}`, line('Ventas', 'income', planned));
    expect((await update(150_000)).statusCode).toBe(200);
    v = await view(owner.headers, `?month=${m3}`);
    expect(v.budget.summary).toMatchObject({
      verdict: 'unfavourable',
      accuracyTone: 'bad',
      lowAccuracy: true,
      aboveProfitPlan: false,
    });
    expect(v.budget.summary.accuracy).toBeCloseTo(54.05, 2);
    expect(v.insights.map((i) => i.code)).toContain('low-budget-accuracy');

    // Planning Ventas at 60,000: profit 21,010 → 60,000, +38,990, far above plan: accuracy 0 %
    // yet green, and "Superaste tu utilidad planeada" instead of the warning.
    expect((await update(60_000)).statusCode).toBe(200);
    v = await view(owner.headers, `?month=${m3}`);
    expect(v.budget.summary).toMatchObject({
      profit: { planned: 21_010, actual: 60_000, variance: 38_990, favourable: true },
      verdict: 'favourable',
      accuracy: 0,
      accuracyTone: 'good',
      lowAccuracy: false,
      aboveProfitPlan: true,
    });
    const codes = v.insights.map((i) => i.code);
    expect(codes).toContain('profit-above-plan');
    expect(codes).not.toContain('low-budget-accuracy');
    expect(v.insights.find((i) => i.code === 'profit-above-plan')?.title).toBe(
      'Superaste tu utilidad planeada',
    );
  });

  it('the month in progress is marked and not judged: its figures so far, the days elapsed', async () => {
    const owner = await planningCompany();
    // This month: 5,000 to 'Ahorro' on its first day, planned 20,000 for the whole month.
    await created(
      owner.headers,
      LINES,
      line('Ventas', 'income', 100_000, thisMonth),
      BudgetLineSchema,
    );
    await created(
      owner.headers,
      LINES,
      line('Ahorro', 'expense', 20_000, thisMonth),
      BudgetLineSchema,
    );
    const v = await view(owner.headers);
    const elapsed = Number(today.slice(8, 10));
    const [year, month] = thisMonth.split('-').map(Number) as [number, number];
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    expect(v.budget.summary).toMatchObject({
      income: { planned: 100_000, actual: 0, variance: -100_000 },
      expenses: { planned: 20_000, actual: 5_000, variance: -15_000 },
      profit: { planned: 80_000, actual: -5_000, variance: -85_000 },
      monthStatus: 'in-progress',
      progress: { daysElapsed: elapsed, daysInMonth: days },
      verdict: null,
      accuracy: null,
      accuracyTone: null,
      lowAccuracy: false,
      aboveProfitPlan: false,
      note: `Mes en curso: van ${elapsed} de ${days} días; se evalúa cuando termine el mes.`,
    });
    expect(v.insights.map((i) => i.code)).not.toContain('low-budget-accuracy');
  });

  it('one line per month, type and category: a second one is a Spanish 409', async () => {
    const owner = await signedInUser(t);
    await created(owner.headers, LINES, line('Renta', 'expense', 25_000), BudgetLineSchema);
    expectDetail(
      await send(owner.headers, 'POST', LINES, line(' RENTA ', 'expense', 1)),
      409,
      'Ya hay una partida de esa categoría y tipo en ese mes',
    );
    // The same category as income, or in another month, is another line.
    await created(owner.headers, LINES, line('Renta', 'income', 5_000), BudgetLineSchema);
    await created(owner.headers, LINES, line('Renta', 'expense', 25_000, m2), BudgetLineSchema);
  });

  it('refuses bad lines in Spanish and stores nothing', async () => {
    const owner = await signedInUser(t);
    const cases: [object, RegExp][] = [
      [{ ...line('Renta', 'expense', 1), month: '2026-13' }, /mes debe tener la forma AAAA-MM/],
      [line('', 'expense', 1), /categoría es obligatoria/],
      [{ ...line('Renta', 'expense', 1), type: 'gasto' }, /tipo debe ser income o expense/],
      [line('Renta', 'expense', -5), /monto planeado no puede ser negativo/],
      [line('Renta', 'expense', 1.234), /como máximo dos decimales/],
    ];
    for (const [payload, detail] of cases) {
      expectDetail(await send(owner.headers, 'POST', LINES, payload), 400, detail);
    }
    expectDetail(await send(owner.headers, 'GET', `${VIEW}?month=2026-1`), 400, /AAAA-MM/);
    expectDetail(await send(owner.headers, 'GET', `${VIEW}?horizon=10years`), 400, /horizonte/);
    expect((await view(owner.headers, `?month=${m3}`)).budget.lines).toEqual([]);
  });

  it('copies last month, keeping what the month has; starts from last year’s actuals ± %', async () => {
    const owner = await planningCompany();
    await created(owner.headers, LINES, line('Ventas', 'income', 100_000, m2), BudgetLineSchema);
    await created(owner.headers, LINES, line('Renta', 'expense', 30_000, m2), BudgetLineSchema);
    await created(owner.headers, LINES, line('Renta', 'expense', 31_000, m3), BudgetLineSchema);
    const copy = expectBody(
      await send(owner.headers, 'POST', '/api/planning/budget/copy', { from: m2, to: m3 }),
      200,
      BudgetCopyResultSchema,
    );
    expect(copy).toMatchObject({ created: 1, skipped: 1 });
    expect(copy.detail).toMatch(/^Se agregó 1 partida a .+\. 1 categoría ya estaba/);
    let v = await view(owner.headers, `?month=${m3}`);
    expect(v.budget.lines.map((l) => [l.category, l.planned])).toEqual([
      ['Renta', 31_000],
      ['Ventas', 100_000],
    ]);

    // From m1's actuals + 10 %: Ventas 99,000, Renta 33,000, Insumos 33,000.
    const fromActuals = expectBody(
      await send(owner.headers, 'POST', '/api/planning/budget/from-actuals', {
        from: m1,
        to: thisMonth,
        adjustPercent: 10,
      }),
      200,
      BudgetCopyResultSchema,
    );
    expect(fromActuals).toMatchObject({ created: 3, skipped: 0 });
    v = await view(owner.headers);
    expect(
      v.budget.lines
        .map((l) => [l.category, l.type, l.planned])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['Insumos', 'expense', 33_000],
      ['Renta', 'expense', 33_000],
      ['Ventas', 'income', 99_000],
    ]);
    // This month so far: only Ahorro, unplanned.
    expect(v.budget.unplanned).toEqual([{ category: 'Ahorro', type: 'expense', actual: 5_000 }]);

    // Nothing to copy from an empty month; a month onto itself is refused.
    const empty = expectBody(
      await send(owner.headers, 'POST', '/api/planning/budget/copy', {
        from: '2020-01',
        to: m3,
      }),
      200,
      BudgetCopyResultSchema,
    );
    expect(empty).toMatchObject({ created: 0, skipped: 0 });
    expect(empty.detail).toMatch(/^No hay nada que copiar de enero de 2020/);
    expectDetail(
      await send(owner.headers, 'POST', '/api/planning/budget/copy', { from: m3, to: m3 }),
      400,
      /distinto del de origen/,
    );
    expectDetail(
      await send(owner.headers, 'POST', '/api/planning/budget/from-actuals', {
        from: m1,
        to: m3,
        adjustPercent: -101,
      }),
      400,
      /no puede ser menor a -100 %/,
    );
  });
});

describe('forecast', () => {
  it('from the figures core’s month (90,000 in, 60,000 out) to the chosen horizon', async () => {
    const owner = await planningCompany();
    let v = await view(owner.headers, '?horizon=1year');
    expect(v.baseline).toMatchObject({
      revenue: 90_000,
      costs: 60_000,
      growth: '8 % al año (supuesto)',
    });
    expect(v.baseline?.basis).toMatch(/^tus últimos 3 meses/);
    expect(v.forecast.months).toHaveLength(12);
    // Month 1: × (1 + 0.08/12) = 1.006667 → revenue 90,600, costs 60,400 (the realistic line
    // is the projection rule's own, as on the cash-flow page); conservative 81,540 / 57,380;
    // optimistic 104,190 / 63,420.
    expect(v.forecast.months[0]).toEqual({
      month: monthKey(today, 1),
      index: 1,
      conservative: { revenue: 81_540, costs: 57_380, profit: 24_160 },
      realistic: { revenue: 90_600, costs: 60_400, profit: 30_200 },
      optimistic: { revenue: 104_190, costs: 63_420, profit: 40_770 },
    });
    // Month 12: × 1.0829995 → 97,469.96 and 64,979.97 → 32,489.99.
    expect(v.forecast.months[11]?.realistic).toEqual({
      revenue: 97_469.96,
      costs: 64_979.97,
      profit: 32_489.99,
    });
    expect(v.forecast.note).not.toMatch(/36 meses/);

    expect((await view(owner.headers, '?horizon=6months')).forecast.months).toHaveLength(6);
    expect((await view(owner.headers)).forecast.months).toHaveLength(36);
    v = await view(owner.headers, '?horizon=5years');
    expect(v.forecast.months).toHaveLength(60);
    expect(v.forecast.months[59]?.realistic.revenue).toBe(134_086.11);
    expect(v.forecast.note).toMatch(/Más allá de 36 meses se extiende la misma regla/);
  });

  it('an empty company has no forecast, says why, and nothing shows NaN', async () => {
    const owner = await signedInUser(t);
    const v = await view(owner.headers);
    expect(v.baseline).toBeNull();
    expect(v.forecast.months).toEqual([]);
    expect(v.forecast.note).toMatch(/Registra tus movimientos/);
    expect(v.budget.summary.accuracy).toBeNull();
    expect(v.budget.summary.note).toMatch(/Aún no tienes partidas/);
    expect(v.goalsSummary).toEqual({ total: 0, completed: 0, atRisk: 0 });
    expect(v.insights).toEqual([]);
    expect(JSON.stringify(v)).not.toMatch(/NaN|Infinity|null,"tone":"good"/);
  });
});

describe('scenarios', () => {
  it('the defaults until the owner saves a set that adds up to 100 %', async () => {
    const owner = await planningCompany();
    let v = await view(owner.headers);
    // Base 90,000 / 60,000 → 30,000. Optimista +20/+10: 108,000 − 66,000 = 42,000; Base 30,000;
    // Recesión −20/−5: 72,000 − 57,000 = 15,000; Crisis −40/−10: 54,000 − 54,000 = 0.
    // Expected: 42,000 × 25 % + 30,000 × 50 % + 15,000 × 20 % + 0 × 5 % = 28,500.
    expect(v.scenarios.defaults).toBe(true);
    expect(v.scenarios.items.map((s) => [s.name, s.probability, s.profit])).toEqual([
      ['Optimista', 25, 42_000],
      ['Base', 50, 30_000],
      ['Recesión', 20, 15_000],
      ['Crisis del sector', 5, 0],
    ]);
    expect(v.scenarios).toMatchObject({ totalProbability: 100, baseProfit: 30_000 });
    expect(v.scenarios.expectedProfit).toBe(28_500);
    expect(v.insights.map((i) => i.code)).toContain('expected-below-base');
    expect(
      expectBody(await send(owner.headers, 'GET', SCENARIOS), 200, z.array(ScenarioSchema)),
    ).toEqual([]);

    // 60 + 30 = 90 %: refused with the sum, nothing stored.
    expectDetail(
      await send(owner.headers, 'PUT', SCENARIOS, set([60, 30])),
      400,
      'Las probabilidades de los escenarios suman 90 %; deben sumar 100 %.',
    );
    expect((await view(owner.headers)).scenarios.defaults).toBe(true);

    // 70 / 30: +10 %/+5 % → 99,000 − 63,000 = 36,000; −50 %/−10 % → 45,000 − 54,000 = −9,000.
    // Expected 36,000 × 70 % − 9,000 × 30 % = 22,500.
    const saved = expectBody(
      await send(owner.headers, 'PUT', SCENARIOS, set([70, 30])),
      200,
      z.array(ScenarioSchema),
    );
    expect(saved.map((s) => s.name)).toEqual(['Escenario 1', 'Escenario 2']);
    v = await view(owner.headers);
    expect(v.scenarios.defaults).toBe(false);
    expect(v.scenarios.items.map((s) => [s.profit, s.profitImpact])).toEqual([
      [36_000, 6_000],
      [-9_000, -39_000],
    ]);
    expect(v.scenarios.expectedProfit).toBe(22_500);
    expect(v.insights.map((i) => i.code)).toContain('worst-scenario-loss');

    // Thirds are accepted (33.33 + 33.33 + 33.34).
    const thirds = await send(owner.headers, 'PUT', SCENARIOS, set([33.33, 33.33, 33.34]));
    expect(thirds.statusCode, thirds.body).toBe(200);
    expect((await view(owner.headers)).scenarios.items).toHaveLength(3);
  });

  it('refuses bad scenarios in Spanish', async () => {
    const owner = await signedInUser(t);
    const one = (patch: object) => ({
      scenarios: [{ name: 'Todo', probability: 100, revenueImpact: 0, costImpact: 0, ...patch }],
    });
    const cases: [object, RegExp][] = [
      [{ scenarios: [] }, /al menos un escenario/],
      [one({ name: '' }), /nombre del escenario es obligatorio/],
      [one({ probability: 120 }), /como máximo 100 %/],
      [one({ revenueImpact: -150 }), /no puede ser menor a -100 %/],
      [one({ costImpact: 'mucho' }), /impacto en costos debe ser un número/],
      [set(Array.from({ length: 13 }, () => 100 / 13)), /como máximo 12 escenarios/],
    ];
    for (const [payload, detail] of cases) {
      expectDetail(await send(owner.headers, 'PUT', SCENARIOS, payload), 400, detail);
    }
  });

  it('Sofía reads the same scenarios, with chapter 15 first, and completes the step', async () => {
    const owner = await planningCompany();
    await send(owner.headers, 'PUT', SCENARIOS, set([70, 30]));
    const answer = expectBody(
      await send(owner.headers, 'POST', '/api/ai/scenario/analysis', {}),
      200,
      ScenarioAnalysisResponseSchema,
    );
    expect(answer.agent).toBe('Sofía');
    const a = answer.analysis;
    expect(a.scenarios.expectedProfit).toBe(22_500);
    expect(a.worstCase).toEqual({ name: 'Escenario 2', profit: -9_000, probability: 30 });
    expect(a.recommendations[0]?.title).toBe('Prepara un plan para el peor escenario');
    expect(a.recommendations[0]?.description).toContain('perderías $9,000 al mes');
    expect(a.citations[0]).toMatchObject({ chapter: 15 });
    expect(a.ai_analysis).toContain('$22,500');
    expect(a.assumed).toEqual([]);
    expect(await learningStep(owner.headers, 'scenario')).toBe(true);
    // A body with fields the spec does not define is refused.
    expectDetail(
      await send(owner.headers, 'POST', '/api/ai/scenario/analysis', { scenarios: [] }),
      400,
    );
  });
});

describe('another company', () => {
  it('never sees nor changes the owner’s goals, lines and scenarios (404)', async () => {
    const owner = await planningCompany();
    const goal = await created(
      owner.headers,
      GOALS,
      { name: 'Meta', targetAmount: 1_000, deadline: addMonths(today, 3) },
      GoalSchema,
    );
    const line = await created(
      owner.headers,
      LINES,
      { month: m3, category: 'Renta', type: 'expense', planned: 30_000 },
      BudgetLineSchema,
    );
    await send(owner.headers, 'PUT', SCENARIOS, set([100]));
    const other = await signedInUser(t);
    for (const url of [`${GOALS}/${goal.id}`, `${LINES}/${line.id}`]) {
      expectDetail(await send(other.headers, 'GET', url), 404);
      expectDetail(await send(other.headers, 'DELETE', url), 404);
    }
    expectDetail(
      await send(other.headers, 'PUT', `${GOALS}/${goal.id}`, {
        name: 'Mía',
        targetAmount: 5,
        deadline: addMonths(today, 3),
      }),
      404,
      'Meta no encontrada',
    );
    expectDetail(
      await send(other.headers, 'PUT', `${LINES}/${line.id}`, {
        month: m3,
        category: 'Mía',
        type: 'expense',
        planned: 1,
      }),
      404,
      'Partida de presupuesto no encontrada',
    );
    // Copying "its" m3 copies nothing of the owner's.
    const copy = expectBody(
      await send(other.headers, 'POST', '/api/planning/budget/copy', { from: m3, to: thisMonth }),
      200,
      BudgetCopyResultSchema,
    );
    expect(copy.created).toBe(0);
    // Nor does starting from "its" actuals of m3: it has no entries; the owner's are not read.
    const fromActuals = expectBody(
      await send(other.headers, 'POST', '/api/planning/budget/from-actuals', {
        from: m3,
        to: thisMonth,
      }),
      200,
      BudgetCopyResultSchema,
    );
    expect(fromActuals).toMatchObject({ created: 0, skipped: 0 });
    const otherView = await view(other.headers, `?month=${m3}`);
    expect(otherView.goals).toEqual([]);
    expect(otherView.budget.lines).toEqual([]);
    expect(otherView.budget.unplanned).toEqual([]);
    expect(otherView.scenarios.defaults).toBe(true);
    // The owner's are untouched.
    const v = await view(owner.headers, `?month=${m3}`);
    expect(v.goals.map((g) => g.name)).toEqual(['Meta']);
    expect(v.budget.lines.map((l) => l.planned)).toEqual([30_000]);
    expect(v.scenarios.items).toHaveLength(1);
  });
});

describe('export and import', () => {
  it('goals, budget lines and scenarios round-trip through the company’s document', async () => {
    const owner = await planningCompany();
    await created(
      owner.headers,
      GOALS,
      {
        name: 'Vender 300 mil',
        targetAmount: 300_000,
        deadline: addMonths(today, 6),
        link: 'revenue',
        startDate: `${m1}-01`,
        priority: 'high',
        category: 'revenue',
      },
      GoalSchema,
    );
    await created(
      owner.headers,
      LINES,
      { month: m3, category: 'Renta', type: 'expense', planned: 25_000 },
      BudgetLineSchema,
    );
    await send(owner.headers, 'PUT', SCENARIOS, set([70, 30]));
    const exported = await send(owner.headers, 'GET', '/api/financial-data/export');
    expect(exported.statusCode, exported.body).toBe(200);
    const doc = exported.json() as Record<string, unknown[]>;
    expect(doc.goals).toHaveLength(1);
    expect(doc.budgetLines).toHaveLength(1);
    expect(doc.planningScenarios).toHaveLength(2);

    const other = await signedInUser(t);
    const imported = await send(other.headers, 'POST', '/api/financial-data/import', doc);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ goals: 1, budgetLines: 1, planningScenarios: 2 });
    const v = await view(other.headers, `?month=${m3}`);
    // The same figures: the linked goal follows the imported entries (270,000 of 300,000).
    expect(v.goals.map((g) => [g.name, g.link, g.priority, g.currentAmount])).toEqual([
      ['Vender 300 mil', 'revenue', 'high', 270_000],
    ]);
    expect(v.budget.lines.map((l) => [l.category, l.planned, l.actual])).toEqual([
      ['Renta', 25_000, 30_000],
    ]);
    expect(v.scenarios.expectedProfit).toBe(22_500);

    // A document whose scenarios add up to 90 % is refused whole.
    const bad = {
      ...doc,
      planningScenarios: [
        { name: 'A', probability: 60, revenueImpact: 0, costImpact: 0 },
        { name: 'B', probability: 30, revenueImpact: 0, costImpact: 0 },
      ],
    };
    expectDetail(
      await send(other.headers, 'POST', '/api/financial-data/import', bad),
      400,
      /suman 90 %/,
    );
  });
});
