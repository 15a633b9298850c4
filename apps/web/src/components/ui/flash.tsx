import { useEffect, useState } from 'react';

const FLASH_MS = 5000;

/** A confirmation that stays a few seconds ('Configuración guardada exitosamente'). */
export function useFlash() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}

/** Where `useFlash`'s message shows: a polite live region, present while empty. */
export function FlashLine({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <p className="rounded-lg border border-brand-200 bg-brand-50 px-3.5 py-3 text-sm font-medium text-brand-900">
          {message}
        </p>
      ) : null}
    </div>
  );
}
