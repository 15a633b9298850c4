import { DemoCredentials } from '../../../components/demo-credentials.tsx';
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
      <DemoCredentials />
      <Button variant="secondary" size="sm" className="mt-3" onClick={onUse}>
        Usar cuenta demo
      </Button>
    </div>
  );
}
