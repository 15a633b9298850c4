import type { User } from '@caudal/contracts';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, SectionCard } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { PreferencesForm } from '../../features/account/components/preferences-form.tsx';
import { ProfileDetails } from '../../features/account/components/profile-details.tsx';
import { PLAN_BADGES } from '../../features/account/profile-parts.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { COMPANY_DATA_PATH } from '../../lib/company-data-paths.ts';
import { formatDate } from '../../lib/format.ts';
import { Avatar } from '../shell/avatar.tsx';

/** Who is signed in: the avatar's initials, name, @username, plan and since when (spec 001 §2). */
function ProfileHeader({ user }: { user: User }) {
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar name={user.full_name} size="xl" />
      <div className="min-w-0 space-y-1">
        <p className="text-xl font-semibold break-words text-slate-900">{user.full_name}</p>
        <p className="break-all text-slate-600">@{user.username}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-900">
            <span className="sr-only">Plan: </span>
            {PLAN_BADGES[user.subscription_plan]}
          </span>
          <span className="text-slate-600">Miembro desde {formatDate(user.created_at)}</span>
        </div>
      </div>
    </Card>
  );
}

/**
 * /app/profile (spec 001 §2 "Profile"): the header, then Perfil (the person), Empresa (the
 * business), Preferencias and Seguridad (which leads to the settings' security section).
 */
export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Mi perfil</h1>
      <ProfileHeader user={user} />
      <Tabs defaultValue="person">
        <TabsList aria-label="Partes de tu perfil">
          <TabsTrigger value="person">Perfil</TabsTrigger>
          <TabsTrigger value="company">Empresa</TabsTrigger>
          <TabsTrigger value="preferences">Preferencias</TabsTrigger>
          <TabsTrigger value="security">Seguridad</TabsTrigger>
        </TabsList>
        <TabsContent value="person">
          <SectionCard title="Tus datos">
            <ProfileDetails user={user} part="person" />
          </SectionCard>
        </TabsContent>
        <TabsContent value="company" className="space-y-6">
          <SectionCard
            title="Tu empresa"
            description="Lo básico de tu negocio, como lo ven tus asesores y tu dashboard."
          >
            <ProfileDetails user={user} part="company" />
          </SectionCard>
          <p className="text-sm text-slate-700">
            Tus productos, costos fijos y saldo en caja están en{' '}
            <Link
              to={COMPANY_DATA_PATH}
              className="font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              Datos de tu empresa
            </Link>
            .
          </p>
        </TabsContent>
        <TabsContent value="preferences">
          <SectionCard title="Preferencias">
            <PreferencesForm />
          </SectionCard>
        </TabsContent>
        <TabsContent value="security">
          <SectionCard
            title="Seguridad"
            description="Tu contraseña y las sesiones abiertas de tu cuenta están en Configuración."
          >
            <Link
              to="/app/settings?seccion=security"
              className={buttonClasses({ variant: 'secondary' })}
            >
              Ir a Seguridad en Configuración
            </Link>
          </SectionCard>
        </TabsContent>
      </Tabs>
    </div>
  );
}
