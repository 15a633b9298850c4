import type { User } from '@caudal/contracts';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { SessionsList } from './sessions-list.tsx';

export function SecuritySection({ user }: { user: User }) {
  const isDemo = user.subscription_plan === 'demo';
  return (
    <div className="space-y-6">
      <SectionCard
        title="Contraseña"
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
      <SectionCard
        title="Sesiones abiertas"
        description="Dónde está abierta tu cuenta. Cierra las que no reconozcas."
      >
        <SessionsList />
      </SectionCard>
    </div>
  );
}
