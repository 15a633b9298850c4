import type { Notification } from '@caudal/contracts';
import { BellOff, CheckCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications-api.ts';
import { pageCount, pageOf, whenText } from '../notifications-model.ts';

const LIMIT = 20;
const PAGE_PARAM = 'pagina';

function NotificationRow({ n, onRead }: { n: Notification; onRead: () => void }) {
  return (
    <li
      className={cn(
        'flex gap-3 rounded-2xl border p-4',
        n.read ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50/50',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-2 size-2.5 shrink-0 rounded-full',
          n.read ? 'bg-slate-300' : 'bg-brand-600',
        )}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2
            className={cn('break-words text-slate-900', n.read ? 'font-medium' : 'font-semibold')}
          >
            {n.title}
          </h2>
          <p className="text-xs text-slate-600">
            {n.read ? 'Leída' : 'Sin leer'} · {whenText(n.created_at)}
          </p>
        </div>
        <p className="text-sm break-words text-slate-700">{n.message}</p>
        <div className="flex flex-wrap gap-2 pt-1">
          {n.action_url ? (
            <Link
              to={n.action_url}
              onClick={n.read ? undefined : onRead}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              Ver detalle<span className="sr-only"> de «{n.title}»</span>
            </Link>
          ) : null}
          {n.read ? null : (
            <Button variant="ghost" size="sm" onClick={onRead}>
              Marcar como leída<span className="sr-only"> «{n.title}»</span>
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * /app/notificaciones: every notification, newest first, 20 a page (`?pagina=`), read and
 * unread, marking one or all read.
 */
export function NotificationsPage() {
  useDocumentTitle('Notificaciones');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get(PAGE_PARAM));
  const query = useNotifications({ page, limit: LIMIT });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const data = query.data;
  const pages = data ? pageCount(data.total, LIMIT) : 1;
  const goTo = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete(PAGE_PARAM);
        else updated.set(PAGE_PARAM, String(next));
        return updated;
      },
      { preventScrollReset: false },
    );

  return (
    <div className="mx-auto max-w-3xl min-w-0 space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Notificaciones
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Lo que tus reglas de{' '}
            <Link to="/app/automation" className="font-medium text-brand-800 underline">
              automatización
            </Link>{' '}
            encontraron en tus números. {data ? `${data.unread} sin leer de ${data.total}.` : null}
          </p>
        </div>
        {data && data.unread > 0 ? (
          <Button variant="secondary" onClick={() => markAll.mutate(undefined)}>
            <CheckCheck aria-hidden="true" className="size-4" />
            Marcar todas como leídas
          </Button>
        ) : null}
      </header>
      {markRead.isError || markAll.isError ? (
        <Alert>
          {errorMessage(
            markRead.error ?? markAll.error,
            'No pudimos marcarla como leída. Intenta de nuevo.',
          )}
        </Alert>
      ) : null}
      {query.isError && !data ? (
        <ErrorState
          title="No pudimos cargar tus notificaciones."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <LoadingSkeleton label="Cargando tus notificaciones...">
          {['a', 'b', 'c'].map((key) => (
            <Skeleton key={key} className="h-24 rounded-2xl" />
          ))}
        </LoadingSkeleton>
      ) : data.notifications.length === 0 ? (
        <EmptyState
          icon={BellOff}
          title="No tienes notificaciones"
          text={
            page > 1
              ? 'Esta página está vacía.'
              : 'Cuando una de tus reglas encuentre algo en tus números, te avisaremos aquí y en la campana.'
          }
          action={
            page > 1 ? (
              <Button variant="secondary" onClick={() => goTo(1)}>
                Ir a la primera página
              </Button>
            ) : (
              <Link to="/app/automation" className={buttonClasses()}>
                Ver mis reglas
              </Link>
            )
          }
        />
      ) : (
        <>
          <ul className="space-y-3" aria-busy={query.isFetching}>
            {data.notifications.map((n) => (
              <NotificationRow key={n.id} n={n} onRead={() => markRead.mutate(n.id)} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav
              aria-label="Páginas de notificaciones"
              className="flex items-center justify-between gap-3"
            >
              <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Anteriores
              </Button>
              <p className="text-sm text-slate-700">
                Página {page} de {pages}
              </p>
              <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                Siguientes
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
