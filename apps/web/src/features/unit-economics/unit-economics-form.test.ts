import { centavos } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import { fieldsOf, inputsBody, parseFields } from './unit-economics-form.ts';

const inputs = {
  pricePerUnit: centavos(32_000),
  variableCosts: centavos(19_000),
  marketingSpend: centavos(1_800_000),
  newCustomers: 60,
  avgPurchaseFreq: 0.5,
  retentionMonths: 8,
};

describe('the calculator fields', () => {
  it('round-trips inputs through the fields (pesos) and the body (pesos)', () => {
    const fields = fieldsOf(inputs);
    expect(fields).toEqual({
      pricePerUnit: '320',
      variableCosts: '190',
      marketingSpend: '18000',
      newCustomers: '60',
      avgPurchaseFreq: '0.5',
      retentionMonths: '8',
    });
    expect(parseFields(fields)).toEqual({ ok: true, inputs });
    expect(inputsBody(inputs)).toMatchObject({ pricePerUnit: 320, marketingSpend: 18_000 });
  });

  it.each([
    ['pricePerUnit', '', 'Escribe precio por unidad'],
    ['newCustomers', '1.5', 'Clientes nuevos del mes: usa un número entero'],
    ['retentionMonths', '-1', 'Meses de retención no puede ser negativo'],
    ['pricePerUnit', '1.234', 'Precio por unidad admite como máximo dos decimales'],
    ['avgPurchaseFreq', 'abc', 'Compras por cliente al mes debe ser un número'],
  ] as const)('%s = %j: %s', (key, value, message) => {
    const result = parseFields({ ...fieldsOf(inputs), [key]: value });
    expect(result).toEqual({ ok: false, errors: { [key]: message } });
  });

  it('new customers not recorded stay empty: null, not an invented number', () => {
    expect(fieldsOf({ ...inputs, newCustomers: null }).newCustomers).toBe('');
    expect(parseFields({ ...fieldsOf(inputs), newCustomers: '  ' })).toEqual({
      ok: true,
      inputs: { ...inputs, newCustomers: null },
    });
  });

  it('zero new customers and zero retention are valid inputs (finance explains the figures)', () => {
    expect(parseFields({ ...fieldsOf(inputs), newCustomers: '0', retentionMonths: '0' }).ok).toBe(
      true,
    );
  });
});
