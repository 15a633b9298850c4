import { Fragment } from 'react';
import { cn } from '../../lib/cn.ts';
import { EditorActions, SavedRowActions } from './resource-actions.tsx';
import { DraftField } from './resource-field.tsx';
import { isEditable } from './resource-form.ts';
import { type EditorProps, editorOf, type LayoutProps } from './resource-layout.ts';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';

/** The rows as cards, one under another (phones): label and value in pairs, actions below. */
export function ResourceCards<Row extends { id: string }>(props: LayoutProps<Row>) {
  const { caption, columns, rows, editing, onEdit, onRemove } = props;
  return (
    <ul aria-label={caption} className="space-y-3">
      {rows.map((row) => (
        <li key={row.id} className={cn(CARD, editing?.id === row.id && 'border-brand-600')}>
          {editing?.id === row.id ? (
            <EditorCard layout={props} row={row} />
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
                  <SavedRowActions layout={props} row={row} />
                </div>
              ) : null}
            </>
          )}
        </li>
      ))}
      {editing?.id === null ? (
        <li className={cn(CARD, 'border-brand-600')}>
          <EditorCard layout={props} row={null} />
        </li>
      ) : null}
    </ul>
  );
}

function EditorCard<Row extends { id: string }>({ layout, row }: EditorProps<Row>) {
  // A group named after the row, so the fields read as this row's.
  const state = editorOf(layout, row);
  if (!state) return null;
  const { editing, rowId, message } = state;
  const { columns, editor } = layout;
  return (
    <fieldset className="space-y-3" onKeyDown={editor.onKeyDown}>
      <legend className="sr-only">{state.label}</legend>
      {columns.map((column) =>
        isEditable(column) ? (
          <DraftField
            key={column.key}
            layout={layout}
            editing={editing}
            rowId={rowId}
            column={column}
            compact={false}
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
    </fieldset>
  );
}
