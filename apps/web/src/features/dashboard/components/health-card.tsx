import type { Dashboard, FigureConcept } from '@caudal/contracts';
import { ConceptCard } from '../../../components/concept-card.tsx';
import { ConceptTooltip } from '../../../components/concept-tooltip.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
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

/** The health score (0–100) and its four parts of up to 25 points. */
export function HealthCard({ health }: { health: Dashboard['health'] }) {
  return (
    <ConceptCard title="Salud financiera" concept="healthScore">
      <p className="mt-3 flex items-baseline gap-1">
        <span
          data-testid="health-score"
          className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums"
        >
          {formatInteger(health.score)}
        </span>
        <span className="text-slate-600">de {SCORE_MAX}</span>
      </p>
      <ProgressBar value={(100 * health.score) / SCORE_MAX} className="mt-3 h-3" />
      <ul className="mt-5 space-y-3">
        {PARTS.map((part) => (
          <li key={part.key}>
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="flex items-center gap-1 text-slate-700">
                {part.label}
                <ConceptTooltip concept={part.concept} label={part.label} />
              </span>
              <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatInteger(health.parts[part.key])}
                <span className="font-normal text-slate-600"> de {PART_MAX}</span>
              </span>
            </div>
            <ProgressBar value={(100 * health.parts[part.key]) / PART_MAX} className="mt-1" />
          </li>
        ))}
      </ul>
    </ConceptCard>
  );
}
