import { cn } from '../../lib/cn.ts';
import { inputClasses } from '../ui/field-parts.tsx';
import { SelectInput } from '../ui/select-field.tsx';
import type { ResourceColumn } from './resource-form.ts';
import type { LayoutProps } from './resource-layout.ts';
import type { Editing } from './use-resource-editing.ts';

/**
 * One field of a row being edited. In the table the column header names it (the label is for
 * screen readers only); in the phone's cards the label is shown above it.
 */
export function ResourceField<Row>({
  column,
  id,
  value,
  error,
  compact,
  disabled,
  onChange,
}: {
  column: ResourceColumn<Row>;
  id: string;
  value: string;
  error: string | undefined;
  compact: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const input = column.input ?? { kind: 'text' };
  const common = {
    id,
    value,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="min-w-0">
      <label
        htmlFor={id}
        className={compact ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-800'}
      >
        {column.header}
      </label>
      {input.kind === 'select' ? (
        <SelectInput
          {...common}
          options={input.options}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClasses, column.numeric && 'text-right tabular-nums')}
          {...(input.kind === 'number'
            ? { type: 'number', inputMode: input.inputMode, step: input.step, min: input.min }
            : input.kind === 'date'
              ? { type: 'date' }
              : {
                  type: 'text',
                  placeholder: input.placeholder,
                  maxLength: input.maxLength,
                  list: input.list,
                })}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field of the row being edited, wired to its draft, its message and the save state. */
export function DraftField<Row extends { id: string }>({
  layout,
  editing,
  rowId,
  column,
  compact,
}: {
  layout: LayoutProps<Row>;
  editing: Editing;
  rowId: string | null;
  column: ResourceColumn<Row>;
  compact: boolean;
}) {
  return (
    <ResourceField
      column={column}
      id={layout.ids.field(rowId, column.key)}
      value={editing.draft[column.key] ?? ''}
      error={editing.errors[column.key]}
      compact={compact}
      disabled={editing.saving}
      onChange={(value) => layout.editor.change(column.key, value)}
    />
  );
}
