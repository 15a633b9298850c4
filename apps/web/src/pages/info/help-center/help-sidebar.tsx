import { COMPANY_CONTACT, SUPPORT_HOURS } from '@caudal/contracts';
import { BookOpen, KeyRound, LogIn, Mail, MonitorPlay, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/card.tsx';

const QUICK_LINKS = [
  { to: '/guias-del-libro', label: 'Guías del libro', icon: BookOpen },
  { to: '/demo', label: 'Probar la demo', icon: MonitorPlay },
  { to: '/login', label: 'Iniciar sesión', icon: LogIn },
  { to: '/register', label: 'Crear cuenta gratis', icon: UserPlus },
  { to: '/forgot-password', label: 'Recuperar contraseña', icon: KeyRound },
  { to: '/contacto', label: 'Escribir a soporte', icon: Mail },
] as const;

export function QuickLinks() {
  return (
    <SectionCard title="Accesos rápidos">
      <ul className="grid gap-1">
        {QUICK_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-800"
            >
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

const link = 'font-medium break-words text-brand-800 underline-offset-2 hover:underline';

/** Support channels and hours (000 §9: Monday to Friday 9 to 6, GMT-6; email in under 2 h). */
export function SupportChannels() {
  return (
    <SectionCard
      title="Canales de soporte"
      description={`${SUPPORT_HOURS.days}, de ${SUPPORT_HOURS.hours} (${SUPPORT_HOURS.timeZone}).`}
    >
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Correo</dt>
          <dd className="text-slate-700">
            <a href={`mailto:${COMPANY_CONTACT.supportEmail}`} className={link}>
              {COMPANY_CONTACT.supportEmail}
            </a>{' '}
            · respuesta en {SUPPORT_HOURS.emailReply} en horario de atención
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Formulario de contacto</dt>
          <dd className="text-slate-700">
            <Link to="/contacto" className={link}>
              Enviar un mensaje
            </Link>{' '}
            · llega al mismo equipo que el correo
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Teléfono</dt>
          <dd className="text-slate-700">
            <a href={COMPANY_CONTACT.phoneHref} className={link}>
              {COMPANY_CONTACT.phoneDisplay}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Chat en vivo</dt>
          <dd className="text-slate-700">Próximamente, en el mismo horario.</dd>
        </div>
      </dl>
    </SectionCard>
  );
}
