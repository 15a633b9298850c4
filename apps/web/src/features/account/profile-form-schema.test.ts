import { describe, expect, it } from 'vitest';
import { TEST_USER } from '../../lib/test-user.ts';
import { ProfileFormSchema, profileToForm } from './profile-form-schema.ts';

describe('profile form', () => {
  it('round-trips a user into an update with the same values', () => {
    const parsed = ProfileFormSchema.parse(profileToForm(TEST_USER));
    expect(parsed).toEqual({
      full_name: 'Ana López',
      company_name: 'Tacos Ana',
      industry: 'food_beverage',
      business_stage: 'startup',
      employee_count: 4,
      monthly_revenue: 85000,
      phone: null,
      country: 'México',
    });
  });

  it('sends emptied fields as null so the API clears them', () => {
    const form = { ...profileToForm(TEST_USER), company_name: ' ', employee_count: '' };
    const parsed = ProfileFormSchema.parse(form);
    expect(parsed.company_name).toBeNull();
    expect(parsed.employee_count).toBeNull();
  });

  it('reports invalid numbers instead of sending NaN', () => {
    const result = ProfileFormSchema.safeParse({
      ...profileToForm(TEST_USER),
      employee_count: '2.5',
    });
    expect(result.error?.issues[0]?.path).toEqual(['employee_count']);
  });
});
