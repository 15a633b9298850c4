import {
  SavedSimulationSchema,
  SavedSimulationsSchema,
  SimulationResultSchema,
} from '@caudal/contracts';
import { monthKey } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 18, first part: the simulator over the company's revenue, every field in the result,
// and the simulations kept per company.

const t = useTestApp();
type Headers = Record<string, string>;
const call = (headers: Headers, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const INPUT = { scenario: 'realistic', investment: 100_000, periodMonths: 12, monthlyGrowth: 2 };
const simulate = async (headers: Headers, body: object) =>
  expectBody(
    await call(headers, 'POST', '/api/growth/simulate', body),
    200,
    SimulationResultSchema,
  );

describe('POST /api/growth/simulate', () => {
  it('a company without sales starts from 115,000, said so; every field moves the result', async () => {
    const owner = await signedInUser(t);
    const r = await simulate(owner.headers, INPUT);
    // 115,000 × 1.02^12 = 145,847.81. Issue 33: the ROI comes from what that growth adds:
    // 115,000 × Σ(1.02^k − 1) = 115,000 × 1.680332 = 193,238 of revenue in 12 months, at the
    // stated 35 % (no recorded margin) 67,633.35 of profit against 100,000: ROI −32.37 %, never
    // back, so no probability of it.
    expect(r).toMatchObject({
      scenario: 'realistic',
      baseRevenue: 115_000,
      baseEstimated: true,
      projectedRevenue: 145_847.81,
      incrementalProfit: 67_633.35,
      profitMargin: 35,
      timeToBreakeven: null,
      riskLevel: 'medium',
      probability: 0,
    });
    expect(r.roi).toBeCloseTo(-32.36665, 4);
    expect(r.checkpoints.map((c) => [c.month, c.revenue])).toEqual([
      [3, 122_038.92], // 115,000 × 1.02³
      [6, 129_508.68],
      [9, 137_435.65],
      [12, 145_847.81],
    ]);
    expect(r.notes[0]).toMatch(/parte de \$115,000 al mes, una estimación/);
    expect(r.notes).toContain(
      'Con este crecimiento la inversión no se recupera en 12 meses: la utilidad adicional no alcanza a pagarla.',
    );
    expect(r.notes.at(-1)).toMatch(/se toma con 35\s?% de utilidad/);

    // 10 % a month: 40,250 × (1.1^k − 1) of profit in month k (4,025, 8,452.50, 13,322.75,
    // 18,680.03, 24,573.03, 31,055.33, …), 463,789.16 in 12 months: ROI 363.79 %; after 5
    // months 69,053.31 are back, the 30,946.69 left take 30,946.69 / 31,055.33 of month 6.
    // Its 10 months expect 303,129.47, under the card's 350,000: the card's 70 %.
    const fast = await simulate(owner.headers, { ...INPUT, monthlyGrowth: 10 });
    expect(fast).toMatchObject({ incrementalProfit: 463_789.16, probability: 70 });
    expect(fast.roi).toBeCloseTo(363.78916, 4);
    expect(fast.timeToBreakeven).toBeCloseTo(5 + 30_946.69 / 31_055.33, 4);
    // 0 % adds nothing: ROI −100 %. −5 % loses 131,490.39 more: ROI −231.49 %.
    const flat = await simulate(owner.headers, { ...INPUT, monthlyGrowth: 0 });
    expect(flat).toMatchObject({ incrementalProfit: 0, roi: -100, timeToBreakeven: null });
    const falling = await simulate(owner.headers, { ...INPUT, monthlyGrowth: -5 });
    expect(falling.incrementalProfit).toBe(-131_490.39);
    expect(falling.roi).toBeCloseTo(-231.49039, 4);
    expect(new Set([fast.roi, flat.roi, falling.roi, r.roi]).size).toBe(4);

    // Investment 175,000 at 10 %: ROI (463,789.16 − 175,000) / 175,000 = 165.02 %, later back.
    const heavy = await simulate(owner.headers, {
      ...INPUT,
      monthlyGrowth: 10,
      investment: 175_000,
    });
    expect(heavy.roi).toBeCloseTo(165.022377, 4);
    expect(heavy.timeToBreakeven).toBeCloseTo(7.7974, 3);
    // Six months: 115,000 × 1.02^6.
    expect((await simulate(owner.headers, { ...INPUT, periodMonths: 6 })).projectedRevenue).toBe(
      129_508.68,
    );
    // 4 % a month: 115,000 × 1.04^12 = 184,118.71.
    expect((await simulate(owner.headers, { ...INPUT, monthlyGrowth: 4 })).projectedRevenue).toBe(
      184_118.71,
    );
    // Aggressive: the card's risk; the same growth, the same ROI (it is the series').
    expect(await simulate(owner.headers, { ...INPUT, scenario: 'aggressive' })).toMatchObject({
      roi: r.roi,
      riskLevel: 'high',
      probability: 0,
    });
  });

  it("starts from the cash-flow page's typical month when the company has sales", async () => {
    const owner = await signedInUser(t);
    const today = todayInMexicoCity();
    for (const back of [1, 2, 3]) {
      const res = await call(owner.headers, 'POST', '/api/cash-flow/entries', {
        date: `${monthKey(today, -back)}-10`,
        type: 'income',
        amount: 30_000,
        category: 'Ventas',
        description: 'Ventas',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const view = (await call(owner.headers, 'GET', '/api/cash-flow/view')).json() as {
      periods: { monthly: { income: number } };
    };
    const r = await simulate(owner.headers, INPUT);
    expect(r).toMatchObject({ baseEstimated: false, baseRevenue: view.periods.monthly.income });
    expect(r.baseRevenue).toBeGreaterThan(0);
  });

  it('refuses bad fields in Spanish', async () => {
    const owner = await signedInUser(t);
    const bad = (body: object) => call(owner.headers, 'POST', '/api/growth/simulate', body);
    expectDetail(
      await bad({ ...INPUT, periodMonths: 18 }),
      400,
      /El periodo debe ser de 6, 12, 24 o 36 meses/,
    );
    expectDetail(
      await bad({ ...INPUT, investment: 0 }),
      400,
      /La inversión debe ser mayor que cero/,
    );
    expectDetail(
      await bad({ ...INPUT, monthlyGrowth: 'mucho' }),
      400,
      /El crecimiento mensual debe ser un número/,
    );
    expectDetail(await bad({ ...INPUT, scenario: 'loco' }), 400, /El escenario debe ser/);
    expectDetail(await call({}, 'POST', '/api/growth/simulate', INPUT), 401);
  });
});

describe('/api/growth/simulations', () => {
  it('kept, listed newest first, deleted; another company sees none and gets 404', async () => {
    const owner = await signedInUser(t);
    const save = async (input: object) =>
      expectBody(
        await call(owner.headers, 'POST', '/api/growth/simulations', { input }),
        201,
        SavedSimulationSchema,
      );
    const first = await save(INPUT);
    expect(first.input).toEqual(INPUT);
    expect(first.result.roi).toBeCloseTo(-32.36665, 4);
    const second = await save({ ...INPUT, investment: 175_000 });
    const list = async (headers: Headers) =>
      expectBody(await call(headers, 'GET', '/api/growth/simulations'), 200, SavedSimulationsSchema)
        .simulations;
    expect((await list(owner.headers)).map((s) => s.id)).toEqual([second.id, first.id]);

    const other = await signedInUser(t);
    expect(await list(other.headers)).toEqual([]);
    expectDetail(
      await call(other.headers, 'DELETE', `/api/growth/simulations/${first.id}`),
      404,
      'Simulación no encontrada',
    );
    expect(
      (await call(owner.headers, 'DELETE', `/api/growth/simulations/${first.id}`)).statusCode,
    ).toBe(204);
    expect((await list(owner.headers)).map((s) => s.id)).toEqual([second.id]);
    expectDetail(
      await call(owner.headers, 'POST', '/api/growth/simulations', {
        input: { ...INPUT, periodMonths: 7 },
      }),
      400,
      /El periodo debe ser/,
    );
  });
});
