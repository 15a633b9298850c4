import { FlaskConical } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** The label every sample figure carries: nothing here is a real company's data. */
export function SampleBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900',
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      Datos de ejemplo
    </span>
  );
}
