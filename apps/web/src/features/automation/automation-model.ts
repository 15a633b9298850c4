export { RUN_REASON_LABELS, RUN_RESULT_LABELS } from '@caudal/contracts';

import {
  ACTION_LABELS,
  type Action,
  type ActionKind,
  REPORT_TYPE_LABELS,
  type ReportType,
  RULE_TYPE_LABELS,
  type Rule,
  type RuleInput,
  RuleInputSchema,
  type RuleRun,
  type RuleStatus,
  type RuleType,
  TRIGGER_LABELS,
  type Trigger,
  type TriggerKind,
  type WebhookDelivery,
} from '@caudal/contracts';
import { AUTOMATION_DEFAULTS } from '@caudal/finance';
import { toPesos } from '@caudal/finance/money';
import {
  formatDateTime as formatDateTimeIn,
  formatDecimal,
  formatInteger,
  formatMoney,
} from '../../lib/format.ts';

export const WEEKDAYS = [
  'domingo',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
] as const;

/** '8:00', '17:00': the hour of a scheduled rule, on the 24-hour clock. */
export const hourText = (hour: number) => `${hour}:00`;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** When a scheduled rule runs, in words: 'Cada lunes a las 8:00'. */
export function scheduleText(trigger: Extract<Trigger, { kind: 'schedule' }>): string {
  const at = `a ${trigger.hour === 1 ? 'la' : 'las'} ${hourText(trigger.hour)}`;
  if (trigger.frequency === 'daily') return `Cada día ${at}`;
  if (trigger.frequency === 'weekly') {
    return trigger.weekday === null
      ? `Cada semana ${at}`
      : `Cada ${WEEKDAYS[trigger.weekday]} ${at}`;
  }
  return trigger.day === null ? `Cada mes ${at}` : `El día ${trigger.day} de cada mes ${at}`;
}

/** The threshold part of a trigger, in words; null for the kinds without one. */
export function triggerCondition(trigger: Trigger): string | null {
  switch (trigger.kind) {
    case 'cash-below':
      return `menos de ${formatMoney(trigger.amount)}`;
    case 'runway-below':
      return `menos de ${formatDecimal(trigger.months)} ${plural(trigger.months, 'mes', 'meses')} de gastos`;
    case 'category-anomaly':
      return `una categoría gasta más de ${formatInteger(trigger.percent)} % sobre lo normal (los gastos ocasionales, contra su año)`;
    case 'receivables-overdue':
      return `más de ${formatInteger(trigger.days)} ${plural(trigger.days, 'día', 'días')} de atraso`;
    case 'health-below':
      return trigger.score === null
        ? 'puntaje menor a tu aviso de salud (Configuración › Análisis)'
        : `puntaje menor a ${formatDecimal(trigger.score)}`;
    case 'ltv-coca-below':
      return trigger.ratio === null
        ? 'menos de tu mínimo de LTV/COCA (Configuración › Análisis)'
        : `menos de ${formatDecimal(trigger.ratio)} veces`;
    case 'budget-overspent':
      return 'una partida del mes rebasa lo planeado';
    case 'goal-at-risk':
      return 'le quedan menos de 90 días y va por debajo de 80 %';
    case 'schedule':
      return scheduleText(trigger);
  }
}

/** What a rule watches, in plain Spanish: 'Saldo de caja bajo: menos de $5,000'. */
export function triggerText(trigger: Trigger): string {
  if (trigger.kind === 'schedule') return scheduleText(trigger);
  return `${TRIGGER_LABELS[trigger.kind]}: ${triggerCondition(trigger)}`;
}

