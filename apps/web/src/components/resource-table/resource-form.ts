import type { z } from '@caudal/contracts';
import { optionalText } from '../../lib/form-values.ts';
import type { SelectOption } from '../ui/select-field.tsx';

/** How a column is typed when a row is edited. */
export type FieldInput =
  | { kind: 'text'; placeholder?: string; maxLength?: number; list?: string }
  | { kind: 'number'; inputMode: 'numeric' | 'decimal'; step?: number; min?: number }
  | { kind: 'select'; options: readonly SelectOption[] }
  | { kind: 'date' };

export type ResourceColumn<Row> = {
  /** The field's name in the contract's input schema ('amount'); also its draft key. */
  key: string;
  /** The column's header and the field's label ('Monto (MXN)'). */
  header: string;
  /** The cell as read: formatted money, a label, a date. */
  cell: (row: Row) => string;
  /**
   * The text a person edits, from a saved row (money as the pesos they type: `moneyToField`).
   * Without it the column is computed and not editable.
   */
  toField?: (row: Row) => string;
  /** The typed text as the value the schema checks (a number, a boolean); default: trimmed text. */
  fromField?: (text: string) => unknown;
  /** A new row's text. */
  initial?: string;
  input?: FieldInput;
  /** Right-aligned (figures). */
  numeric?: boolean;
};

/** What is typed in a row being edited, by column key. */
export type Draft = Record<string, string>;

/** Field messages by column key; `FORM_ERROR` holds one that belongs to no column. */
export type FieldErrors = Record<string, string>;
export const FORM_ERROR = '_form';

export type Validation<Input> = { ok: true; input: Input } | { ok: false; errors: FieldErrors };

export const isEditable = <Row>(column: ResourceColumn<Row>) => column.toField !== undefined;

export function emptyDraft<Row>(columns: readonly ResourceColumn<Row>[]): Draft {
  return Object.fromEntries(
    columns.filter(isEditable).map((column) => [column.key, column.initial ?? '']),
  );
}

export function rowToDraft<Row>(columns: readonly ResourceColumn<Row>[], row: Row): Draft {
  return Object.fromEntries(
    columns.flatMap((column) => (column.toField ? [[column.key, column.toField(row)]] : [])),
  );
}

/** The draft as the API would receive it; an empty field is left out, so a default applies. */
export function draftToCandidate<Row>(
  columns: readonly ResourceColumn<Row>[],
  draft: Draft,
): Record<string, unknown> {
  const entries = columns.filter(isEditable).map((column) => {
    const text = draft[column.key] ?? '';
    return [column.key, (column.fromField ?? optionalText)(text)] as const;
  });
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

/**
 * Checks the draft with the contract's input schema, so every message is the API's own Spanish
 * one and lands on its field (the first per field). Valid, the body is what was typed: the
 * schema's wire side, pesos as written.
 */
export function validateDraft<Row, Input>(
  columns: readonly ResourceColumn<Row>[],
  draft: Draft,
  schema: z.ZodType<unknown, Input> | undefined,
): Validation<Input> {
  const candidate = draftToCandidate(columns, draft);
  const result = schema?.safeParse(candidate);
  if (!result || result.success) return { ok: true, input: candidate as Input };
  const keys = new Set(columns.filter(isEditable).map((column) => column.key));
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const [first] = issue.path;
    const key = typeof first === 'string' && keys.has(first) ? first : FORM_ERROR;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Where focus goes when a row is deleted: the next row, else the one before, else nowhere. */
export function focusAfterRemoval(ids: readonly string[], removed: string): string | null {
  const index = ids.indexOf(removed);
  if (index < 0) return null;
  return ids[index + 1] ?? ids[index - 1] ?? null;
}
