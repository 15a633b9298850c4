import { Link } from 'react-router';
import { DemoCredentials } from '../../../components/demo-credentials.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** The shared demo account (000 §9: advertised on the contact page too). */
export function DemoAccountNote() {
  return (
    <section
      aria-labelledby="contacto-demo"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-sm text-brand-950 sm:p-6"
    >
      <h2 id="contacto-demo" className="text-lg font-semibold text-slate-900">
        ¿Quieres verlo antes de escribirnos?
      </h2>
      <p className="mt-1 text-brand-900">
        Entra con la cuenta demo. Cada inicio de sesión abre una empresa de prueba con datos de
        ejemplo, solo para ti, que se borra a las 24 horas.
      </p>
      <DemoCredentials />
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/login" className={buttonClasses({ size: 'sm' })}>
          Entrar con la cuenta demo
        </Link>
        <Link to="/demo" className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
          Ver la demo sin registrarte
        </Link>
      </div>
    </section>
  );
}
