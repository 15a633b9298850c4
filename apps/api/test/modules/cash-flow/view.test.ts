import { CashFlowViewSchema } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// GET /api/cash-flow/view: finance's cashFlowView over the company's own figures (its rules are
// worked by hand in packages/finance/src/cash-flow-view.test.ts; here, that the API reads the
// right months, weeks and cash).

// A fixed day: the figures' basis is the last complete months, so the day matters.
const t = useTestApp({ clock: fixedClock('2026-11-28T18:00:00Z') });

const view = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/api/cash-flow/view${query}`, headers });

async function post(
  headers: Record<string, string>,
  url: string,
  payload: object,
  method = 'POST',
) {
  const res = await t.app.inject({ method: method as 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

const entry = (date: string, type: 'income' | 'expense', amount: number, category = 'Ventas') => ({
  date,
  type,
  amount,
  description: `${category} ${date}`,
  category,
});

describe('GET /api/cash-flow/view', () => {
  it('reads the figures core’s month, the weeks and today’s cash, and follows a new entry', async () => {
    const { headers } = await signedInUser(t);
    for (const e of [
      // August counts: the company began recording in its first week.
      entry('2026-08-03', 'income', 12_000),
      entry('2026-08-03', 'expense', 9_000, 'Insumos'),
      entry('2026-09-10', 'income', 9_000),
      entry('2026-09-10', 'expense', 9_000, 'Insumos'),
      entry('2026-10-10', 'income', 15_000),
      entry('2026-10-10', 'expense', 12_000, 'Insumos'),
      // Cash, not an expense of the business: in the net flow, not in the expenses.
      entry('2026-10-11', 'expense', 3_000, 'Retiros de los dueños'),
      // November is not complete: in the weeks, not in the month.
      entry('2026-11-02', 'income', 3_000),
      entry('2026-11-02', 'expense', 1_000, 'Insumos'),
    ]) {
      await post(headers, '/api/cash-flow/entries', e);
    }
    // The balance is given today: the entries above are already in it.
    await post(headers, '/api/company', { cashBalance: 5_000 }, 'PUT');

    const body = expectBody(await view(headers), 200, CashFlowViewSchema);
    expect(body.hasData).toBe(true);
    expect(body.basis).toEqual({
      source: 'recorded',
      from: '2026-08-01',
      to: '2026-10-31',
      months: 3,
      days: null,
      label: 'tus últimos 3 meses (agosto a octubre)',
    });
    // 36,000 in, 30,000 out and 3,000 withdrawn in three months: 12,000, 10,000 and 1,000 a
    // month. Flow margin (36,000 − 30,000 − 3,000) / 36,000 = 8.3 %: above 0, good.
    expect(body.periods.monthly).toMatchObject({
      from: '2026-08-01',
      to: '2026-10-31',
      income: 12_000,
      expenses: 10_000,
      ownerOut: 1_000,
      net: 1_000,
      status: 'good',
      flowMarginTone: 'good',
    });
    expect(body.periods.monthly?.flowMarginPercent).toBeCloseTo(8.333, 3);
    expect(body.kpis.operatingCashFlow.value).toBe(2_000);
    expect(body.kpis.burnRate.value).toBe(0);
    expect(body.kpis.runwayMonths.value).toBeNull();
    // 5,000 of cash over 10,000 of a month's expenses: under one month, critical.
    expect(body.kpis.liquidityRatio).toMatchObject({ value: 0.5, tone: 'bad' });
    expect(body.cash).toEqual({ balance: 5_000, receivables: null, payables: null });
    // December at 8 % a year: 12,000 × (1 + 0.08/12) = 12,080 in; 10,000 × 1.006667 =
    // 10,066.67 out; the cumulative adds the owner's 1,000 a month withdrawal.
    expect(body.projectionRule).toMatchObject({ annualGrowthPercent: 8, source: 'default' });
    expect(body.projection[0]).toEqual({
      month: '2026-12',
      income: 12_080,
      expenses: 10_066.67,
      net: 2_013.33,
      cumulative: 6_013.33,
    });
    // The weeks of the last three months hold the dated entries (days 8–14 and 1–7).
    const week = (from: string) => body.weekly.find((w) => w.from === from);
    expect(week('2026-09-08')).toMatchObject({ income: 9_000, expenses: 9_000, estimated: false });
    expect(week('2026-10-08')).toMatchObject({ income: 15_000, expenses: 12_000, ownerOut: 3_000 });
    expect(week('2026-11-01')).toMatchObject({ income: 3_000, expenses: 1_000 });
    expect(body.weekly.some((w) => w.estimated)).toBe(false);

    // A new entry changes the version: the view is computed again (39,000 / 3 = 13,000 in).
    await post(headers, '/api/cash-flow/entries', entry('2026-10-20', 'income', 3_000));
    const after = expectBody(await view(headers), 200, CashFlowViewSchema);
    expect(after.kpis.operatingCashFlow.value).toBe(3_000);
  });

  it('an empty company: no figures, each with its reason', async () => {
    const { headers } = await signedInUser(t);
    const body = expectBody(await view(headers), 200, CashFlowViewSchema);
    expect(body).toMatchObject({
      hasData: false,
      basis: { source: 'none' },
      periods: { monthly: null, weekly: null },
      projection: [],
      weekly: [],
      insights: [],
      openingAssumed: true,
    });
    for (const kpi of Object.values(body.kpis)) {
      expect(kpi.value).toBeNull();
      expect(kpi.note).toMatch(/registra tus ingresos y gastos/);
    }
  });

  it('refuses an unknown parameter in Spanish and needs a session', async () => {
    const { headers } = await signedInUser(t);
    expectDetail(await view(headers, '?periodo=semanal'), 400, 'Llave desconocida: "periodo"');
    expect((await view({})).statusCode).toBe(401);
  });
});
