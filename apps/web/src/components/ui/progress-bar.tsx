import { cn } from '../../lib/cn.ts';

/**
 * A progress bar, 0–100. With a label, assistive technology reads it as a progress bar; without
 * one it is decorative (the figure is written next to it) and hidden from assistive technology.
 */
export function ProgressBar({
  value,
  label,
  className,
  tone = 'brand',
}: {
  value: number;
  /** Read by screen readers: 'Avance de Flujo de caja'. */
  label?: string;
  className?: string;
  tone?: 'brand' | 'success';
}) {
  const clamped = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  const semantics = label
    ? {
        role: 'progressbar',
        'aria-label': label,
        'aria-valuemin': 0,
        'aria-valuemax': 100,
        'aria-valuenow': Math.round(clamped),
      }
    : { 'aria-hidden': true };
  return (
    <div {...semantics} className={cn('h-2 overflow-hidden rounded-full bg-slate-100', className)}>
      <div
        className={cn(
          'h-full rounded-full',
          tone === 'success' ? 'bg-emerald-600' : 'bg-brand-600',
        )}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
