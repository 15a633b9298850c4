import { randomBytes } from 'node:crypto';
import type { z } from '@caudal/contracts';
import {
  type AutomationPackage,
  type AutomationSummary,
  PACKAGE_LABELS,
  PACKAGE_RULES,
  type Rule,
  RuleInputSchema,
  type RuleType,
  type Trigger,
} from '@caudal/contracts';
import { QUICK_SETUP_PACKAGES } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import {
  deleteAllRules,
  deleteRule,
  findRule,
  insertRules,
  listRules,
  listRuns,
  type RuleFields,
  ruleView,
  summaryCounts,
  updateRule,
} from './automation.repository.ts';
import { nextRunAfter } from './automation-schedule.ts';

type RuleOutput = z.output<typeof RuleInputSchema>;

const NOT_FOUND = 'Regla no encontrada';

/** An integration rule gets a secret of its own, kept while it stays one. */
const secretFor = (rule: RuleFields, current: string | null = null) =>
  rule.action.kind === 'webhook' ? (current ?? randomBytes(24).toString('hex')) : null;

/** A rule that is not active is not due; an active one is due at once (a condition) or at its time. */
const nextRunFor = (rule: Pick<RuleFields, 'status' | 'trigger'>, now: Date) =>
  rule.status !== 'active'
    ? null
    : rule.trigger.kind === 'schedule'
      ? nextRunAfter(rule.trigger, now)
      : now;

export async function rulesOf(db: Queryable, companyId: string, type?: RuleType): Promise<Rule[]> {
  return (await listRules(db, companyId, type)).map(ruleView);
}

export async function ruleOf(db: Queryable, companyId: string, id: string): Promise<Rule> {
  const row = await findRule(db, companyId, id);
  if (!row) throw notFound(NOT_FOUND);
  return ruleView(row);
}

export async function createRule(db: Queryable, companyId: string, input: RuleOutput, now: Date) {
  const [row] = await insertRules(db, companyId, [
    { ...input, webhookSecret: secretFor(input), nextRunAt: nextRunFor(input, now) },
  ]);
  if (!row) throw new Error('rule not stored');
  return ruleView(row);
}

export async function replaceRule(
  db: Queryable,
  companyId: string,
  id: string,
  input: RuleOutput,
  now: Date,
) {
  const current = await findRule(db, companyId, id);
  if (!current) throw notFound(NOT_FOUND);
  const row = await updateRule(db, companyId, id, {
    ...input,
    webhookSecret: secretFor(input, current.webhookSecret),
    nextRunAt: nextRunFor(input, now),
    // A changed rule starts watching afresh.
    conditionMet: false,
  });
  if (!row) throw notFound(NOT_FOUND);
  return ruleView(row);
}

export async function removeRule(db: Queryable, companyId: string, id: string) {
  if (!(await deleteRule(db, companyId, id))) throw notFound(NOT_FOUND);
}

/** §4: active ↔ paused; a draft cannot be toggled. Resuming makes the rule due at once. */
export async function toggleRule(db: Queryable, companyId: string, id: string, now: Date) {
  const current = await findRule(db, companyId, id);
  if (!current) throw notFound(NOT_FOUND);
  if (current.status === 'draft') {
    throw conflict(
      'Una regla en borrador no se puede activar ni pausar: edítala y elige su estado.',
    );
  }
  const status = current.status === 'active' ? 'paused' : 'active';
  const row = await updateRule(db, companyId, id, {
    status,
    nextRunAt: nextRunFor({ status, trigger: current.trigger as Trigger }, now),
    conditionMet: false,
  });
  if (!row) throw notFound(NOT_FOUND);
  return ruleView(row);
}

export async function runsOf(db: Queryable, companyId: string, id: string) {
  if (!(await findRule(db, companyId, id))) throw notFound(NOT_FOUND);
  return { runs: await listRuns(db, id) };
}

const _PACKAGE_NAMES = {
  basic: 'Básico',
  professional: 'Profesional',
  complete: 'Completo',
} as const;

/**
 * Installs a quick-setup package (§9: basic 2 rules, professional 5, complete 9) in one
 * transaction: its rules replace the company's (`replace`) or are added to them.
 */
export async function installPackage(
  db: Queryable,
  companyId: string,
  name: AutomationPackage,
  replace: boolean,
  now: Date,
) {
  const rules = PACKAGE_RULES.slice(0, QUICK_SETUP_PACKAGES[name]).map((r) =>
    RuleInputSchema.parse(r),
  );
  return db.transaction(async (tx) => {
    const removed = replace ? await deleteAllRules(tx, companyId) : 0;
    const rows = await insertRules(
      tx,
      companyId,
      rules.map((r) => ({ ...r, webhookSecret: secretFor(r), nextRunAt: nextRunFor(r, now) })),
    );
    const message = `Paquete ${PACKAGE_LABELS[name]} instalado: ${rows.length} reglas ${replace ? `(reemplazaron ${removed} que tenías)` : 'agregadas a las tuyas'}.`;
    return { created: rows.length, removed, message, rules: rows.map(ruleView) };
  });
}

/** The summary, counted from this month on (Mexico City has kept UTC−6 all year since 2022). */
export async function automationSummary(
  db: Queryable,
  companyId: string,
  today: string,
): Promise<AutomationSummary> {
  return summaryCounts(db, companyId, new Date(`${today.slice(0, 7)}-01T00:00:00-06:00`));
}
