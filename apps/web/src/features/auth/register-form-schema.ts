import {
  AUTH_MESSAGES,
  emailSchema,
  fullNameSchema,
  passwordSchema,
  RegisterRequestSchema,
  usernameSchema,
  z,
} from '@caudal/contracts';
import { BUSINESS_TEXT_FIELDS, EMPTY_BUSINESS_FIELDS } from '../../lib/business-fields.ts';
import { toBusinessFields } from './register-payload.ts';

const BusinessFieldsSchema = RegisterRequestSchema.pick({
  company_name: true,
  industry: true,
  business_stage: true,
  employee_count: true,
  monthly_revenue: true,
  phone: true,
  country: true,
});

/** Step 1 of the register modal: the account. */
export const ACCOUNT_FIELDS = [
  'full_name',
  'username',
  'email',
  'password',
  'confirm_password',
] as const;

/**
 * The register modal's form: text inputs, checked with the contract's own schemas. The optional
 * business fields are converted to the payload and validated by RegisterRequestSchema, so the
 * messages and limits match the API's.
 */
export const RegisterModalSchema = z
  .object({
    full_name: fullNameSchema,
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirm_password: z.string().min(1, { error: 'Confirma tu contraseña' }),
    ...BUSINESS_TEXT_FIELDS,
  })
  .superRefine((values, ctx) => {
    if (values.confirm_password && values.password !== values.confirm_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: AUTH_MESSAGES.passwordsDontMatch,
      });
    }
    const business = BusinessFieldsSchema.safeParse(toBusinessFields(values));
    if (!business.success) {
      for (const issue of business.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
  });

export type RegisterModalInput = z.input<typeof RegisterModalSchema>;
export type RegisterModalOutput = z.output<typeof RegisterModalSchema>;

export const EMPTY_REGISTER_MODAL: RegisterModalInput = {
  full_name: '',
  username: '',
  email: '',
  password: '',
  confirm_password: '',
  ...EMPTY_BUSINESS_FIELDS,
};

/**
 * The register page: fewer fields, and the terms must be accepted. The terms are checked with
 * the other fields, so one submit names everything that is missing.
 */
export const RegisterPageSchema = z.object({
  full_name: fullNameSchema,
  company_name: RegisterRequestSchema.shape.company_name.unwrap(),
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  accept_terms: z.boolean().refine((accepted) => accepted, { error: AUTH_MESSAGES.acceptTerms }),
});

export type RegisterPageInput = z.input<typeof RegisterPageSchema>;
export type RegisterPageOutput = z.output<typeof RegisterPageSchema>;