/** What a rule does, in plain Spanish: 'Aviso en la app'. */
export function actionText(action: Action): string {
  switch (action.kind) {
    case 'notify':
    case 'email':
      return ACTION_LABELS[action.kind];
    case 'report-email':
      return `${REPORT_TYPE_LABELS[action.reportType]} de los últimos ${action.periodDays} días, por correo (PDF)`;
    case 'webhook':
      return `Webhook a ${hostOf(action.url)}`;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

export const RUN_RESULT_TONES = {
  fired: 'warning',
  quiet: 'good',
  skipped: 'neutral',
  failed: 'bad',
} as const satisfies Record<RuleRun['result'], 'good' | 'warning' | 'bad' | 'neutral'>;

/** What a run raised: '1 aviso, 1 correo'; 'Nada' when it raised nothing. */
export function runRaised(run: Pick<RuleRun, 'notifications' | 'emails' | 'webhooks'>): string {
  const parts = [
    [run.notifications, 'aviso', 'avisos'],
    [run.emails, 'correo', 'correos'],
    [run.webhooks, 'webhook', 'webhooks'],
  ] as const;
  const said = parts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${formatInteger(n)} ${plural(n, one, many)}`);
  return said.length === 0 ? 'Nada' : said.join(', ');
}

/** Whether a webhook attempt was delivered: the address answered 2xx. */
export const delivered = (d: Pick<WebhookDelivery, 'statusCode'>) =>
  d.statusCode !== null && d.statusCode >= 200 && d.statusCode < 300;

/** A webhook attempt's outcome in words: 'Entregado (200)', 'Respondió 500', or why not. */
export function deliveryOutcome(d: Pick<WebhookDelivery, 'statusCode' | 'error'>): string {
  if (d.statusCode === null) return d.error ?? 'Sin respuesta';
  return delivered(d) ? `Entregado (${d.statusCode})` : `Respondió ${d.statusCode}`;
}

/** The types a rule may have for its action (contracts' `ruleTypeProblem`). */
export function typesForAction(kind: ActionKind): readonly RuleType[] {
  if (kind === 'webhook') return ['integration'];
  if (kind === 'report-email') return ['report'];
  return ['financial', 'notification'];
}

/** The type to keep when the action changes: the same if it still fits, else the first that does. */
export function typeForAction(kind: ActionKind, current: RuleType): RuleType {
  const allowed = typesForAction(kind);
  return allowed.includes(current) ? current : (allowed[0] ?? current);
}

export const TYPE_FILTERS = [
  { value: 'all', label: 'Todas' },
  ...(Object.entries(RULE_TYPE_LABELS) as [RuleType, string][]).map(([value, label]) => ({
    value,
    label,
  })),
] as const;
export type TypeFilter = RuleType | 'all';

/** The rule form as typed: every field a string or a choice, so nothing typed is lost. */
export type RuleDraft = {
  name: string;
  description: string;
  type: RuleType;
  status: RuleStatus;
  triggerKind: TriggerKind;
  amount: string;
  months: string;
  percent: string;
  days: string;
  score: string;
  /** 'usar mi umbral': the score (or ratio) is sent as null. */
  scoreDefault: boolean;
  ratio: string;
  ratioDefault: boolean;
  frequency: 'daily' | 'weekly' | 'monthly';
  weekday: string;
  day: string;
  hour: string;
  actionKind: ActionKind;
  reportType: ReportType;
  periodDays: '7' | '30';
  url: string;
};
export type RuleField = keyof RuleDraft;

export function newRuleDraft(): RuleDraft {
  return {
    name: '',
    description: '',
    type: 'financial',
    status: 'active',
    triggerKind: 'cash-below',
    amount: '5000',
    months: String(AUTOMATION_DEFAULTS.runwayMonthsBelow),
    percent: '25',
    days: '7',
    score: String(AUTOMATION_DEFAULTS.healthScoreBelow),
    scoreDefault: true,
    ratio: String(AUTOMATION_DEFAULTS.ltvCocaBelow),
    ratioDefault: true,
    frequency: 'weekly',
    weekday: '1',
    day: '1',
    hour: '8',
    actionKind: 'notify',
    reportType: 'financial',
    periodDays: '7',
    url: '',
  };
}

/** A stored rule as the form's fields (its money in pesos, as people type it). */
export function ruleToDraft(
  rule: Pick<Rule, 'name' | 'description' | 'type' | 'status' | 'trigger' | 'action'>,
): RuleDraft {
  const draft: RuleDraft = {
    ...newRuleDraft(),
    name: rule.name,
    description: rule.description,
    type: rule.type,
    status: rule.status,
    triggerKind: rule.trigger.kind,
    actionKind: rule.action.kind,
  };
  const t = rule.trigger;
  if (t.kind === 'cash-below') draft.amount = String(toPesos(t.amount));
  if (t.kind === 'runway-below') draft.months = String(t.months);
  if (t.kind === 'category-anomaly') draft.percent = String(t.percent);
  if (t.kind === 'receivables-overdue') draft.days = String(t.days);
  if (t.kind === 'health-below') {
    draft.scoreDefault = t.score === null;
    if (t.score !== null) draft.score = String(t.score);
  }
  if (t.kind === 'ltv-coca-below') {
    draft.ratioDefault = t.ratio === null;
    if (t.ratio !== null) draft.ratio = String(t.ratio);
  }
  if (t.kind === 'schedule') {
    draft.frequency = t.frequency;
    draft.hour = String(t.hour);
    if (t.weekday !== null) draft.weekday = String(t.weekday);
    if (t.day !== null) draft.day = String(t.day);
  }
  const a = rule.action;
  if (a.kind === 'report-email') {
    draft.reportType = a.reportType;
    draft.periodDays = a.periodDays === 30 ? '30' : '7';
  }
  if (a.kind === 'webhook') draft.url = a.url;
  return draft;
}

/** Typed text as a number; empty or not a number becomes NaN so the contract names the field. */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

function triggerOf(d: RuleDraft): RuleInput['trigger'] {
  switch (d.triggerKind) {
    case 'cash-below':
      return { kind: 'cash-below', amount: num(d.amount) };
    case 'runway-below':
      return { kind: 'runway-below', months: num(d.months) };
    case 'category-anomaly':
      return { kind: 'category-anomaly', percent: num(d.percent) };
    case 'receivables-overdue':
      return { kind: 'receivables-overdue', days: num(d.days) };
    case 'health-below':
      return { kind: 'health-below', score: d.scoreDefault ? null : num(d.score) };
    case 'ltv-coca-below':
      return { kind: 'ltv-coca-below', ratio: d.ratioDefault ? null : num(d.ratio) };
    case 'budget-overspent':
    case 'goal-at-risk':
      return { kind: d.triggerKind };
    case 'schedule':
      return {
        kind: 'schedule',
        frequency: d.frequency,
        weekday: d.frequency === 'weekly' ? num(d.weekday) : null,
        day: d.frequency === 'monthly' ? num(d.day) : null,
        hour: num(d.hour),
      };
  }
}

function actionOf(d: RuleDraft): RuleInput['action'] {
  switch (d.actionKind) {
    case 'notify':
    case 'email':
      return { kind: d.actionKind };
    case 'report-email':
      return {
        kind: 'report-email',
        reportType: d.reportType,
        periodDays: d.periodDays === '30' ? 30 : 7,
      };
    case 'webhook':
      return { kind: 'webhook', url: d.url.trim() };
  }
}

/** The form as the API's body (pesos, as typed), before it is checked. */
export function draftToInput(d: RuleDraft): RuleInput {
  return {
    name: d.name,
    description: d.description,
    type: d.type,
    status: d.status,
    trigger: triggerOf(d),
    action: actionOf(d),
  };
}

/** The form field a contract issue is about: its last path segment that names one. */
function fieldOf(path: readonly PropertyKey[]): RuleField {
  const [head, second] = path;
  if (head === 'trigger')
    return second === 'kind' || second === undefined
      ? 'triggerKind'
      : (String(second) as RuleField);
  if (head === 'action') {
    if (second === 'kind' || second === undefined) return 'actionKind';
    return String(second) as RuleField;
  }
  return String(head ?? 'name') as RuleField;
}

export type RuleDraftErrors = Partial<Record<RuleField, string>>;

/**
 * The form checked by the contract (`RuleInputSchema`), so the messages are its Spanish ones,
 * each under its field. The body sent is the wire value (pesos), not the decoded one.
 */
export function parseRuleDraft(
  draft: RuleDraft,
): { ok: true; input: RuleInput } | { ok: false; errors: RuleDraftErrors } {
  const input = draftToInput(draft);
  const result = RuleInputSchema.safeParse(input);
  if (result.success) return { ok: true, input };
  const errors: RuleDraftErrors = {};
  for (const issue of result.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

/** An instant in Mexico City time, date and hour, written in full. */
export const formatDateTime = (iso: string | null) => formatDateTimeIn(iso, 'long');
