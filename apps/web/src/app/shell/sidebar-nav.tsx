import {
  APP_MODULES,
  type AppModule,
  appModuleUrl,
  type SidebarSection,
} from '@caudal/contracts/app-modules';
import { Bot, LifeBuoy, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { ComingSoonBadge } from '../../components/ui/coming-soon.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { cn } from '../../lib/cn.ts';
import { MODULE_ICONS } from './module-icons.ts';
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

const inSection = (section: SidebarSection): readonly AppModule[] =>
  APP_MODULES.filter((module) => module.sidebar === section);

function ModuleLink({ module, onNavigate }: { module: AppModule; onNavigate?: () => void }) {
  const Icon = MODULE_ICONS[module.id];
  return (
    <NavLink to={appModuleUrl(module)} className={navClass} onClick={onNavigate}>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {/* Under the name: beside it, the longest names would not fit the sidebar's width. */}
      <span className="min-w-0 flex-1">
        <span className="block">{module.label}</span>
        {module.built ? null : <ComingSoonBadge size="sm" className="mt-0.5" />}
      </span>
      {module.agents ? (
        <span className="inline-flex items-center rounded-full bg-brand-700 p-1 text-white">
          <Bot role="img" aria-label="Robot" className="size-3.5" />
        </span>
      ) : null}
    </NavLink>
  );
}

/** The app menu (from the registry of screens): the user card, the ten modules and the book,
 * then settings, support and sign-out. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { user, logout } = useAuth();
  return (
    // min-w-0: the sidebar's width holds, whatever a name or a badge would need.
    <div className="flex min-w-0 flex-1 flex-col gap-3 p-3">
      {user ? <UserCard user={user} /> : null}
      <Section label="Módulos">
        {inSection('modules').map((module) => (
          <li key={module.id}>
            <ModuleLink module={module} onNavigate={onNavigate} />
          </li>
        ))}
        {inSection('book').map((module, index) => (
          <li
            key={module.id}
            className={index === 0 ? 'mt-1 border-t border-slate-200 pt-1' : undefined}
          >
            <ModuleLink module={module} onNavigate={onNavigate} />
          </li>
        ))}
      </Section>
      <div className="mt-auto border-t border-slate-200 pt-2">
        <Section label="Cuenta">
          {inSection('account').map((module) => (
            <li key={module.id}>
              <ModuleLink module={module} onNavigate={onNavigate} />
            </li>
          ))}
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
