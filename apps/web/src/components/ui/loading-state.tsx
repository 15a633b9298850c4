import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const heights = {
  /** Inside a dialog. */
  compact: 'py-10',
  /** In the page area. */
  page: 'py-16',
  /** The whole window (while the session is restored). */
  screen: 'min-h-dvh',
} as const;

/** The shared 'Cargando...' state (route guard, lazy routes, dialog bodies). */
export function LoadingState({ size = 'page' }: { size?: keyof typeof heights }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 text-slate-700', heights[size])}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span>Cargando...</span>
    </div>
  );
}
