import { cn } from '../../lib/cn.ts';
import { initialsOf } from './initials.ts';

export function Avatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' | 'xl' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white',
        { md: 'size-9', lg: 'size-10', xl: 'size-16 text-2xl' }[size],
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
