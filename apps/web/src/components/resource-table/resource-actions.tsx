import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import type { LayoutProps } from './resource-layout.ts';

/** 'Editar' and 'Eliminar' of a saved row; their names carry the row's, for screen readers. */
export function RowActions({
  name,
  editId,
  removeId,
  onEdit,
  onRemove,
}: {
  name: string;
  editId: string;
  removeId: string;
  onEdit?: () => void;
  onRemove?: () => void;
}) {
  return (
    <div className="flex justify-end gap-1 whitespace-nowrap">
      {onEdit ? (
        <Button
          id={editId}
          variant="ghost"
          size="sm"
          aria-label={`Editar ${name}`}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Editar
        </Button>
      ) : null}
      {onRemove ? (
        <Button
          id={removeId}
          variant="ghost"
          size="sm"
          aria-label={`Eliminar ${name}`}
          onClick={onRemove}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Eliminar
        </Button>
      ) : null}
    </div>
  );
}

/** 'Guardar' and 'Cancelar' of the row being edited (Enter and Escape do the same). */
export function EditorActions({
  saving,
  onSave,
  onCancel,
}: {
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex justify-end gap-2 whitespace-nowrap">
      <Button size="sm" onClick={onSave} disabled={saving} aria-busy={saving}>
        {saving ? 'Guardando...' : 'Guardar'}
      </Button>
      <Button variant="secondary" size="sm" onClick={onCancel} disabled={saving}>
        Cancelar
      </Button>
    </div>
  );
}

/** The actions of a saved row in either layout. */
export function SavedRowActions<Row extends { id: string }>({
  layout,
  row,
}: {
  layout: LayoutProps<Row>;
  row: Row;
}) {
  const { onEdit, onRemove } = layout;
  return (
    <RowActions
      name={layout.rowName(row)}
      editId={layout.ids.edit(row.id)}
      removeId={layout.ids.remove(row.id)}
      onEdit={onEdit && (() => onEdit(row))}
      onRemove={onRemove && (() => onRemove(row))}
    />
  );
}
