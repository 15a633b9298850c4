import type { FigureConcept } from '@caudal/contracts';
import type { Trend } from '@caudal/finance';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn.ts';
import { ConceptTooltip } from './concept-tooltip.tsx';
import { TONE_FIGURE, TONE_TEXT, type ToneKey, toneKey } from './ui/tone.ts';
import { ToneBadge } from './ui/tone-badge.tsx';

const TREND_ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;

/** The arrow's meaning, read before the change line. */
export const TREND_WORDS: Record<Trend, string> = {
  up: 'Sube',
  down: 'Baja',
  flat: 'Sin cambio',
};

export type KpiCardProps = {
  label: string;
  /** The figure, already formatted ('$12,500', '35.5%', '250 unidades'). */
  value: string;
  /** finance's verdict on the figure; it colours the value (none: neutral). */
  tone?: ToneKey | null;
  /** Draw the value as a status badge: a word ('Excelente'), not a figure. */
  badge?: boolean;
  /** The book's concept behind the figure: a '?' beside the label explains it. */
  concept?: FigureConcept;
  /** A line under the value: what it counts, or how it compares. */
  detail?: string;
  /** Makes the detail a change: an arrow for the trend and the colour of its tone. */
  change?: { trend: Trend; tone: ToneKey | null };
  /** A link under the figure (where to change what it comes from). */
  action?: ReactNode;
};

/**
 * One figure on any screen (dashboard, demo, the modules): label, value, an optional concept
 * tooltip and a detail or change line. A term/definition pair inside an article named by the
 * label, so tests and screen readers find a figure by its name.
 */
export function KpiCard({
  label,
  value,
  tone,
  badge,
  concept,
  detail,
  change,
  action,
}: KpiCardProps) {
  const labelId = useId();
  const Icon = change ? TREND_ICONS[change.trend] : null;
  return (
    <article
      aria-labelledby={labelId}
      className="relative flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <dl>
        <dt id={labelId} className={cn('text-sm font-medium text-slate-600', concept && 'pr-8')}>
          {label}
        </dt>
        {badge ? (
          <dd className="mt-2">
            <ToneBadge tone={tone} size="lg">
              {value}
            </ToneBadge>
          </dd>
        ) : (
          <dd
            className={cn(
              'mt-2 text-2xl font-bold tracking-tight break-words tabular-nums sm:text-3xl',
              TONE_FIGURE[toneKey(tone)],
            )}
          >
            {value}
          </dd>
        )}
        {detail ? (
          <dd
            className={cn('mt-2 flex items-center gap-1 text-sm', TONE_TEXT[toneKey(change?.tone)])}
          >
            {change && Icon ? (
              <>
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{TREND_WORDS[change.trend]}:</span>
              </>
            ) : null}
            <span>{detail}</span>
          </dd>
        ) : null}
      </dl>
      {action ? <div className="mt-3 text-sm">{action}</div> : null}
      {concept ? (
        <ConceptTooltip
          concept={concept}
          label={label}
          className="absolute top-[1.125rem] right-4"
        />
      ) : null}
    </article>
  );
}

/** A row of KPI cards: one column on phones, two on tablets, four on wide screens. */
export function KpiGrid({
  label,
  children,
  wide,
}: {
  label: string;
  children: ReactNode;
  /** Five cards: three, then two wider, on a laptop; all five in a row on a wide screen. */
  wide?: boolean;
}) {
  return (
    <section
      aria-label={label}
      className={cn(
        'grid gap-4 sm:grid-cols-2',
        wide
          ? 'lg:grid-cols-6 lg:[&>*:nth-child(-n+3)]:col-span-2 lg:[&>*:nth-child(n+4)]:col-span-3 2xl:grid-cols-5 2xl:[&>*]:col-span-1'
          : 'xl:grid-cols-4',
      )}
    >
      {children}
    </section>
  );
}
