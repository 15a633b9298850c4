import { count, money, moneyInput, ratio, score } from './numbers.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

/**
 * The settings page's configuration (spec 001 §3 "User config", §7 GET/PUT /api/config/user).
 * Notifications, appearance and dashboard belong to the person (one row per user); the analysis
 * section governs the company (its agents' schedule, its header and alerts), so it is one row per
 * company and every member sees the same.
 */
export const THEMES = ['light', 'dark', 'auto'] as const;
export const COLOR_SCHEMES = ['blue', 'green', 'purple', 'orange'] as const;
export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export const DASHBOARD_VIEWS = ['overview', 'financial', 'ai_insights', 'reports'] as const;
export const AUTO_REFRESH_MINUTES = [0, 5, 15, 30, 60] as const;
export const ANALYSIS_FREQUENCIES = ['daily', 'weekly', 'monthly', 'manual'] as const;
export type AnalysisFrequency = (typeof ANALYSIS_FREQUENCIES)[number];
export const DEFAULT_PERIODS = ['last_3_months', 'last_6_months', 'last_year', 'ytd'] as const;
export type DefaultPeriod = (typeof DEFAULT_PERIODS)[number];
export const ANALYSIS_DEPTHS = ['quick', 'standard', 'deep'] as const;
export type AnalysisDepth = (typeof ANALYSIS_DEPTHS)[number];

export const THEME_LABELS: Record<(typeof THEMES)[number], string> = {
  light: 'Claro',
  dark: 'Oscuro',
  auto: 'Automático (como tu sistema)',
};
export const COLOR_SCHEME_LABELS: Record<(typeof COLOR_SCHEMES)[number], string> = {
  blue: 'Azul',
  green: 'Verde',
  purple: 'Morado',
  orange: 'Naranja',
};
export const FONT_SIZE_LABELS: Record<(typeof FONT_SIZES)[number], string> = {
  small: 'Pequeño',
  medium: 'Mediano',
  large: 'Grande',
};
/** The page Caudal opens on (signing in, the logo): the dashboard or one of three modules. */
export type DashboardStartView = (typeof DASHBOARD_VIEWS)[number];
export const DASHBOARD_VIEW_LABELS: Record<DashboardStartView, string> = {
  overview: 'Resumen (dashboard)',
  financial: 'Finanzas (flujo de caja)',
  ai_insights: 'Análisis de asesores (Agentes IA)',
  reports: 'Reportes',
};
export const AUTO_REFRESH_LABELS: Record<(typeof AUTO_REFRESH_MINUTES)[number], string> = {
  0: 'Manual',
  5: 'Cada 5 minutos',
  15: 'Cada 15 minutos',
  30: 'Cada 30 minutos',
  60: 'Cada hora',
};
export const ANALYSIS_FREQUENCY_LABELS: Record<AnalysisFrequency, string> = {
  daily: 'Diario',
  weekly: 'Semanal',
  monthly: 'Mensual',
  manual: 'Solo cuando lo pida',
};
export const DEFAULT_PERIOD_LABELS: Record<DefaultPeriod, string> = {
  last_3_months: 'Últimos 3 meses',
  last_6_months: 'Últimos 6 meses',
  last_year: 'Último año',
  ytd: 'En lo que va del año',
};
export const ANALYSIS_DEPTH_LABELS: Record<AnalysisDepth, string> = {
  quick: 'Rápido (3 recomendaciones)',
  standard: 'Estándar (5 recomendaciones)',
  deep: 'Profundo (10 recomendaciones)',
};
/** How many recommendations an analysis shows at each depth. */
export const ANALYSIS_DEPTH_RECOMMENDATIONS: Record<AnalysisDepth, number> = {
  quick: 3,
  standard: 5,
  deep: 10,
};

const flag = (label: string) => z.boolean({ error: `${label} debe ser verdadero o falso` });

