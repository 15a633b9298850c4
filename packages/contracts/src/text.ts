import { z } from './zod-es.ts';

/**
 * Whether a person could have typed this: no control characters (NUL among them, which
 * PostgreSQL refuses in text; a name also goes into a mail's subject) and no unpaired UTF-16
 * halves (not Unicode at all). Line breaks and tabs only in multi-line fields.
 */
export function isPlainText(value: string, multiline = false): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    // Iterating by code point leaves an unpaired surrogate on its own.
    if (code >= 0xd800 && code <= 0xdfff) return false;
    const isControl = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (isControl && !(multiline && (char === '\n' || char === '\r' || char === '\t'))) {
      return false;
    }
  }
  return true;
}

/**
 * The one string schema for text a request carries (bodies, queries, paths): `z.string` that
 * refuses control characters and broken Unicode with a Spanish message, so they never reach
 * the database (issue 10). `error` is the message when the value is missing or not text;
 * `label` names the field in the refusal ('La descripción contiene caracteres no válidos').
 */
export const text = (
  error: string,
  { label, multiline = false }: { label?: string; multiline?: boolean } = {},
) =>
  z.string({ error }).refine((value) => isPlainText(value, multiline), {
    error: `${label ?? 'El texto'} contiene caracteres no válidos`,
  });
