import type { z } from '@caudal/contracts';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { retry } from '../../lib/retry.ts';
import { Button } from '../ui/button.tsx';
import { LoadingState } from '../ui/loading-state.tsx';
import { EmptyState, ErrorState } from '../ui/query-states.tsx';
import { ResourceCards } from './resource-cards.tsx';
import { focusAfterRemoval, type ResourceColumn } from './resource-form.ts';
import { ResourceGrid } from './resource-grid.tsx';
import { resourceIds, useResourceEditing } from './use-resource-editing.ts';
import { useWideEnough } from './use-wide-enough.ts';

// The dialog (Radix) loads with the first deletion: a read-only list (the public demo) never
// needs it.
const DeleteDialog = lazy(() =>
  retry(() => import('./delete-dialog.tsx')).then((m) => ({ default: m.DeleteDialog })),
);

/** Narrower than this (a phone, a half-width card) the rows stack as cards. */
const TABLE_MIN_WIDTH = 720;

export const DELETE_FAILED = 'No pudimos eliminar el registro. Intenta de nuevo.';

export type ResourceTableProps<Row extends { id: string }, Input> = {
  /** The list's name, its heading: 'Costos fijos'. */
  title: string;
  /** One row, without article (the texts stay right for any gender): 'costo fijo'. */
  item: string;
  /** Shown when there are no rows: 'Aún no registras costos fijos.' */
  emptyText: string;
  /** Shown when the list cannot load: 'No pudimos cargar tus costos fijos.' */
  loadErrorTitle?: string;
  columns: readonly ResourceColumn<Row>[];
  /** undefined while loading. */
  rows: readonly Row[] | undefined;
  loadError?: unknown;
  onRetry?: () => void;
  rowName: (row: Row) => string;
  /** The contract's input schema: its Spanish messages land on the fields. */
  schema?: z.ZodType<unknown, Input>;
  /** Without these the list is read-only. `onCreate` may return the row, to focus it. */
  onCreate?: (input: Input) => Promise<unknown>;
  onUpdate?: (id: string, input: Input) => Promise<unknown>;
  onDelete?: (id: string) => Promise<unknown>;
};

/**
 * A list of one kind of record, edited in place: a table where it has room (720 px) and cards
 * where it has not, a row at a time (Enter saves, Escape cancels), 'Agregar', and 'Eliminar'
 * after a confirmation. Generic over the row; the caller declares the columns and gives the
 * calls (any company record).
 */
export function ResourceTable<Row extends { id: string }, Input>(
  props: ResourceTableProps<Row, Input>,
) {
  const { title, item, columns, rows, rowName, onCreate, onUpdate, onDelete } = props;
  const ids = resourceIds(useId());
  const box = useRef<HTMLElement>(null);
  const wide = useWideEnough(box, TABLE_MIN_WIDTH);
  const editing = useResourceEditing({ ...props, ids });
  const [deleting, setDeleting] = useState<{ row: Row; pending: boolean; error: string | null }>();
  const focusAfterDelete = useRef<string | null>(null);
  // Mounted from the first deletion on, so closing runs its focus return like any dialog.
  const [dialogWanted, setDialogWanted] = useState(false);

  const confirmDelete = async () => {
    if (!deleting || !onDelete) return;
    const { row } = deleting;
    setDeleting({ row, pending: true, error: null });
    try {
      await onDelete(row.id);
      const next = focusAfterRemoval(rows?.map((r) => r.id) ?? [], row.id);
      focusAfterDelete.current = next ? ids.edit(next) : onCreate ? ids.add : ids.title;
      if (editing.editing?.id === row.id) editing.cancel();
      setDeleting(undefined);
    } catch (error) {
      setDeleting({ row, pending: false, error: errorMessage(error, DELETE_FAILED) });
    }
  };

  const layout = {
    caption: title,
    newName: `Agregar ${item}`,
    columns,
    rows: rows ?? [],
    rowName,
    ids,
    editing: editing.editing,
    onEdit: onUpdate && editing.start,
    onRemove:
      onDelete &&
      ((row: Row) => {
        setDialogWanted(true);
        setDeleting({ row, pending: false, error: null });
      }),
    editor: editing,
  };

  return (
    <section ref={box} aria-labelledby={ids.title} className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={ids.title}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          {title}
        </h2>
        {onCreate && rows ? (
          <Button
            id={ids.add}
            variant="secondary"
            onClick={() => editing.start(null)}
            disabled={editing.editing?.id === null}
          >
            <Plus aria-hidden="true" className="size-4" />
            Agregar {item}
          </Button>
        ) : null}
      </div>
      {rows === undefined ? (
        props.loadError && props.onRetry ? (
          <ErrorState
            title={props.loadErrorTitle ?? 'No pudimos cargar esta lista.'}
            error={props.loadError}
            onRetry={props.onRetry}
          />
        ) : (
          <LoadingState size="compact" />
        )
      ) : rows.length === 0 && editing.editing === null ? (
        <EmptyState
          heading="h3"
          framed={false}
          title={props.emptyText}
          text={onCreate ? `Empieza con «Agregar ${item}».` : null}
        />
      ) : wide ? (
        <ResourceGrid {...layout} />
      ) : (
        <ResourceCards {...layout} />
      )}
      {onDelete && dialogWanted ? (
        <Suspense fallback={null}>
          <DeleteDialog
            item={item}
            name={deleting ? rowName(deleting.row) : ''}
            open={deleting !== undefined}
            pending={deleting?.pending ?? false}
            error={deleting?.error ?? null}
            onConfirm={() => void confirmDelete()}
            onClose={() => setDeleting(undefined)}
            returnFocusTo={() => {
              const target = focusAfterDelete.current;
              focusAfterDelete.current = null;
              return target ? document.getElementById(target) : null;
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
