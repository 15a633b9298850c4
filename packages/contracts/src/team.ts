import { emailSchema } from './auth.ts';
import { count, unitMeta } from './numbers.ts';
import { TEAM_ROLES } from './roles.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

/**
 * The company's team (issue 20): owners, accountants and viewers, invitations by email, and the
 * audit log of what people changed.
 */
/** Days an invitation link works. */
export const INVITATION_DAYS = 7;

const roleSchema = z.enum(TEAM_ROLES, { error: 'Elige un rol: dueño, contador o solo lectura' });

export const TeamMemberSchema = z.object({
  user_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  joined_at: z.string(),
  is_you: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  created_at: z.string(),
  expires_at: z.string(),
  /** pending (the link works), accepted, expired or revoked. */
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
});
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;

/** GET /api/team. */
export const TeamSchema = z.object({
  company_name: z.string().nullable(),
  your_role: z.enum(TEAM_ROLES),
  members: z.array(TeamMemberSchema),
  /** Only an owner sees the invitations. */
  invitations: z.array(TeamInvitationSchema),
});
export type Team = z.infer<typeof TeamSchema>;

/** POST /api/team/invitations. */
export const InvitationInputSchema = z.strictObject({ email: emailSchema, role: roleSchema });
export type InvitationInput = z.input<typeof InvitationInputSchema>;
export const InvitationCreatedSchema = z.object({
  invitation: TeamInvitationSchema,
  detail: z.string(),
});

/** POST /api/team/invitations/accept and GET /api/team/invitations/preview?token=. */
export const InvitationTokenSchema = z.strictObject({
  token: text('El enlace de la invitación no es válido', { label: 'El enlace' })
    .min(16, { error: 'El enlace de la invitación no es válido' })
    .max(200, { error: 'El enlace de la invitación no es válido' }),
});
export const InvitationPreviewSchema = z.object({
  company_name: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  invited_by: z.string().nullable(),
  email: z.string(),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;
export const InvitationAcceptedSchema = z.object({
  company_name: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  detail: z.string(),
});

export const MemberParamsSchema = z.object({
  userId: z.uuid({ error: 'Esa persona no está en tu equipo' }),
});
export const InvitationParamsSchema = z.object({
  id: z.uuid({ error: 'Esa invitación no existe' }),
});
/** PUT /api/team/members/:userId. */
export const MemberRoleInputSchema = z.strictObject({ role: roleSchema });

/** The audit log (GET /api/audit-log). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export const AUDIT_ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  create: 'Creó',
  update: 'Cambió',
  delete: 'Eliminó',
};
/** The audited tables in the owner's words. */
export const AUDIT_RESOURCE_LABELS: Record<string, string> = {
  companies: 'Datos de la empresa',
  products: 'Producto',
  fixed_costs: 'Costo fijo',
  variable_cost_lines: 'Costo variable',
  cash_flow_entries: 'Movimiento de caja',
  customer_records: 'Registro de clientes',
  unit_economics_scenarios: 'Escenario de economía unitaria',
  investments: 'Inversión',
  profit_centre_groups: 'Grupo de centros de utilidad',
  goals: 'Meta',
  budget_lines: 'Línea de presupuesto',
  planning_scenarios: 'Escenario de planeación',
  automation_rules: 'Regla de automatización',
  growth_simulations: 'Simulación de crecimiento',
  imports: 'Importación',
  category_rules: 'Regla de categoría',
  team_invitations: 'Invitación al equipo',
  growth_settings: 'Configuración de crecimiento',
  report_kpi_settings: 'Indicadores de reportes',
  cash_forecast_settings: 'Configuración del pronóstico',
  company_settings: 'Configuración de análisis',
  pricing_inputs: 'Supuestos de precio',
  counterpart_terms: 'Días de crédito',
  bank_mappings: 'Columnas de banco',
  agent_settings: 'Agente',
  company_members: 'Miembro del equipo',
};

export const AuditLogQuerySchema = z.strictObject({
  resource: text('El recurso no es válido', { label: 'El recurso' })
    .max(60, { error: 'El recurso no es válido' })
    .optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'La acción debe ser create, update o delete' }).optional(),
  user_id: z.uuid({ error: 'Esa persona no está en tu equipo' }).optional(),
  /** The `id` of the last line of the previous page. */
  before: z.coerce
    .number({ error: 'La página no es válida' })
    .int({ error: 'La página no es válida' })
    .positive({ error: 'La página no es válida' })
    .meta(unitMeta('count'))
    .optional(),
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  id: count(),
  at: z.string(),
  user_id: z.string().nullable(),
  /** The person's name, or 'Persona eliminada' when their account is gone. */
  user_name: z.string(),
  resource: z.string(),
  resource_label: z.string(),
  resource_id: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Rows changed at once (an import): more than 1 only for a bulk line. */
  rows: count(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass as `before` for the next page; null on the last one. */
  next_before: count().nullable(),
});
export type AuditLog = z.infer<typeof AuditLogSchema>;
