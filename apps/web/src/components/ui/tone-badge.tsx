import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { TONE_BADGE, TONE_DOT, type ToneKey, toneKey } from './tone.ts';

const SIZES = {
  sm: 'gap-1.5 px-2 py-0.5 text-xs font-semibold',
  lg: 'gap-2 px-3 py-1 text-xl font-bold sm:text-2xl',
} as const;

/** A status word in finance's colour ('Excelente', 'Saludable'), with a dot. */
export function ToneBadge({
  tone,
  size = 'sm',
  children,
}: {
  tone: ToneKey | null | undefined;
  size?: keyof typeof SIZES;
  children: ReactNode;
}) {
  const key = toneKey(tone);
  return (
    <span
      className={cn('inline-flex items-center rounded-full ring-1', SIZES[size], TONE_BADGE[key])}
    >
      <span
        aria-hidden="true"
        className={cn(
          'shrink-0 rounded-full',
          size === 'lg' ? 'size-2.5' : 'size-2',
          TONE_DOT[key],
        )}
      />
      {children}
    </span>
  );
}
