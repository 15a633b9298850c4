import { isComingSoon } from '@caudal/contracts/app-modules';
import { Bot, ChevronRight, FileText, type LucideIcon, Target } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoonBadge } from '../../../components/ui/coming-soon.tsx';

const ACTIONS: readonly { to: string; title: string; text: string; icon: LucideIcon }[] = [
  {
    to: '/app/reports',
    title: 'Ver reportes',
    text: 'Reportes financieros con los datos de tu empresa.',
    icon: FileText,
  },
  {
    to: '/app/ai-agents',
    title: 'Consultar a los agentes IA',
    text: 'Análisis de tu negocio con recomendaciones del libro.',
    icon: Bot,
  },
  {
    to: '/app/planning',
    title: 'Planear tus finanzas',
    text: 'Metas, presupuesto y escenarios para los próximos meses.',
    icon: Target,
  },
];

/** Shortcuts to reports, AI agents and planning; a module not built yet says so. */
export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
        Acciones rápidas
      </h2>
      <ul className="mt-3 grid gap-4 md:grid-cols-3">
        {ACTIONS.map((action) => (
          <li key={action.to}>
            <Link
              to={action.to}
              className="group flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600"
            >
              <span className="rounded-xl bg-brand-50 p-2.5 text-brand-800">
                <action.icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold text-slate-900 group-hover:text-brand-800">
                    {action.title}
                  </span>
                  {isComingSoon(action.to) ? <ComingSoonBadge /> : null}
                </span>
                <span className="mt-1 block text-sm text-slate-600">{action.text}</span>
              </span>
              <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
