import type { User } from '@caudal/contracts';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { COMPANY_DATA_PATH } from '../../../lib/company-data-paths.ts';
import { PlanSummary } from './plan-summary.tsx';

/** The settings' "Perfil": who is signed in and their plan, with the way to the profile page. */
export function ProfileSection({ user }: { user: User }) {
  return (
    <div className="space-y-6">
      <SectionCard
        title="Tu perfil"
        description="Tu nombre, tus datos de contacto y los de tu negocio están en tu perfil."
      >
        <dl className="mb-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">Nombre</dt>
            <dd className="font-medium break-words text-slate-900">{user.full_name}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Correo electrónico</dt>
            <dd className="font-medium break-words text-slate-900">{user.email}</dd>
          </div>
        </dl>
        <Link to="/app/profile" className={buttonClasses({ variant: 'secondary' })}>
          Ir a Mi perfil
        </Link>
      </SectionCard>
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
    </div>
  );
}
