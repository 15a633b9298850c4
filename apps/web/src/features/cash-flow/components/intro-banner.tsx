import { useQueryClient } from '@tanstack/react-query';
import { Info, X } from 'lucide-react';
import { dismissHint, hintsKey, useHints } from '../api/cash-flow-api.ts';

const KEY = 'cash-flow-intro';

/**
 * What this screen is for, until the owner closes it: remembered on the server per user
 * (/api/hints), so it stays closed on every device. Nothing shows while the hints load (it never
 * flashes) or if they cannot load.
 */
export function IntroBanner() {
  const hints = useHints();
  const queryClient = useQueryClient();
  if (!hints.data || hints.data.dismissed.includes(KEY)) return null;
  const close = () => {
    queryClient.setQueryData(hintsKey, { dismissed: [...hints.data.dismissed, KEY] });
    void dismissHint(KEY)
      .then((saved) => queryClient.setQueryData(hintsKey, saved))
      .catch(() => queryClient.invalidateQueries({ queryKey: hintsKey }));
  };
  return (
    <section
      aria-label="Cómo leer tu flujo de caja"
      className="relative flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 pr-12 text-sm text-brand-950"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="space-y-1">
        <p className="font-semibold">Tu flujo de caja, semana a semana</p>
        <p>
          Aquí ves el dinero que entra y sale de tu negocio: registra tus movimientos, revisa
          cuántos meses te alcanza la caja y anticipa las semanas difíciles, como la del aguinaldo o
          los impuestos del día 17.
        </p>
      </div>
      <button
        type="button"
        onClick={close}
        aria-label="Cerrar el aviso"
        className="absolute top-3 right-3 rounded-lg p-1.5 text-brand-800 hover:bg-brand-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}
