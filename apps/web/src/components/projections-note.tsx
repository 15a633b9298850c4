import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useIncludeProjections } from '../lib/user-config.ts';

/** Where the analysis section of the settings opens. */
export const ANALYSIS_SETTINGS_PATH = '/app/settings?seccion=analysis';

/** The one line a projection block leaves when the company hid projections. */
export function ProjectionsHiddenNote() {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Ocultaste las proyecciones en{' '}
        <Link to={ANALYSIS_SETTINGS_PATH} className="font-medium text-brand-700 underline">
          Configuración › Análisis
        </Link>
      </span>
    </p>
  );
}

/**
 * A block that projects the future: shown when Configuración › Análisis includes projections,
 * the note otherwise, nothing while the setting loads (a hidden projection never flashes). Actual
 * figures never go through it.
 */
export function Projection({ children }: { children: ReactNode }) {
  const include = useIncludeProjections();
  if (include === undefined) return null;
  return include ? children : <ProjectionsHiddenNote />;
}
