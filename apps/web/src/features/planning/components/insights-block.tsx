import type { PlanningViewResponse } from '@caudal/contracts';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';

/** The insights block (spec 001 §2, §9): accuracy, goals at risk, the scenarios' weight. */
export function InsightsBlock({ insights }: { insights: PlanningViewResponse['insights'] }) {
  return (
    <SectionCard title="Observaciones">
      {insights.length === 0 ? (
        <p className="text-sm text-slate-600">
          Sin observaciones por ahora: agrega metas, presupuesto y movimientos para recibirlas.
        </p>
      ) : (
        <ul className="space-y-3">
          {insights.map((insight) => (
            <li key={insight.code} className="flex flex-col gap-1 sm:flex-row sm:items-start">
              <span className="shrink-0">
                <ToneBadge tone={insight.tone}>{insight.title}</ToneBadge>
              </span>
              <p className="text-sm text-slate-700 sm:ml-3">{insight.message}</p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
