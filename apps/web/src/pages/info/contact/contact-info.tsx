import { COMPANY_CONTACT, SUPPORT_HOURS } from '@caudal/contracts';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/ui/card.tsx';

function InfoRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-semibold text-slate-900">
        <span className="text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-8 text-sm text-slate-700">{children}</dd>
    </div>
  );
}

const linkClasses = 'font-medium break-words text-brand-800 underline-offset-2 hover:underline';
const icon = 'size-5';

/** Email, phone, office, live chat and hours (000 §2 "Contact page"). */
export function ContactInfo() {
  return (
    <SectionCard title="Otras formas de contactarnos">
      <dl className="space-y-4">
        <InfoRow icon={<Mail aria-hidden="true" className={icon} />} label="Correo">
          <a href={`mailto:${COMPANY_CONTACT.supportEmail}`} className={linkClasses}>
            {COMPANY_CONTACT.supportEmail}
          </a>
          <span className="block">
            Respondemos en {SUPPORT_HOURS.emailReply} en horario de atención.
          </span>
        </InfoRow>
        <InfoRow icon={<Phone aria-hidden="true" className={icon} />} label="Teléfono">
          <a href={COMPANY_CONTACT.phoneHref} className={linkClasses}>
            {COMPANY_CONTACT.phoneDisplay}
          </a>
        </InfoRow>
        <InfoRow icon={<MapPin aria-hidden="true" className={icon} />} label="Oficina">
          <address className="not-italic">{COMPANY_CONTACT.address}</address>
        </InfoRow>
        <InfoRow icon={<MessageCircle aria-hidden="true" className={icon} />} label="Chat en vivo">
          Próximamente, dentro de la app y en el mismo horario de atención. Mientras tanto, este
          formulario y el correo llegan al mismo equipo.
        </InfoRow>
        <InfoRow icon={<Clock aria-hidden="true" className={icon} />} label="Horario de atención">
          {SUPPORT_HOURS.days}, de {SUPPORT_HOURS.hours} ({SUPPORT_HOURS.timeZone}).
        </InfoRow>
      </dl>
    </SectionCard>
  );
}
