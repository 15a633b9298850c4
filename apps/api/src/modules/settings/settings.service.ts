import {
  ANALYSIS_DEPTH_RECOMMENDATIONS,
  type AnalysisSettings,
  AppearanceSettingsSchema,
  DashboardSettingsSchema,
  DEFAULT_APPEARANCE_SETTINGS,
  DEFAULT_DASHBOARD_SETTINGS,
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PROFILE_PREFERENCES,
  NotificationSettingsSchema,
  type Preferences,
  ProfilePreferencesSettingsSchema,
  type PutPreferencesSchema,
  type PutUserConfigSchema,
  type UserConfig,
  type z,
} from '@caudal/contracts';
import type { Db, Queryable } from '../../db/client.ts';
import {
  type CompanySettingsRow,
  type CompanySettingsValues,
  DEFAULT_COMPANY_SETTINGS,
} from '../../figures/index.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { assertMayChangeData } from '../../lib/roles.ts';
import {
  FREQUENCY_INTERVALS,
  readCompanySettings,
  readUserSettings,
  type UserSection,
  writeCompanySettings,
  writeUserSections,
} from './settings.repository.ts';

type PutUserConfig = z.output<typeof PutUserConfigSchema>;
type PutPreferences = z.output<typeof PutPreferencesSchema>;
type Stored = Record<string, unknown> | null | undefined;

/** A stored section over its defaults; a field a later version no longer accepts is dropped. */
function section<T extends Record<string, unknown>>(
  schema: z.ZodObject,
  defaults: T,
  stored: Stored,
): T {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored ?? {})) {
    const field = schema.shape[key];
    if (field?.safeParse(value).success) kept[key] = value;
  }
  return { ...defaults, ...kept };
}

const notificationsOf = (stored: Stored) =>
  section(NotificationSettingsSchema, DEFAULT_NOTIFICATION_SETTINGS, stored);
const appearanceOf = (stored: Stored) =>
  section(AppearanceSettingsSchema, DEFAULT_APPEARANCE_SETTINGS, stored);
const dashboardOf = (stored: Stored) =>
  section(DashboardSettingsSchema, DEFAULT_DASHBOARD_SETTINGS, stored);
const preferencesOf = (stored: Stored) =>
  section(ProfilePreferencesSettingsSchema, DEFAULT_PROFILE_PREFERENCES, stored);

function companyValues(row: CompanySettingsRow | null): CompanySettingsValues {
  if (!row) return DEFAULT_COMPANY_SETTINGS;
  const { companyId: _c, updatedAt: _u, ...values } = row;
  return values;
}

function analysisView(values: CompanySettingsValues): AnalysisSettings {
  return {
    auto_analysis_frequency:
      values.analysisFrequency as AnalysisSettings['auto_analysis_frequency'],
    default_period: values.defaultPeriod as AnalysisSettings['default_period'],
    include_projections: values.includeProjections,
    alert_thresholds: {
      cash_flow_critical: values.cashCriticalCentavos,
      health_score_warning: values.healthScoreWarning,
      ltv_coca_ratio_min: values.ltvCocaMin,
    },
  };
}

/** The company's analysis settings, for the modules that follow them (header, schedule). */
export async function companyAnalysisSettings(
  db: Queryable,
  companyId: string,
): Promise<CompanySettingsValues> {
  return companyValues(await readCompanySettings(db, companyId));
}

/** GET /api/config/user: every section, saved or default. */
export async function userConfig(db: Queryable, auth: AuthContext): Promise<UserConfig> {
  const [mine, company] = await Promise.all([
    readUserSettings(db, auth.userId),
    readCompanySettings(db, auth.companyId),
  ]);
  return {
    notifications: notificationsOf(mine?.notifications),
    appearance: appearanceOf(mine?.appearance),
    dashboard: dashboardOf(mine?.dashboard),
    analysis: analysisView(companyValues(company)),
    can_edit_analysis: auth.role !== 'viewer',
  };
}

