import type { User } from '@caudal/contracts';
import { AssistantButton } from '../../features/assistant/components/assistant-button.tsx';
import { HeaderSearch } from '../../features/search/components/header-search.tsx';
import { HeaderMetrics } from './header-metrics.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The signed-in half of the top bar: search, summary figures, the assistant, the
 * notification bell and the user menu.
 * Its own chunk (it pulls Radix menus, the schemas and the queries), so public pages stay light.
 */
export function SignedInTools({ user }: { user: User }) {
  return (
    <>
      <HeaderSearch />
      <HeaderMetrics />
      <AssistantButton />
      <NotificationBell />
      <UserMenu user={user} />
    </>
  );
}
