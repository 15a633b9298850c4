import type { Notification } from '@caudal/contracts';
import { Bell } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import {
  BELL_LIMIT,
  badgeText,
  bellLabel,
  useBrowserPush,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  whenText,
} from '../../features/notifications/index.ts';
import { cn } from '../../lib/cn.ts';

const itemClass =
  'flex cursor-pointer gap-2.5 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[disabled]:cursor-default data-[disabled]:text-slate-500';

function ItemBody({ n }: { n: Notification }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          n.read ? 'bg-transparent' : 'bg-brand-600',
        )}
      />
      <span className="min-w-0 flex-1">
        <span className={cn('block break-words', n.read ? 'font-medium' : 'font-semibold')}>
          {n.title}
          {n.read ? null : <span className="sr-only"> (sin leer)</span>}
        </span>
        <span className="line-clamp-2 block break-words text-slate-600">{n.message}</span>
        <span className="block text-xs text-slate-500">{whenText(n.created_at)}</span>
      </span>
    </>
  );
}

/**
 * The top bar's bell (spec 000 §2): the unread count as a badge (hidden at 0, '99+' above 99)
 * and in its name; the latest 5 in a menu, each opening its page and marking it read; "Marcar
 * todas como leídas" and "Ver todas". Asks every 30 s while the tab is visible. A failed call
 * is ignored (000 §7): the bell stays at the last count. With the browser's notifications on
 * (settings), what arrives between two polls is also shown by the browser.
 */
export function NotificationBell() {
  const query = useNotifications({ page: 1, limit: BELL_LIMIT, poll: true });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = query.data?.unread ?? 0;
  const latest = query.data?.notifications ?? [];
  useBrowserPush(query.data?.notifications);
  const badge = badgeText(unread);
  const open = (n: Notification) => {
    if (!n.read) markRead.mutate(n.id);
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={bellLabel(unread)}
        className="relative inline-flex min-h-9 min-w-9 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-4.5 rounded-full bg-red-700 px-1 text-center text-[11px] leading-4.5 font-semibold text-white"
          >
            {badge}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          aria-label="Notificaciones recientes"
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="flex items-baseline justify-between gap-2 px-3 py-2">
            <p className="text-sm font-semibold text-slate-900">Notificaciones</p>
            <p className="text-xs text-slate-600">
              {unread === 0 ? 'Todo leído' : `${unread} sin leer`}
            </p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {latest.length === 0 ? (
            <p className="px-3 py-4 text-center text-sm text-slate-600">
              {query.isPending ? 'Cargando...' : 'No tienes notificaciones'}
            </p>
          ) : (
            latest.map((n) =>
              n.action_url ? (
                <DropdownMenu.Item
                  key={n.id}
                  asChild
                  className={itemClass}
                  onSelect={() => open(n)}
                >
                  <Link to={n.action_url}>
                    <ItemBody n={n} />
                  </Link>
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item key={n.id} className={itemClass} onSelect={() => open(n)}>
                  <ItemBody n={n} />
                </DropdownMenu.Item>
              ),
            )
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <div className="flex flex-wrap justify-between gap-1">
            <DropdownMenu.Item
              className={cn(itemClass, 'font-medium')}
              disabled={unread === 0}
              onSelect={(event) => {
                // Stay open: the list turns read in place.
                event.preventDefault();
                markAll.mutate(undefined);
              }}
            >
              Marcar todas como leídas
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={cn(itemClass, 'font-medium text-brand-800')}>
              <Link to="/app/notificaciones">Ver todas</Link>
            </DropdownMenu.Item>
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
