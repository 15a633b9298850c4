import { type BusinessStage, type Industry, z } from '@caudal/contracts';
import { optionalNumber, optionalText } from './form-values.ts';

/** The company fields of the register payload and the profile, as typed in a form (all text). */
export type BusinessFieldsInput = {
  company_name: string;
  industry: string;
  business_stage: string;
  employee_count: string;
  monthly_revenue: string;
  phone: string;
  country: string;
};

export const EMPTY_BUSINESS_FIELDS: BusinessFieldsInput = {
  company_name: '',
  industry: '',
  business_stage: '',
  employee_count: '',
  monthly_revenue: '',
  phone: '',
  country: '',
};

/**
 * The same fields as a form schema's shape: text in, left for the contract to check once the
 * text is read (`readBusinessFields`), so every message is the API's.
 */
export const BUSINESS_TEXT_FIELDS = {
  company_name: z.string(),
  industry: z.string(),
  business_stage: z.string(),
  employee_count: z.string(),
  monthly_revenue: z.string(),
  phone: z.string(),
  country: z.string(),
} satisfies Record<keyof BusinessFieldsInput, z.ZodString>;

/**
 * The typed text as the API's values: trimmed text, numbers read (a bad one stays NaN for the
 * schema to report). An empty field becomes `blank`: undefined to leave it out of a new
 * account, null to clear it on the profile.
 */
export function readBusinessFields<Blank extends undefined | null>(
  input: BusinessFieldsInput,
  blank: Blank,
) {
  const text = (value: string): string | Blank => optionalText(value) ?? blank;
  const number = (value: string): number | Blank => optionalNumber(value) ?? blank;
  return {
    company_name: text(input.company_name),
    industry: text(input.industry) as Industry | Blank,
    business_stage: text(input.business_stage) as BusinessStage | Blank,
    employee_count: number(input.employee_count),
    monthly_revenue: number(input.monthly_revenue),
    phone: text(input.phone),
    country: text(input.country),
  };
}
