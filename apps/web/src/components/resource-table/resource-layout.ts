import { FORM_ERROR, type ResourceColumn } from './resource-form.ts';
import type { Editing, ResourceIds } from './use-resource-editing.ts';

/** What both layouts (the table where there is room, the cards where not) draw from. */
export type LayoutProps<Row extends { id: string }> = {
  caption: string;
  /** The new row's name in labels: 'Agregar costo fijo'. */
  newName: string;
  columns: readonly ResourceColumn<Row>[];
  rows: readonly Row[];
  rowName: (row: Row) => string;
  ids: ResourceIds;
  editing: Editing | null;
  onEdit?: (row: Row) => void;
  onRemove?: (row: Row) => void;
  editor: {
    change: (key: string, value: string) => void;
    save: () => void;
    cancel: () => void;
    onKeyDown: (event: { key: string; target: EventTarget; preventDefault: () => void }) => void;
  };
};

/** How the row being edited is named for screen readers. */
export const editorLabel = <Row extends { id: string }>(
  layout: LayoutProps<Row>,
  row: Row | null,
) => (row ? `Editando ${layout.rowName(row)}` : layout.newName);

/** The message next to the row: the server's `detail`, or a rule that fits no single field. */
export const rowError = (editing: Editing) => editing.serverError ?? editing.errors[FORM_ERROR];

export type EditorProps<Row extends { id: string }> = {
  layout: LayoutProps<Row>;
  /** null: the new row. */
  row: Row | null;
};

/** What a row being edited shows, in either layout; null when no row is. */
export function editorOf<Row extends { id: string }>(layout: LayoutProps<Row>, row: Row | null) {
  const { editing } = layout;
  if (!editing) return null;
  return {
    editing,
    rowId: row?.id ?? null,
    label: editorLabel(layout, row),
    message: rowError(editing),
  };
}
