import { SUPPORT_HOURS } from '@caudal/contracts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';

type ContactSuccessProps = {
  name: string;
  email: string;
  reference: string;
  onAnother: () => void;
};

/** What the visitor sees once the message is stored: thanks, and what happens next. */
export function ContactSuccess({ name, email, reference, onAnother }: ContactSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form disappears: move focus to the answer so keyboard and screen reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          ¡Gracias, {name}! Recibimos tu mensaje.
        </h2>
      </div>
      <p className="text-slate-700">
        Tu folio es <strong>{reference}</strong>. Ya lo turnamos al equipo de soporte.
      </p>
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        <li>
          Te responderemos a <strong className="break-words">{email}</strong> en{' '}
          {SUPPORT_HOURS.emailReply}, en horario de atención: {SUPPORT_HOURS.days.toLowerCase()} de{' '}
          {SUPPORT_HOURS.hours}, {SUPPORT_HOURS.timeZone}.
        </li>
        <li>
          Si escribiste fuera de ese horario, te contestamos al inicio del siguiente día hábil.
        </li>
        <li>Revisa tu carpeta de correo no deseado si no ves nuestra respuesta.</li>
      </ol>
      <div className="flex flex-wrap gap-3 pt-2">
        <Button variant="secondary" onClick={onAnother}>
          Enviar otro mensaje
        </Button>
        <Link to="/centro-de-ayuda" className={buttonClasses({ variant: 'ghost' })}>
          Ver preguntas frecuentes
        </Link>
      </div>
    </div>
  );
}
