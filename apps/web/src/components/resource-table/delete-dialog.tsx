import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/dialog.tsx';

/**
 * '¿Eliminar …?' before a row goes. Focus starts on 'Cancelar'; Escape or 'Cancelar' go back
 * to the row's 'Eliminar'; after deleting, `returnFocusTo` says where (the next row).
 */
export function DeleteDialog({
  item,
  name,
  open,
  pending,
  error,
  onConfirm,
  onClose,
  returnFocusTo,
}: {
  /** 'costo fijo' */
  item: string;
  /** The row's name: 'Renta del local'. */
  name: string;
  open: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
      title={`¿Eliminar ${item}?`}
      description={`Se eliminará «${name}». Esta acción no se puede deshacer.`}
      returnFocusTo={returnFocusTo}
    >
      {error ? (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancelar
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending ? 'Eliminando...' : 'Eliminar'}
        </Button>
      </div>
    </Modal>
  );
}
