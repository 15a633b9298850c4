import { Link } from 'react-router';
import { SectionCard } from '../../components/ui/card.tsx';
import { AccountIdentity } from '../../features/account/components/account-summary.tsx';
import { ProfileForm } from '../../features/account/components/profile-form.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';

/**
 * /app/profile, the person's data: who they are and their business. The password, the plan and
 * the rest of the account's settings are in /app/settings.
 */
export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Mi perfil</h1>
      <SectionCard title="Tu cuenta">
        <AccountIdentity user={user} />
      </SectionCard>
      <SectionCard title="Tus datos y los de tu negocio">
        <ProfileForm user={user} />
      </SectionCard>
      <p className="text-sm text-slate-700">
        Tu contraseña y tu plan están en{' '}
        <Link
          to="/app/settings"
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          Configuración
        </Link>
        .
      </p>
    </div>
  );
}
