import { type Action, PACKAGE_RULES, RuleInputSchema, type Trigger } from '@caudal/contracts';
import type { Centavos } from '@caudal/finance/money';
import { describe, expect, it } from 'vitest';
import {
  actionText,
  delivered,
  deliveryOutcome,
  draftToInput,
  formatDateTime,
  newRuleDraft,
  parseRuleDraft,
  ruleToDraft,
  runRaised,
  triggerText,
  typeForAction,
} from './automation-model.ts';

// Intl puts a no-break space in some es-MX outputs; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const c = (n: number) => n as Centavos;

describe('triggerText', () => {
  it.each<[Trigger, string]>([
    [{ kind: 'cash-below', amount: c(500_000) }, 'Saldo de caja bajo: menos de $5,000'],
    [{ kind: 'runway-below', months: 3 }, 'Pocos meses de caja: menos de 3 meses de gastos'],
    [{ kind: 'runway-below', months: 1 }, 'Pocos meses de caja: menos de 1 mes de gastos'],
    [{ kind: 'runway-below', months: 1.5 }, 'Pocos meses de caja: menos de 1.5 meses de gastos'],
    [
      { kind: 'category-anomaly', percent: 25 },
      'Gasto fuera de lo normal: una categoría gasta más de 25 % sobre lo normal (los gastos ocasionales, contra su año)',
    ],
    [
      { kind: 'receivables-overdue', days: 7 },
      'Facturas por cobrar vencidas: más de 7 días de atraso',
    ],
    [
      { kind: 'receivables-overdue', days: 1 },
      'Facturas por cobrar vencidas: más de 1 día de atraso',
    ],
    [{ kind: 'health-below', score: 55 }, 'Salud financiera baja: puntaje menor a 55'],
    [
      { kind: 'health-below', score: null },
      'Salud financiera baja: puntaje menor a tu aviso de salud (Configuración › Análisis)',
    ],
    [{ kind: 'ltv-coca-below', ratio: 2.5 }, 'LTV/COCA bajo: menos de 2.5 veces'],
    [
      { kind: 'ltv-coca-below', ratio: null },
      'LTV/COCA bajo: menos de tu mínimo de LTV/COCA (Configuración › Análisis)',
    ],
    [
      { kind: 'budget-overspent' },
      'Partida de presupuesto rebasada: una partida del mes rebasa lo planeado',
    ],
    [
      { kind: 'schedule', frequency: 'weekly', weekday: 1, day: null, hour: 8 },
      'Cada lunes a las 8:00',
    ],
    [
      { kind: 'schedule', frequency: 'daily', weekday: null, day: null, hour: 18 },
      'Cada día a las 18:00',
    ],
    [
      { kind: 'schedule', frequency: 'monthly', weekday: null, day: 28, hour: 1 },
      'El día 28 de cada mes a la 1:00',
    ],
    [
      { kind: 'schedule', frequency: 'weekly', weekday: 0, day: null, hour: 0 },
      'Cada domingo a las 0:00',
    ],
  ])('%o → %s', (trigger, text) => {
    expect(plain(triggerText(trigger))).toBe(text);
  });

  it('says a cash amount with thousands and no centavos', () => {
    expect(plain(triggerText({ kind: 'cash-below', amount: c(1_234_567_89) }))).toBe(
      'Saldo de caja bajo: menos de $1,234,568',
    );
  });
});

describe('actionText', () => {
  it.each<[Action, string]>([
    [{ kind: 'notify' }, 'Aviso en la app'],
    [{ kind: 'email' }, 'Correo'],
    [
      { kind: 'report-email', reportType: 'financial', periodDays: 7 },
      'Reporte financiero de los últimos 7 días, por correo (PDF)',
    ],
    [
      { kind: 'report-email', reportType: 'comprehensive', periodDays: 30 },
      'Reporte integral de los últimos 30 días, por correo (PDF)',
    ],
    [{ kind: 'webhook', url: 'https://hooks.ejemplo.mx/caudal?x=1' }, 'Webhook a hooks.ejemplo.mx'],
  ])('%o → %s', (action, text) => {
    expect(actionText(action)).toBe(text);
  });
});

describe('runRaised', () => {
  it.each([
    [{ notifications: 0, emails: 0, webhooks: 0 }, 'Nada'],
    [{ notifications: 1, emails: 0, webhooks: 0 }, '1 aviso'],
    [{ notifications: 2, emails: 1, webhooks: 0 }, '2 avisos, 1 correo'],
    [{ notifications: 0, emails: 0, webhooks: 3 }, '3 webhooks'],
  ])('%o → %s', (run, text) => {
    expect(runRaised(run)).toBe(text);
  });
});

