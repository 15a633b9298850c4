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

/** Same as optionalText, but an empty field means "clear it" (null) for updates. */
export function nullableText(value: string | undefined): string | null {
  return optionalText(value) ?? null;
}

export function nullableNumber(value: string | undefined): number | null {
  return optionalNumber(value) ?? null;
}

/** A stored number as form text; null becomes an empty field. */
export function numberToField(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : String(value);
}
