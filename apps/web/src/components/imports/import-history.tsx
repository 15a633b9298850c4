import type { ImportList } from '@caudal/contracts';
import { History } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { formatDate, formatInteger } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';
import { SectionCard } from '../ui/card.tsx';
import { Modal } from '../ui/dialog.tsx';
import { ErrorState, LoadingSkeleton } from '../ui/query-states.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import type { ToneKey } from '../ui/tone.ts';
import { ToneBadge } from '../ui/tone-badge.tsx';
import { IMPORT_KIND_LABELS, IMPORT_STATUS_LABELS, movements } from './import-texts.ts';
import { useImportActions, useImportHistory } from './imports-api.ts';

type Item = ImportList['items'][number];

const STATUS_TONES: Record<Item['status'], ToneKey> = {
  preview: 'warning',
  committed: 'good',
  undone: 'neutral',
};

const SHOWN = 10;

/** 'Agregó 3 · 2 duplicados · 1 sin leer', or what the preview found. */
function countsText(item: Item): string {
  const { counts } = item;
  const parts =
    item.status === 'committed' || item.status === 'undone'
      ? [
          `${item.status === 'undone' ? 'Había agregado' : 'Agregó'} ${movements(item.created ?? 0)}`,
        ]
      : [`${formatInteger(counts.create)} por crear`];
  if (counts.duplicate > 0) parts.push(`${formatInteger(counts.duplicate)} duplicados`);
  if (counts.error > 0) parts.push(`${formatInteger(counts.error)} sin leer`);
  if (counts.ignored > 0) parts.push(`${formatInteger(counts.ignored)} ignorados`);
  return parts.join(' · ');
}

function UndoDialog({ item, onClose }: { item: Item | null; onClose: () => void }) {
  const actions = useImportActions();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const committed = item?.status === 'committed';
  const confirm = async () => {
    if (!item) return;
    setPending(true);
    setError(null);
    try {
      if (committed) await actions.undo(item.id);
      else await actions.discard(item.id);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'No pudimos deshacer la importación. Intenta de nuevo.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={committed ? '¿Deshacer la importación?' : '¿Descartar la vista previa?'}
      description={
        committed
          ? `Se borrará lo que agregó «${item?.fileName ?? ''}» (${movements(item?.created ?? 0)}). Tus demás movimientos no cambian.`
          : `«${item?.fileName ?? ''}» no se aplicó: no agregó nada.`
      }
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
        <Button
          variant="danger"
          onClick={() => void confirm()}
          disabled={pending}
          aria-busy={pending}
        >
          {pending ? 'Deshaciendo...' : committed ? 'Deshacer importación' : 'Descartar'}
        </Button>
      </div>
    </Modal>
  );
}

/** GET /api/imports: each file imported, by whom and what it added; "Deshacer" undoes it. */
export function ImportHistory() {
  const query = useImportHistory();
  const [undoing, setUndoing] = useState<Item | null>(null);
  const [all, setAll] = useState(false);
  // A preview discarded without being applied added nothing: not history worth showing.
  const items = (query.data?.items ?? []).filter(
    (item) => item.status !== 'undone' || item.committedAt !== null,
  );
  const shown = all ? items : items.slice(0, SHOWN);
  return (
    <SectionCard
      title="Historial de importaciones"
      description="Los archivos que subiste. Deshacer una importación borra exactamente lo que agregó."
    >
      {query.isPending ? (
        <LoadingSkeleton label="Cargando el historial de importaciones...">
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </LoadingSkeleton>
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar el historial."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          <History aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          Aún no importas archivos. Usa «Importar» para subir tus CFDI o tu estado de cuenta.
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {shown.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold wrap-anywhere text-slate-900">
                    {item.fileName}
                  </span>
                  <ToneBadge tone={STATUS_TONES[item.status]}>
                    {IMPORT_STATUS_LABELS[item.status]}
                  </ToneBadge>
                </p>
                <p className="text-sm text-slate-600">
                  {IMPORT_KIND_LABELS[item.kind]} · {formatDate(item.createdAt)}
                  {item.userName ? ` · ${item.userName}` : ''}
                </p>
                <p className="text-sm text-slate-700">{countsText(item)}</p>
              </div>
              {item.status === 'undone' ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${item.status === 'committed' ? 'Deshacer' : 'Descartar'} ${item.fileName}`}
                  onClick={() => setUndoing(item)}
                >
                  {item.status === 'committed' ? 'Deshacer' : 'Descartar'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {items.length > SHOWN ? (
        <Button variant="ghost" size="sm" onClick={() => setAll((v) => !v)}>
          {all ? 'Ver menos' : `Ver todas (${formatInteger(items.length)})`}
        </Button>
      ) : null}
      <UndoDialog item={undoing} onClose={() => setUndoing(null)} />
    </SectionCard>
  );
}
