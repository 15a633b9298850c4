import {
  BUSINESS_STAGE_LABELS,
  INDUSTRY_LABELS,
  type SubscriptionPlan,
  type UpdateProfileRequest,
  type User,
} from '@caudal/contracts';
import { formatInteger, formatMoney } from '../../lib/format.ts';

/** The profile's two editable parts: the person's fields and the company's (PUT /api/auth/me). */
export type ProfilePart = 'person' | 'company';

export const PART_FIELDS = {
  person: ['full_name', 'phone', 'country'],
  company: ['company_name', 'industry', 'business_stage', 'employee_count', 'monthly_revenue'],
} as const satisfies Record<ProfilePart, readonly (keyof UpdateProfileRequest)[]>;

/** Only the part's own fields go in the update, so saving one tab never rewrites the other's. */
export function pickPart(update: UpdateProfileRequest, part: ProfilePart): UpdateProfileRequest {
  const picked: Record<string, unknown> = {};
  for (const key of PART_FIELDS[part]) picked[key] = update[key];
  return picked as UpdateProfileRequest;
}

export const NOT_SPECIFIED = 'No especificado';

/** The part's values as the view mode shows them; an empty one reads 'No especificado'. */
export function partRows(user: User, part: ProfilePart): { term: string; value: string }[] {
  const shown = (value: string | null | undefined) => value?.trim() || NOT_SPECIFIED;
  if (part === 'person') {
    return [
      { term: 'Nombre completo', value: shown(user.full_name) },
      { term: 'Correo electrónico', value: user.email },
      { term: 'Nombre de usuario', value: `@${user.username}` },
      { term: 'Teléfono', value: shown(user.phone) },
      { term: 'País', value: shown(user.country) },
    ];
  }
  return [
    { term: 'Nombre de la empresa', value: shown(user.company_name) },
    { term: 'Giro del negocio', value: shown(user.industry && INDUSTRY_LABELS[user.industry]) },
    {
      term: 'Etapa del negocio',
      value: shown(user.business_stage && BUSINESS_STAGE_LABELS[user.business_stage]),
    },
    {
      term: 'Número de empleados',
      value: user.employee_count === null ? NOT_SPECIFIED : formatInteger(user.employee_count),
    },
    {
      term: 'Ingreso mensual',
      value: user.monthly_revenue === null ? NOT_SPECIFIED : formatMoney(user.monthly_revenue),
    },
  ];
}

/**
 * The plan's badge (spec 001 §6): premium 'Premium', basic 'Básico', demo 'Demo', anything else
 * 'Gratuito'. Our paid top plan is called 'pro': it is the spec's premium.
 */
export const PLAN_BADGES: Record<SubscriptionPlan, string> = {
  pro: 'Premium',
  basic: 'Básico',
  demo: 'Demo',
  trial: 'Gratuito',
};

export const profileFailedText = (detail: string | undefined) =>
  detail ? `Error al actualizar perfil: ${detail}` : 'Error al actualizar perfil';
