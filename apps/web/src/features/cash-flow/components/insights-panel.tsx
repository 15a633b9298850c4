import type { CashFlowViewResponse } from '@caudal/contracts';
import { Lightbulb } from 'lucide-react';
import { SectionCard } from '../../../components/ui/card.tsx';
import { TONE_WORDS } from '../../../components/ui/tone.ts';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';

/** The rules' observations (spec 001 §9 thresholds) and what the figures rest on. */
export function InsightsPanel({ view }: { view: CashFlowViewResponse }) {
  return (
    <SectionCard
      title="Observaciones"
      description="Lo que tus números dicen, con las reglas del libro."
    >
      {view.insights.length === 0 ? (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          Sin alertas por ahora: avisamos cuando tu margen de flujo baja del 15 %, cuando supera el
          20 % o cuando tu caja alcanza para menos de 6 meses.
        </p>
      ) : (
        <ul className="space-y-3">
          {view.insights.map((insight) => (
            <li key={insight.code} className="rounded-xl border border-slate-200 p-3">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                <ToneBadge tone={insight.tone}>{TONE_WORDS[insight.tone]}</ToneBadge>
                {insight.title}
              </p>
              <p className="mt-1 text-sm text-slate-700">{insight.message}</p>
            </li>
          ))}
        </ul>
      )}
      {view.notes.length > 0 ? (
        <ul className="mt-4 space-y-1 text-xs text-slate-600">
          {view.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
}
