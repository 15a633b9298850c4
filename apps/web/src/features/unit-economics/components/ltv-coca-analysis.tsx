import {
  LTV_COCA_BANDS,
  LTV_COCA_LABELS,
  UNIT_ECONOMICS_RULES,
  type UnitEconomicsFigures,
} from '@caudal/finance';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMoney, formatRatio } from '../../../lib/format.ts';

const PRIORITY_WORDS = { high: 'Alta', medium: 'Media', low: 'Baja' } as const;

// The four bands of 001 §4, worst first, from finance's thresholds.
const BANDS = [
  {
    key: 'dangerous',
    range: `menos de ${LTV_COCA_BANDS.marginalFrom}`,
    className: 'bg-red-100 text-red-900',
  },
  {
    key: 'marginal',
    range: `${LTV_COCA_BANDS.marginalFrom} a menos de ${LTV_COCA_BANDS.goodFrom}`,
    className: 'bg-amber-100 text-amber-950',
  },
  {
    key: 'good',
    range: `${LTV_COCA_BANDS.goodFrom} a menos de ${LTV_COCA_BANDS.excellentFrom}`,
    className: 'bg-emerald-100 text-emerald-950',
  },
  {
    key: 'excellent',
    range: `${LTV_COCA_BANDS.excellentFrom} o más`,
    className: 'bg-emerald-200 text-emerald-950',
  },
] as const;

/** The LTV/COCA analysis: the band the ratio falls in, the COCA ceiling and §9's recommendations. */
export function LtvCocaAnalysis({ figures }: { figures: UnitEconomicsFigures }) {
  const r = figures.results;
  const band = r.unitEconomics;
  return (
    <SectionCard
      title="Análisis LTV/COCA"
      description="Cuántas veces recuperas lo que te cuesta conseguir un cliente (capítulo 5)."
    >
      <ol className="grid gap-2 sm:grid-cols-4" aria-label="Bandas de la razón LTV/COCA">
        {BANDS.map((b) => (
          <li
            key={b.key}
            aria-current={band === b.key ? 'true' : undefined}
            className={cn(
              'rounded-lg px-3 py-2 text-sm',
              b.className,
              band === b.key ? 'ring-2 ring-slate-900' : 'opacity-80',
            )}
          >
            <span className="block font-semibold">{LTV_COCA_LABELS[b.key]}</span>
            <span className="block text-xs">{b.range}</span>
            {band === b.key ? (
              <span className="mt-1 block text-xs font-medium">Tu resultado</span>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-700" data-testid="ltv-coca-sentence">
        {r.ltvCocaRatio === null
          ? r.notes.ltvCocaRatio
          : `Tu razón LTV/COCA es ${formatRatio(r.ltvCocaRatio)}: banda ${figures.label?.toLowerCase()}.`}
        {figures.cocaCeilingCentavos === null
          ? ''
          : ` Para mantener una razón de 3, conseguir un cliente debería costarte como máximo ${formatMoney(figures.cocaCeilingCentavos)}.`}
      </p>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Recomendaciones</h3>
      {figures.recommendations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Tus cifras no encienden ninguna alerta: LTV/COCA entre{' '}
          {UNIT_ECONOMICS_RULES.lowRatioBelow} y {UNIT_ECONOMICS_RULES.strongRatioFrom} y margen de
          contribución de {UNIT_ECONOMICS_RULES.lowContributionBelowPercent} % del precio o más.
        </p>
      ) : (
        <ul className="mt-2 space-y-2">
          {figures.recommendations.map((rec) => (
            <li key={rec.code} className="flex items-start gap-2 text-sm text-slate-800">
              <ToneBadge
                tone={
                  rec.priority === 'high'
                    ? 'warning'
                    : rec.priority === 'medium'
                      ? 'neutral'
                      : 'good'
                }
              >
                {PRIORITY_WORDS[rec.priority]}
              </ToneBadge>
              <span>{rec.message}</span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
