import type { UnitEconomicsInputs } from '@caudal/contracts';
import type { UnitEconomicsInput } from '@caudal/finance';
import { type Centavos, toCentavos, toPesos } from '@caudal/finance/money';
import { moneyToField } from '../../lib/form-values.ts';

/** The calculator's six fields as typed (pesos for money). */
export type CalculatorFields = Record<CalculatorField, string>;
export type CalculatorField =
  | 'pricePerUnit'
  | 'variableCosts'
  | 'marketingSpend'
  | 'newCustomers'
  | 'avgPurchaseFreq'
  | 'retentionMonths';

type FieldDef = {
  key: CalculatorField;
  label: string;
  hint: string;
  step: string;
  kind: 'money' | 'count' | 'decimal';
  max: number;
  /** May stay empty (null): new customers the owner has not recorded. */
  optional?: true;
};

/** In the spec's order (001 §3); purchase frequency steps by 0.1 (001 §5). */
export const CALCULATOR_FIELDS: readonly FieldDef[] = [
  {
    key: 'pricePerUnit',
    label: 'Precio por unidad',
    hint: 'En pesos.',
    step: '0.01',
    kind: 'money',
    max: 1e9,
  },
  {
    key: 'variableCosts',
    label: 'Costo variable por unidad',
    hint: 'Materiales, empaque, envío y comisiones de cada venta.',
    step: '0.01',
    kind: 'money',
    max: 1e9,
  },
  {
    key: 'marketingSpend',
    label: 'Gasto de marketing del mes',
    hint: 'Anuncios, volantes, muestras: lo que pagas para atraer clientes.',
    step: '0.01',
    kind: 'money',
    max: 1e11,
  },
  {
    key: 'newCustomers',
    label: 'Clientes nuevos del mes',
    hint: 'Quienes te compraron por primera vez. Sin este dato no hay COCA ni LTV/COCA.',
    step: '1',
    kind: 'count',
    max: 1e8,
    optional: true,
  },
  {
    key: 'avgPurchaseFreq',
    label: 'Compras por cliente al mes',
    hint: 'Puede ser menor que 1 (0.5: cada dos meses).',
    step: '0.1',
    kind: 'decimal',
    max: 1000,
  },
  {
    key: 'retentionMonths',
    label: 'Meses de retención',
    hint: 'Cuántos meses sigue comprándote un cliente típico.',
    step: '1',
    kind: 'decimal',
    max: 600,
  },
];

/** A view's or scenario's inputs (centavos) as the fields show them (pesos). */
export function fieldsOf(inputs: UnitEconomicsInputs): CalculatorFields {
  return {
    pricePerUnit: moneyToField(inputs.pricePerUnit),
    variableCosts: moneyToField(inputs.variableCosts),
    marketingSpend: moneyToField(inputs.marketingSpend),
    newCustomers: inputs.newCustomers === null ? '' : String(inputs.newCustomers),
    avgPurchaseFreq: String(inputs.avgPurchaseFreq),
    retentionMonths: String(inputs.retentionMonths),
  };
}

/** Finance's inputs from the wire's (both centavos). */
export function financeInputs(inputs: UnitEconomicsInputs): UnitEconomicsInput {
  return {
    pricePerUnitCentavos: inputs.pricePerUnit,
    variableCostsCentavos: inputs.variableCosts,
    marketingSpendCentavos: inputs.marketingSpend,
    newCustomers: inputs.newCustomers,
    avgPurchaseFreq: inputs.avgPurchaseFreq,
    retentionMonths: inputs.retentionMonths,
  };
}

export type ParsedFields =
  | { ok: true; inputs: UnitEconomicsInputs }
  | { ok: false; errors: Partial<Record<CalculatorField, string>> };

function fieldError(def: FieldDef, raw: string): string | null {
  const text = raw.trim();
  if (text === '') return def.optional ? null : `Escribe ${def.label.toLowerCase()}`;
  const value = Number(text);
  if (!Number.isFinite(value)) return `${def.label} debe ser un número`;
  if (value < 0) return `${def.label} no puede ser negativo`;
  if (value > def.max) return `${def.label} es demasiado grande`;
  if (def.kind === 'count' && !Number.isInteger(value)) return `${def.label}: usa un número entero`;
  if (def.kind === 'money' && Math.abs(Math.round(value * 100) - value * 100) > 1e-6) {
    return `${def.label} admite como máximo dos decimales`;
  }
  return null;
}

/**
 * The fields checked one by one (a Spanish message at each field), or the inputs in centavos.
 * Nothing unchecked reaches finance, so no NaN or Infinity can reach the screen.
 */
export function parseFields(fields: CalculatorFields): ParsedFields {
  const errors: Partial<Record<CalculatorField, string>> = {};
  for (const def of CALCULATOR_FIELDS) {
    const error = fieldError(def, fields[def.key]);
    if (error) errors[def.key] = error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const n = (key: CalculatorField) => Number(fields[key]);
  const money = (key: CalculatorField): Centavos => toCentavos(n(key));
  return {
    ok: true,
    inputs: {
      pricePerUnit: money('pricePerUnit'),
      variableCosts: money('variableCosts'),
      marketingSpend: money('marketingSpend'),
      newCustomers: fields.newCustomers.trim() === '' ? null : n('newCustomers'),
      avgPurchaseFreq: n('avgPurchaseFreq'),
      retentionMonths: n('retentionMonths'),
    },
  };
}

/** The inputs in pesos, as a scenario's body carries them (a scenario has its new customers). */
export function inputsBody(inputs: UnitEconomicsInputs & { newCustomers: number }) {
  const pesos = (c: Centavos) => toPesos(c);
  return {
    pricePerUnit: pesos(inputs.pricePerUnit),
    variableCosts: pesos(inputs.variableCosts),
    marketingSpend: pesos(inputs.marketingSpend),
    newCustomers: inputs.newCustomers,
    avgPurchaseFreq: inputs.avgPurchaseFreq,
    retentionMonths: inputs.retentionMonths,
  };
}
