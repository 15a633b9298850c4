import { NotificationsSchema, RuleRunsSchema, RuleSchema } from '@caudal/contracts';
import { addDays, monthKey } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import {
  deliverWebhook,
  evaluateCompany,
} from '../../../src/modules/automation/automation-engine.ts';
import { type SignedInUser, signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 17: each trigger fires on data made to cross it, once, and stays quiet otherwise.

const t = useTestApp();
const today = todayInMexicoCity();
type Headers = Record<string, string>;

const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function post(owner: SignedInUser, url: string, payload: object) {
  const res = await call(owner.headers, 'POST', url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: string };
}

const entry = (owner: SignedInUser, date: string, type: string, amount: number, category: string) =>
  post(owner, '/api/cash-flow/entries', { date, type, amount, category, description: category });

const rule = async (owner: SignedInUser, trigger: object, action: object = { kind: 'notify' }) =>
  expectBody(
    await call(owner.headers, 'POST', '/api/automation/rules', {
      name: 'Regla de prueba',
      type: 'financial',
      status: 'active',
      trigger,
      action,
    }),
    201,
    RuleSchema,
  );

/** A weekly financial report by email, Mondays at 8:00. */
const weeklyReport = async (owner: SignedInUser) =>
  expectBody(
    await call(owner.headers, 'POST', '/api/automation/rules', {
      name: 'Reporte semanal',
      type: 'report',
      status: 'active',
      trigger: { kind: 'schedule', frequency: 'weekly', weekday: 1, day: null, hour: 8 },
      action: { kind: 'report-email', reportType: 'financial', periodDays: 7 },
    }),
    201,
    RuleSchema,
  );

/** One evaluation of the company's condition rules, as the queue runs it after a change. */
const evaluate = (
  owner: SignedInUser,
  reason: 'data' | 'schedule' = 'data',
  ruleIds: string[] | null = null,
) =>
  evaluateCompany(
    {
      db: t.database.db,
      jobs: t.app.jobs,
      mailer: { send: async (mail) => void t.mails.push(mail) },
      publicUrl: 'http://caudal.test',
      webhooksAllowPrivate: false,
      log: t.app.log,
    },
    { companyId: owner.companyId, ruleIds, reason },
    new Date(),
    today,
  );

const inbox = async (owner: SignedInUser) =>
  expectBody(await call(owner.headers, 'GET', '/api/notifications/'), 200, NotificationsSchema);
const runs = async (owner: SignedInUser, id: string) =>
  expectBody(
    await call(owner.headers, 'GET', `/api/automation/rules/${id}/runs`),
    200,
    RuleRunsSchema,
  ).runs;

/** Cash of `pesos` given yesterday, so today's entries move it. */
async function cashSince(owner: SignedInUser, pesos: number) {
  await t.database.db.execute(sql`
    UPDATE companies SET cash_balance_cents = ${pesos * 100},
      cash_balance_on = ${addDays(today, -1)}::date
    WHERE id = ${owner.companyId}`);
}

describe('the low-cash rule', () => {
  it('fires once when the cash crosses it, not again while it stays low, again after it recovers', async () => {
    const owner = await signedInUser(t);
    await cashSince(owner, 10_000);
    const low = await rule(owner, { kind: 'cash-below', amount: 8_000 });

    // 10,000: quiet.
    expect(await evaluate(owner)).toEqual({ evaluated: 1, fired: 0 });
    expect((await inbox(owner)).unread).toBe(0);

    // An expense of 3,000 leaves 7,000: under 8,000, one notification.
    await entry(owner, today, 'expense', 3_000, 'Renta');
    expect(await evaluate(owner)).toEqual({ evaluated: 1, fired: 1 });
    const first = await inbox(owner);
    expect(first.unread).toBe(1);
    expect(first.notifications[0]).toMatchObject({
      title: 'Regla de prueba: Saldo de caja bajo',
      message: 'Tu caja tiene $7,000, menos que tu mínimo de $8,000.',
      action_url: '/app/cash-flow',
      read: false,
    });

    // Still low: recorded, but no second notification.
    expect(await evaluate(owner)).toEqual({ evaluated: 1, fired: 0 });
    expect((await inbox(owner)).total).toBe(1);

    // Back to 12,000, then down to 6,000: it fires again.
    await entry(owner, today, 'income', 5_000, 'Ventas');
    await evaluate(owner);
    await entry(owner, today, 'expense', 6_000, 'Insumos');
    expect(await evaluate(owner)).toEqual({ evaluated: 1, fired: 1 });
    expect((await inbox(owner)).total).toBe(2);

    const history = await runs(owner, low.id);
    expect(history.map((r) => r.result)).toEqual(['fired', 'quiet', 'quiet', 'fired', 'quiet']);
    expect(history[0]).toMatchObject({ reason: 'data', notifications: 1 });
    const stored = expectBody(
      await call(owner.headers, 'GET', `/api/automation/rules/${low.id}`),
      200,
      RuleSchema,
    );
    expect(stored).toMatchObject({ executionCount: 5, firedCount: 2 });
    expect(stored.watching).toBe('Tu caja tiene $6,000, menos que tu mínimo de $8,000.');
  });

  it('a paused rule is not evaluated; without a cash balance there is nothing to watch', async () => {
    const owner = await signedInUser(t);
    const low = await rule(owner, { kind: 'cash-below', amount: 8_000 });
    expect(await evaluate(owner)).toEqual({ evaluated: 1, fired: 0 });
    expect((await runs(owner, low.id))[0]).toMatchObject({
      result: 'skipped',
      message: 'Aún no registras tu saldo de caja: no hay saldo que vigilar.',
    });
    await call(owner.headers, 'POST', `/api/automation/rules/${low.id}/toggle`);
    expect(await evaluate(owner)).toEqual({ evaluated: 0, fired: 0 });
  });
});

describe('every other trigger, crossed and not', () => {
  it('months of cash: 10,000 of cash covers 2 months of 5,000 of fixed costs', async () => {
    const owner = await signedInUser(t);
    await cashSince(owner, 10_000);
    await post(owner, '/api/fixed-costs', { name: 'Renta', amount: 5_000, category: 'Renta' });
    const short = await rule(owner, { kind: 'runway-below', months: 3 });
    const long = await rule(owner, { kind: 'runway-below', months: 1.5 });
    await evaluate(owner);
    expect((await runs(owner, short.id))[0]).toMatchObject({
      result: 'fired',
      message:
        'Tu caja cubre 2 meses de gastos, menos de 3 meses. Según tu estimado con tus productos y costos, se acaba en 2 meses.',
    });
    expect((await runs(owner, long.id))[0]?.result).toBe('quiet');
  });

  it('months of cash: a profitable company with a thin reserve is warned (the label says gastos)', async () => {
    const owner = await signedInUser(t);
    // The last 30 days: 40,000 of sales and 30,000 of expenses; 51,000 of cash covers 1.7
    // months of expenses, though it does not fall (the runway has no limit).
    await entry(owner, addDays(today, -10), 'income', 40_000, 'Ventas');
    await entry(owner, addDays(today, -9), 'expense', 30_000, 'Renta y nómina');
    await cashSince(owner, 51_000);
    const thin = await rule(owner, { kind: 'runway-below', months: 2 });
    await evaluate(owner);
    expect((await runs(owner, thin.id))[0]).toMatchObject({
      result: 'fired',
      message: 'Tu caja cubre 1.7 meses de gastos, menos de 2 meses.',
    });
  });

  it('anomaly: a category this month more than 25 % above its three-month average', async () => {
    const owner = await signedInUser(t);
    for (const back of [1, 2, 3]) {
      await entry(owner, `${monthKey(today, -back)}-10`, 'expense', 1_000, 'Insumos');
      await entry(owner, `${monthKey(today, -back)}-10`, 'expense', 1_000, 'Luz');
    }
    await entry(owner, today, 'expense', 2_000, 'Insumos'); // +100 %
    await entry(owner, today, 'expense', 1_100, 'Luz'); // +10 %
    const anomaly = await rule(owner, { kind: 'category-anomaly', percent: 25 });
    const loose = await rule(owner, { kind: 'category-anomaly', percent: 150 });
    await evaluate(owner);
    expect((await runs(owner, anomaly.id))[0]).toMatchObject({
      result: 'fired',
      message:
        'Este mes gastas de más en Insumos: $2,000 contra $1,000, su promedio de tres meses (+100%).',
    });
    expect((await runs(owner, loose.id))[0]?.result).toBe('quiet');
  });

  it('anomaly: a once-a-year payment is compared with its year, an unexpected extra still fires', async () => {
    const owner = await signedInUser(t);
    // The oven's maintenance: 18,000 a year (a yearly fixed cost), paid this month a year ago.
    await post(owner, '/api/fixed-costs', {
      name: 'Mantenimiento del horno',
      amount: 18_000,
      category: 'Mantenimiento',
      recurring: false,
    });
    await entry(owner, `${monthKey(today, -12)}-10`, 'expense', 18_000, 'Mantenimiento');
    await entry(owner, today, 'expense', 18_950, 'Mantenimiento');
    const anomaly = await rule(owner, { kind: 'category-anomaly', percent: 25 });
    await evaluate(owner);
    // 950 / 18,000 = 5.3 %: not out of the ordinary (the 3-month average, 0, would say +∞).
    expect((await runs(owner, anomaly.id))[0]?.result).toBe('quiet');
    // 6,000 more: 24,950 against 18,000 is +38.6 %.
    await entry(owner, today, 'expense', 6_000, 'Mantenimiento');
    await evaluate(owner);
    expect((await runs(owner, anomaly.id))[0]).toMatchObject({
      result: 'fired',
      message:
        'Este mes gastas de más en Mantenimiento: $24,950 contra $18,000, el mismo mes del año pasado (+38.6%).',
    });
  });

  it('receivables: an open invoice more than 7 days overdue; none imported, nothing to watch', async () => {
    const owner = await signedInUser(t);
    const overdue = await rule(owner, { kind: 'receivables-overdue', days: 7 });
    await evaluate(owner);
    expect((await runs(owner, overdue.id))[0]?.result).toBe('skipped');
    const doc = (uuid: string, due: string) => sql`
      INSERT INTO fiscal_documents (company_id, uuid, direction, counterpart_name, counterpart_rfc,
        issue_date, due_date, currency, exchange_rate, total_original_cents, total_cents,
        subtotal_cents, iva_cents, isr_withheld_cents, iva_withheld_cents)
      VALUES (${owner.companyId}, ${uuid}, 'receivable', 'Cliente Uno', 'XAXX010101000',
        ${addDays(due, -30)}::date, ${due}::date, 'MXN', 1, 116000, 116000, 100000, 16000, 0, 0)`;
    // Due 7 days ago: not yet more than 7.
    await t.database.db.execute(doc('A-1', addDays(today, -7)));
    await evaluate(owner);
    expect((await runs(owner, overdue.id))[0]?.result).toBe('quiet');
    // A second one due 8 days ago crosses it.
    await t.database.db.execute(doc('A-2', addDays(today, -8)));
    await evaluate(owner);
    expect((await runs(owner, overdue.id))[0]).toMatchObject({ result: 'fired' });
    expect((await runs(owner, overdue.id))[0]?.message).toMatch(
      /^1 factura lleva más de 7 días vencida: \$1,160 por cobrar; la más antigua, de Cliente Uno/,
    );
  });

  it('LTV/COCA: 12.24 is under 15 and not under 10; health under 100 and not under 0', async () => {
    const owner = await signedInUser(t);
    // Price 100, cost 40, 50 a month; 10 new customers for 2,000: COCA 200, LTV 2,448.
    await post(owner, '/api/products', {
      name: 'Pan',
      price: 100,
      variableCost: 40,
      monthlySales: 50,
    });
    await post(owner, '/api/customer-records', {
      month: monthKey(today),
      activeCustomers: 30,
      newCustomers: 10,
      marketingSpend: 2_000,
    });
    await entry(owner, today, 'income', 5_000, 'Ventas');
    const under15 = await rule(owner, { kind: 'ltv-coca-below', ratio: 15 });
    const under10 = await rule(owner, { kind: 'ltv-coca-below', ratio: 10 });
    const health100 = await rule(owner, { kind: 'health-below', score: 100 });
    const health0 = await rule(owner, { kind: 'health-below', score: 0 });
    await evaluate(owner);
    expect((await runs(owner, under15.id))[0]).toMatchObject({
      result: 'fired',
      message: 'Un cliente vale 12.2x lo que cuesta conseguirlo, menos que 15x.',
    });
    expect((await runs(owner, under10.id))[0]?.result).toBe('quiet');
    expect((await runs(owner, health100.id))[0]?.result).toBe('fired');
    expect((await runs(owner, health0.id))[0]?.result).toBe('quiet');
  });

  it('LTV/COCA without customer records is skipped, saying the ratio needs them', async () => {
    const owner = await signedInUser(t);
    // 15,211 pieces a month used to be 10,648 "clients" and a ratio that never fired.
    await post(owner, '/api/products', {
      name: 'Concha',
      price: 15,
      variableCost: 6,
      monthlySales: 15_211,
    });
    await entry(owner, today, 'expense', 2_000, 'Publicidad');
    const low = await rule(owner, { kind: 'ltv-coca-below', ratio: 3 });
    await evaluate(owner);
    expect((await runs(owner, low.id))[0]).toMatchObject({
      result: 'skipped',
      message:
        'Aún no registras tus clientes: la razón LTV/COCA los necesita. Regístralos en Economía unitaria › Tus clientes por mes.',
    });
    expect((await inbox(owner)).total).toBe(0);
  });

  it('budget and goals: an expense line overspent; a goal near its deadline and behind', async () => {
    const owner = await signedInUser(t);
    const month = monthKey(today);
    await post(owner, '/api/planning/budget-lines', {
      month,
      category: 'Renta',
      type: 'expense',
      planned: 3_000,
    });
    const budget = await rule(owner, { kind: 'budget-overspent' });
    const goal = await rule(owner, { kind: 'goal-at-risk' });
    await evaluate(owner);
    expect((await runs(owner, budget.id))[0]?.result).toBe('quiet');
    expect((await runs(owner, goal.id))[0]?.result).toBe('skipped');

    await entry(owner, today, 'expense', 4_000, 'Renta');
    await post(owner, '/api/planning/goals', {
      name: 'Fondo',
      targetAmount: 100_000,
      currentAmount: 10_000,
      deadline: addDays(today, 30),
    });
    await evaluate(owner);
    expect((await runs(owner, budget.id))[0]).toMatchObject({
      result: 'fired',
      message: 'Rebasaste tu presupuesto del mes en Renta: $4,000 de $3,000.',
    });
    expect((await runs(owner, goal.id))[0]?.result).toBe('fired');
    expect((await runs(owner, goal.id))[0]?.message).toMatch(/^En riesgo: «Fondo» \(10%, vence el/);
  });

  it('a schedule fires each time it is due, and emails the report as a PDF', async () => {
    const owner = await signedInUser(t);
    await entry(owner, today, 'income', 5_000, 'Ventas');
    const weekly = await weeklyReport(owner);
    // A data change does not run a schedule.
    expect(await evaluate(owner)).toEqual({ evaluated: 0, fired: 0 });
    const before = t.mails.length;
    expect(await evaluate(owner, 'schedule', [weekly.id])).toEqual({ evaluated: 1, fired: 1 });
    const mail = t.mails.at(-1);
    expect(t.mails.length).toBe(before + 1);
    expect(mail?.subject).toBe('Caudal: Reporte financiero de los últimos 7 días');
    expect(mail?.text).toContain('Ingresos: $5,000');
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: `reporte-financiero-${today}.pdf`,
      contentType: 'application/pdf',
    });
    expect(
      Buffer.from(mail?.attachments?.[0]?.base64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const stored = expectBody(
      await call(owner.headers, 'GET', `/api/automation/rules/${weekly.id}`),
      200,
      RuleSchema,
    );
    // Its next run is a Monday at 8:00 in Mexico City (14:00 UTC).
    expect(new Date(stored.nextRun ?? '').getUTCDay()).toBe(1);
  });

  it('follows the owner’s email settings: reports off, the rule still runs and mails nothing', async () => {
    const owner = await signedInUser(t);
    await entry(owner, today, 'income', 5_000, 'Ventas');
    const weekly = await weeklyReport(owner);
    const saved = await call(owner.headers, 'PUT', '/api/config/user', {
      section: 'notifications',
      settings: { email_weekly_reports: false },
    });
    expect(saved.statusCode).toBe(200);
    const before = t.mails.length;
    expect(await evaluate(owner, 'schedule', [weekly.id])).toEqual({ evaluated: 1, fired: 1 });
    expect(t.mails.length).toBe(before);
  });
});

describe('webhooks', () => {
  /** An active webhook rule to `url`, run once by its schedule: the rule and that run. */
  async function firedWebhook(owner: SignedInUser, name: string, url: string) {
    const hook = expectBody(
      await call(owner.headers, 'POST', '/api/automation/rules', {
        name,
        type: 'integration',
        status: 'active',
        trigger: { kind: 'schedule', frequency: 'daily', weekday: null, day: null, hour: 9 },
        action: { kind: 'webhook', url },
      }),
      201,
      RuleSchema,
    );
    await evaluate(owner, 'schedule', [hook.id]);
    const [run] = await runs(owner, hook.id);
    expect(run).toMatchObject({ result: 'fired', webhooks: 1, deliveries: [] });
    return { hook, runId: run?.id ?? '' };
  }

  /** The webhook job's one attempt, as the queue runs it. */
  const deliver = (ruleId: string, runId: string, webhooksAllowPrivate: boolean) =>
    deliverWebhook(
      {
        db: t.database.db,
        jobs: t.app.jobs,
        mailer: { send: async () => undefined },
        publicUrl: 'http://caudal.test',
        webhooksAllowPrivate,
        log: t.app.log,
      },
      { ruleId, runId, event: { title: 'prueba' } },
    );

  /** The attempts the rule's history shows under its newest run (without their time). */
  const attemptsShown = async (owner: SignedInUser, ruleId: string) =>
    (await runs(owner, ruleId))[0]?.deliveries.map(({ at: _at, ...d }) => d);

  it('a webhook to a private or loopback address is refused, recorded, and never sent', async () => {
    const owner = await signedInUser(t);
    for (const url of ['https://127.0.0.1:9/hook', 'https://10.0.0.1/hook']) {
      const { hook, runId } = await firedWebhook(owner, 'Interno', url);
      // Refused before any connection: recorded, not thrown (the queue does not retry it).
      await deliver(hook.id, runId, false);
      expect(await attemptsShown(owner, hook.id)).toEqual([
        {
          attempt: 1,
          statusCode: null,
          error:
            'La dirección del webhook apunta a una red privada o local: usa una dirección pública.',
        },
      ]);
    }
  });

  it('a closed port is recorded in Spanish with the system’s code, and retried', async () => {
    const owner = await signedInUser(t);
    const { hook, runId } = await firedWebhook(owner, 'Puerto cerrado', 'https://127.0.0.1:9/hook');
    await expect(deliver(hook.id, runId, true)).rejects.toThrow();
    expect(await attemptsShown(owner, hook.id)).toEqual([
      {
        attempt: 1,
        statusCode: null,
        error: 'No pudimos conectar con la dirección del webhook (ECONNREFUSED).',
      },
    ]);
  });
});

describe('/api/notifications', () => {
  it('per user: read one, read all; another user can neither see nor mark them', async () => {
    const owner = await signedInUser(t);
    await cashSince(owner, 100);
    await rule(owner, { kind: 'cash-below', amount: 1_000 });
    await rule(owner, { kind: 'cash-below', amount: 500 });
    await evaluate(owner);
    const box = await inbox(owner);
    expect(box).toMatchObject({ success: true, unread: 2, total: 2 });
    const [first] = box.notifications;
    const other = await signedInUser(t);
    expect((await inbox(other)).notifications).toEqual([]);
    expectDetail(await call(other.headers, 'PUT', `/api/notifications/${first?.id}/read`), 404);
    const read = await call(owner.headers, 'PUT', `/api/notifications/${first?.id}/read`);
    expect(read.json()).toEqual({ success: true, unread: 1 });
    expect((await call(owner.headers, 'PUT', '/api/notifications/read-all')).json()).toEqual({
      success: true,
      unread: 0,
    });
    expect((await inbox(owner)).unread).toBe(0);
    expectDetail(
      await call(owner.headers, 'GET', '/api/notifications/?limit=500'),
      400,
      /como máximo 100/,
    );
    expectDetail(await call(owner.headers, 'PUT', '/api/notifications/x/read'), 400);
    expectDetail(await call({}, 'GET', '/api/notifications/'), 401);
  });
});
