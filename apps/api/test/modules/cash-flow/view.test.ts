import { CashFlowViewSchema } from '@caudal/contracts';
import { monthKey } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// GET /api/cash-flow/view: finance's cashFlowView over the company's own figures (its rules are
// worked by hand in packages/finance/src/cash-flow-view.test.ts; here, that the API reads the
// right months, weeks and cash).

const t = useTestApp();
const today = todayInMexicoCity();
const M = (offset: number) => monthKey(today, offset);

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
  it('reads the typical month, the weeks and today’s cash, and follows a new entry', async () => {
    const { headers } = await signedInUser(t);
    for (const e of [
      entry(`${M(-3)}-10`, 'income', 12_000),
      entry(`${M(-3)}-10`, 'expense', 9_000, 'Insumos'),
      entry(`${M(-2)}-10`, 'income', 9_000),
      entry(`${M(-2)}-10`, 'expense', 9_000, 'Insumos'),
      entry(`${M(-1)}-10`, 'income', 15_000),
      entry(`${M(-1)}-10`, 'expense', 12_000, 'Insumos'),
      // Cash, not an expense of the business: out of the months and the weeks.
      entry(`${M(-1)}-11`, 'expense', 5_000, 'Retiros de los dueños'),
      entry(`${M(0)}-01`, 'income', 3_000),
      entry(`${M(0)}-01`, 'expense', 1_000, 'Insumos'),
    ]) {
      await post(headers, '/api/cash-flow/entries', e);
    }
    // The balance is given today: the entries above are already in it.
    await post(headers, '/api/company', { cashBalance: 5_000 }, 'PUT');

    const body = expectBody(await view(headers), 200, CashFlowViewSchema);
    expect(body.hasData).toBe(true);
    // (12,000 + 9,000 + 15,000) / 3 = 12,000 in; (9,000 + 9,000 + 12,000) / 3 = 10,000 out.
    expect(body.basis).toMatchObject({ from: `${M(-3)}-01`, months: 3, partial: false });
    expect(body.periods.monthly).toMatchObject({
      income: 12_000,
      expenses: 10_000,
      net: 2_000,
      status: 'excellent',
      flowMarginTone: 'warning',
    });
    expect(body.kpis.operatingCashFlow.value).toBe(2_000);
    expect(body.kpis.burnRate.value).toBe(0);
    expect(body.kpis.runwayMonths.value).toBeNull();
    // 5,000 of cash over 10,000 of a month's expenses.
    expect(body.kpis.liquidityRatio.value).toBe(0.5);
    expect(body.cash).toEqual({ balance: 5_000, receivables: null, payables: null });
    // Next month: 12,000 × 1.02 × 1.05 = 12,852 in; 10,000 × 1.02 × 0.98 = 9,996 out.
    expect(body.projection[0]).toEqual({
      month: M(1),
      income: 12_852,
      expenses: 9_996,
      net: 2_856,
      cumulative: 7_856,
    });
    // The weeks of the last three months hold the dated entries (days 8–14 and 1–7).
    const week = (from: string) => body.weekly.find((w) => w.from === from);
    expect(week(`${M(-2)}-08`)).toMatchObject({ income: 9_000, expenses: 9_000, estimated: false });
    expect(week(`${M(-1)}-08`)).toMatchObject({ income: 15_000, expenses: 12_000 });
    expect(week(`${M(0)}-01`)).toMatchObject({ income: 3_000, expenses: 1_000 });
    expect(body.weekly.some((w) => w.estimated)).toBe(false);

    // A new entry changes the version: the view is computed again (13,000 in on average).
    await post(headers, '/api/cash-flow/entries', entry(`${M(-1)}-20`, 'income', 3_000));
    const after = expectBody(await view(headers), 200, CashFlowViewSchema);
    expect(after.kpis.operatingCashFlow.value).toBe(3_000);
  });

  it('an empty company: no figures, each with its reason', async () => {
    const { headers } = await signedInUser(t);
    const body = expectBody(await view(headers), 200, CashFlowViewSchema);
    expect(body).toMatchObject({
      hasData: false,
      basis: null,
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