/** PUT /api/config/user: merges the sent fields into their section and answers every section. */
export async function putUserConfig(
  db: Db,
  auth: AuthContext,
  body: PutUserConfig,
): Promise<UserConfig> {
  await db.transaction(async (tx) => {
    if (body.section === 'analysis') {
      assertMayChangeData(auth.role);
      await mergeAnalysis(tx, auth.companyId, body.settings);
      return;
    }
    const mine = await readUserSettings(tx, auth.userId);
    const merged: Record<UserSection, (stored: Stored) => Record<string, unknown>> = {
      notifications: notificationsOf,
      appearance: appearanceOf,
      dashboard: dashboardOf,
      preferences: preferencesOf,
    };
    const current = merged[body.section](mine?.[body.section]);
    await writeUserSections(tx, auth.userId, {
      [body.section]: { ...current, ...body.settings },
    });
  });
  return userConfig(db, auth);
}

type AnalysisPatch = Extract<PutUserConfig, { section: 'analysis' }>['settings'];

async function mergeAnalysis(db: Queryable, companyId: string, patch: AnalysisPatch) {
  const current = companyValues(await readCompanySettings(db, companyId));
  const thresholds = patch.alert_thresholds ?? {};
  const next: CompanySettingsValues = {
    analysisFrequency: patch.auto_analysis_frequency ?? current.analysisFrequency,
    defaultPeriod: patch.default_period ?? current.defaultPeriod,
    includeProjections: patch.include_projections ?? current.includeProjections,
    cashCriticalCentavos: thresholds.cash_flow_critical ?? current.cashCriticalCentavos,
    healthScoreWarning: thresholds.health_score_warning ?? current.healthScoreWarning,
    ltvCocaMin: thresholds.ltv_coca_ratio_min ?? current.ltvCocaMin,
  };
  const frequency = next.analysisFrequency as keyof typeof FREQUENCY_INTERVALS | 'manual';
  const changed = next.analysisFrequency !== current.analysisFrequency;
  await writeCompanySettings(
    db,
    companyId,
    next,
    changed && frequency !== 'manual' ? FREQUENCY_INTERVALS[frequency] : null,
  );
}

/** How many recommendations an analysis shows this person (their analysis depth). */
export async function recommendationsShownTo(db: Queryable, userId: string): Promise<number> {
  const mine = await readUserSettings(db, userId);
  return ANALYSIS_DEPTH_RECOMMENDATIONS[preferencesOf(mine?.preferences).default_analysis_depth];
}

/** GET /api/auth/preferences: the profile page's view over the same settings. */
export async function preferences(db: Queryable, auth: AuthContext): Promise<Preferences> {
  const [mine, company] = await Promise.all([
    readUserSettings(db, auth.userId),
    readCompanySettings(db, auth.companyId),
  ]);
  const notifications = notificationsOf(mine?.notifications);
  const own = preferencesOf(mine?.preferences);
  return {
    notifications_email: notifications.email_alerts,
    notifications_push: notifications.push_notifications,
    auto_save: own.auto_save,
    ai_analysis_frequency: analysisView(companyValues(company)).auto_analysis_frequency,
    default_analysis_depth: own.default_analysis_depth,
    currency: 'MXN',
  };
}

/** PUT /api/auth/preferences: each field written where it lives, in one transaction. */
export async function putPreferences(
  db: Db,
  auth: AuthContext,
  body: PutPreferences,
): Promise<Preferences> {
  await db.transaction(async (tx) => {
    const mine = await readUserSettings(tx, auth.userId);
    const notifications = notificationsOf(mine?.notifications);
    const own = preferencesOf(mine?.preferences);
    await writeUserSections(tx, auth.userId, {
      notifications: {
        ...notifications,
        ...(body.notifications_email === undefined
          ? {}
          : { email_alerts: body.notifications_email }),
        ...(body.notifications_push === undefined
          ? {}
          : { push_notifications: body.notifications_push }),
      },
      preferences: {
        ...own,
        ...(body.auto_save === undefined ? {} : { auto_save: body.auto_save }),
        ...(body.default_analysis_depth === undefined
          ? {}
          : { default_analysis_depth: body.default_analysis_depth }),
      },
    });
    if (body.ai_analysis_frequency !== undefined) {
      assertMayChangeData(auth.role);
      await mergeAnalysis(tx, auth.companyId, {
        auto_analysis_frequency: body.ai_analysis_frequency,
      });
    }
  });
  return preferences(db, auth);
}
