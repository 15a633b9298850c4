import type { User } from '@caudal/contracts';
import { ChevronDown, LayoutDashboard, LogOut, Settings, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { Avatar } from './avatar.tsx';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

export function UserMenu({ user }: { user: User }) {
  const { logout } = useAuth();
  return (
    // Non-modal: the page is not hidden from assistive tech while the menu is open.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-slate-100 data-[state=open]:bg-slate-100">
        <Avatar name={user.full_name} />
        {/* Shown from xl up, on one line (the menu shows it whole); read on every screen. */}
        <span
          aria-hidden="true"
          className="hidden max-w-40 truncate text-sm font-medium text-slate-800 xl:block"
        >
          {user.full_name}
        </span>
        <span className="sr-only">{user.full_name}: menú de usuario</span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-600" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="text-sm font-semibold break-words text-slate-900">{user.full_name}</p>
            <p className="text-xs break-all text-slate-600">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/app/dashboard">
              <LayoutDashboard aria-hidden="true" className="size-4" />
              Dashboard
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/app/profile">
              <UserRound aria-hidden="true" className="size-4" />
              Mi perfil
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/app/settings">
              <Settings aria-hidden="true" className="size-4" />
              Configuración
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
            <LogOut aria-hidden="true" className="size-4" />
            Cerrar sesión
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
