import { SectionCard } from '../../components/ui/card.tsx';
import { AccountSummary } from '../../features/account/components/account-summary.tsx';
import { ChangePasswordForm } from '../../features/account/components/change-password-form.tsx';
import { ProfileForm } from '../../features/account/components/profile-form.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';

/** /app/settings, inside the module page (which titles the tab with the registry's label). */
export function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  const isDemo = user.subscription_plan === 'demo';
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Configuración
      </h1>
      <SectionCard title="Tu cuenta">
        <AccountSummary user={user} />
      </SectionCard>
      <SectionCard title="Perfil">
        <ProfileForm user={user} />
      </SectionCard>
      <SectionCard
        title="Cambiar contraseña"
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
    </div>
  );
}
