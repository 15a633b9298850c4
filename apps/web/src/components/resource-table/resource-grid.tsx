import { Fragment } from 'react';
import { cn } from '../../lib/cn.ts';
import { EditorActions, SavedRowActions } from './resource-actions.tsx';
import { DraftField } from './resource-field.tsx';
import { isEditable, type ResourceColumn } from './resource-form.ts';
import { type EditorProps, editorOf, type LayoutProps } from './resource-layout.ts';

const CELL = 'px-4 py-3 align-top';

/** Room for a field being edited: enough to read what is typed, no more (the row must fit). */
const fieldWidth = <Row,>(column: ResourceColumn<Row>) =>
  !isEditable(column) ? undefined : column.input?.kind === 'number' ? 'min-w-28' : 'min-w-36';

/** The rows as a table (720 px of room and up); the row being edited turns into fields. */
export function ResourceGrid<Row extends { id: string }>(props: LayoutProps<Row>) {
  const { caption, columns, rows, editing, onEdit, onRemove } = props;
  const hasActions = Boolean(onEdit || onRemove || editing);
  return (
    // `relative`: the visually hidden texts (caption, "Acciones") are positioned inside the
    // scrolling box, so a table wider than the screen cannot widen the page through them.
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr className="text-left text-slate-600">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn('px-4 py-3 font-medium', column.numeric && 'text-right')}
              >
                {column.header}
              </th>
            ))}
            {hasActions ? (
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Acciones</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) =>
            editing?.id === row.id ? (
              <EditorRow key={row.id} layout={props} row={row} />
            ) : (
              <tr key={row.id}>
                {columns.map((column, index) => {
                  const Cell = index === 0 ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      scope={index === 0 ? 'row' : undefined}
                      className={cn(
                        CELL,
                        'text-slate-800',
                        index === 0 && 'text-left font-medium text-slate-900',
                        column.numeric && 'text-right whitespace-nowrap tabular-nums',
                      )}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
                {hasActions ? (
                  <td className="px-2 py-1.5 align-top">
                    <SavedRowActions layout={props} row={row} />
                  </td>
                ) : null}
              </tr>
            ),
          )}
          {editing?.id === null ? <EditorRow layout={props} row={null} /> : null}
        </tbody>
      </table>
    </div>
  );
}

function EditorRow<Row extends { id: string }>({ layout, row }: EditorProps<Row>) {
  const state = editorOf(layout, row);
  if (!state) return null;
  const { editing, rowId, message } = state;
  const { columns, editor } = layout;
  return (
    <Fragment>
      <tr aria-label={state.label} className="bg-brand-50/40" onKeyDown={editor.onKeyDown}>
        {columns.map((column) => (
          <td key={column.key} className={cn(CELL, fieldWidth(column))}>
            {isEditable(column) ? (
              <DraftField layout={layout} editing={editing} rowId={rowId} column={column} compact />
            ) : (
              <span className="block py-2.5 text-right text-slate-600 tabular-nums">
                {row ? column.cell(row) : '—'}
              </span>
            )}
          </td>
        ))}
        <td className={CELL}>
          <EditorActions saving={editing.saving} onSave={editor.save} onCancel={editor.cancel} />
        </td>
      </tr>
      {message ? (
        <tr className="bg-brand-50/40">
          <td colSpan={columns.length + 1} className="px-4 pb-3">
            <p role="alert" className="text-sm font-medium text-red-700">
              {message}
            </p>
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
