import { benchmarkTone, PROFITABILITY_BENCHMARKS, profitTone } from '@caudal/finance';
import { centavos } from '@caudal/finance/money';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import type { SampleView } from '../model/sample-view.ts';
import { ProductMargins } from './product-margins.tsx';

// A margin that cannot be computed (no revenue) gets no colour.
const ratedAgainst = (value: number | null, benchmark: number) =>
  value === null ? null : benchmarkTone(value, benchmark);

/** Margins of a typical month (catalogue and costs) and the realised profit of the last 30 days. */
export function ProfitabilityTab({ view }: { view: SampleView }) {
  const { metrics, current } = view;
  const profit30 = centavos(current.incomeCentavos - current.expenseCentavos);
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
          label="Utilidad de los últimos 30 días"
          value={formatMoney(profit30)}
          tone={profitTone(profit30)}
          detail={`Utilidad de un mes típico: ${formatMoney(metrics.monthlyNetProfit)}`}
        />
      </KpiGrid>
      <p className="text-sm text-slate-600">
        Los márgenes salen del catálogo (precios, costos variables y ventas de cada mes) y de los
        costos fijos; la utilidad de 30 días, de los movimientos registrados.
      </p>
      <ProductMargins products={view.products} />
    </div>
  );
}
