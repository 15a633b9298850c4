import { readdirSync, readFileSync } from 'node:fs';
import { InvestmentEvaluationSchema, InvestmentSchema } from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 33: investments as cash-flow series, evaluated by VPN, TIR and payback.

const t = useTestApp();
const EVALUATE = '/api/profitability/evaluate';
const INVESTMENTS = '/api/profitability/investments';

const send = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function evaluate(headers: Record<string, string>, payload: object) {
  return expectBody(
    await send(headers, 'POST', EVALUATE, payload),
    200,
    InvestmentEvaluationSchema,
  );
}

describe('POST /api/profitability/evaluate', () => {
  it("Excel's IRR example: −70,000 then 12,000 … 26,000 a year → TIR 8.66 %", async () => {
    const { headers } = await signedInUser(t);
    const e = await evaluate(headers, {
      initialCost: 70_000,
      cashFlows: [12_000, 15_000, 18_000, 21_000, 26_000],
      periodUnit: 'year',
    });
    expect(e.irr.value).toHaveLength(1);
    expect(e.irr.value[0]).toBeCloseTo(8.66, 2);
    expect(e.irr.unit).toBe('percent per year');
    // The same first three years: −70,000, 12,000, 15,000 → TIR −44.35 % (Excel's second).
    const short = await evaluate(headers, {
      initialCost: 70_000,
      cashFlows: [12_000, 15_000],
      periodUnit: 'year',
    });
    expect(short.irr.value[0]).toBeCloseTo(-44.35, 2);
    // 92,000 of 70,000 comes back: simple payback 4 + (70,000 − 66,000) / 26,000 = 4.15 years.
    expect(e.paybackPeriods).toEqual({ value: expect.any(Number), unit: 'year', note: null });
    expect(e.paybackPeriods.value).toBeCloseTo(4 + 4_000 / 26_000, 10);
    // ROI (92,000 − 70,000) / 70,000 = 31.43 %.
    expect(e.roi.value).toBeCloseTo(31.428571, 5);
  });

  it('−10,000, 3,000, 4,200, 6,800 at 10 %: VPN 1,307.29 with the outlay at t0', async () => {
    const { headers } = await signedInUser(t);
    const e = await evaluate(headers, {
      initialCost: 10_000,
      cashFlows: [3_000, 4_200, 6_800],
      periodUnit: 'year',
      discountRate: 10,
    });
    // 3,000 / 1.1 + 4,200 / 1.21 + 6,800 / 1.331 = 2,727.27 + 3,471.07 + 5,108.94 = 11,307.29.
    expect(e.npv).toEqual({ value: 1_307.29, unit: 'MXN', note: null });
    // Index 11,307.29 / 10,000; ROI (14,000 − 10,000) / 10,000 = 40 %.
    expect(e.profitabilityIndex.value).toBeCloseTo(1.130729, 5);
    expect(e.roi).toEqual({ value: 40, unit: 'percent', note: null });
    // Cumulative −10,000, −7,000, −2,800, 4,000: back in 2 + 2,800 / 6,800 years.
    expect(e.cumulative).toEqual([-10_000, -7_000, -2_800, 4_000]);
    expect(e.paybackPeriods.value).toBeCloseTo(2 + 2_800 / 6_800, 10);
    // Discounted: −10,000, −7,272.73, −3,801.65, 1,307.29 → 2 + 3,801.65 / 5,108.94 years.
    expect(e.discountedCumulative).toEqual([-10_000, -7_272.73, -3_801.65, 1_307.29]);
    expect(e.discountedPaybackPeriods.value).toBeCloseTo(2 + 3_801.65 / 5_108.94, 4);
    // The verdict and the sensitivity: rates 5, 10, 15 % × flows −20, 0, +20 %.
    expect(e.verdict.tone).toBe('good');
    expect(e.verdict.headline).toContain('$1,307');
    expect(e.sensitivity.rows.map((r) => r.discountRate)).toEqual([5, 10, 15]);
    expect(e.sensitivity.rows[1]?.cells.map((c) => c.flowChange)).toEqual([-20, 0, 20]);
    expect(e.sensitivity.rows[1]?.cells[1]?.npv).toBe(1_307.29);
    // −20 %: 0.8 × 11,307.29 − 10,000 = −954.17 (flows 2,400, 3,360, 5,440, each rounded).
    expect(e.sensitivity.rows[1]?.cells[0]?.npv).toBeCloseTo(-954.17, 1);
  });

  it('100, 200 never change sign: no TIR, with the reason', async () => {
    const { headers } = await signedInUser(t);
    const e = await evaluate(headers, { initialCost: -100, cashFlows: [200], periodUnit: 'year' });
    expect(e.irr.value).toEqual([]);
    expect(e.irr.note).toBe('Los flujos nunca cambian de signo: no hay TIR.');
  });

  it('−100, 230, −132 has two TIR: 10 % and 20 %', async () => {
    const { headers } = await signedInUser(t);
    // −100 + 230 / (1 + r) − 132 / (1 + r)² = 0 ⇔ 100x² − 230x + 132 = 0, x = 1.1 or 1.2.
    const e = await evaluate(headers, {
      initialCost: 100,
      cashFlows: [230, -132],
      periodUnit: 'year',
    });
    expect(e.irr.value).toHaveLength(2);
    expect(e.irr.value[0]).toBeCloseTo(10, 6);
    expect(e.irr.value[1]).toBeCloseTo(20, 6);
    expect(e.irr.note).toContain('puede haber más de una TIR');
  });

  it('a 12-month investment that never pays back: payback null, said in Spanish', async () => {
    const { headers } = await signedInUser(t);
    // 100,000 today, 5,000 a month for 12 months: 40,000 still missing at the end.
    const e = await evaluate(headers, {
      initialCost: 100_000,
      cashFlows: Array.from({ length: 12 }, () => 5_000),
    });
    expect(e.periodUnit).toBe('month');
    expect(e.discountRate).toBe(12);
    expect(e.paybackPeriods.value).toBeNull();
    expect(e.paybackPeriods.note).toContain('No se recupera en el plazo');
    expect(e.discountedPaybackPeriods.value).toBeNull();
    expect(e.verdict.payback).toBe(
      'No se recupera en el plazo: al final de 12 meses todavía faltan $40,000.',
    );
    expect(e.roi.value).toBe(-40);
  });

  it.each([
    [{ initialCost: 1_000, cashFlows: [] }, 'Indica al menos un flujo'],
    [{ initialCost: 1_000, cashFlows: [100, 'x'] }, 'Cada flujo debe ser un número'],
    [{ initialCost: 1_000, cashFlows: [100.123] }, 'Cada flujo admite como máximo dos decimales'],
    [{ initialCost: 1_000, cashFlows: [100], discountRate: -100 }, 'mayor que −100 %'],
    [{ initialCost: 1_000, cashFlows: [100], periodUnit: 'week' }, 'month o year'],
    [{ cashFlows: [100] }, 'La inversión inicial debe ser un número'],
    [{ initialCost: 1_000, cashFlows: [100], extra: 1 }, ''],
  ])('a bad series is a Spanish 400, never a 500: %#', async (payload, detail) => {
    const { headers } = await signedInUser(t);
    const res = await send(headers, 'POST', EVALUATE, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { detail: string }).detail).toContain(detail);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EVALUATE,
      payload: { initialCost: 1, cashFlows: [1] },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('/api/profitability/investments as series', () => {
  it('stores an uneven yearly series with its rate and salvage, and evaluates it', async () => {
    const owner = await signedInUser(t);
    const created = expectBody(
      await send(owner.headers, 'POST', INVESTMENTS, {
        name: 'Segundo horno',
        initialCost: 10_000,
        cashFlows: [3_000, 4_200, 4_800],
        salvageValue: 2_000,
        periodUnit: 'year',
        discountRate: 10,
      }),
      201,
      InvestmentSchema,
    );
    // The salvage joins the last flow: −10,000, 3,000, 4,200, 6,800 → VPN 1,307.29 at 10 %.
    expect(created).toMatchObject({
      monthlyReturn: null,
      duration: 36,
      cashFlows: [3_000, 4_200, 4_800],
      salvageValue: 2_000,
      npv: 1_307.29,
      totalReturn: 14_000,
      roi: 40,
      // 2 + 2,800 / 6,800 years, in months.
      paybackNote: null,
    });
    expect(created.paybackPeriod).toBeCloseTo((2 + 2_800 / 6_800) * 12, 8);
    const e = expectBody(
      await send(owner.headers, 'GET', `${INVESTMENTS}/${created.id}/evaluation`),
      200,
      InvestmentEvaluationSchema,
    );
    expect(e.npv.value).toBe(1_307.29);
    expect(e.verdict.headline).toBe(
      'A una tasa de 10 % «Segundo horno» te deja $1,307 de hoy más que no hacerlo.',
    );
    // Another company's id is not found, for the evaluation as for the record.
    const other = await signedInUser(t);
    expectDetail(
      await send(other.headers, 'GET', `${INVESTMENTS}/${created.id}/evaluation`),
      404,
      'Inversión no encontrada',
    );
  });

  it.each([
    [
      { name: 'X', initialCost: 1_000 },
      'Indica los flujos de cada periodo o el rendimiento mensual',
    ],
    [{ name: 'X', initialCost: 1_000, monthlyReturn: 100, cashFlows: [100] }, 'no ambos'],
    [{ name: 'X', initialCost: 1_000, cashFlows: [100], duration: 12 }, 'no la indiques'],
    [{ name: 'X', initialCost: 1_000, monthlyReturn: 100, periodUnit: 'year' }, 'va por mes'],
  ])('refuses a contradictory investment in Spanish: %#', async (payload, detail) => {
    const owner = await signedInUser(t);
    const res = await send(owner.headers, 'POST', INVESTMENTS, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { detail: string }).detail).toContain(detail);
  });

  it('an investment stored before the series migrates to the same figures', async () => {
    const owner = await signedInUser(t);
    // As migration 0034 found it: 100,000 today, 10,000 a month for 12 months, no series yet.
    const rows = await t.database.db.execute<{ id: string }>(sql`
      INSERT INTO investments (company_id, name, initial_cost_cents, monthly_return_cents,
        duration_months, cash_flows_cents)
      VALUES (${owner.companyId}, 'Horno viejo', 10000000, 1000000, 12, '{0}') RETURNING id`);
    const id = rows.rows[0]?.id ?? '';
    // The migration's own statement, kept to this row (other test files share the database).
    const dir = new URL('../../../src/db/migrations/', import.meta.url);
    const file = readdirSync(dir).find((f) => f.endsWith('_investment_series.sql')) ?? '';
    const update = readFileSync(new URL(file, dir), 'utf8')
      .split('--> statement-breakpoint')
      .find((s) => s.includes('UPDATE "investments"'))
      ?.replace(/;\s*$/, '');
    expect(update).toBeDefined();
    await t.database.db.execute(sql.raw(`${update} WHERE id = '${id}'`));
    const migrated = expectBody(
      await send(owner.headers, 'GET', `${INVESTMENTS}/${id}`),
      200,
      InvestmentSchema,
    );
    // The old formulas: (10,000 × 12 − 100,000) / 100,000 = 20 %, annualised 20 %, payback 10.
    expect(migrated).toMatchObject({
      monthlyReturn: 10_000,
      duration: 12,
      cashFlows: Array.from({ length: 12 }, () => 10_000),
      periodUnit: 'month',
      discountRate: 12,
      totalReturn: 120_000,
      roi: 20,
      annualizedRoi: 20,
      paybackPeriod: 10,
      tone: 'good',
    });
    // And the same as entering it today as "igual cada mes".
    const today = expectBody(
      await send(owner.headers, 'POST', INVESTMENTS, {
        name: 'Horno viejo',
        initialCost: 100_000,
        monthlyReturn: 10_000,
      }),
      201,
      InvestmentSchema,
    );
    const { id: _a, createdAt: _b, ...before } = migrated;
    const { id: _c, createdAt: _d, ...after } = today;
    expect(after).toEqual(before);
    // VPN at 12 % a year, i = 1.12^(1/12) − 1 = 0.94888 % a month:
    // 10,000 × (1 − 1.12⁻¹) / i − 100,000 = 10,000 × 11.291516 − 100,000 = 12,915.16.
    expect(migrated.npv).toBeCloseTo(12_915.16, 1);
  });
});
