import {
  type BusinessStage,
  fullNameSchema,
  type Industry,
  type UpdateProfileRequest,
  UpdateProfileRequestSchema,
  type User,
  z,
} from '@caudal/contracts';
import type { BusinessFieldsInput } from '../../lib/business-fields.ts';
import {
  moneyToField,
  nullableNumber,
  nullableText,
  numberToField,
} from '../../lib/form-values.ts';

export type ProfileFormInput = BusinessFieldsInput & { full_name: string };

export function profileToForm(user: User): ProfileFormInput {
  return {
    full_name: user.full_name,
    company_name: user.company_name ?? '',
    industry: user.industry ?? '',
    business_stage: user.business_stage ?? '',
    employee_count: numberToField(user.employee_count),
    monthly_revenue: moneyToField(user.monthly_revenue),
    phone: user.phone ?? '',
    country: user.country ?? '',
  };
}

/** Form text to the PUT /api/auth/me body: an emptied field is sent as null (cleared). */
export function formToProfileUpdate(input: ProfileFormInput): UpdateProfileRequest {
  return {
    full_name: input.full_name.trim(),
    company_name: nullableText(input.company_name),
    industry: nullableText(input.industry) as Industry | null,
    business_stage: nullableText(input.business_stage) as BusinessStage | null,
    employee_count: nullableNumber(input.employee_count),
    monthly_revenue: nullableNumber(input.monthly_revenue),
    phone: nullableText(input.phone),
    country: nullableText(input.country),
  };
}

/**
 * Validated by the contract itself, so limits and messages match the API; the form's value is
 * the body as typed (pesos), which is what the API receives.
 */
export const ProfileFormSchema = z
  .object({
    full_name: fullNameSchema,
    company_name: z.string(),
    industry: z.string(),
    business_stage: z.string(),
    employee_count: z.string(),
    monthly_revenue: z.string(),
    phone: z.string(),
    country: z.string(),
  })
  .transform(formToProfileUpdate)
  .superRefine((update, ctx) => {
    const checked = UpdateProfileRequestSchema.safeParse(update);
    for (const issue of checked.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
