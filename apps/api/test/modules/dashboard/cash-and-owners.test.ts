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
      status: { label: 'Flujo de caja', value: 'Crítico', color: 'red' },
      cash: { label: 'Caja', value: '-$500 · sin caja', color: 'red' },
    });
    const d = await dashboard();
    expect(d.cash).toMatchObject({ balance: -500, runwayMonths: 0, tone: 'bad' });
    expect(d.cash.note).toMatch(/^Tu caja está en negativo/);
    expect(d.cards.cashFlowStatus).toMatchObject({ status: 'critical', label: 'Crítico' });
  });

  it('a short runway warns; entries after the balance’s day move the cash', async () => {
    const { account, send, entry, summary, dashboard } = await company();
    // A typical month: 100 × (100 − 40) = 6,000 of contribution − 16,000 of rent = −10,000.
    await send('POST', '/api/products', {
      name: 'Pan',
      price: 100,
      variableCost: 40,
      monthlySales: 100,
      category: 'Pan',
    });
    await send('POST', '/api/fixed-costs', {
      name: 'Renta',
      amount: 16_000,
      category: 'Renta',
      recurring: true,
    });
    // The period's flow is a sale of 5,000 three days ago: Excelente on its own.
    await entry(3, 'income', 5_000, 'Ventas');
    // $45,000.50 given today (the sale was before it) lasts 45,000.50 / 10,000 = 4.5 months:
    // under 6, so the status is Precaución.
    await send('PUT', '/api/company', { cashBalance: 45_000.5 });
    expect(await summary()).toMatchObject({
      status: { value: 'Precaución', color: 'yellow' },
      cash: { value: '$45,001 · 4.5 meses', color: 'yellow' },
    });
    expect((await dashboard()).cash).toMatchObject({ balance: 45_000.5, tone: 'warning' });

    // Had the balance been given five days ago, both sales after it count: the 5,000 and a
    // new one of 15,000 two days ago. 65,000.50 / 10,000 = 6.5 months: no longer short.
    await t.database.db.execute(sql`
      UPDATE companies SET cash_balance_on = ${addDays(today, -5)}
      WHERE id = ${account.companyId}`);
    await entry(2, 'income', 15_000, 'Ventas');
    const d = await dashboard();
    expect(d.cash.balance).toBe(65_000.5);
    expect(d.cash.runwayMonths).toBeCloseTo(6.50005, 10);
    expect(d.cash.tone).toBe('good');
    expect(await summary()).toMatchObject({
      status: { value: 'Excelente', color: 'green' },
      cash: { value: '$65,001 · 6.5 meses', color: 'green' },
    });
    // "Datos de tu empresa" shows the cash of today, and saving it as it is changes nothing.
    const saved = await t.app.inject({ url: '/api/company', headers: account.headers });
    expect(saved.json().cashBalance).toBe(65_000.5);
    await send('PUT', '/api/company', { cashBalance: 65_000.5 });
    expect((await dashboard()).cash.balance).toBe(65_000.5);
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
