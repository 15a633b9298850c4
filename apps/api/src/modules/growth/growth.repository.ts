import type { GrowthStage, Industry } from '@caudal/contracts';
import type { Centavos, GrowthKpiKey, GrowthScenarioId, ScenarioFigures } from '@caudal/finance';
import { monthKey } from '@caudal/finance';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type Part, readParts } from '../../db/parts.ts';
import { growthSettings, growthSimulations } from '../../db/schema/index.ts';
import { monthlyTotalsPart } from '../../figures/index.ts';

/** The business settings as stored (the contracts' input, money in centavos). */
export type StoredBusiness = {
  industry: Industry;
  businessStage: GrowthStage;
  monthlyRevenue: Centavos;
  employeeCount: number;
  monthsOperating: number;
  targetGrowthRate: number;
  riskTolerance: 'low' | 'medium' | 'high';
};

export type GrowthSettingsRow = {
  business: StoredBusiness | null;
  kpiTargets: Partial<Record<GrowthKpiKey, number>>;
  scenarios: Partial<Record<GrowthScenarioId, ScenarioFigures>>;
  planStartedOn: string | null;
  planDone: Record<string, string>;
};

const EMPTY: GrowthSettingsRow = {
  business: null,
  kpiTargets: {},
  scenarios: {},
  planStartedOn: null,
  planDone: {},
};

export type GrowthProfile = {
  industry: Industry | null;
  stage: string | null;
  employees: number | null;
  foundedDate: string | null;
};

function settingsPart(companyId: string): Part<GrowthSettingsRow> {
  return {
    expr: sql`
      SELECT json_build_object('business', business, 'kpiTargets', kpi_targets,
        'scenarios', scenarios, 'planStartedOn', plan_started_on, 'planDone', plan_done)
      FROM growth_settings WHERE company_id = ${companyId}`,
    read: (value) => (value ?? EMPTY) as GrowthSettingsRow,
  };
}

function profilePart(companyId: string): Part<GrowthProfile> {
  return {
    expr: sql`
      SELECT json_build_object('industry', industry, 'stage', business_stage,
        'employees', employee_count, 'foundedDate', founded_date)
      FROM companies WHERE id = ${companyId}`,
    read: (value) => value as GrowthProfile,
  };
}

/** Months of history the screen reads: 24 shown, and 3 before them for the first comparison. */
const HISTORY_READ_MONTHS = 27;

/**
 * What the growth screen reads, one statement: the business's months (27 back, this one
 * included), the owner's growth settings and the company's profile.
 */
export function loadGrowthInputs(db: Queryable, companyId: string, asOf: string) {
  return readParts(db, {
    months: monthlyTotalsPart(companyId, {
      from: `${monthKey(asOf, -HISTORY_READ_MONTHS)}-01`,
      to: asOf,
    }),
    settings: settingsPart(companyId),
    profile: profilePart(companyId),
  });
}

/** Writes one column of the company's growth settings, creating the row when needed. */
async function upsert(db: Queryable, companyId: string, set: Record<string, unknown>) {
  await db
    .insert(growthSettings)
    .values({ companyId, ...set })
    .onConflictDoUpdate({
      target: growthSettings.companyId,
      set: { ...set, updatedAt: sql`now()` },
    });
}

export const saveBusiness = (db: Queryable, companyId: string, business: StoredBusiness) =>
  upsert(db, companyId, { business });

export const saveKpiTargets = (
  db: Queryable,
  companyId: string,
  kpiTargets: Partial<Record<GrowthKpiKey, number>>,
) => upsert(db, companyId, { kpiTargets });

/** One scenario card's figures (null: back to §9's), leaving the other two as they are. */
export async function saveScenario(
  db: Queryable,
  companyId: string,
  id: GrowthScenarioId,
  figures: ScenarioFigures | null,
) {
  const value = figures ? JSON.stringify({ [id]: figures }) : null;
  await db
    .insert(growthSettings)
    .values({ companyId, scenarios: figures ? { [id]: figures } : {} })
    .onConflictDoUpdate({
      target: growthSettings.companyId,
      set: {
        scenarios: figures
          ? sql`${growthSettings.scenarios} || ${value}::jsonb`
          : sql`${growthSettings.scenarios} - ${id}::text`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Checks or unchecks one task of the action plan, in one statement: the first checked task
 * starts the plan (today), which then keeps its start date.
 */
export async function saveTaskDone(
  db: Queryable,
  companyId: string,
  taskId: string,
  done: boolean,
  today: string,
): Promise<Pick<GrowthSettingsRow, 'planStartedOn' | 'planDone'>> {
  const entry = JSON.stringify({ [taskId]: today });
  const [row] = await db
    .insert(growthSettings)
    .values({
      companyId,
      planStartedOn: done ? today : null,
      planDone: done ? { [taskId]: today } : {},
    })
    .onConflictDoUpdate({
      target: growthSettings.companyId,
      set: done
        ? {
            planStartedOn: sql`coalesce(${growthSettings.planStartedOn}, ${today}::date)`,
            // A task checked again keeps the day it was first checked.
            planDone: sql`${entry}::jsonb || ${growthSettings.planDone}`,
            updatedAt: sql`now()`,
          }
        : { planDone: sql`${growthSettings.planDone} - ${taskId}::text`, updatedAt: sql`now()` },
    })
    .returning({
      planStartedOn: growthSettings.planStartedOn,
      planDone: growthSettings.planDone,
    });
  if (!row) throw new Error('the action plan was not stored');
  return row;
}

/** The company's kept growth data for its export: the settings row and the simulations. */
export async function readGrowthData(db: Queryable, companyId: string) {
  const [settings, simulations] = await Promise.all([
    db.select().from(growthSettings).where(eq(growthSettings.companyId, companyId)),
    db
      .select()
      .from(growthSimulations)
      .where(eq(growthSimulations.companyId, companyId))
      .orderBy(asc(growthSimulations.createdAt), asc(growthSimulations.id)),
  ]);
  return { settings: settings[0] ?? null, simulations };
}

export type GrowthRows = {
  settings: Omit<typeof growthSettings.$inferInsert, 'companyId'> | null;
  simulations: Omit<typeof growthSimulations.$inferInsert, 'companyId'>[];
};

/** Replaces the company's growth data; call inside the import's transaction. */
export async function replaceGrowthData(tx: Queryable, companyId: string, rows: GrowthRows) {
  await tx.delete(growthSettings).where(eq(growthSettings.companyId, companyId));
  await tx.delete(growthSimulations).where(eq(growthSimulations.companyId, companyId));
  if (rows.settings) await tx.insert(growthSettings).values({ ...rows.settings, companyId });
  if (rows.simulations.length) {
    await tx.insert(growthSimulations).values(rows.simulations.map((s) => ({ ...s, companyId })));
  }
}
