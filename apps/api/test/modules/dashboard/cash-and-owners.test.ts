import { DashboardSchema, MetricsSummaryResponseSchema } from '@caudal/contracts';
import { addDays } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody } from '../../support/responses.ts';

// Issue 11: owner withdrawals are cash, not expenses; the cash today and its runway are shown
// and a negative or short runway drives the status. Every value worked by hand below.

const t = useTestApp();
const today = todayInMexicoCity();

async function company() {
  const account = await signedInUser(t);
  const { headers } = account;
  const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, headers, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const entry = (daysAgo: number, type: 'income' | 'expense', amount: number, category: string) =>
    send('POST', '/api/cash-flow/entries', {
      date: addDays(today, -daysAgo),
      type,
      amount,
      description: `${category} (${daysAgo})`,
      category,
    });
  const dashboard = async () =>
    expectBody(
      await t.app.inject({ url: '/api/dashboard?period=30d', headers }),
      200,
      DashboardSchema,
    );
  const summary = async () =>
    expectBody(
      await t.app.inject({ url: '/api/metrics/summary', headers }),
      200,
      MetricsSummaryResponseSchema,
    ).summary;
  return { account, send, entry, dashboard, summary };
}

describe('owner withdrawals', () => {
  it('leave revenue, expenses, profit and the expense split, and stay in the cash flow', async () => {
    const { entry, dashboard } = await company();
    await entry(1, 'income', 10_000, 'Ventas');
    await entry(2, 'expense', 3_000, 'Renta');
    await entry(3, 'expense', 4_000, 'Retiros de los dueños');
    await entry(4, 'expense', 1_000, 'RETIRO DEL DUEÑO'); // any case, any accent
    const d = await dashboard();
    expect(d.cards.revenue.value).toBe(10_000);
    expect(d.cards.expenses.value).toBe(3_000);
    expect(d.cards.netProfit.value).toBe(7_000); // 10,000 − 3,000
    expect(d.expensesByCategory).toEqual([{ category: 'Renta', amount: 3_000, percent: 100 }]);
    // The cash that stayed: 10,000 − 3,000 − 5,000 = 2,000, 20 % of the income.
    expect(d.cards.cashFlowStatus.flowMarginPercent).toBe(20);
    // They left the cash box on their days.
    const outflow = (daysAgo: number) =>
      d.daily.find((day) => day.date === addDays(today, -daysAgo))?.outflow;
    expect(outflow(3)).toBe(4_000);
    expect(outflow(4)).toBe(1_000);
    // The months compare revenue and expenses: 3,000 of expenses in all.
    expect(d.monthly.reduce((sum, m) => sum + m.expenses, 0)).toBe(3_000);
    expect(d.monthly.reduce((sum, m) => sum + m.revenue, 0)).toBe(10_000);
  });
});

