import { RULE_TYPES, type RuleType } from '@caudal/contracts';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAutomationSummary } from '../api/automation-api.ts';
import type { TypeFilter } from '../automation-model.ts';
import { QuickSetup } from './quick-setup.tsx';
import { RuleList } from './rule-list.tsx';
import { SummaryCards } from './summary-cards.tsx';

const TYPE_PARAM = 'tipo';
const filterOf = (param: string | null): TypeFilter =>
  RULE_TYPES.includes(param as RuleType) ? (param as RuleType) : 'all';

/**
 * /app/automation: the counted summary, the quick-setup packages and the company's rules with
 * the type filter (in the address, `?tipo=financial`), their switch, history, form and delete.
 */
export function AutomationPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get(TYPE_PARAM));
  const summary = useAutomationSummary();
  const s = summary.data;
  const ruleCount = s ? s.activeRules + s.pausedRules + s.draftRules : 0;

  return (
    <div className="min-w-0 space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Automatización
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Tus reglas revisan tus cifras cuando cambian tus datos o llega su hora, y te avisan cuando
          algo requiere atención. Las ideas vienen del{' '}
          <Link to="/app/libro/4" className="font-medium text-brand-800 underline">
            capítulo 4 del libro
          </Link>
          .
        </p>
      </header>
      {summary.isError && !s ? (
        <ErrorState
          title="No pudimos cargar el resumen de tu automatización."
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      ) : !s ? (
        <LoadingSkeleton
          label="Cargando tu automatización..."
          className="grid gap-4 space-y-0 sm:grid-cols-2 xl:grid-cols-4"
        >
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} className="h-32 rounded-2xl" />
          ))}
        </LoadingSkeleton>
      ) : (
        <SummaryCards summary={s} />
      )}
      <RuleList
        filter={filter}
        onFilter={(next) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              if (next === 'all') updated.delete(TYPE_PARAM);
              else updated.set(TYPE_PARAM, next);
              return updated;
            },
            { replace: true, preventScrollReset: true },
          )
        }
      />
      <QuickSetup ruleCount={ruleCount} />
    </div>
  );
}
