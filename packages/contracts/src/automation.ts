import { AUTOMATION_DEFAULTS, AUTOMATION_THRESHOLDS, toPesos } from '@caudal/finance';
import { recordName } from './common.ts';
import { code, count, moneyInput, months, ratio, score, unitMeta } from './numbers.ts';
import { REPORT_TYPES } from './reports.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

/**
 * Automation rules (issue 17; spec 001 §2 "Automation", §3 Automation rule, §4, §9): a trigger
 * watched on the company's data or on a schedule, and an action when it fires. Stored per
 * company; the engine records every run. Wire names in camelCase, as §3 names them.
 */

export const RULE_TYPES = ['financial', 'notification', 'report', 'integration'] as const;
export const RULE_STATUSES = ['active', 'paused', 'draft'] as const;
export type RuleType = (typeof RULE_TYPES)[number];
export type RuleStatus = (typeof RULE_STATUSES)[number];

export const RULE_TYPE_LABELS = {
  financial: 'Financiera',
  notification: 'Notificación',
  report: 'Reporte',
  integration: 'Integración',
} as const satisfies Record<RuleType, string>;
export const RULE_STATUS_LABELS = {
  active: 'Activa',
  paused: 'Pausada',
  draft: 'Borrador',
} as const satisfies Record<RuleStatus, string>;

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} debe ser un número` })
    .int({ error: `${label} debe ser un número entero` })
    .min(min, { error: `${label} debe ser al menos ${min}` })
    .max(max, { error: `${label} debe ser como máximo ${max}` });

/** What a rule watches. A threshold left out (null) follows the default (later: settings). */
export const TriggerSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('cash-below'),
      amount: moneyInput('El saldo mínimo', { positive: true }),
    }),
    z.strictObject({
      kind: z.literal('runway-below'),
      months: months('Los meses de caja deben ser un número')
        .min(0.5, { error: 'Los meses de caja deben ser al menos 0.5' })
        .max(60, { error: 'Los meses de caja deben ser como máximo 60' }),
    }),
    z.strictObject({
      kind: z.literal('category-anomaly'),
      percent: int('El porcentaje de variación', 1, 1000).meta(unitMeta('percent')),
    }),
    z.strictObject({
      kind: z.literal('receivables-overdue'),
      days: int('Los días de atraso', 1, 365).meta(unitMeta('days')),
    }),
    z.strictObject({
      kind: z.literal('health-below'),
      score: score('El puntaje debe ser un número')
        .min(0, { error: 'El puntaje debe estar entre 0 y 100' })
        .max(100, { error: 'El puntaje debe estar entre 0 y 100' })
        .nullable(),
    }),
    z.strictObject({
      kind: z.literal('ltv-coca-below'),
      ratio: ratio('La razón LTV/COCA debe ser un número')
        .min(0, { error: 'La razón LTV/COCA no puede ser negativa' })
        .max(100, { error: 'La razón LTV/COCA debe ser como máximo 100' })
        .nullable(),
    }),
    z.strictObject({ kind: z.literal('budget-overspent') }),
    z.strictObject({ kind: z.literal('goal-at-risk') }),
    z.strictObject({
      kind: z.literal('schedule'),
      frequency: z.enum(['daily', 'weekly', 'monthly'], {
        error: 'La frecuencia debe ser daily, weekly o monthly',
      }),
      /** Weekly: 0 Sunday … 6 Saturday. */
      weekday: int('El día de la semana', 0, 6).meta(unitMeta('count')).nullable(),
      /** Monthly: 1 to 28, so every month has it. */
      day: int('El día del mes', 1, 28).meta(unitMeta('count')).nullable(),
      hour: int('La hora', 0, 23).meta(unitMeta('count')),
    }),
  ],
  { error: 'El disparador no es válido' },
);
export type Trigger = z.output<typeof TriggerSchema>;
export type TriggerKind = Trigger['kind'];
export const TRIGGER_KINDS = [
  'cash-below',
  'runway-below',
  'category-anomaly',
  'receivables-overdue',
  'health-below',
  'ltv-coca-below',
  'budget-overspent',
  'goal-at-risk',
  'schedule',
] as const satisfies readonly TriggerKind[];

export const TRIGGER_LABELS = {
  'cash-below': 'Saldo de caja bajo',
  'runway-below': 'Pocos meses de caja',
  'category-anomaly': 'Gasto fuera de lo normal',
  'receivables-overdue': 'Facturas por cobrar vencidas',
  'health-below': 'Salud financiera baja',
  'ltv-coca-below': 'LTV/COCA bajo',
  'budget-overspent': 'Partida de presupuesto rebasada',
  'goal-at-risk': 'Meta en riesgo',
  schedule: 'Programada',
} as const satisfies Record<TriggerKind, string>;

const httpsUrl = text('La dirección debe ser texto', { label: 'La dirección' })
  .trim()
  .max(500, { error: 'La dirección es demasiado larga' })
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { error: 'La dirección del webhook debe ser una URL https válida' },
  );

/** What a rule does when it fires. */
export const ActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('notify') }),
    z.strictObject({ kind: z.literal('email') }),
    z.strictObject({
      kind: z.literal('report-email'),
      reportType: z.enum(REPORT_TYPES, {
        error: 'El tipo de reporte debe ser financial, operational, marketing o comprehensive',
      }),
      periodDays: z
        .union([z.literal(7), z.literal(30)], { error: 'El periodo debe ser de 7 o 30 días' })
        .meta(unitMeta('days')),
    }),
    z.strictObject({ kind: z.literal('webhook'), url: httpsUrl }),
  ],
  { error: 'La acción no es válida' },
);
export type Action = z.output<typeof ActionSchema>;
export type ActionKind = Action['kind'];
export const ACTION_LABELS = {
  notify: 'Aviso en la app',
  email: 'Correo',
  'report-email': 'Reporte por correo (PDF)',
  webhook: 'Webhook',
} as const satisfies Record<ActionKind, string>;

/** The type a rule must have for its action: a webhook is an integration, a report a report. */
export function ruleTypeProblem(type: RuleType, action: Pick<Action, 'kind'>): string | null {
  if (action.kind === 'webhook' && type !== 'integration')
    return 'Una regla con webhook es de tipo integración';
  if (action.kind === 'report-email' && type !== 'report')
    return 'Una regla que envía un reporte es de tipo reporte';
  if (type === 'integration' && action.kind !== 'webhook')
    return 'Una regla de integración llama a un webhook';
  if (type === 'report' && action.kind !== 'report-email')
    return 'Una regla de reporte envía un reporte por correo';
  return null;
}

const RULE_FIELDS = {
  name: recordName('El nombre de la regla'),
  description: text('La descripción debe ser texto', { label: 'La descripción' })
    .trim()
    .max(500, { error: 'La descripción es demasiado larga' })
    .default(''),
  type: z.enum(RULE_TYPES, {
    error: 'El tipo debe ser financial, notification, report o integration',
  }),
  status: z.enum(RULE_STATUSES, { error: 'El estado debe ser active, paused o draft' }),
  trigger: TriggerSchema,
  action: ActionSchema,
};

/** POST /api/automation/rules and PUT /api/automation/rules/:id. */
export const RuleInputSchema = z.strictObject(RULE_FIELDS).superRefine((rule, ctx) => {
  const problem = ruleTypeProblem(rule.type, rule.action);
  if (problem) ctx.addIssue({ code: 'custom', path: ['type'], message: problem });
});
export type RuleInput = z.input<typeof RuleInputSchema>;

export const RuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(RULE_TYPES),
  status: z.enum(RULE_STATUSES),
  trigger: TriggerSchema,
  action: ActionSchema,
  /** ISO timestamps. */
  lastRun: z.string().nullable(),
  nextRun: z.string().nullable(),
  executionCount: count(),
  /** How often the rule fired (its action ran). */
  firedCount: count(),
  /** Spanish: what the trigger is watching now, or why it has nothing to watch. */
  watching: z.string().nullable(),
  /** Integration rules: the secret their signature header is made with. */
  webhookSecret: z.string().nullable(),
  createdAt: z.string(),
});
export type Rule = z.infer<typeof RuleSchema>;
export const RuleListSchema = z.object({ rules: z.array(RuleSchema) });

export const RULE_RUN_RESULTS = ['fired', 'quiet', 'skipped', 'failed'] as const;
/**
 * One attempt to deliver a run's webhook: the address's HTTP status, or why there was none
 * (Spanish: a refused address, a failed connection). A 2xx status is a delivery.
 */
export const WebhookDeliverySchema = z.object({
  attempt: count(),
  at: z.string(),
  statusCode: code().nullable(),
  error: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
/** One evaluation of a rule: when, what it found, what it raised. */
export const RuleRunSchema = z.object({
  id: z.string(),
  ranAt: z.string(),
  /** 'schedule' (its own time or the periodic pass) or 'data' (after the company's data changed). */
  reason: z.enum(['schedule', 'data', 'manual']),
  result: z.enum(RULE_RUN_RESULTS),
  /** Spanish: what it found. */
  message: z.string(),
  notifications: count(),
  emails: count(),
  webhooks: count(),
  /** The webhook's delivery attempts, first to last (empty when the run sent none). */
  deliveries: z.array(WebhookDeliverySchema),
});
export type RuleRun = z.infer<typeof RuleRunSchema>;
export const RuleRunsSchema = z.object({ runs: z.array(RuleRunSchema) });
export const RUN_RESULT_LABELS = {
  fired: 'Disparó',
  quiet: 'Sin novedad',
  skipped: 'Omitida',
  failed: 'Falló',
} as const satisfies Record<RuleRun['result'], string>;
export const RUN_REASON_LABELS = {
  schedule: 'Revisión programada',
  data: 'Tus datos cambiaron',
  manual: 'Al guardar la regla',
} as const satisfies Record<RuleRun['reason'], string>;

export const AUTOMATION_PACKAGES = ['basic', 'professional', 'complete'] as const;
export type AutomationPackage = (typeof AUTOMATION_PACKAGES)[number];
export const PACKAGE_LABELS = {
  basic: 'Básico',
  professional: 'Profesional',
  complete: 'Completo',
} as const satisfies Record<AutomationPackage, string>;
export const PackageParamsSchema = z.strictObject({
  name: z.enum(AUTOMATION_PACKAGES, {
    error: 'El paquete debe ser basic, professional o complete',
  }),
});
export const PackageRequestSchema = z
  .strictObject({
    /** True: the package's rules replace the company's; false: they are added. */
    replace: z.boolean({ error: 'Indica si reemplazar (true) o agregar (false)' }).default(false),
  })
  .default({ replace: false });
export const PackageResultSchema = z.object({
  created: count(),
  removed: count(),
  /** Spanish, for the 5-second success message. */
  message: z.string(),
  rules: z.array(RuleSchema),
});

/**
 * The quick-setup packages (§9: basic 2 rules, professional 5, complete 9): each package is the
 * first N of this list. Thresholds from finance's constants.
 */
export const PACKAGE_RULES: readonly z.input<typeof RuleInputSchema>[] = [
  {
    name: 'Flujo de caja bajo',
    description: `Te avisa cuando tu saldo de caja baja de ${toPesos(AUTOMATION_THRESHOLDS.lowCashPackageCentavos).toLocaleString('es-MX')} pesos.`,
    type: 'financial',
    status: 'active',
    trigger: { kind: 'cash-below', amount: toPesos(AUTOMATION_THRESHOLDS.lowCashPackageCentavos) },
    action: { kind: 'notify' },
  },
  {
    name: 'Reporte semanal',
    description: 'Cada lunes a las 8:00 te enviamos por correo el reporte financiero de la semana.',
    type: 'report',
    status: 'active',
    trigger: { kind: 'schedule', frequency: 'weekly', weekday: 1, day: null, hour: 8 },
    action: { kind: 'report-email', reportType: 'financial', periodDays: 7 },
  },
  {
    name: 'Pocos meses de caja',
    description: `Te escribimos cuando tu caja cubre menos de ${AUTOMATION_DEFAULTS.runwayMonthsBelow} meses de gastos.`,
    type: 'financial',
    status: 'active',
    trigger: { kind: 'runway-below', months: AUTOMATION_DEFAULTS.runwayMonthsBelow },
    action: { kind: 'email' },
  },
  {
    name: 'Gasto fuera de lo normal',
    description: `Te avisa cuando una categoría gasta este mes más de ${AUTOMATION_THRESHOLDS.anomalyVariationAbovePercent} % por encima de lo normal: su promedio de tres meses, o, si es un gasto ocasional (como un pago anual), el mismo mes del año pasado, su costo fijo anual o su pago habitual.`,
    type: 'financial',
    status: 'active',
    trigger: {
      kind: 'category-anomaly',
      percent: AUTOMATION_THRESHOLDS.anomalyVariationAbovePercent,
    },
    action: { kind: 'notify' },
  },
  {
    name: 'Facturas vencidas',
    description: `Te avisa cuando una factura por cobrar lleva más de ${AUTOMATION_THRESHOLDS.overdueInvoiceDaysAbove} días vencida.`,
    type: 'notification',
    status: 'active',
    trigger: { kind: 'receivables-overdue', days: AUTOMATION_THRESHOLDS.overdueInvoiceDaysAbove },
    action: { kind: 'notify' },
  },
  {
    name: 'Salud financiera baja',
    description: `Te escribimos cuando tu puntaje de salud financiera baja de tu aviso (Configuración › Análisis; ${AUTOMATION_DEFAULTS.healthScoreBelow} si no lo cambias).`,
    type: 'financial',
    status: 'active',
    trigger: { kind: 'health-below', score: null },
    action: { kind: 'email' },
  },
  {
    name: 'LTV/COCA bajo',
    description: `Te avisa cuando lo que vale un cliente baja del mínimo de LTV/COCA de Configuración › Análisis (${AUTOMATION_DEFAULTS.ltvCocaBelow} veces lo que cuesta conseguirlo si no lo cambias).`,
    type: 'financial',
    status: 'active',
    trigger: { kind: 'ltv-coca-below', ratio: null },
    action: { kind: 'notify' },
  },
  {
    name: 'Presupuesto rebasado',
    description: 'Te avisa cuando una partida de gasto del mes rebasa lo que planeaste.',
    type: 'notification',
    status: 'active',
    trigger: { kind: 'budget-overspent' },
    action: { kind: 'notify' },
  },
  {
    name: 'Meta en riesgo',
    description: 'Te avisa cuando a una meta le quedan menos de 90 días y va por debajo de 80 %.',
    type: 'notification',
    status: 'active',
    trigger: { kind: 'goal-at-risk' },
    action: { kind: 'notify' },
  },
];

/** GET /api/automation/summary: counted from the stored rules, runs and notifications. */
export const AutomationSummarySchema = z.object({
  activeRules: count(),
  pausedRules: count(),
  draftRules: count(),
  runsThisMonth: count(),
  firedThisMonth: count(),
  notificationsThisMonth: count(),
  lastRun: z.string().nullable(),
});
export type AutomationSummary = z.infer<typeof AutomationSummarySchema>;

/** GET /api/automation/rules?type= */
export const RuleListQuerySchema = z.strictObject({
  type: z
    .enum(RULE_TYPES, { error: 'El tipo debe ser financial, notification, report o integration' })
    .optional(),
});
