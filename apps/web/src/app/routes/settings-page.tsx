import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { SectionCard } from '../../components/ui/card.tsx';
import { PlanSummary } from '../../features/account/components/account-summary.tsx';
import { ChangePasswordForm } from '../../features/account/components/change-password-form.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { COMPANY_DATA_PATH } from '../../lib/company-data-paths.ts';

/**
 * /app/settings, inside the module page (which titles the tab with the registry's label): the
 * plan and the account's security. The person's data is in /app/profile, not repeated here.
 */
export function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  const isDemo = user.subscription_plan === 'demo';
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Configuración
      </h1>
      <SectionCard title="Tu plan">
        <PlanSummary user={user} />
      </SectionCard>
      <SectionCard
        title="Datos de tu empresa"
        description="Tus productos, costos fijos y saldo en caja: de aquí salen todas tus cifras."
      >
        <Link to={COMPANY_DATA_PATH} className={buttonClasses({ variant: 'secondary' })}>
          Ver y editar los datos de tu empresa
        </Link>
      </SectionCard>
      <SectionCard
        title="Contraseña y seguridad"
        description={
          isDemo ? undefined : 'Al cambiarla cerraremos tu sesión en los demás dispositivos.'
        }
      >
        {isDemo ? (
          <p className="text-sm text-slate-700">
            La cuenta demo no tiene contraseña propia. Crea una cuenta para elegir la tuya.
          </p>
        ) : (
          <ChangePasswordForm />
        )}
      </SectionCard>
      <p className="text-sm text-slate-700">
        Tu nombre y los datos de tu negocio están en{' '}
        <Link
          to="/app/profile"
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          Mi perfil
        </Link>
        .
      </p>
    </div>
  );
}
