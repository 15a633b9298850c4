import {
  AutomationSummarySchema,
  PackageResultSchema,
  RuleListSchema,
  RuleRunsSchema,
  RuleSchema,
} from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 17: the company's automation rules, their toggle, packages and summary.

const t = useTestApp();
type Headers = Record<string, string>;
const call = (
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const LOW_CASH = {
  name: 'Caja baja',
  description: 'Avísame si baja de 8,000',
  type: 'financial',
  status: 'active',
  trigger: { kind: 'cash-below', amount: 8_000.5 },
  action: { kind: 'notify' },
};

describe('/api/automation/rules', () => {
  it('creates, reads, lists by type, replaces and deletes a rule', async () => {
    const owner = await signedInUser(t);
    const created = expectBody(
      await call(owner.headers, 'POST', '/api/automation/rules', LOW_CASH),
      201,
      RuleSchema,
    );
    expect(created).toMatchObject({
      name: 'Caja baja',
      type: 'financial',
      status: 'active',
      trigger: { kind: 'cash-below', amount: 8_000.5 },
      action: { kind: 'notify' },
      executionCount: 0,
      lastRun: null,
      webhookSecret: null,
    });
    // A condition rule is due at once.
    expect(created.nextRun).not.toBeNull();

    const weekly = expectBody(
      await call(owner.headers, 'POST', '/api/automation/rules', {
        name: 'Reporte de los lunes',
        type: 'report',
        status: 'active',
        trigger: { kind: 'schedule', frequency: 'weekly', weekday: 1, day: null, hour: 8 },
        action: { kind: 'report-email', reportType: 'financial', periodDays: 7 },
      }),
      201,
      RuleSchema,
    );
    // Next Monday at 8:00 in Mexico City is 14:00 UTC.
    const next = new Date(weekly.nextRun ?? '');
    expect(next.getUTCDay()).toBe(1);
    expect(next.getUTCHours()).toBe(14);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    const list = async (q = '') =>
      expectBody(await call(owner.headers, 'GET', `/api/automation/rules${q}`), 200, RuleListSchema)
        .rules;
    expect((await list()).map((r) => r.name)).toEqual(['Caja baja', 'Reporte de los lunes']);
    expect((await list('?type=report')).map((r) => r.name)).toEqual(['Reporte de los lunes']);

    const replaced = expectBody(
      await call(owner.headers, 'PUT', `/api/automation/rules/${created.id}`, {
        ...LOW_CASH,
        name: 'Caja muy baja',
        status: 'draft',
        trigger: { kind: 'cash-below', amount: 2_000 },
      }),
      200,
      RuleSchema,
    );
    expect(replaced).toMatchObject({ name: 'Caja muy baja', status: 'draft', nextRun: null });
    expect(
      expectBody(
        await call(owner.headers, 'GET', `/api/automation/rules/${created.id}`),
        200,
        RuleSchema,
      ).trigger,
    ).toEqual({ kind: 'cash-below', amount: 2_000 });

    expect(
      (await call(owner.headers, 'DELETE', `/api/automation/rules/${created.id}`)).statusCode,
    ).toBe(204);
    expectDetail(
      await call(owner.headers, 'GET', `/api/automation/rules/${created.id}`),
      404,
      'Regla no encontrada',
    );
  });

  it('a webhook rule is an integration with a secret of its own', async () => {
    const owner = await signedInUser(t);
    const hook = {
      name: 'A mi sistema',
      type: 'integration',
      status: 'active',
      trigger: { kind: 'goal-at-risk' },
      action: { kind: 'webhook', url: 'https://hooks.example.com/caudal' },
    };
    const rule = expectBody(
      await call(owner.headers, 'POST', '/api/automation/rules', hook),
      201,
      RuleSchema,
    );
    expect(rule.webhookSecret).toMatch(/^[0-9a-f]{48}$/);
    // Edited, it keeps its secret.
    const again = expectBody(
      await call(owner.headers, 'PUT', `/api/automation/rules/${rule.id}`, {
        ...hook,
        name: 'Otro',
      }),
      200,
      RuleSchema,
    );
    expect(again.webhookSecret).toBe(rule.webhookSecret);
    expectDetail(
      await call(owner.headers, 'POST', '/api/automation/rules', { ...hook, type: 'financial' }),
      400,
      /Una regla con webhook es de tipo integración/,
    );
  });

  it('refuses bad rules in Spanish', async () => {
    const owner = await signedInUser(t);
    const post = (body: object) => call(owner.headers, 'POST', '/api/automation/rules', body);
    expectDetail(
      await post({ ...LOW_CASH, name: ' ' }),
      400,
      /El nombre de la regla es obligatorio/,
    );
    expectDetail(
      await post({ ...LOW_CASH, trigger: { kind: 'cash-below', amount: 0 } }),
      400,
      /El saldo mínimo debe ser mayor que cero/,
    );
    expectDetail(
      await post({ ...LOW_CASH, trigger: { kind: 'lluvia' } }),
      400,
      /disparador no es válido/,
    );
    expectDetail(
      await post({
        ...LOW_CASH,
        trigger: { kind: 'schedule', frequency: 'monthly', weekday: null, day: 31, hour: 8 },
      }),
      400,
      /El día del mes debe ser como máximo 28/,
    );
    expectDetail(
      await post({
        ...LOW_CASH,
        type: 'integration',
        action: { kind: 'webhook', url: 'ftp://example.com' },
      }),
      400,
      /URL https válida/,
    );
    expectDetail(
      await post({ ...LOW_CASH, status: 'on' }),
      400,
      /El estado debe ser active, paused o draft/,
    );
    expectDetail(
      await call(owner.headers, 'GET', '/api/automation/rules?type=otro'),
      400,
      /El tipo debe ser/,
    );
    expectDetail(await call({}, 'GET', '/api/automation/rules'), 401);
  });

  it("another company's rules answer 404 and are never listed", async () => {
    const owner = await signedInUser(t);
    const rule = expectBody(
      await call(owner.headers, 'POST', '/api/automation/rules', LOW_CASH),
      201,
      RuleSchema,
    );
    const other = await signedInUser(t);
    for (const [method, url] of [
      ['GET', `/api/automation/rules/${rule.id}`],
      ['DELETE', `/api/automation/rules/${rule.id}`],
      ['POST', `/api/automation/rules/${rule.id}/toggle`],
      ['GET', `/api/automation/rules/${rule.id}/runs`],
    ] as const) {
      expectDetail(await call(other.headers, method, url), 404, 'Regla no encontrada');
    }
    expectDetail(
      await call(other.headers, 'PUT', `/api/automation/rules/${rule.id}`, LOW_CASH),
      404,
    );
    expect(
      expectBody(await call(other.headers, 'GET', '/api/automation/rules'), 200, RuleListSchema)
        .rules,
    ).toEqual([]);
    // Still there for its owner.
    expectBody(
      await call(owner.headers, 'GET', `/api/automation/rules/${rule.id}`),
      200,
      RuleSchema,
    );
  });
});

describe('toggle, packages and summary', () => {
  it('active ↔ paused; a draft cannot be toggled (409)', async () => {
    const owner = await signedInUser(t);
    const rule = expectBody(
      await call(owner.headers, 'POST', '/api/automation/rules', LOW_CASH),
      201,
      RuleSchema,
    );
    const toggle = (id: string) =>
      call(owner.headers, 'POST', `/api/automation/rules/${id}/toggle`);
    expect(expectBody(await toggle(rule.id), 200, RuleSchema)).toMatchObject({
      status: 'paused',
      nextRun: null,
    });
    expect(expectBody(await toggle(rule.id), 200, RuleSchema).status).toBe('active');
    const draft = expectBody(
      await call(owner.headers, 'POST', '/api/automation/rules', { ...LOW_CASH, status: 'draft' }),
      201,
      RuleSchema,
    );
    expectDetail(await toggle(draft.id), 409, /borrador no se puede activar ni pausar/);
  });

  it('the packages create 2, 5 and 9 real rules, added or replacing', async () => {
    const owner = await signedInUser(t);
    await call(owner.headers, 'POST', '/api/automation/rules', LOW_CASH);
    const install = (name: string, replace: boolean) =>
      call(owner.headers, 'POST', `/api/automation/packages/${name}`, { replace });
    const basic = expectBody(await install('basic', false), 200, PackageResultSchema);
    expect(basic).toMatchObject({ created: 2, removed: 0 });
    expect(basic.message).toBe('Paquete Básico instalado: 2 reglas agregadas a las tuyas.');
    expect(basic.rules.map((r) => r.name)).toEqual(['Flujo de caja bajo', 'Reporte semanal']);
    // The package's low-cash threshold is §9's 5,000.
    expect(basic.rules[0]?.trigger).toEqual({ kind: 'cash-below', amount: 5_000 });
    const rules = async () =>
      expectBody(await call(owner.headers, 'GET', '/api/automation/rules'), 200, RuleListSchema)
        .rules;
    expect(await rules()).toHaveLength(3);

    const complete = expectBody(await install('complete', true), 200, PackageResultSchema);
    expect(complete).toMatchObject({ created: 9, removed: 3 });
    expect((await rules()).map((r) => r.trigger.kind)).toEqual([
      'cash-below',
      'schedule',
      'runway-below',
      'category-anomaly',
      'receivables-overdue',
      'health-below',
      'ltv-coca-below',
      'budget-overspent',
      'goal-at-risk',
    ]);
    expect(expectBody(await install('professional', true), 200, PackageResultSchema).created).toBe(
      5,
    );
    expectDetail(
      await install('gold', false),
      400,
      /El paquete debe ser basic, professional o complete/,
    );

    const summary = expectBody(
      await call(owner.headers, 'GET', '/api/automation/summary'),
      200,
      AutomationSummarySchema,
    );
    expect(summary).toEqual({
      activeRules: 5,
      pausedRules: 0,
      draftRules: 0,
      runsThisMonth: 0,
      firedThisMonth: 0,
      notificationsThisMonth: 0,
      lastRun: null,
    });
    const first = (await rules())[0];
    expect(
      expectBody(
        await call(owner.headers, 'GET', `/api/automation/rules/${first?.id}/runs`),
        200,
        RuleRunsSchema,
      ).runs,
    ).toEqual([]);
  });
});