export const NotificationSettingsSchema = z.strictObject({
  email_weekly_reports: flag('Los reportes semanales por correo'),
  email_alerts: flag('Las alertas por correo'),
  push_notifications: flag('Las notificaciones del navegador'),
  /** No SMS provider exists yet: always false, and true is refused. */
  sms_alerts: z.literal(false, {
    error: 'Las alertas por SMS aún no están disponibles',
  }),
});

export const AppearanceSettingsSchema = z.strictObject({
  theme: z.enum(THEMES, { error: 'Elige un tema: claro, oscuro o automático' }),
  color_scheme: z.enum(COLOR_SCHEMES, { error: 'Elige un color: azul, verde, morado o naranja' }),
  font_size: z.enum(FONT_SIZES, { error: 'Elige un tamaño de letra: pequeño, mediano o grande' }),
  compact_mode: flag('El modo compacto'),
});
export type AppearanceSettings = z.infer<typeof AppearanceSettingsSchema>;

export const DashboardSettingsSchema = z.strictObject({
  default_view: z.enum(DASHBOARD_VIEWS, { error: 'Elige una vista del tablero válida' }),
  auto_refresh_minutes: count(
    'La actualización automática debe ser 0, 5, 15, 30 o 60 minutos',
  ).refine((v) => (AUTO_REFRESH_MINUTES as readonly number[]).includes(v), {
    error: 'La actualización automática debe ser 0, 5, 15, 30 o 60 minutos',
  }),
  show_animations: flag('Mostrar animaciones'),
});
export type DashboardSettings = z.infer<typeof DashboardSettingsSchema>;

const thresholdsInput = z.strictObject({
  cash_flow_critical: moneyInput('El monto crítico de caja'),
  health_score_warning: score('El aviso de salud financiera debe ser un número')
    .int({ error: 'El aviso de salud financiera debe ser un número entero' })
    .min(0, { error: 'El aviso de salud financiera debe estar entre 0 y 100' })
    .max(100, { error: 'El aviso de salud financiera debe estar entre 0 y 100' }),
  ltv_coca_ratio_min: ratio('El mínimo de LTV/COCA debe ser un número')
    .min(0, { error: 'El mínimo de LTV/COCA no puede ser negativo' })
    .max(100, { error: 'El mínimo de LTV/COCA debe ser como máximo 100' })
    .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-9, {
      error: 'El mínimo de LTV/COCA admite un decimal (pasos de 0.1)',
    }),
});

const analysisCommon = {
  auto_analysis_frequency: z.enum(ANALYSIS_FREQUENCIES, {
    error: 'Elige una frecuencia: diario, semanal, mensual o manual',
  }),
  default_period: z.enum(DEFAULT_PERIODS, { error: 'Elige un periodo predeterminado válido' }),
  include_projections: flag('Incluir proyecciones'),
};

export const AnalysisSettingsInputSchema = z.strictObject({
  ...analysisCommon,
  alert_thresholds: thresholdsInput,
});
export const AnalysisSettingsSchema = z.object({
  ...analysisCommon,
  alert_thresholds: z.object({
    cash_flow_critical: money(),
    health_score_warning: score(),
    ltv_coca_ratio_min: ratio(),
  }),
});
export type AnalysisSettings = z.infer<typeof AnalysisSettingsSchema>;

/** The profile page's preferences that are not another section's field (spec 001 §3). */
export const ProfilePreferencesSettingsSchema = z.strictObject({
  auto_save: flag('El guardado automático'),
  default_analysis_depth: z.enum(ANALYSIS_DEPTHS, {
    error: 'Elige una profundidad: rápido, estándar o profundo',
  }),
});

export const UserConfigSchema = z.object({
  notifications: NotificationSettingsSchema,
  appearance: AppearanceSettingsSchema,
  dashboard: DashboardSettingsSchema,
  analysis: AnalysisSettingsSchema,
  /** Whether this person may change the analysis section (the company's). */
  can_edit_analysis: z.boolean(),
});
export type UserConfig = z.infer<typeof UserConfigSchema>;

/**
 * PUT /api/config/user {section, settings}: any subset of one section's fields (the spec's
 * client merges its local copy with what it sent); a threshold may be sent alone.
 */
