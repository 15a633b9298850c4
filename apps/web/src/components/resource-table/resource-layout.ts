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

/** The message next to the row: the server's `detail`, or a rule that fits no single field. */
export const rowError = (editing: Editing) => editing.serverError ?? editing.errors[FORM_ERROR];
