import { Card } from '../../components/ui/card.tsx';
import { AccountSummary } from '../../features/account/components/account-summary.tsx';
import { ChangePasswordForm } from '../../features/account/components/change-password-form.tsx';
import { ProfileForm } from '../../features/account/components/profile-form.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function SettingsPage() {
  useDocumentTitle('Configuración');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Configuración
      </h1>
      <Card aria-labelledby="cuenta-titulo">
        <h2 id="cuenta-titulo" className="mb-4 text-lg font-semibold text-slate-900">
          Tu cuenta
        </h2>
        <AccountSummary user={user} />
      </Card>
      <Card aria-labelledby="perfil-titulo">
        <h2 id="perfil-titulo" className="mb-4 text-lg font-semibold text-slate-900">
          Perfil
        </h2>
        <ProfileForm user={user} />
      </Card>
      <Card aria-labelledby="contrasena-titulo">
        <h2 id="contrasena-titulo" className="mb-1 text-lg font-semibold text-slate-900">
          Cambiar contraseña
        </h2>
        {user.subscription_plan === 'demo' ? (
          <p className="text-sm text-slate-700">
            La cuenta demo no tiene contraseña propia. Crea una cuenta para elegir la tuya.
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600">
              Al cambiarla cerraremos tu sesión en los demás dispositivos.
            </p>
            <ChangePasswordForm />
          </>
        )}
      </Card>
    </div>
  );
}
