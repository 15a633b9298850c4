import { SectionCard } from '../../components/ui/card.tsx';
import { AccountSummary } from '../../features/account/components/account-summary.tsx';
import { ProfileForm } from '../../features/account/components/profile-form.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ProfilePage() {
  useDocumentTitle('Mi perfil');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Mi perfil</h1>
      <SectionCard title="Tu cuenta">
        <AccountSummary user={user} />
      </SectionCard>
      <SectionCard title="Datos de tu negocio">
        <ProfileForm user={user} />
      </SectionCard>
    </div>
  );
}
