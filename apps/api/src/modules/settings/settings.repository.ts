import type { AnalysisFrequency } from '@caudal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companySettings, userSettings } from '../../db/schema/index.ts';
import type { CompanySettingsValues } from '../../figures/index.ts';

/** The interval of each scheduled frequency, as PostgreSQL reads it (manual: none). */
export const FREQUENCY_INTERVALS: Record<Exclude<AnalysisFrequency, 'manual'>, string> = {
  daily: '1 day',
  weekly: '7 days',
  monthly: '1 month',
};

export type UserSettingsRow = typeof userSettings.$inferSelect;
export type UserSection = 'notifications' | 'appearance' | 'dashboard' | 'preferences';

export async function readUserSettings(db: Queryable, userId: string) {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row ?? null;
}

export async function readCompanySettings(db: Queryable, companyId: string) {
  const [row] = await db
    .select()
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  return row ?? null;
}

/** Writes some sections of a person's settings whole (the service merged them), one upsert. */
export async function writeUserSections(
  db: Queryable,
  userId: string,
  sections: Partial<Record<UserSection, Record<string, unknown>>>,
) {
  await db
    .insert(userSettings)
    .values({ userId, ...sections })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { ...sections, updatedAt: sql`now()` },
    });
}

/**
 * Writes the company's analysis settings, one upsert; a new frequency also moves the next
 * scheduled cycle to a period after the current one started (now, if none started yet), so
 * "daily" means the agents run within a day rather than at the old weekly date.
 */
export async function writeCompanySettings(
  db: Queryable,
  companyId: string,
  values: CompanySettingsValues,
  /** The new frequency's interval when it changed (null: the schedule stays as it is). */
  rescheduleBy: string | null,
) {
  await db
    .insert(companySettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: companySettings.companyId,
      set: { ...values, updatedAt: sql`now()` },
    });
  if (!rescheduleBy) return;
  await db.execute(sql`
    INSERT INTO agent_schedules (company_id, next_run_at)
    VALUES (${companyId}, now() + ${rescheduleBy}::interval)
    ON CONFLICT (company_id) DO UPDATE SET next_run_at = greatest(
      now(), coalesce(agent_schedules.cycle_started_at, now()) + ${rescheduleBy}::interval)`);
}
