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
    // 115,000 × 1.02^12 = 145,847.81; realistic returns 350,000 in 10 months:
    // ROI (350,000 − 100,000) / 100,000 = 250 %; break-even 100,000 / 35,000 = 2.86 months.
    expect(r).toMatchObject({
      scenario: 'realistic',
      baseRevenue: 115_000,
      baseEstimated: true,
      projectedRevenue: 145_847.81,
      roi: 250,
      riskLevel: 'medium',
      probability: 70,
    });
    expect(r.timeToBreakeven).toBeCloseTo(100 / 35, 10);
    expect(r.checkpoints.map((c) => [c.month, c.revenue])).toEqual([
      [3, 122_038.92], // 115,000 × 1.02³
      [6, 129_508.68],
      [9, 137_435.65],
      [12, 145_847.81],
    ]);
    expect(r.notes[0]).toMatch(/parte de \$115,000 al mes, una estimación/);

    // Investment 175,000: ROI 100 %, break-even 5 months.
    const heavy = await simulate(owner.headers, { ...INPUT, investment: 175_000 });
    expect(heavy.roi).toBeCloseTo(100, 10);
    expect(heavy.timeToBreakeven).toBeCloseTo(5, 10);
    // Six months: 115,000 × 1.02^6.
    expect((await simulate(owner.headers, { ...INPUT, periodMonths: 6 })).projectedRevenue).toBe(
      129_508.68,
    );
    // 4 % a month: 115,000 × 1.04^12 = 184,118.71.
    expect((await simulate(owner.headers, { ...INPUT, monthlyGrowth: 4 })).projectedRevenue).toBe(
      184_118.71,
    );
    // Aggressive: 600,000 in 8 months, high risk, 45 %: ROI 500 %.
    expect(await simulate(owner.headers, { ...INPUT, scenario: 'aggressive' })).toMatchObject({
      roi: 500,
      riskLevel: 'high',
      probability: 45,
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
    expect(first.result.roi).toBe(250);
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
