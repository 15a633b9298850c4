import {
  benchmarkTone,
  FIGURE_LEVEL_TONES,
  PROFITABILITY_BENCHMARKS,
  periodProfit,
  profitTone,
} from '@caudal/finance';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import type { SampleView } from '../model/sample-view.ts';
import { ProductMargins } from './product-margins.tsx';

// A margin that cannot be computed (no revenue) gets no colour.
const ratedAgainst = (value: number | null, benchmark: number) =>
  value === null ? null : benchmarkTone(value, benchmark);

/**
 * The products' margins (catalogue), the net margin and profit of the figures core's month (the
 * one the dashboard's health score reads), then the last 30 days' profit.
 */
export function ProfitabilityTab({ view }: { view: SampleView }) {
  const { metrics, figures, current } = view;
  const profit30 = periodProfit(current);
  const net = figures.netMargin;
  return (
    <div className="space-y-6">
      <KpiGrid label="Márgenes de tus productos">
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
      </KpiGrid>
      <KpiGrid label={`Tu mes: ${figures.basis.label}`}>
        <KpiCard
          label="Margen neto"
          value={formatPercent(net.value)}
          tone={net.level === null ? null : FIGURE_LEVEL_TONES[net.level]}
          detail={`Utilidad sobre ingresos de ${figures.basis.label}`}
        />
        <KpiCard
          label="Utilidad al mes"
          value={formatMoney(figures.month.profit)}
          tone={profitTone(figures.month.profit)}
          detail={`Promedio mensual de ${figures.basis.label} (los retiros de los dueños no son gasto)`}
        />
        <KpiCard
          label="Utilidad del periodo"
          value={formatMoney(profit30)}
          tone={profitTone(profit30)}
          detail="Ingresos menos gastos de los últimos 30 días"
        />
      </KpiGrid>
      <p className="text-sm text-slate-600">
        Los márgenes bruto y de contribución salen del catálogo (precios y costos variables); el
        margen neto y la utilidad al mes, de tus movimientos de {figures.basis.label}, como en tu
        tablero.
      </p>
      <ProductMargins products={view.products} />
    </div>
  );
}
