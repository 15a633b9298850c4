import type { FigureConcept, ProfitabilityViewResponse } from '@caudal/contracts';
import { Link } from 'react-router';
import { ConceptTooltip } from '../../../components/concept-tooltip.tsx';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { RATING_LABELS } from '../profitability-model.ts';

type View = ProfitabilityViewResponse;
type Margin = View['margins']['gross'];

/** The labelled example a company without entries sees, with the call to register them. */
export function ExampleNotice() {
  return (
    <Alert tone="warning">
      <p className="font-semibold">Ejemplo del libro: aún no tienes movimientos en este periodo</p>
      <p className="mt-1">
        Las cifras de abajo son el ejemplo del libro (ingresos de $280,000 y costos de $195,000), no
        las de tu negocio. Registra tus ingresos y gastos para ver tu propia rentabilidad.
      </p>
      <Link
        to="/app/cash-flow"
        className={buttonClasses({ size: 'sm', className: 'mt-3 inline-flex' })}
      >
        Registrar movimientos
      </Link>
    </Alert>
  );
}

const MARGIN_CARDS: readonly {
  key: keyof View['margins'];
  label: string;
  concept: FigureConcept;
}[] = [
  { key: 'gross', label: 'Margen bruto', concept: 'grossMargin' },
  { key: 'operating', label: 'Margen operativo', concept: 'operatingMargin' },
  { key: 'net', label: 'Margen neto', concept: 'profitabilityNetMargin' },
  { key: 'ebitda', label: 'Margen EBITDA', concept: 'ebitda' },
];

function marginDetail(m: Margin): string {
  if (m.value === null) return m.note ?? 'Sin ingresos no se puede calcular.';
  if (m.benchmark === null) return 'Sin referencia de la industria.';
  const rating = m.rating ? `${RATING_LABELS[m.rating]}: ` : '';
  return `${rating}referencia de la industria ${formatPercent(m.benchmark)}.`;
}

/**
 * "Resumen": the period's income statement, each margin against its benchmark with §4's bands,
 * and §9's insights.
 */
export function SummaryTab({ view }: { view: View }) {
  const s = view.statement;
  return (
    <div className="space-y-6">
      {view.example ? <ExampleNotice /> : null}
      <section
        aria-label="Estado de resultados del periodo"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
      >
        <KpiCard
          label="Ingresos"
          value={formatMoney(s.revenue)}
          concept="revenue"
          detail="Lo que vendiste en el periodo."
        />
        <KpiCard
          label="Costos"
          value={formatMoney(s.costOfSales)}
          concept="expenses"
          detail="El costo de lo que vendiste (costo de ventas)."
        />
        <KpiCard
          label="Utilidad bruta"
          value={formatMoney(s.grossProfit)}
          tone={s.grossProfit < 0 ? 'bad' : null}
          concept="grossMargin"
          detail="Ingresos menos costos."
        />
        <KpiCard
          label="Gastos de operación"
          value={formatMoney(s.operatingExpenses)}
          detail="Renta, sueldos, marketing y lo demás para operar."
        />
        <KpiCard
          label="EBITDA"
          value={formatMoney(s.ebitda)}
          tone={s.ebitda < 0 ? 'bad' : null}
          concept="ebitda"
          detail="Utilidad bruta menos gastos de operación."
        />
        <KpiCard
          label="Impuestos"
          value={formatMoney(s.taxes)}
          detail={
            s.interest > 0
              ? `Además, ${formatMoney(s.interest)} de intereses.`
              : 'Los impuestos registrados en el periodo.'
          }
        />
        <KpiCard
          label="Utilidad neta"
          value={formatMoney(s.netProfit)}
          tone={s.netProfit < 0 ? 'bad' : s.netProfit > 0 ? 'good' : null}
          concept="netProfit"
          detail="Lo que queda después de todo."
        />
      </section>
      <section aria-labelledby="margins-heading" className="space-y-3">
        <div className="flex items-center gap-2">
          <h2 id="margins-heading" className="text-lg font-semibold text-slate-900">
            Tus márgenes contra la industria
          </h2>
          <ConceptTooltip concept="marginBenchmark" label="Referencia de la industria" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {MARGIN_CARDS.map((card) => {
            const m = view.margins[card.key];
            return (
              <KpiCard
                key={card.key}
                label={card.label}
                value={m.value === null ? 'No se puede calcular' : formatPercent(m.value)}
                tone={m.tone}
                concept={card.concept}
                detail={marginDetail(m)}
              />
            );
          })}
        </div>
        <p className="text-xs text-slate-600">
          Excelente: 1.2 veces la referencia o más; bien: la alcanzas; atención: 0.8 veces o más;
          bajo: menos. Referencias: margen bruto 45 %, operativo 25 %, neto 15 %.
        </p>
      </section>
      <SectionCard title="Lo que dicen tus cifras">
        {view.insights.length === 0 ? (
          <p className="text-sm text-slate-600">Sin observaciones para este periodo.</p>
        ) : (
          <ul className="space-y-3">
            {view.insights.map((insight) => (
              <li key={insight.code} className="flex flex-col gap-1 sm:flex-row sm:items-start">
                <ToneBadge tone={insight.tone}>{insight.title}</ToneBadge>
                <p className="text-sm text-slate-700 sm:ml-3">{insight.message}</p>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      {view.assumed.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-xs text-slate-600">
          {view.assumed.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