describe('the cash and its runway', () => {
  it('a negative balance turns a profitable company critical in the header and the dashboard', async () => {
    const { send, dashboard, summary } = await company();
    // A typical month of 300 × (100 − 40) = 18,000 of profit: the flow alone is excellent.
    await send('POST', '/api/products', {
      name: 'Pan',
      price: 100,
      variableCost: 40,
      monthlySales: 300,
      category: 'Pan',
    });
    await send('PUT', '/api/company', { cashBalance: -500 });
    expect(await summary()).toMatchObject({
      // No movements yet: the figures are the catalogue's estimate, and the header says so.
      status: { label: 'Flujo de caja · estimado', value: 'Crítico', color: 'red' },
      cash: { label: 'Caja', value: '-$500 · sin caja', color: 'red' },
    });
    const d = await dashboard();
    expect(d.cash).toMatchObject({ balance: -500, runwayMonths: 0, tone: 'bad' });
    expect(d.cash.note).toMatch(/^Tu caja está en negativo/);
    expect(d.cards.cashFlowStatus).toMatchObject({ status: 'critical', label: 'Crítico' });
  });

  it('a short runway warns; entries after the balance’s day move the cash', async () => {
    const { account, send, entry, summary, dashboard } = await company();
    // The last 30 days: 110,000 of rent and payroll, 100,000 of sales. A loss of 10,000 a
    // month, −9.1 % of the income: a warning on its own.
    await entry(20, 'expense', 110_000, 'Renta y nómina');
    await entry(3, 'income', 100_000, 'Ventas');
    // $45,000.50 given today (the entries were before it) lasts 45,000.50 / 10,000 = 4.5
    // months: under 6, Precaución too.
    await send('PUT', '/api/company', { cashBalance: 45_000.5 });
    expect(await summary()).toMatchObject({
      status: { label: 'Flujo de caja · 30 días', value: 'Precaución', color: 'yellow' },
      cash: { value: '$45,001 · 4.5 meses', color: 'yellow' },
    });
    const before = await dashboard();
    expect(before.cash).toMatchObject({ balance: 45_000.5, tone: 'warning' });
    expect(before.cash.runwayMonths).toBeCloseTo(4.50005, 10);
    // The dashboard's 30 days are the figures' basis: the same verdict on its status card.
    expect(before.cards.cashFlowStatus).toMatchObject({ status: 'warning', label: 'Precaución' });

    // Had the balance been given five days ago, the sale after it counts, and a new one of
    // 15,000 two days ago: 45,000.50 + 100,000 + 15,000 = 160,000.50. The 30 days now make
    // 5,000 (115,000 − 110,000): the cash does not fall, no limit.
    await t.database.db.execute(sql`
      UPDATE companies SET cash_balance_on = ${addDays(today, -5)}
      WHERE id = ${account.companyId}`);
    await entry(2, 'income', 15_000, 'Ventas');
    const d = await dashboard();
    expect(d.cash).toMatchObject({ balance: 160_000.5, runwayMonths: null, tone: 'good' });
    expect(await summary()).toMatchObject({
      status: { value: 'Bueno', color: 'green' },
      cash: { value: '$160,001 · sin límite', color: 'green' },
    });
    // "Datos de tu empresa" shows the cash of today, and saving it as it is changes nothing.
    const saved = await t.app.inject({ url: '/api/company', headers: account.headers });
    expect(saved.json().cashBalance).toBe(160_000.5);
    await send('PUT', '/api/company', { cashBalance: 160_000.5 });
    expect((await dashboard()).cash.balance).toBe(160_000.5);
  });

  it('a movement dated today moves the balance given today only if recorded after it', async () => {
    const { account, send, entry, dashboard, summary } = await company();
    // Recorded before the balance: the owner's $10,000 already holds it.
    await entry(0, 'income', 1_000, 'Ventas');
    await send('PUT', '/api/company', { cashBalance: 10_000 });
    expect((await dashboard()).cash.balance).toBe(10_000);
    // Recorded after it, dated today: it moves the cash, 10,000 − 2,500 = 7,500.
    await entry(0, 'expense', 2_500, 'Renta');
    expect((await dashboard()).cash.balance).toBe(7_500);
    expect((await summary()).cash.value).toMatch(/^\$7,500/);
    const stored = await t.app.inject({ url: '/api/company', headers: account.headers });
    expect(stored.json()).toMatchObject({
      cashBalance: 7_500,
      cashBalanceGiven: { amount: 10_000, on: today },
    });
  });

  it('without a balance there is no runway, and the dashboard says where to add it', async () => {
    const { entry, dashboard, summary } = await company();
    await entry(1, 'income', 1_000, 'Ventas');
    const d = await dashboard();
    expect(d.cash).toMatchObject({ balance: null, runwayMonths: null, tone: null });
    expect(d.cash.note).toMatch(/Datos de tu empresa/);
    expect((await summary()).cash).toEqual({
      label: 'Caja',
      value: 'Sin registrar',
      color: 'gray',
    });
  });
});
