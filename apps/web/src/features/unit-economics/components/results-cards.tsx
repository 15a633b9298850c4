import type { UnitEconomicsFigures } from '@caudal/finance';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { formatDecimal, formatMoney, formatPercent, formatRatio } from '../../../lib/format.ts';

const NOT_DEFINED = 'No se puede calcular';

const monthsText = (months: number) =>
  `${formatDecimal(months)} ${formatDecimal(months) === '1' ? 'mes' : 'meses'}`;

/**
 * The results (001 §3): contribution margin, COCA, LTV, LTV/COCA, payback and the verdict. A
 * figure finance cannot compute shows 'No se puede calcular' with finance's reason beneath it.
 */
export function ResultsCards({ figures }: { figures: UnitEconomicsFigures }) {
  const r = figures.results;
  const { notes } = r;
  return (
    <section aria-labelledby="ue-results" className="space-y-3">
      <h2 id="ue-results" className="text-lg font-semibold text-slate-900">
        Resultados
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <KpiCard
          label="Margen de contribución"
          concept="contributionPerUnit"
          value={formatMoney(r.contributionMarginCentavos)}
          tone={r.contributionMarginCentavos <= 0 ? 'bad' : null}
          detail={
            r.contributionMarginCentavos <= 0
              ? 'Cada venta pierde dinero: el costo variable es igual o mayor que el precio.'
              : 'Lo que te deja cada venta para pagar costos fijos y ganar.'
          }
        />
        <KpiCard
          label="COCA (costo de adquisición)"
          concept="coca"
          value={r.cocaCentavos === null ? NOT_DEFINED : formatMoney(r.cocaCentavos)}
          detail={notes.cocaCentavos ?? 'Lo que cuesta conseguir un cliente nuevo.'}
        />
        <KpiCard
          label="LTV (valor de vida del cliente)"
          concept="ltv"
          value={r.ltvCentavos === null ? NOT_DEFINED : formatMoney(r.ltvCentavos)}
          tone={r.ltvCentavos !== null && r.ltvCentavos < 0 ? 'bad' : null}
          detail={notes.ltvCentavos ?? 'El margen que te deja un cliente mientras te compra.'}
        />
        <KpiCard
          label="Razón LTV/COCA"
          concept="ltvCoca"
          value={r.ltvCocaRatio === null ? NOT_DEFINED : formatRatio(r.ltvCocaRatio)}
          tone={figures.tone}
          detail={notes.ltvCocaRatio ?? 'Veces que recuperas lo que cuesta un cliente.'}
        />
        <KpiCard
          label="Periodo de recuperación"
          concept="payback"
          value={r.paybackPeriod === null ? NOT_DEFINED : monthsText(r.paybackPeriod)}
          detail={notes.paybackPeriod ?? 'Meses para recuperar el COCA con el margen del cliente.'}
        />
        <KpiCard
          label="Veredicto"
          concept="ltvCoca"
          badge
          value={figures.label ?? 'Sin veredicto'}
          tone={figures.tone}
          detail={
            r.monthlyChurnRate === null
              ? (notes.unitEconomics ?? notes.monthlyChurnRate ?? '')
              : `Abandono mensual: ${formatPercent(r.monthlyChurnRate * 100)}.${notes.unitEconomics ? ` ${notes.unitEconomics}` : ''}`
          }
        />
      </div>
    </section>
  );
}
