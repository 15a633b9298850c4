import type { TeamRole, UserConfig } from '@caudal/contracts';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { cn } from '../../../lib/cn.ts';
import { useUserConfig } from '../../../lib/user-config.ts';
import {
  parseSection,
  SECTION_PARAM,
  type SettingsSectionId,
  sectionHref,
  sectionsFor,
} from '../settings-sections.ts';
import { AnalysisSection } from './analysis-section.tsx';
import { AppearanceSection } from './appearance-section.tsx';
import { AuditSection } from './audit-section.tsx';
import { DashboardSection } from './dashboard-section.tsx';
import { DataSection } from './data-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SecuritySection } from './security-section.tsx';
import { TeamSection } from './team/team-section.tsx';

function SectionNav({ current, role }: { current: SettingsSectionId; role: TeamRole }) {
  return (
    <nav aria-label="Secciones de configuración" className="lg:w-56 lg:shrink-0">
      <ul className="flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1 lg:flex-col">
        {sectionsFor(role).map((section) => (
          <li key={section.id}>
            <Link
              to={sectionHref(section.id)}
              replace
              aria-current={section.id === current ? 'page' : undefined}
              className={cn(
                'flex min-h-10 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap',
                section.id === current
                  ? 'bg-brand-700 text-white'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A section that edits the configuration, once it has loaded. */
function WithConfig({ children }: { children: (config: UserConfig) => ReactNode }) {
  const query = useUserConfig();
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <ErrorState
        title="No pudimos cargar tu configuración."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <LoadingSkeleton label="Cargando tu configuración...">
      <Skeleton className="h-64" />
    </LoadingSkeleton>
  );
}

/**
 * /app/settings (spec 001 §2, issue 20): Perfil, Notificaciones, Apariencia, Tablero, Análisis,
 * Equipo, Historial de cambios (not for viewers), Seguridad and Tus datos, one at a time, the chosen one in the address (`?seccion=`). Each section saves
 * only its own fields.
 */
export function SettingsView() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  if (!user) return null;
  const section = parseSection(params.get(SECTION_PARAM), user.role);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Configuración
      </h1>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <SectionNav current={section} role={user.role} />
        <div className="min-w-0 flex-1">
          {section === 'profile' ? <ProfileSection user={user} /> : null}
          {section === 'notifications' ? (
            <WithConfig>{(config) => <NotificationsSection config={config} />}</WithConfig>
          ) : null}
          {section === 'appearance' ? (
            <WithConfig>{(config) => <AppearanceSection config={config} />}</WithConfig>
          ) : null}
          {section === 'dashboard' ? (
            <WithConfig>{(config) => <DashboardSection config={config} />}</WithConfig>
          ) : null}
          {section === 'analysis' ? (
            <WithConfig>{(config) => <AnalysisSection config={config} />}</WithConfig>
          ) : null}
          {section === 'team' ? <TeamSection user={user} /> : null}
          {section === 'audit' ? <AuditSection /> : null}
          {section === 'security' ? <SecuritySection user={user} /> : null}
          {section === 'data' ? <DataSection user={user} /> : null}
        </div>
      </div>
    </div>
  );
}
