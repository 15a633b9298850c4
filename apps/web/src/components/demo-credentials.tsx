import { DEMO_CREDENTIALS } from '@caudal/contracts/demo';
import { cn } from '../lib/cn.ts';

/**
 * The shared demo account's email and password, shown openly wherever we offer the demo. From
 * the zod-free entry point of the contracts, so the landing's first load stays light.
 */
export function DemoCredentials({ className }: { className?: string }) {
  return (
    <dl className={cn('mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1', className)}>
      <dt className="text-brand-900">Correo:</dt>
      <dd className="font-mono break-all text-brand-950">{DEMO_CREDENTIALS.email}</dd>
      <dt className="text-brand-900">Contraseña:</dt>
      <dd className="font-mono break-all text-brand-950">{DEMO_CREDENTIALS.password}</dd>
    </dl>
  );
}
