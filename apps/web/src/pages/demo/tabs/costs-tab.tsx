import { marginOfSafetyTone } from '@caudal/finance';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ExpensesCard } from '../../../features/dashboard/components/chart-cards.tsx';
import { formatInteger, formatMoney, formatPercent } from '../../../lib/format.ts';
import type { SampleView } from '../model/sample-view.ts';

/** The cost structure of a month, the break-even it implies and what was spent in 30 days. */
export function CostsTab({ view }: { view: SampleView }) {
  const { metrics } = view;
  const safety = metrics.currentMarginOfSafety;
  return (
    <div className="space-y-6">
      <KpiGrid label="Costos de un mes típico">
        <KpiCard
          label="Costos fijos al mes"
          value={formatMoney(metrics.monthlyFixedCosts)}
          detail="Los gastos anuales cuentan como su doceava parte"
        />
        <KpiCard
          label="Costos variables al mes"
          value={formatMoney(metrics.monthlyVariableCosts)}
          detail="Insumos de cada producto, empaques y comisiones"
        />
        <KpiCard
          label="Punto de equilibrio"
          value={
            metrics.breakEvenUnits === null
              ? '—'
              : `${formatInteger(metrics.breakEvenUnits)} unidades`
          }
          detail={`Ventas de ${formatMoney(metrics.breakEvenRevenue)} al mes`}
        />
        <KpiCard
          label="Margen de seguridad"
          value={formatPercent(safety)}
          tone={safety === null ? null : marginOfSafetyTone(safety)}
          detail="Cuánto pueden caer las ventas antes de perder"
        />
      </KpiGrid>
      <div className="grid gap-6 xl:grid-cols-2">
        <SectionCard
          title="Costos fijos por categoría"
          description="Lo que cuesta abrir cada mes, venda o no la panadería."
          className="min-w-0"
        >
          <ul className="space-y-3">
            {view.fixedCosts.map((cost) => (
              <li key={cost.category}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-slate-900">{cost.category}</span>
                  <span className="text-slate-700 tabular-nums">
                    {formatMoney(cost.amountCentavos)} · {formatPercent(cost.percent)}
                  </span>
                </div>
                <div
                  aria-hidden="true"
                  className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
                >
                  <div
                    className="h-full rounded-full bg-amber-600"
                    style={{ width: `${Math.min(100, Math.max(0, cost.percent ?? 0))}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </SectionCard>
        <div className="min-w-0">
          <ExpensesCard expenses={view.dashboard.expensesByCategory} estimated={false} />
        </div>
      </div>
    </div>
  );
}
