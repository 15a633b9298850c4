import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { DemoCredentials } from '../../components/demo-credentials.tsx';
import { DemoSignInButton } from '../demo/demo-sign-in-button.tsx';

/** The shared demo account, shown openly, with a button that signs in with it. */
export function DemoAccountCard() {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8 md:grid-cols-[1fr_auto] md:items-center">
      <div>
        <div className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5 text-brand-800" />
          <h3 className="text-lg font-semibold text-brand-950">Cuenta demo</h3>
        </div>
        <p className="mt-2 text-brand-950">
          Entra a la app completa sin registrarte. Cada vez que entras se crea un espacio de prueba
          con la panadería de ejemplo, solo para ti, que se borra a las 24 horas.
        </p>
        <DemoCredentials className="mt-4 text-sm" />
      </div>
      <div className="flex flex-col gap-3">
        <DemoSignInButton size="lg" />
        <Link
          to="/login"
          className="text-center text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          O escríbelas en Iniciar sesión
        </Link>
      </div>
    </div>
  );
}
