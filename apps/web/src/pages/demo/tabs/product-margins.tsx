import { MARGIN_HEALTH_TONES, type MarginHealth, marginHealth } from '@caudal/finance';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { formatPercent, formatUnitMoney } from '../../../lib/format.ts';
import type { SampleView } from '../model/sample-view.ts';

const HEALTH_LABELS: Record<MarginHealth, string> = {
  healthy: 'Saludable',
  acceptable: 'Aceptable',
  low: 'Bajo',
};

/** Each product's unit margin and its share of the month's contribution (chapter 7). */
export function ProductMargins({ products }: { products: SampleView['products'] }) {
  return (
    <SectionCard
      title="Margen por producto"
      description="Qué producto paga los costos fijos: su margen por pieza y su parte de la contribución del mes."
    >
      <ul className="space-y-4">
        {products.map((product) => {
          const health =
            product.contributionPercent === null ? null : marginHealth(product.contributionPercent);
          const share = product.shareOfContribution ?? 0;
          return (
            <li key={product.name}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="font-medium text-slate-900">{product.name}</p>
                <p className="text-sm text-slate-700 tabular-nums">
                  {formatPercent(product.shareOfContribution)} de la contribución
                </p>
              </div>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                <span>
                  Precio {formatUnitMoney(product.priceCentavos)} · costo variable{' '}
                  {formatUnitMoney(product.variableCostCentavos)} · margen{' '}
                  {formatPercent(product.contributionPercent)}
                </span>
                {health ? (
                  <ToneBadge tone={MARGIN_HEALTH_TONES[health]}>{HEALTH_LABELS[health]}</ToneBadge>
                ) : null}
              </p>
              <div
                aria-hidden="true"
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className="h-full rounded-full bg-brand-600"
                  style={{ width: `${Math.min(100, Math.max(0, share))}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
