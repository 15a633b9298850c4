import { type FixedCost, FixedCostInputSchema } from '@caudal/contracts';
import { centavos } from '@caudal/finance/money';
import { describe, expect, it } from 'vitest';
import { moneyToField, optionalNumber } from '../../lib/form-values.ts';
import {
  draftToCandidate,
  emptyDraft,
  FORM_ERROR,
  focusAfterRemoval,
  type ResourceColumn,
  rowToDraft,
  validateDraft,
} from './resource-form.ts';

// The fixed costs as a resource table declares them: the contract validates, pesos are typed.
const columns: ResourceColumn<FixedCost>[] = [
  { key: 'name', header: 'Concepto', cell: (c) => c.name, toField: (c) => c.name },
  {
    key: 'amount',
    header: 'Monto (MXN)',
    cell: (c) => String(c.amount),
    toField: (c) => moneyToField(c.amount),
    fromField: optionalNumber,
    input: { kind: 'number', inputMode: 'decimal' },
  },
  {
    key: 'recurring',
    header: 'Frecuencia',
    cell: (c) => (c.recurring ? 'Mensual' : 'Anual'),
    toField: (c) => (c.recurring ? 'monthly' : 'yearly'),
    fromField: (text) => text === 'monthly',
    initial: 'monthly',
  },
  { key: 'monthly', header: 'Al mes', cell: () => '—' },
];

const rent: FixedCost = {
  id: 'a',
  name: 'Renta',
  amount: centavos(1_250_050),
  category: 'Renta',
  recurring: true,
};

describe('drafts', () => {
  it('a new row starts from each editable column’s initial text', () => {
    expect(emptyDraft(columns)).toEqual({ name: '', amount: '', recurring: 'monthly' });
  });

  it('a saved row is edited as typed: money in pesos, computed columns left out', () => {
    expect(rowToDraft(columns, rent)).toEqual({
      name: 'Renta',
      amount: '12500.5',
      recurring: 'monthly',
    });
  });

  it('turns the text into the values the API receives, leaving empty fields out', () => {
    expect(draftToCandidate(columns, { name: '  Luz ', amount: '', recurring: 'yearly' })).toEqual({
      name: 'Luz',
      recurring: false,
    });
  });
});

describe('validation with the contract’s input schema', () => {
  it('accepts a valid row and sends the pesos as typed', () => {
    expect(
      validateDraft(
        columns,
        { name: 'Renta', amount: '12500.50', recurring: 'monthly' },
        FixedCostInputSchema,
      ),
    ).toEqual({ ok: true, input: { name: 'Renta', amount: 12_500.5, recurring: true } });
  });

  it.each([
    ['an empty name', { name: '', amount: '100' }, 'name', 'El nombre del costo es obligatorio'],
    ['a zero amount', { name: 'Luz', amount: '0' }, 'amount', 'El monto debe ser mayor que cero'],
    [
      'three decimals',
      { name: 'Luz', amount: '1.005' },
      'amount',
      'El monto admite como máximo dos decimales',
    ],
    ['text for money', { name: 'Luz', amount: 'mil' }, 'amount', 'El monto debe ser un número'],
  ])('puts the Spanish message on the field: %s', (_case, typed, field, message) => {
    const result = validateDraft(columns, { recurring: 'monthly', ...typed }, FixedCostInputSchema);
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('keeps one message per field, and one that fits no column for the form', () => {
    const result = validateDraft(columns, { name: '', amount: '-1' }, FixedCostInputSchema);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['amount', 'name']);
    const onlyName = validateDraft(
      [columns[0] as ResourceColumn<FixedCost>],
      { name: 'x' },
      FixedCostInputSchema,
    );
    expect(onlyName).toEqual({ ok: false, errors: { [FORM_ERROR]: expect.any(String) } });
  });

  it('without a schema the typed values pass as they are', () => {
    expect(
      validateDraft(columns, { name: 'x', amount: '5', recurring: 'monthly' }, undefined),
    ).toEqual({
      ok: true,
      input: { name: 'x', amount: 5, recurring: true },
    });
  });
});

describe('focus after a deletion', () => {
  it.each([
    ['the next row', ['a', 'b', 'c'], 'b', 'c'],
    ['the row before, when the last goes', ['a', 'b', 'c'], 'c', 'b'],
    ['nowhere, when none is left', ['a'], 'a', null],
    ['nowhere, for an unknown row', ['a'], 'z', null],
  ] as const)('%s', (_case, ids, removed, next) => {
    expect(focusAfterRemoval(ids, removed)).toBe(next);
  });
});
