import { createHmac } from 'node:crypto';
import { type Action, REPORT_TYPE_LABELS, type RuleRun, type Trigger } from '@caudal/contracts';
import type { ReportPeriodDays } from '@caudal/finance';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { companies, notifications, users } from '../../db/schema/index.ts';
import { formatMoney } from '../../lib/format.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { checkOutboundUrl, OutboundRefused, postJson } from '../../lib/outbound.ts';
import { buildReport, reportFile } from '../reports/index.ts';
import {
  activeRules,
  deliveryAttempts,
  findRule,
  insertRuns,
  type RuleRow,
  recordDelivery,
} from './automation.repository.ts';
import { companyFacts, evaluateTrigger, type Finding } from './automation-facts.ts';
import { nextRunAfter } from './automation-schedule.ts';

export const EVALUATE_JOB = 'automation.evaluate-company';
export const WEBHOOK_JOB = 'automation.webhook';
/** A webhook is tried 6 times in all, 30 s apart and doubling (WEBHOOK_RETRY_SECONDS). */
export const WEBHOOK_RETRY = { limit: 5, backoff: true } as const;
export const SIGNATURE_HEADER = 'x-caudal-signature';

export type EngineDeps = {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  publicUrl: string;
  webhooksAllowPrivate: boolean;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

export type EvaluateRequest = {
  companyId: string;
  /** Null: every active condition rule of the company (its data changed). */
  ruleIds: string[] | null;
  reason: RuleRun['reason'];
};

type Outcome = { fired: boolean; result: RuleRun['result']; finding: Finding };

const SCHEDULED: Finding = {
  met: true,
  title: 'Ejecución programada',
  message: 'Se cumplió la hora programada.',
  actionUrl: '/app/reports',
};

/**
 * One evaluation of a company's rules: the figures their triggers need are read once, then, in
 * one transaction with the rules locked (so two evaluations of a company never both fire), each
 * rule's finding is compared with what it found last time: a condition fires when it starts to
 * hold, a schedule every time it is due. Each run is recorded with what it raised; in-app
 * notifications are written in the same transaction, emails and webhooks queued after it.
 */
export async function evaluateCompany(
  deps: EngineDeps,
  request: EvaluateRequest,
  now: Date,
  asOf: string,
) {
  const { db } = deps;
  const [[company], candidates] = await Promise.all([
    db
      .select({
        dataVersion: companies.dataVersion,
        ownerId: users.id,
        email: users.email,
        // The owner's settings (issue 20): alerts and reports by email, on unless switched off.
        mail: sql<{ alerts: boolean; reports: boolean }>`(
          SELECT json_build_object(
            'alerts', coalesce((s.notifications ->> 'email_alerts')::boolean, true),
            'reports', coalesce((s.notifications ->> 'email_weekly_reports')::boolean, true))
          FROM (SELECT 1) one LEFT JOIN user_settings s ON s.user_id = ${users.id})`,
      })
      .from(companies)
      .innerJoin(
        users,
        eq(
          users.id,
          sql`(SELECT m.user_id FROM company_members m WHERE m.company_id = ${companies.id}
            AND m.role = 'owner' ORDER BY m.created_at, m.user_id LIMIT 1)`,
        ),
      )
      .where(eq(companies.id, request.companyId)),
    activeRules(db, request.companyId, request.ruleIds),
  ]);
  if (!company || candidates.length === 0) return { evaluated: 0, fired: 0 };
  const facts = companyFacts(
    db,
    { companyId: request.companyId, dataVersion: company.dataVersion },
    asOf,
  );

  // Findings first, outside the transaction (reads only, side by side on the pool).
  const findings = new Map<string, Finding>(
    await Promise.all(
      candidates.flatMap((rule) => {
        const trigger = rule.trigger as Trigger;
        return trigger.kind === 'schedule'
          ? []
          : [evaluateTrigger(trigger, facts, asOf).then((f) => [rule.id, f] as const)];
      }),
    ),
  );

  const { done, followUps } = await db.transaction(async (tx) => {
    const rules = await activeRules(tx, request.companyId, request.ruleIds, true);
    const done = rules.flatMap((rule) => {
      const trigger = rule.trigger as Trigger;
      // A data change re-checks conditions only; a schedule runs at its own time.
      if (trigger.kind === 'schedule' && request.reason === 'data') return [];
      const outcome = outcomeOf(rule, trigger, findings.get(rule.id));
      if (!outcome) return [];
      const kind = (rule.action as Action).kind;
      const raised = {
        notifications: outcome.fired && kind === 'notify' ? 1 : 0,
        emails: outcome.fired && (kind === 'email' || kind === 'report-email') ? 1 : 0,
        webhooks: outcome.fired && kind === 'webhook' ? 1 : 0,
      };
      return [{ rule, trigger, outcome, raised }];
    });
    if (done.length === 0) return { done, followUps: [] };
    // Every write of the pass in three statements: the runs, the notifications, the rules.
    const runIds = await insertRuns(
      tx,
      done.map(({ rule, outcome, raised }) => ({
        ruleId: rule.id,
        companyId: request.companyId,
        reason: request.reason,
        result: outcome.result,
        message: outcome.finding.message,
        ...raised,
        ranAt: now,
      })),
    );
    const notify = done.filter((d) => d.raised.notifications > 0);
    if (notify.length > 0) {
      await tx.insert(notifications).values(
        notify.map(({ rule, outcome }) => ({
          userId: company.ownerId,
          companyId: request.companyId,
          ruleId: rule.id,
          title: `${rule.name}: ${outcome.finding.title}`,
          message: outcome.finding.message,
          actionUrl: outcome.finding.actionUrl,
        })),
      );
    }
    await tx.execute(sql`
      UPDATE automation_rules r SET
        last_run_at = ${now.toISOString()},
        next_run_at = v.next_run_at::timestamptz,
        execution_count = r.execution_count + 1,
        fired_count = r.fired_count + v.fired::int,
        condition_met = v.met::boolean,
        last_message = v.message
      FROM (VALUES ${sql.join(
        done.map(
          ({ rule, trigger, outcome }) =>
            sql`(${rule.id}::uuid, ${nextRunAfter(trigger, now).toISOString()}, ${outcome.fired ? 1 : 0}, ${outcome.finding.met === true}, ${outcome.finding.message})`,
        ),
        sql`, `,
      )}) AS v(id, next_run_at, fired, met, message)
      WHERE r.id = v.id`);
    const followUps = done.flatMap((d, i) => {
      const runId = runIds[i];
      return d.outcome.fired && runId && (d.raised.emails > 0 || d.raised.webhooks > 0)
        ? [{ rule: d.rule, runId, finding: d.outcome.finding }]
        : [];
    });
    return { done, followUps };
  });

  for (const { rule, runId, finding } of followUps) {
    // The run is recorded; a follow-up that fails (the outbox, the queue) is logged, and the
    // next rule's still runs.
    await act(deps, rule, runId, finding, { to: company.email, ...company.mail }, asOf).catch(
      (error: unknown) =>
        deps.log.warn({ err: error, ruleId: rule.id, runId }, 'acción de automatización fallida'),
    );
  }
  return { evaluated: done.length, fired: done.filter((d) => d.outcome.fired).length };
}

/** Fires when the condition starts to hold (not again while it still does); a schedule always. */
function outcomeOf(rule: RuleRow, trigger: Trigger, finding: Finding | undefined): Outcome | null {
  if (trigger.kind === 'schedule') return { fired: true, result: 'fired', finding: SCHEDULED };
  if (!finding) return null;
  if (finding.met === null) return { fired: false, result: 'skipped', finding };
  if (finding.met && !rule.conditionMet) return { fired: true, result: 'fired', finding };
  if (finding.met) {
    return {
      fired: false,
      result: 'quiet',
      finding: {
        ...finding,
        message: `${finding.message} (Ya te avisamos; avisaremos de nuevo cuando se resuelva y vuelva a pasar).`,
      },
    };
  }
  return { fired: false, result: 'quiet', finding };
}

/** The email, report and webhook actions, after the run is committed. */
async function act(
  deps: EngineDeps,
  rule: RuleRow,
  runId: string,
  finding: Finding,
  mail: { to: string | null; alerts: boolean; reports: boolean },
  asOf: string,
) {
  const action = rule.action as Action;
  // The run fired either way; the email goes only if its owner still wants that kind of email.
  const to =
    (action.kind === 'email' && mail.alerts) || (action.kind === 'report-email' && mail.reports)
      ? mail.to
      : null;
  const link = `${deps.publicUrl}${finding.actionUrl}`;
  if (action.kind === 'email' && to) {
    await deps.mailer.send({
      to,
      subject: `Caudal: ${rule.name}`,
      text: `${finding.title}\n\n${finding.message}\n\nRevísalo en ${link}\n\nTe escribimos por tu regla «${rule.name}». Puedes pausarla en ${deps.publicUrl}/app/automation.`,
    });
  } else if (action.kind === 'report-email' && to) {
    const report = await buildReport(
      deps.db,
      { companyId: rule.companyId, dataVersion: await dataVersionOf(deps.db, rule.companyId) },
      action.reportType,
      action.periodDays as ReportPeriodDays,
      asOf,
    );
    const file = await reportFile(report, 'pdf');
    const s = report.financial_summary;
    await deps.mailer.send({
      to,
      subject: `Caudal: ${REPORT_TYPE_LABELS[action.reportType]} de los últimos ${action.periodDays} días`,
      text: `${REPORT_TYPE_LABELS[action.reportType]} de ${report.company_name}, del ${report.period.from} al ${report.period.to}.\n\nIngresos: ${formatMoney(s.total_revenue)}\nGastos: ${formatMoney(s.total_expenses)}\nUtilidad neta: ${formatMoney(s.net_profit)}\nFlujo de caja neto: ${formatMoney(s.net_cash_flow)}\n\nEl reporte completo va en el PDF adjunto y en ${deps.publicUrl}/app/reports.\n\nTe escribimos por tu regla «${rule.name}».`,
      attachments: [
        {
          filename: file.fileName,
          contentType: file.contentType,
          base64: file.body.toString('base64'),
        },
      ],
    });
  } else if (action.kind === 'webhook') {
    await deps.jobs.send(WEBHOOK_JOB, {
      ruleId: rule.id,
      runId,
      event: {
        rule: { id: rule.id, name: rule.name },
        title: finding.title,
        message: finding.message,
        url: link,
        at: new Date().toISOString(),
      },
    });
  }
}

async function dataVersionOf(db: Db, companyId: string) {
  const [row] = await db
    .select({ v: companies.dataVersion })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.v ?? 0;
}

/** `sha256=<hex>`: the HMAC-SHA256 of the exact body with the rule's secret. */
export const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * A failed connection in the owner's words, with the system's code for whoever runs the
 * receiving server ('No pudimos conectar con la dirección del webhook (ECONNREFUSED).').
 */
export function connectionFailure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ETIMEDOUT') return 'La dirección del webhook no respondió a tiempo.';
  return typeof code === 'string' && /^[A-Z_]+$/.test(code)
    ? `No pudimos conectar con la dirección del webhook (${code}).`
    : 'No pudimos conectar con la dirección del webhook.';
}

