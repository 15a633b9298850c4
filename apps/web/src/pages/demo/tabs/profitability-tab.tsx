import { benchmarkTone, PROFITABILITY_BENCHMARKS, periodProfit, profitTone } from '@caudal/finance';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import type { SampleView } from '../model/sample-view.ts';
import { ProductMargins } from './product-margins.tsx';

// A margin that cannot be computed (no revenue) gets no colour.
const ratedAgainst = (value: number | null, benchmark: number) =>
  value === null ? null : benchmarkTone(value, benchmark);

/** Margins and profit of a typical month (catalogue and costs), then the last 30 days' profit. */
export function ProfitabilityTab({ view }: { view: SampleView }) {
  const { metrics, current } = view;
  const profit30 = periodProfit(current);
  return (
    <div className="space-y-6">
      <KpiGrid label="Márgenes de un mes típico">
        <KpiCard
          label="Margen bruto"
          value={formatPercent(metrics.grossMargin)}
          tone={ratedAgainst(metrics.grossMargin, PROFITABILITY_BENCHMARKS.grossMargin)}
          detail={`Referencia del sector: ${formatPercent(PROFITABILITY_BENCHMARKS.grossMargin)}`}
        />
        <KpiCard
          label="Margen de contribución"
          value={formatPercent(metrics.contributionMarginPercent)}
          detail="Lo que queda de cada venta tras los costos variables"
        />
        <KpiCard
          label="Margen neto"
          value={formatPercent(metrics.netMargin)}
          tone={ratedAgainst(metrics.netMargin, PROFITABILITY_BENCHMARKS.netMargin)}
          detail={`Referencia del sector: ${formatPercent(PROFITABILITY_BENCHMARKS.netMargin)}`}
        />
        <KpiCard
          label="Utilidad de un mes típico"
          value={formatMoney(metrics.monthlyNetProfit)}
          tone={profitTone(metrics.monthlyNetProfit)}
          detail="Ventas del catálogo menos costos variables y fijos de un mes"
        />
      </KpiGrid>
      <KpiGrid label="Lo que pasó en el periodo">
        <KpiCard
          label="Utilidad del periodo"
          value={formatMoney(profit30)}
          tone={profitTone(profit30)}
          detail="Ingresos menos gastos de los últimos 30 días (los retiros de los dueños no son gasto)"
        />
      </KpiGrid>
      <p className="text-sm text-slate-600">
        El mes típico sale del catálogo (precios, costos variables y ventas de cada mes) y de los
        costos fijos; la utilidad del periodo, de los movimientos registrados en los últimos 30
        días.
      </p>
      <ProductMargins products={view.products} />
    </div>
  );
}
