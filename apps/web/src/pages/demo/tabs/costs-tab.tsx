import { marginOfSafetyTone } from '@caudal/finance';
import { ShareCard } from '../../../components/charts/share-card.tsx';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { ExpensesCard } from '../../../features/dashboard/components/chart-cards.tsx';
import { formatInteger, formatMoney, formatPercent } from '../../../lib/format.ts';
import type { SampleView } from '../model/sample-view.ts';
import { FixedCostsList } from './fixed-costs-list.tsx';

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
        <ShareCard
          title="Costos fijos por categoría"
          description="Lo que cuesta abrir cada mes, venda o no la panadería."
          emptyText="La panadería de ejemplo no tiene costos fijos."
          caption="Costos fijos de un mes por categoría"
          slices={view.fixedCosts.map((cost) => ({
            category: cost.category,
            amount: cost.amountCentavos,
            percent: cost.percent ?? 0,
          }))}
        />
        <ExpensesCard expenses={view.dashboard.expensesByCategory} estimated={false} />
      </div>
      <FixedCostsList costs={view.costs} />
    </div>
  );
}
