import {
  fullNameSchema,
  type UpdateProfileRequest,
  UpdateProfileRequestSchema,
  type User,
  z,
} from '@caudal/contracts';
import {
  BUSINESS_TEXT_FIELDS,
  type BusinessFieldsInput,
  readBusinessFields,
} from '../../lib/business-fields.ts';
import { moneyToField, numberToField } from '../../lib/form-values.ts';

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
  return { full_name: input.full_name.trim(), ...readBusinessFields(input, null) };
}

/**
 * Validated by the contract itself, so limits and messages match the API; the form's value is
 * the body as typed (pesos), which is what the API receives.
 */
export const ProfileFormSchema = z
  .object({ full_name: fullNameSchema, ...BUSINESS_TEXT_FIELDS })
  .transform(formToProfileUpdate)
  .superRefine((update, ctx) => {
    const checked = UpdateProfileRequestSchema.safeParse(update);
    for (const issue of checked.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
