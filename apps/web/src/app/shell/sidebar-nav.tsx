import { BookOpen, Bot, LifeBuoy, LogOut, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { cn } from '../../lib/cn.ts';
import { APP_MODULES } from '../navigation.ts';
import { UserCard } from './user-card.tsx';

const itemClass =
  'flex min-h-9 w-full items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors';

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    itemClass,
    isActive
      ? 'bg-brand-50 text-brand-900'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-0.5">{children}</ul>
    </nav>
  );
}

/** The app menu: the user card, the ten modules and the book, then settings, support and sign-out. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { user, logout } = useAuth();
  return (
    <div className="flex flex-1 flex-col gap-3 p-3">
      {user ? <UserCard user={user} /> : null}
      <Section label="Módulos">
        {APP_MODULES.map((module) => (
          <li key={module.path}>
            <NavLink to={`/app/${module.path}`} className={navClass} onClick={onNavigate}>
              <module.icon aria-hidden="true" className="size-5 shrink-0" />
              <span className="flex-1">{module.label}</span>
              {module.agents ? (
                <span className="inline-flex items-center rounded-full bg-brand-700 p-1 text-white">
                  <Bot role="img" aria-label="Robot" className="size-3.5" />
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
        <li className="mt-1 border-t border-slate-200 pt-1">
          <NavLink to="/app/libro" className={navClass} onClick={onNavigate}>
            <BookOpen aria-hidden="true" className="size-5 shrink-0" />
            Libro
          </NavLink>
        </li>
      </Section>
      <div className="mt-auto border-t border-slate-200 pt-2">
        <Section label="Cuenta">
          <li>
            <NavLink to="/app/settings" className={navClass} onClick={onNavigate}>
              <Settings aria-hidden="true" className="size-5 shrink-0" />
              Configuración
            </NavLink>
          </li>
          <li>
            <Link
              to="/centro-de-ayuda"
              className={navClass({ isActive: false })}
              onClick={onNavigate}
            >
              <LifeBuoy aria-hidden="true" className="size-5 shrink-0" />
              Soporte
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={navClass({ isActive: false })}
              onClick={() => void logout()}
            >
              <LogOut aria-hidden="true" className="size-5 shrink-0" />
              Cerrar sesión
            </button>
          </li>
        </Section>
      </div>
    </div>
  );
}