/**
 * The webhook job: one attempt, recorded; a refused address is recorded and not retried, a
 * failure (network, or a status outside 2xx) is recorded and thrown for the queue to retry.
 */
export async function deliverWebhook(
  deps: EngineDeps,
  data: { ruleId: string; runId: string; event: object },
) {
  const [ruleRow] = await deps.db
    .execute<{ company_id: string }>(
      sql`SELECT company_id FROM automation_rules WHERE id = ${data.ruleId}`,
    )
    .then((r) => r.rows);
  if (!ruleRow) return;
  const rule = await findRule(deps.db, ruleRow.company_id, data.ruleId);
  const action = rule?.action as Action | undefined;
  if (!rule || action?.kind !== 'webhook' || !rule.webhookSecret) return;
  const attempt = (await deliveryAttempts(deps.db, data.runId)) + 1;
  const body = JSON.stringify({ ...data.event, attempt });
  const record = (statusCode: number | null, error: string | null) =>
    recordDelivery(deps.db, {
      ruleId: rule.id,
      runId: data.runId,
      attempt,
      url: action.url,
      statusCode,
      error,
    });
  let target: Awaited<ReturnType<typeof checkOutboundUrl>>;
  try {
    target = await checkOutboundUrl(action.url, deps.webhooksAllowPrivate);
  } catch (error) {
    if (error instanceof OutboundRefused) {
      await record(null, error.message);
      return;
    }
    throw error;
  }
  try {
    const status = await postJson(target, body, {
      [SIGNATURE_HEADER]: signatureOf(rule.webhookSecret, body),
      'x-caudal-attempt': String(attempt),
    });
    await record(status, status >= 200 && status < 300 ? null : `Respondió ${status}`);
    if (status < 200 || status >= 300) throw new Error(`webhook ${status}`);
  } catch (error) {
    if ((error as Error).message.startsWith('webhook ')) throw error;
    await record(null, connectionFailure(error));
    throw error;
  }
}