describe('deliveryOutcome', () => {
  it.each([
    [{ statusCode: 200, error: null }, 'Entregado (200)'],
    [{ statusCode: 204, error: null }, 'Entregado (204)'],
    [{ statusCode: 500, error: 'Respondió 500' }, 'Respondió 500'],
    [{ statusCode: 302, error: 'Respondió 302' }, 'Respondió 302'],
    [{ statusCode: null, error: 'No pudimos conectar.' }, 'No pudimos conectar.'],
    [{ statusCode: null, error: null }, 'Sin respuesta'],
  ])('%o → %s', (d, text) => {
    expect(deliveryOutcome(d)).toBe(text);
    expect(delivered(d)).toBe(text.startsWith('Entregado'));
  });
});

describe('typeForAction', () => {
  it.each([
    ['webhook', 'financial', 'integration'],
    ['report-email', 'notification', 'report'],
    ['notify', 'integration', 'financial'],
    ['email', 'report', 'financial'],
    ['notify', 'notification', 'notification'],
    ['email', 'financial', 'financial'],
  ] as const)('%s with %s → %s', (kind, current, type) => {
    expect(typeForAction(kind, current)).toBe(type);
  });
});

describe('parseRuleDraft', () => {
  it('sends the pesos as typed and passes the contract', () => {
    const result = parseRuleDraft({ ...newRuleDraft(), name: 'Caja baja', amount: '5000.50' });
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Caja baja',
        description: '',
        type: 'financial',
        status: 'active',
        trigger: { kind: 'cash-below', amount: 5000.5 },
        action: { kind: 'notify' },
      },
    });
  });

  it("shows the contract's Spanish messages under the fields", () => {
    const result = parseRuleDraft({ ...newRuleDraft(), name: 'Caja', amount: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.amount).toBe('El saldo mínimo debe ser un número');
  });

  it('names the hour and the weekday of a schedule', () => {
    const result = parseRuleDraft({
      ...newRuleDraft(),
      name: 'Semanal',
      triggerKind: 'schedule',
      frequency: 'weekly',
      weekday: '7',
      hour: '24',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.weekday).toBe('El día de la semana debe ser como máximo 6');
    expect(result.errors.hour).toBe('La hora debe ser como máximo 23');
  });

  it('refuses a webhook rule that is not an integration, on the type field', () => {
    const result = parseRuleDraft({
      ...newRuleDraft(),
      name: 'Hook',
      actionKind: 'webhook',
      url: 'https://ejemplo.mx/h',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.type).toBe('Una regla con webhook es de tipo integración');
  });

  it('refuses a webhook address that is not a URL', () => {
    const result = parseRuleDraft({
      ...newRuleDraft(),
      name: 'Hook',
      type: 'integration',
      actionKind: 'webhook',
      url: 'no es url',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.url).toBe('La dirección del webhook debe ser una URL https válida');
  });

  it('sends null for "usar mi umbral" and only the schedule fields of its frequency', () => {
    const input = draftToInput({ ...newRuleDraft(), triggerKind: 'health-below', score: '70' });
    expect(input.trigger).toEqual({ kind: 'health-below', score: null });
    const monthly = draftToInput({
      ...newRuleDraft(),
      triggerKind: 'schedule',
      frequency: 'monthly',
      day: '15',
      hour: '9',
    });
    expect(monthly.trigger).toEqual({
      kind: 'schedule',
      frequency: 'monthly',
      weekday: null,
      day: 15,
      hour: 9,
    });
  });
});

describe('ruleToDraft', () => {
  it('round-trips every quick-setup rule (money back to pesos)', () => {
    for (const wire of PACKAGE_RULES) {
      const stored = RuleInputSchema.parse(wire);
      const again = parseRuleDraft(ruleToDraft(stored));
      expect(again.ok).toBe(true);
      if (again.ok) expect(again.input).toEqual(RuleInputSchema.encode(stored));
    }
  });
});

describe('formatDateTime', () => {
  it('says the date and hour in Mexico City (UTC−6), or a dash', () => {
    expect(plain(formatDateTime('2026-11-27T14:00:00Z'))).toBe(
      '27 de noviembre de 2026 a las 8:00 a.m.',
    );
    expect(formatDateTime(null)).toBe('—');
  });
});
