import type { Trigger } from '@caudal/contracts';
import { CronExpressionParser } from 'cron-parser';

const TIME_ZONE = 'America/Mexico_City';

/**
 * A condition rule (cash, runway, anomalies, …) is evaluated within a minute of every change to
 * the company's data, and again on this pass, for what changes with time alone (a goal's
 * deadline coming closer, an invoice falling overdue).
 */
export const CONDITION_RECHECK_MINUTES = 60;

/** A schedule trigger as a cron expression in Mexico City time ('0 8 * * 1': Mondays at 8). */
export function scheduleCron(trigger: Extract<Trigger, { kind: 'schedule' }>): string {
  const { hour } = trigger;
  if (trigger.frequency === 'weekly') return `0 ${hour} * * ${trigger.weekday ?? 1}`;
  if (trigger.frequency === 'monthly') return `0 ${hour} ${trigger.day ?? 1} * *`;
  return `0 ${hour} * * *`;
}

/** When a rule is due next after `now`: its schedule's next time, else the periodic pass. */
export function nextRunAfter(trigger: Trigger, now: Date): Date {
  if (trigger.kind !== 'schedule') {
    return new Date(now.getTime() + CONDITION_RECHECK_MINUTES * 60_000);
  }
  return CronExpressionParser.parse(scheduleCron(trigger), { currentDate: now, tz: TIME_ZONE })
    .next()
    .toDate();
}
