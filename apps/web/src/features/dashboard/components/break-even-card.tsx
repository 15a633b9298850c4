import type { Dashboard } from '@caudal/contracts';
import { ConceptCard } from '../../../components/concept-card.tsx';
import { formatInteger, formatMoney } from '../../../lib/format.ts';

const NO_BREAK_EVEN = 'No se puede calcular el punto de equilibrio con los datos actuales.';

/** Break-even units and revenue a month, or the API's reason when there is none. */
export function BreakEvenCard({ breakEven }: { breakEven: Dashboard['breakEven'] }) {
  const { units, revenue, reason } = breakEven;
  return (
    <ConceptCard title="Punto de equilibrio" concept="breakEven">
      {units === null && revenue === null ? (
        <p className="mt-3 text-sm text-slate-700">{reason ?? NO_BREAK_EVEN}</p>
      ) : (
        <dl className="mt-3 space-y-3">
          <div>
            <dt className="text-sm text-slate-600">Unidades al mes</dt>
            <dd
              data-testid="break-even-units"
              className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums"
            >
              {units === null ? '—' : formatInteger(units)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Ventas al mes</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">
              {revenue === null ? '—' : formatMoney(revenue)}
            </dd>
          </div>
        </dl>
      )}
      {reason && (units !== null || revenue !== null) ? (
        <p className="mt-3 text-sm text-slate-600">{reason}</p>
      ) : null}
      <p className="mt-4 text-sm text-slate-600">
        Lo mínimo que necesitas vender cada mes para cubrir tus costos fijos.
      </p>
    </ConceptCard>
  );
}
