import type { z } from '@caudal/contracts';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import {
  type Draft,
  emptyDraft,
  type FieldErrors,
  isEditable,
  type ResourceColumn,
  rowToDraft,
  validateDraft,
} from './resource-form.ts';

export const SAVE_FAILED = 'No pudimos guardar los cambios. Intenta de nuevo.';

/** The row being edited (`id` null: a new one), what is typed in it and what went wrong. */
export type Editing = {
  id: string | null;
  draft: Draft;
  errors: FieldErrors;
  serverError: string | null;
  saving: boolean;
};

/** Element ids of a table, so focus can be put back where the person was. */
export type ResourceIds = {
  title: string;
  add: string;
  edit: (rowId: string) => string;
  remove: (rowId: string) => string;
  /** `rowId` null: the new row. */
  field: (rowId: string | null, key: string) => string;
};

export const resourceIds = (base: string): ResourceIds => ({
  title: `${base}-title`,
  add: `${base}-add`,
  edit: (rowId) => `${base}-edit-${rowId}`,
  remove: (rowId) => `${base}-remove-${rowId}`,
  field: (rowId, key) => `${base}-${rowId ?? 'new'}-${key}`,
});

const idOf = (saved: unknown) =>
  typeof saved === 'object' && saved !== null && 'id' in saved && typeof saved.id === 'string'
    ? saved.id
    : null;

/**
 * One row edited at a time: start, type, save (checked by the contract's schema, then sent),
 * cancel. Focus follows: into the row's first field, back to its 'Editar' after saving or
 * cancelling, and stays put on a failure, whose Spanish message is shown with the typing kept.
 */
export function useResourceEditing<Row extends { id: string }, Input>({
  columns,
  schema,
  ids,
  onCreate,
  onUpdate,
}: {
  columns: readonly ResourceColumn<Row>[];
  schema?: z.ZodType<unknown, Input>;
  ids: ResourceIds;
  onCreate?: (input: Input) => Promise<unknown>;
  onUpdate?: (id: string, input: Input) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const firstField = columns.find(isEditable)?.key ?? '';

  // The element may appear a render later (a saved row arrives with the refreshed list).
  useEffect(() => {
    if (!focusTarget) return;
    const element = document.getElementById(focusTarget);
    if (!element) return;
    element.focus();
    setFocusTarget(null);
  });

  const start = (row: Row | null) => {
    setEditing({
      id: row?.id ?? null,
      draft: row ? rowToDraft(columns, row) : emptyDraft(columns),
      errors: {},
      serverError: null,
      saving: false,
    });
    setFocusTarget(ids.field(row?.id ?? null, firstField));
  };

  const change = (key: string, value: string) =>
    setEditing((current) => {
      if (!current) return current;
      const { [key]: _fixed, ...errors } = current.errors;
      return { ...current, draft: { ...current.draft, [key]: value }, errors };
    });

  const cancel = () => {
    if (editing?.saving) return;
    setEditing(null);
    setFocusTarget(editing?.id ? ids.edit(editing.id) : ids.add);
  };

  const save = async () => {
    if (!editing || editing.saving) return;
    const checked = validateDraft(columns, editing.draft, schema);
    if (!checked.ok) {
      setEditing({ ...editing, errors: checked.errors, serverError: null });
      const invalid = columns.find((column) => checked.errors[column.key] !== undefined);
      if (invalid) setFocusTarget(ids.field(editing.id, invalid.key));
      return;
    }
    setEditing({ ...editing, errors: {}, serverError: null, saving: true });
    try {
      const saved =
        editing.id === null
          ? await onCreate?.(checked.input)
          : await onUpdate?.(editing.id, checked.input);
      const savedId = editing.id ?? idOf(saved);
      setEditing(null);
      setFocusTarget(savedId ? ids.edit(savedId) : ids.add);
    } catch (error) {
      setEditing((current) =>
        current
          ? { ...current, saving: false, serverError: errorMessage(error, SAVE_FAILED) }
          : null,
      );
    }
  };

  /** Enter saves, Escape cancels, from any field of the row being edited. */
  const onKeyDown = (event: { key: string; target: EventTarget; preventDefault: () => void }) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (
      event.key === 'Enter' &&
      (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement)
    ) {
      event.preventDefault();
      void save();
    }
  };

  return { editing, start, change, cancel, save, onKeyDown, focusLater: setFocusTarget };
}
