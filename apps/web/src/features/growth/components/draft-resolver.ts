import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

type Parsed<Input> = { ok: true; input: Input } | { ok: false; errors: Record<string, string> };

/**
 * A react-hook-form resolver from a draft parser: the contract checks the whole form and each
 * Spanish message lands under its field; the form submits the wire body as typed.
 */
export function draftResolver<Draft extends FieldValues, Input extends FieldValues>(
  parse: (draft: Draft) => Parsed<Input>,
): Resolver<Draft, unknown, Input> {
  return (values) => {
    const parsed = parse(values);
    if (parsed.ok) return { values: parsed.input, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(parsed.errors).map(([field, message]) => [
        field,
        { type: 'validate', message },
      ]),
    ) as FieldErrors<Draft>;
    return { values: {}, errors };
  };
}
