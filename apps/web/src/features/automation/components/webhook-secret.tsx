import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * An integration rule's secret, with a copy button and how the receiver checks each call: the
 * `X-Caudal-Signature` header is the HMAC-SHA256 of the body made with this secret, in hex.
 */
export function WebhookSecret({ secret }: { secret: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-800">Secreto del webhook</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 rounded-md bg-white px-2 py-1 font-mono text-xs break-all text-slate-900 ring-1 ring-slate-200">
          {secret}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {copied === 'yes' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          Copiar secreto
        </Button>
      </div>
      <p role="status" className="text-xs text-slate-700">
        {copied === 'yes'
          ? 'Secreto copiado.'
          : copied === 'failed'
            ? 'No pudimos copiarlo: selecciónalo y cópialo a mano.'
            : ''}
      </p>
      <p className="text-xs text-slate-700">
        Cada llamada lleva el encabezado <code className="font-mono">X-Caudal-Signature</code>: la
        firma HMAC-SHA256 del cuerpo hecha con este secreto, en hexadecimal. Calcúlala del lado que
        recibe y compárala para saber que la llamada viene de Caudal.
      </p>
    </div>
  );
}
