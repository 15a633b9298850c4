import { Fragment } from 'react';
import { cn } from '../../lib/cn.ts';
import { EditorActions, RowActions } from './resource-actions.tsx';
import { ResourceField } from './resource-field.tsx';
import { isEditable } from './resource-form.ts';
import { type LayoutProps, rowError } from './resource-layout.ts';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';

/** The rows as cards, one under another (phones): label and value in pairs, actions below. */
export function ResourceCards<Row extends { id: string }>(props: LayoutProps<Row>) {
  const { caption, columns, rows, rowName, ids, editing, onEdit, onRemove } = props;
  return (
    <ul aria-label={caption} className="space-y-3">
      {rows.map((row) => (
        <li key={row.id} className={cn(CARD, editing?.id === row.id && 'border-brand-600')}>
          {editing?.id === row.id ? (
            <EditorCard {...props} row={row} />
          ) : (
            <>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
                {columns.map((column, index) => (
                  // The first column names the row: it reads as the card's title.
                  <Fragment key={column.key}>
                    <dt className={index === 0 ? 'sr-only' : 'text-slate-600'}>{column.header}</dt>
                    <dd
                      className={
                        index === 0
                          ? 'col-span-2 mb-1 text-base font-semibold break-words text-slate-900'
                          : 'text-right font-medium break-words text-slate-900 tabular-nums'
                      }
                    >
                      {column.cell(row)}
                    </dd>
                  </Fragment>
                ))}
              </dl>
              {onEdit || onRemove ? (
                <div className="mt-3 border-t border-slate-100 pt-2">
                  <RowActions
                    name={rowName(row)}
                    editId={ids.edit(row.id)}
                    removeId={ids.remove(row.id)}
                    onEdit={onEdit && (() => onEdit(row))}
                    onRemove={onRemove && (() => onRemove(row))}
                  />
                </div>
              ) : null}
            </>
          )}
        </li>
      ))}
      {editing?.id === null ? (
        <li className={cn(CARD, 'border-brand-600')}>
          <EditorCard {...props} row={null} />
        </li>
      ) : null}
    </ul>
  );
}

function EditorCard<Row extends { id: string }>({
  columns,
  ids,
  editing,
  editor,
  rowName,
  newName,
  row,
}: LayoutProps<Row> & { row: Row | null }) {
  if (!editing) return null;
  const message = rowError(editing);
  const rowId = row?.id ?? null;
  return (
    // A group named after the row, so the fields read as this row's.
    <div
      role="group"
      aria-label={row ? `Editando ${rowName(row)}` : newName}
      className="space-y-3"
      onKeyDown={editor.onKeyDown}
    >
      {columns.map((column) =>
        isEditable(column) ? (
          <ResourceField
            key={column.key}
            column={column}
            id={ids.field(rowId, column.key)}
            value={editing.draft[column.key] ?? ''}
            error={editing.errors[column.key]}
            compact={false}
            disabled={editing.saving}
            onChange={(value) => editor.change(column.key, value)}
          />
        ) : row ? (
          <p key={column.key} className="flex justify-between gap-3 text-sm">
            <span className="text-slate-600">{column.header}</span>
            <span className="font-medium text-slate-900 tabular-nums">{column.cell(row)}</span>
          </p>
        ) : null,
      )}
      {message ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
      <EditorActions saving={editing.saving} onSave={editor.save} onCancel={editor.cancel} />
    </div>
  );
}
