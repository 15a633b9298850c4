import type { SessionInfo } from '@caudal/contracts';
import { Laptop } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCloseOtherSessions, useCloseSession, useSessions } from '../api/settings-api.ts';

type Confirming = { kind: 'one'; session: SessionInfo } | { kind: 'others' } | null;

function SessionRow({ session, onClose }: { session: SessionInfo; onClose: () => void }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Laptop aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium break-words text-slate-900">
            {session.device}
            {session.current ? (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                Esta sesión
              </span>
            ) : null}
          </p>
          <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm text-slate-600 sm:grid-cols-[auto_1fr]">
            <dt>IP</dt>
            <dd className="break-all text-slate-800">{session.ip ?? 'Desconocida'}</dd>
            <dt>Inició</dt>
            <dd className="text-slate-800">{formatDateTime(session.created_at)}</dd>
            <dt>Último uso</dt>
            <dd className="text-slate-800">{formatDateTime(session.last_used_at)}</dd>
          </dl>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          aria-label={`Cerrar esta sesión: ${session.device}`}
          onClick={onClose}
        >
          Cerrar esta sesión
        </Button>
      )}
    </li>
  );
}

/**
 * The person's open sessions (GET /api/auth/sessions): device, IP, when it started and was last
 * used. Another session is closed after a confirmation, one by one or all at once.
 */
export function SessionsList() {
  const query = useSessions();
  const closeOne = useCloseSession();
  const closeOthers = useCloseOtherSessions();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="sr-only">
          Cargando tus sesiones...
        </p>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="No pudimos cargar tus sesiones."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const sessions = query.data.sessions;
  const others = sessions.filter((s) => !s.current).length;
  const pending = closeOne.isPending || closeOthers.isPending;
  const failure = closeOne.error ?? closeOthers.error;
  const close = () => {
    setOutcome(null);
    if (confirming?.kind === 'one') {
      closeOne.mutate(confirming.session.id, {
        onSuccess: () => {
          setOutcome(`Cerramos la sesión de ${confirming.session.device}.`);
          setConfirming(null);
        },
      });
    } else if (confirming?.kind === 'others') {
      closeOthers.mutate(undefined, {
        onSuccess: (answer) => {
          setOutcome(answer.detail);
          setConfirming(null);
        },
      });
    }
  };

  return (
    <div className="space-y-3">
      <ul aria-label="Sesiones abiertas" className="divide-y divide-slate-200">
        {sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            onClose={() => {
              closeOne.reset();
              setConfirming({ kind: 'one', session });
            }}
          />
        ))}
      </ul>
      <div role="status" aria-live="polite">
        {outcome ? <Alert tone="success">{outcome}</Alert> : null}
      </div>
      <Button
        variant="secondary"
        disabled={others === 0}
        onClick={() => {
          closeOthers.reset();
          setConfirming({ kind: 'others' });
        }}
      >
        Cerrar todas las demás
      </Button>
      {others === 0 ? (
        <p className="text-sm text-slate-600">No tienes sesiones abiertas en otros dispositivos.</p>
      ) : null}
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !pending) setConfirming(null);
        }}
        title={
          confirming?.kind === 'others'
            ? '¿Cerrar todas las demás sesiones?'
            : '¿Cerrar esta sesión?'
        }
        description={
          confirming?.kind === 'one'
            ? `${confirming.session.device} tendrá que iniciar sesión de nuevo.`
            : 'Todos tus otros dispositivos tendrán que iniciar sesión de nuevo. Esta sesión sigue abierta.'
        }
      >
        {failure ? (
          <Alert className="mb-4">{errorMessage(failure, 'No pudimos cerrar la sesión.')}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={pending}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={close} disabled={pending} aria-busy={pending}>
            {pending
              ? 'Cerrando...'
              : confirming?.kind === 'others'
                ? 'Cerrar todas'
                : 'Cerrar sesión'}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
