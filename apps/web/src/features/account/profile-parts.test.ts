import { describe, expect, it } from 'vitest';
import { TEST_USER } from '../../lib/test-user.ts';
import { ProfileFormSchema, profileToForm } from './profile-form-schema.ts';
import { PLAN_BADGES, partRows, pickPart } from './profile-parts.ts';

describe('the profile page', () => {
  it('shows empty values as No especificado', () => {
    const rows = partRows(
      { ...TEST_USER, phone: null, industry: null, monthly_revenue: null },
      'person',
    );
    expect(rows.find((r) => r.term === 'Teléfono')?.value).toBe('No especificado');
    const company = partRows({ ...TEST_USER, industry: null, monthly_revenue: null }, 'company');
    expect(company.find((r) => r.term === 'Giro del negocio')?.value).toBe('No especificado');
    expect(company.find((r) => r.term === 'Ingreso mensual')?.value).toBe('No especificado');
    expect(company.find((r) => r.term === 'Número de empleados')?.value).toBe('4');
  });

  it('sends only the tab’s own fields, an emptied one as null', () => {
    const update = ProfileFormSchema.parse({
      ...profileToForm(TEST_USER),
      phone: '',
      monthly_revenue: '',
      employee_count: '7',
    });
    expect(pickPart(update, 'person')).toEqual({
      full_name: 'Ana López',
      phone: null,
      country: 'México',
    });
    expect(pickPart(update, 'company')).toEqual({
      company_name: 'Tacos Ana',
      industry: 'food_beverage',
      business_stage: 'startup',
      employee_count: 7,
      monthly_revenue: null,
    });
  });

  it('names the plans as the spec does', () => {
    expect(PLAN_BADGES).toEqual({
      pro: 'Premium',
      basic: 'Básico',
      demo: 'Demo',
      trial: 'Gratuito',
    });
  });
});
