import type { Tone } from '@caudal/finance';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const TONE_TEXT: Record<Tone, string> = {
  good: 'text-emerald-700',
  warning: 'text-amber-700',
  bad: 'text-red-700',
};

/** One figure of the demo: its name, the value (tabular digits, so updates do not jump) and a note. */
export function KpiCard({
  label,
  value,
  detail,
  tone,
}: {
  label: string;
  value: string;
  detail?: string;
  tone?: Tone | null;
}) {
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-2xl font-bold tracking-tight tabular-nums break-words',
          tone ? TONE_TEXT[tone] : 'text-slate-900',
        )}
      >
        {value}
      </dd>
      {detail ? <dd className="mt-1 text-sm text-slate-600">{detail}</dd> : null}
    </div>
  );
}

/** A row of KPI cards: one column on phones, up to four on wide screens. */
export function KpiGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <dl aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {children}
    </dl>
  );
}
