import {
  type BenchmarkRating,
  marginVsBenchmark,
  PROFITABILITY_BENCHMARKS,
  type Tone,
} from '@caudal/finance';
import { centavos } from '@caudal/finance/money';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { KpiCard, KpiGrid } from '../kpi-card.tsx';
import type { SampleView } from '../model/sample-view.ts';
import { ProductMargins } from './product-margins.tsx';

const RATING_TONES: Record<BenchmarkRating, Tone> = {
  excellent: 'good',
  good: 'good',
  warning: 'warning',
  poor: 'bad',
};

function benchmarkTone(value: number | null, benchmark: number): Tone | null {
  if (value === null) return null;
  const { rating } = marginVsBenchmark(value, benchmark);
  return rating ? RATING_TONES[rating] : null;
}

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
          tone={benchmarkTone(metrics.grossMargin, PROFITABILITY_BENCHMARKS.grossMargin)}
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
          tone={benchmarkTone(metrics.netMargin, PROFITABILITY_BENCHMARKS.netMargin)}
          detail={`Referencia del sector: ${formatPercent(PROFITABILITY_BENCHMARKS.netMargin)}`}
        />
        <KpiCard
          label="Utilidad de los últimos 30 días"
          value={formatMoney(profit30)}
          tone={profit30 >= 0 ? 'good' : 'bad'}
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
