import type { Dashboard, FigureConcept } from '@caudal/contracts';
import { FIGURE_LEVEL_LABELS, FIGURE_LEVEL_TONES } from '@caudal/finance';
import { ConceptCard } from '../../../components/concept-card.tsx';
import { ConceptTooltip } from '../../../components/concept-tooltip.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { formatInteger } from '../../../lib/format.ts';

type Parts = Dashboard['health']['parts'];

const PARTS: readonly { key: keyof Parts; label: string; concept: FigureConcept }[] = [
  { key: 'netMargin', label: 'Margen neto', concept: 'netMargin' },
  { key: 'grossMargin', label: 'Margen bruto', concept: 'grossMargin' },
  { key: 'marginOfSafety', label: 'Margen de seguridad', concept: 'marginOfSafety' },
  {
    key: 'contributionMargin',
    label: 'Margen de contribución',
    concept: 'contributionMargin',
  },
];

const PART_MAX = 25;
const SCORE_MAX = 100;

/**
 * The health score (0–100), its level in words, what it rests on, and its four parts of up to
 * 25 points (a part that cannot be measured says so).
 */
export function HealthCard({
  health,
  basis,
}: {
  health: Dashboard['health'];
  basis: Dashboard['basis'];
}) {
  return (
    <ConceptCard title="Salud financiera" concept="healthScore">
      <p className="mt-3 flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span
          data-testid="health-score"
          className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums"
        >
          {health.score === null ? 'Sin datos' : formatInteger(health.score)}
        </span>
        {health.score === null ? null : <span className="text-slate-600">de {SCORE_MAX}</span>}
        {health.level ? (
          <ToneBadge tone={FIGURE_LEVEL_TONES[health.level]}>
            {FIGURE_LEVEL_LABELS[health.level]}
          </ToneBadge>
        ) : null}
      </p>
      <ProgressBar value={health.score ?? 0} className="mt-3 h-3" />
      <p className="mt-2 text-xs text-slate-600">
        {basis.source === 'recorded'
          ? `Margen neto de ${basis.label}; los otros márgenes, de tus productos.`
          : basis.source === 'estimate'
            ? 'Estimado con tus productos y costos.'
            : 'Registra tus movimientos o tus productos para medirla.'}
        {health.note ? ` ${health.note}` : ''}
      </p>
      <ul className="mt-4 space-y-3">
        {PARTS.map((part) => {
          const points = health.parts[part.key];
          return (
            <li key={part.key}>
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="flex items-center gap-1 text-slate-700">
                  {part.label}
                  <ConceptTooltip concept={part.concept} label={part.label} />
                </span>
                <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                  {points === null ? (
                    <span className="font-normal text-slate-600">Sin productos</span>
                  ) : (
                    <>
                      {formatInteger(points)}
                      <span className="font-normal text-slate-600"> de {PART_MAX}</span>
                    </>
                  )}
                </span>
              </div>
              <ProgressBar value={((points ?? 0) * 100) / PART_MAX} className="mt-1" />
            </li>
          );
        })}
      </ul>
    </ConceptCard>
  );
}
