import { RegisterRequestSchema } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_BUSINESS_FIELDS } from '../../lib/business-fields.ts';
import { RegisterModalSchema } from './register-form-schema.ts';
import { suggestUsername, toBusinessFields, toRegisterPayload } from './register-payload.ts';

const emptyBusiness = EMPTY_BUSINESS_FIELDS;

const account = {
  full_name: 'Ana López',
  username: 'ana',
  email: 'ana@ejemplo.mx',
  password: 'secreta123',
};

describe('toBusinessFields', () => {
  it('omits every empty optional field', () => {
    expect(toBusinessFields(emptyBusiness)).toEqual({});
  });

  it('trims text and parses numbers', () => {
    expect(
      toBusinessFields({
        ...emptyBusiness,
        company_name: ' Tacos Ana ',
        industry: 'food_beverage',
        employee_count: '4',
        monthly_revenue: '85000.50',
      }),
    ).toEqual({
      company_name: 'Tacos Ana',
      industry: 'food_beverage',
      employee_count: 4,
      monthly_revenue: 85000.5,
    });
  });

  it('builds a payload the API contract accepts', () => {
    const payload = toRegisterPayload(
      account,
      toBusinessFields({ ...emptyBusiness, country: 'México' }),
    );
    expect(RegisterRequestSchema.safeParse(payload).success).toBe(true);
    expect(Object.keys(payload)).not.toContain('phone');
  });
});

describe('RegisterModalSchema', () => {
  const valid = { ...account, confirm_password: account.password, ...emptyBusiness };
  const messages = (input: Record<string, string>) =>
    RegisterModalSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ??
    [];

  it('accepts step 1 with an empty step 2', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('uses the spec messages for the password', () => {
    expect(messages({ ...valid, password: 'corta', confirm_password: 'corta' })).toContainEqual([
      'password',
      'La contraseña debe tener al menos 8 caracteres',
    ]);
    expect(messages({ ...valid, confirm_password: 'otra-cosa' })).toContainEqual([
      'confirm_password',
      'Las contraseñas no coinciden',
    ]);
  });

  it('checks the optional numbers with the contract rules', () => {
    const issues = messages({ ...valid, employee_count: '0', monthly_revenue: '-1' });
    expect(issues.map(([path]) => path)).toEqual(['employee_count', 'monthly_revenue']);
  });
});

describe('suggestUsername', () => {
  it.each([
    ['ana.lopez@ejemplo.mx', 'ana.lopez'],
    ['José.Núñez+tienda@correo.mx', 'jose.nuneztienda'],
    ['un-correo-con-nombre-muy-largo@x.mx', 'un-correo-con-nombre'],
    ['', ''],
  ])('%s → %s', (email, expected) => {
    expect(suggestUsername(email)).toBe(expected);
  });
});
