import { count, money, moneyInput } from './numbers.ts';
import { TEAM_ROLES } from './roles.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

export const INDUSTRIES = [
  'technology',
  'retail',
  'healthcare',
  'finance',
  'manufacturing',
  'education',
  'real_estate',
  'consulting',
  'food_beverage',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const INDUSTRY_LABELS: Record<Industry, string> = {
  technology: 'Tecnología',
  retail: 'Comercio minorista',
  healthcare: 'Salud',
  finance: 'Servicios financieros',
  manufacturing: 'Manufactura',
  education: 'Educación',
  real_estate: 'Bienes raíces',
  consulting: 'Consultoría',
  food_beverage: 'Alimentos y bebidas',
  other: 'Otro',
};

export const BUSINESS_STAGES = ['startup', 'growth', 'mature'] as const;
export type BusinessStage = (typeof BUSINESS_STAGES)[number];

export const BUSINESS_STAGE_LABELS: Record<BusinessStage, string> = {
  startup: 'Inicio (0 a 2 años)',
  growth: 'Crecimiento (3 a 5 años)',
  mature: 'Madurez (más de 5 años)',
};

export const SUBSCRIPTION_PLANS = ['trial', 'basic', 'pro', 'demo'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;

/** Messages the spec gives verbatim (000 §5). */
export const AUTH_MESSAGES = {
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordsDontMatch: 'Las contraseñas no coinciden',
  acceptTerms: 'Acepta los términos y condiciones para crear tu cuenta',
  wrongCredentials: 'Correo o contraseña incorrectos',
  loginFailed: 'Error al iniciar sesión',
  registerFailed: 'Error al registrar usuario',
  profileFailed: 'Error al actualizar perfil',
} as const;

export { DEMO_CREDENTIALS } from './demo-credentials.ts';

export const emailSchema = text('El correo es obligatorio', { label: 'El correo' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'El correo es obligatorio' })
  .max(254, { error: 'El correo es demasiado largo' })
  .pipe(z.email({ error: 'Ingresa un correo electrónico válido' }));

export const passwordSchema = text('La contraseña es obligatoria', { label: 'La contraseña' })
  .min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX, { error: 'La contraseña no puede tener más de 128 caracteres' });

export const usernameSchema = text('El nombre de usuario es obligatorio', {
  label: 'El nombre de usuario',
})
  .trim()
  .min(USERNAME_MIN, { error: 'El nombre de usuario debe tener entre 3 y 20 caracteres' })
  .max(USERNAME_MAX, { error: 'El nombre de usuario debe tener entre 3 y 20 caracteres' })
  .regex(/^[A-Za-z0-9._-]+$/, {
    error: 'El nombre de usuario solo admite letras, números, punto, guion y guion bajo',
  });

export const fullNameSchema = text('El nombre completo es obligatorio', {
  label: 'El nombre completo',
})
  .trim()
  .min(1, { error: 'El nombre completo es obligatorio' })
  .max(120, { error: 'El nombre completo es demasiado largo' });

const optionalText = (label: string, max: number) =>
  text(`${label} debe ser texto`, { label })
    .trim()
    .max(max, { error: `${label} es demasiado largo` });

const companyNameSchema = optionalText('El nombre de la empresa', 120);
const industrySchema = z.enum(INDUSTRIES, { error: 'Selecciona un giro válido' });
const businessStageSchema = z.enum(BUSINESS_STAGES, { error: 'Selecciona una etapa válida' });
const employeeCountSchema = count('El número de empleados debe ser un número entero')
  .min(1, { error: 'El número de empleados debe ser al menos 1' })
  .max(1_000_000, { error: 'El número de empleados es demasiado grande' });
const monthlyRevenueSchema = moneyInput('El ingreso mensual');
const phoneSchema = optionalText('El teléfono', 30).regex(/^[0-9+()\s-]*$/, {
  error: 'El teléfono solo admite números, espacios, +, ( ) y guiones',
});
const countrySchema = optionalText('El país', 60);

/** Register payload (000 §3): optional fields are omitted when empty. */
export const RegisterRequestSchema = z.strictObject({
  email: emailSchema,
  username: usernameSchema,
  full_name: fullNameSchema,
  password: passwordSchema,
  company_name: companyNameSchema.optional(),
  industry: industrySchema.optional(),
  business_stage: businessStageSchema.optional(),
  employee_count: employeeCountSchema.optional(),
  monthly_revenue: monthlyRevenueSchema.optional(),
  phone: phoneSchema.optional(),
  country: countrySchema.optional(),
  /** Not part of the spec's payload: keeps the new session for 30 days, as on the login form. */
  remember_me: z.boolean({ error: 'remember_me debe ser verdadero o falso' }).optional(),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.strictObject({
  email: text('El correo es obligatorio', { label: 'El correo' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'El correo es obligatorio' })
    .max(254, { error: 'El correo es demasiado largo' }),
  password: text('La contraseña es obligatoria', { label: 'La contraseña' })
    .min(1, { error: 'La contraseña es obligatoria' })
    .max(PASSWORD_MAX, { error: 'La contraseña no puede tener más de 128 caracteres' }),
  remember_me: z.boolean({ error: 'remember_me debe ser verdadero o falso' }).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.string(),
  company_name: z.string().nullable(),
  industry: industrySchema.nullable(),
  business_stage: businessStageSchema.nullable(),
  employee_count: count().nullable(),
  monthly_revenue: money().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  subscription_plan: z.enum(SUBSCRIPTION_PLANS),
  /** The person's role in the company's team (issue 20). */
  role: z.enum(TEAM_ROLES),
  created_at: z.string(),
  api_usage_count: count(),
  api_usage_limit: count(),
});
export type User = z.infer<typeof UserSchema>;

export const LoginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: z.string(),
  user: UserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** PUT /api/auth/me: email, username and plan are read-only, so they are not accepted. */
export const UpdateProfileRequestSchema = z.strictObject({
  full_name: fullNameSchema.optional(),
  company_name: companyNameSchema.nullable().optional(),
  industry: industrySchema.nullable().optional(),
  business_stage: businessStageSchema.nullable().optional(),
  employee_count: employeeCountSchema.nullable().optional(),
  monthly_revenue: monthlyRevenueSchema.nullable().optional(),
  phone: phoneSchema.nullable().optional(),
  country: countrySchema.nullable().optional(),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

export const ChangePasswordRequestSchema = z.strictObject({
  current_password: text('La contraseña actual es obligatoria', { label: 'La contraseña actual' })
    .min(1, { error: 'La contraseña actual es obligatoria' })
    .max(PASSWORD_MAX, { error: 'La contraseña no puede tener más de 128 caracteres' }),
  new_password: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ForgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z.strictObject({
  token: text('El enlace de restablecimiento no es válido', { label: 'El enlace' })
    .min(16, { error: 'El enlace de restablecimiento no es válido' })
    .max(200, { error: 'El enlace de restablecimiento no es válido' }),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const FORGOT_PASSWORD_REPLY =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.';
