import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

// The three states of a screen waiting for data, alike on every screen. `LoadingState`
// (loading-state.tsx) is the plain spinner; these are the page-sized versions.

export const RETRY_LATER = 'Intenta de nuevo en unos momentos.';

/** The screen's shape in grey while its data loads, announced once to screen readers. */
export function LoadingSkeleton({
  label,
  className,
  children,
}: {
  /** What is loading, read out: 'Cargando dashboard...'. */
  label: string;
  className?: string;
  /** `Skeleton` blocks in the shape of the screen. */
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={cn('space-y-4', className)}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </div>
  );
}

/** A load that failed: what failed, the server's reason (or a connection message) and Reintentar. */
export function ErrorState({
  title,
  error,
  message,
  onRetry,
}: {
  /** 'No pudimos cargar el dashboard.' */
  title: string;
  /** The failure; its Spanish `detail` is shown. */
  error?: unknown;
  /** The text to show instead of the error's. */
  message?: string;
  onRetry: () => void;
}) {
  return (
    <div className="max-w-xl space-y-3">
      <Alert>
        <p className="font-semibold">{title}</p>
        <p>{message ?? errorMessage(error, RETRY_LATER)}</p>
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}

/**
 * Nothing to show yet: say so and offer the way forward (a link or a button), instead of zeros
 * or an empty table. `framed` draws it as a card; a whole page (not found) goes without.
 */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  heading = 'h2',
  framed = true,
}: {
  icon?: LucideIcon;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  heading?: 'h1' | 'h2' | 'h3';
  framed?: boolean;
}) {
  const titleId = useId();
  const Heading = heading;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'mx-auto flex flex-col items-center text-center',
        framed
          ? 'max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10'
          : 'max-w-lg py-12',
      )}
    >
      {Icon ? (
        <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-7" />
        </span>
      ) : null}
      <Heading
        id={titleId}
        className={cn(
          'font-semibold text-slate-900',
          heading === 'h1' ? 'text-2xl font-bold' : 'text-xl',
        )}
      >
        {title}
      </Heading>
      {text ? <div className="mt-2 text-slate-700">{text}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </section>
  );
}
