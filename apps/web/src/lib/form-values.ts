import {
  type Centavos,
  MONEY_MAX_PESOS,
  type PlainNumber,
  toCentavos,
  toPesos,
} from '@caudal/finance/money';

/** Trimmed text, or undefined when the field was left empty. */
export function optionalText(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/**
 * A number typed in a form field, or undefined when empty. Text that is not a number becomes NaN
 * so the schema reports it instead of silently dropping it.
 */
export function optionalNumber(value: string | undefined): number | undefined {
  const text = optionalText(value);
  if (text === undefined) return undefined;
  return Number(text);
}

/** Same as optionalNumber, but an empty field means "clear it" (null) for updates. */
export function nullableNumber(value: string | undefined): number | null {
  return optionalNumber(value) ?? null;
}

/** Same as optionalText, but an empty field means "clear it" (null) for updates. */
export function nullableText(value: string | undefined): string | null {
  return optionalText(value) ?? null;
}

/** A stored number (not money) as form text; null becomes an empty field. */
export function numberToField(value: PlainNumber | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : String(value);
}

/**
 * A stored amount as the pesos a person types ('1234.5'). Forms are where people write pesos:
 * the fields are checked by the contracts' wire-side money schemas and sent as typed.
 */
export function moneyToField(value: Centavos | null | undefined): string {
  return value === null || value === undefined ? '' : String(toPesos(value));
}

/** The pesos typed in a field as centavos, for a live preview; undefined when not a number. */
export function fieldToCentavos(value: string | undefined): Centavos | undefined {
  const pesos = optionalNumber(value);
  if (pesos === undefined || !Number.isFinite(pesos) || Math.abs(pesos) > MONEY_MAX_PESOS)
    return undefined;
  return toCentavos(pesos);
}
