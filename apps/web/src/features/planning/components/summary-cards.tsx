import type { PlanningHorizon, PlanningViewResponse } from '@caudal/contracts';
import { useId } from 'react';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { formatMonthLong } from '../../../lib/format.ts';
import {
  accuracyCard,
  HORIZON_OPTIONS,
  horizonMonths,
  profitVarianceCard,
} from '../planning-model.ts';

/**
 * The four cards of spec 001 §2: goals completed (n of m), the budget's accuracy on profit in
 * §9's colours (green whenever profit reached plan; the month in progress not judged yet), the
 * budget's variance read on profit (the verdict), and the horizon the forecast follows.
 */
export function SummaryCards({
  view,
  horizon,
  onHorizon,
}: {
  view: PlanningViewResponse;
  horizon: PlanningHorizon;
  onHorizon: (h: PlanningHorizon) => void;
}) {
  const { goalsSummary: g, budget } = view;
  const s = budget.summary;
  const horizonId = useId();
  const monthName = formatMonthLong(budget.month);
  const accuracy = accuracyCard(s, monthName);
  const variance = profitVarianceCard(s, monthName, budget.lines.length);
  return (
    <KpiGrid label="Resumen de tu planeación">
      <KpiCard
        label="Metas cumplidas"
        value={g.total === 0 ? 'Sin metas' : `${g.completed} de ${g.total}`}
        tone={g.total > 0 && g.completed === g.total ? 'good' : null}
        detail={
          g.total === 0
            ? 'Agrega tu primera meta en la pestaña Metas.'
            : g.atRisk > 0
              ? `${g.atRisk} ${g.atRisk === 1 ? 'meta en riesgo' : 'metas en riesgo'}.`
              : 'Ninguna meta en riesgo.'
        }
      />
      <KpiCard
        label="Precisión del presupuesto"
        value={accuracy.value}
        tone={s.accuracyTone}
        detail={accuracy.detail}
      />
      <KpiCard
        label="Variación de la utilidad"
        value={variance.value}
        tone={variance.tone}
        detail={variance.detail}
      />
      <article
        aria-labelledby={horizonId}
        className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id={horizonId} className="text-sm font-medium text-slate-600">
          Horizonte de planeación
        </h2>
        <SegmentedControl
          label="Horizonte de la proyección"
          value={horizon}
          options={HORIZON_OPTIONS}
          onChange={onHorizon}
          className="mt-3 w-full flex-wrap"
        />
        <p className="mt-2 text-sm text-slate-600">
          La proyección cubre {horizonMonths(horizon)} meses.
        </p>
      </article>
    </KpiGrid>
  );
}
