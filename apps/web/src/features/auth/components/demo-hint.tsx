import { DEMO_CREDENTIALS } from '@caudal/contracts';
import { Button } from '../../../components/ui/button.tsx';

/** The shared demo account: shown openly, it signs in to a fresh sandbox company. */
export function DemoHint({ onUse }: { onUse: () => void }) {
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950">
      <p className="font-semibold">¿Quieres probar Caudal sin registrarte?</p>
      <p className="mt-1 text-brand-900">
        Usa la cuenta demo. Cada vez que entras se crea un espacio de prueba con datos de ejemplo
        que se borra a las 24 horas.
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-brand-900">Correo:</dt>
        <dd className="font-mono break-all">{DEMO_CREDENTIALS.email}</dd>
        <dt className="text-brand-900">Contraseña:</dt>
        <dd className="font-mono break-all">{DEMO_CREDENTIALS.password}</dd>
      </dl>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onUse}>
        Usar cuenta demo
      </Button>
    </div>
  );
}
