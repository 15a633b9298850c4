import type { Tone } from '@caudal/finance';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { TONE_TEXT, TONE_WORDS } from '../../../components/ui/tone.ts';
import { cn } from '../../../lib/cn.ts';
import type { SampleView } from '../model/sample-view.ts';

const TONE_ICONS: Record<Tone, typeof CircleCheck> = {
  good: CircleCheck,
  warning: TriangleAlert,
  bad: CircleAlert,
};

/**
 * The rule-based analysis of the sample figures. It says plainly that rules, not a language
 * model, wrote it (DECISIONS.md: no claim of AI that is not there).
 */
export function AnalysisTab({ view }: { view: SampleView }) {
  return (
    <div className="space-y-4">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 sm:p-5">
        <p className="font-semibold text-slate-900">Cómo se hace este análisis</p>
        <p className="mt-1">
          Caudal aplica reglas fijas del libro (umbrales de márgenes, flujo, punto de equilibrio y
          salud financiera) a las cifras de ejemplo del día simulado. No usa un modelo de
          inteligencia artificial: cada conclusión sale de una fórmula y cita su capítulo.
        </p>
      </div>
      <ul className="grid gap-4 lg:grid-cols-2" data-testid="findings">
        {view.findings.map((finding) => {
          const Icon = TONE_ICONS[finding.tone];
          return (
            <li
              key={finding.code}
              className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
            >
              <Icon
                aria-hidden="true"
                className={cn('mt-0.5 size-5 shrink-0', TONE_TEXT[finding.tone])}
              />
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  <span className="sr-only">{TONE_WORDS[finding.tone]}: </span>
                  {finding.title}
                </p>
                <p className="mt-1 text-sm text-slate-700">{finding.message}</p>
                <p className="mt-2 text-xs font-medium text-slate-600">
                  Libro, capítulo {finding.chapter}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
