import { cn } from '../../lib/cn.ts';
import { initialsOf } from './initials.ts';

export function Avatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white',
        size === 'lg' ? 'size-10' : 'size-9',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