export const PutUserConfigSchema = z.discriminatedUnion(
  'section',
  [
    z.strictObject({
      section: z.literal('notifications'),
      settings: NotificationSettingsSchema.partial(),
    }),
    z.strictObject({
      section: z.literal('appearance'),
      settings: AppearanceSettingsSchema.partial(),
    }),
    z.strictObject({
      section: z.literal('dashboard'),
      settings: DashboardSettingsSchema.partial(),
    }),
    z.strictObject({
      section: z.literal('analysis'),
      settings: AnalysisSettingsInputSchema.extend({
        alert_thresholds: thresholdsInput.partial(),
      }).partial(),
    }),
  ],
  { error: 'La sección debe ser notifications, appearance, dashboard o analysis' },
);
export type PutUserConfig = z.input<typeof PutUserConfigSchema>;

/** Defaults of a new user and a new company. */
export const DEFAULT_NOTIFICATION_SETTINGS: z.infer<typeof NotificationSettingsSchema> = {
  email_weekly_reports: true,
  email_alerts: true,
  push_notifications: false,
  sms_alerts: false,
};
export const DEFAULT_APPEARANCE_SETTINGS: AppearanceSettings = {
  theme: 'light',
  color_scheme: 'green',
  font_size: 'medium',
  compact_mode: false,
};
export const DEFAULT_DASHBOARD_SETTINGS: DashboardSettings = {
  default_view: 'overview',
  auto_refresh_minutes: 0,
  show_animations: true,
};
export const DEFAULT_PROFILE_PREFERENCES: z.infer<typeof ProfilePreferencesSettingsSchema> = {
  auto_save: true,
  default_analysis_depth: 'standard',
};

/**
 * GET/PUT /api/auth/preferences (the profile page, spec 001 §3 "Preferences"): a view over the
 * same settings, so the two pages never disagree. notifications_email is the email alerts,
 * notifications_push the browser notifications, ai_analysis_frequency the company's analysis
 * frequency; the books are kept in pesos, so the currency is MXN.
 */
export const PreferencesSchema = z.object({
  notifications_email: z.boolean(),
  notifications_push: z.boolean(),
  auto_save: z.boolean(),
  ai_analysis_frequency: z.enum(ANALYSIS_FREQUENCIES),
  default_analysis_depth: z.enum(ANALYSIS_DEPTHS),
  currency: z.literal('MXN'),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const PutPreferencesSchema = z
  .strictObject({
    notifications_email: flag('Las notificaciones por correo'),
    notifications_push: flag('Las notificaciones del navegador'),
    auto_save: flag('El guardado automático'),
    ai_analysis_frequency: analysisCommon.auto_analysis_frequency,
    default_analysis_depth: ProfilePreferencesSettingsSchema.shape.default_analysis_depth,
    currency: z.literal('MXN', { error: 'Caudal lleva tus cuentas en pesos mexicanos (MXN)' }),
  })
  .partial();
export type PutPreferences = z.input<typeof PutPreferencesSchema>;

/** GET /api/auth/sessions: the user's live sessions, newest use first. */
export const SessionInfoSchema = z.object({
  id: z.string(),
  /** "Chrome en Windows", from the user agent; "Dispositivo desconocido" without one. */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  remember: z.boolean(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionListSchema = z.object({ sessions: z.array(SessionInfoSchema) });
export type SessionList = z.infer<typeof SessionListSchema>;
export const SessionsClosedSchema = z.object({ closed: count(), detail: z.string() });
export const SessionParamsSchema = z.object({
  id: z.uuid({ error: 'Esa sesión no existe' }),
});

/** DELETE /api/auth/me (issue 20, LFPDPPP's cancellation right): the password confirms it. */
export const DeleteAccountRequestSchema = z.strictObject({
  password: text('Escribe tu contraseña para confirmar', { label: 'La contraseña' })
    .min(1, { error: 'Escribe tu contraseña para confirmar' })
    .max(128, { error: 'La contraseña no puede tener más de 128 caracteres' }),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;
