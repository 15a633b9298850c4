import type { Dashboard, FigureConcept } from '@caudal/contracts';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { ConceptTooltip } from '../../../components/concept-tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { changeText, STATUS_STYLES, type Tone, TREND_WORDS, trendTone } from '../dashboard-view.ts';

type MoneyCard = Dashboard['cards']['revenue'];

const TONE_CLASSES: Record<Tone, string> = {
  good: 'text-emerald-700',
  bad: 'text-red-700',
  neutral: 'text-slate-600',
};

const TREND_ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;

function StatCard({
  title,
  concept,
  children,
}: {
  title: string;
  concept: FigureConcept;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-medium text-slate-600">
          {title}
        </h3>
        <ConceptTooltip concept={concept} label={title} />
      </div>
      {children}
    </article>
  );
}

function MoneyStat({
  title,
  card,
  concept,
  higherIsBetter,
}: {
  title: string;
  card: MoneyCard;
  concept: FigureConcept;
  higherIsBetter: boolean;
}) {
  const Icon = TREND_ICONS[card.trend];
  const noComparison = card.changePercent === null;
  return (
    <StatCard title={title} concept={concept}>
      <p
        className={cn(
          'mt-2 text-2xl font-bold tracking-tight tabular-nums sm:text-3xl',
          card.value < 0 ? 'text-red-700' : 'text-slate-900',
        )}
      >
        {formatMoney(card.value)}
      </p>
      <p
        className={cn(
          'mt-2 flex items-center gap-1 text-sm',
          TONE_CLASSES[trendTone(card, higherIsBetter)],
        )}
      >
        {noComparison ? null : (
          <>
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{TREND_WORDS[card.trend]}:</span>
          </>
        )}
        <span>{changeText(card)}</span>
      </p>
    </StatCard>
  );
}

function CashFlowStatusStat({ status }: { status: Dashboard['cards']['cashFlowStatus'] }) {
  const style = STATUS_STYLES[status.status];
  return (
    <StatCard title="Estado del flujo de caja" concept="cashFlowStatus">
      <p className="mt-2">
        <span
          className={cn(
            'inline-flex items-center gap-2 rounded-full px-3 py-1 text-xl font-bold ring-1 sm:text-2xl',
            style.badge,
          )}
        >
          <span aria-hidden="true" className={cn('size-2.5 rounded-full', style.dot)} />
          {status.label}
        </span>
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {status.netMarginPercent === null
          ? 'Sin ingresos en el periodo'
          : `Margen neto: ${formatPercent(status.netMarginPercent)}`}
      </p>
    </StatCard>
  );
}

/** The four cards of the period: revenue, expenses, net profit and cash-flow status. */
export function StatCards({ cards }: { cards: Dashboard['cards'] }) {
  return (
    <section aria-label="Resumen del periodo" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <MoneyStat
        title="Ingresos del periodo"
        card={cards.revenue}
        concept="revenue"
        higherIsBetter
      />
      <MoneyStat
        title="Gastos del periodo"
        card={cards.expenses}
        concept="expenses"
        higherIsBetter={false}
      />
      <MoneyStat title="Utilidad neta" card={cards.netProfit} concept="netProfit" higherIsBetter />
      <CashFlowStatusStat status={cards.cashFlowStatus} />
    </section>
  );
}
