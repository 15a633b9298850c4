import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BookCasesPanel } from '../../../components/book-cases/book-cases-panel.tsx';
import { useBookCase } from '../../../components/book-cases/use-book-case.ts';
import { WhatIfBanner } from '../../../components/book-cases/what-if-banner.tsx';
import { Projection } from '../../../components/projections-note.tsx';
import { ErrorState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { todayInMexicoCity } from '../../../lib/format.ts';
import { usePlanningView } from '../api/planning-api.ts';
import { caseView } from '../planning-case.ts';
import { HORIZON_PARAM, horizonOf, MONTH_PARAM, monthOf } from '../planning-model.ts';
import { BudgetTab } from './budget-tab.tsx';
import { ForecastTab } from './forecast-tab.tsx';
import { GoalsTab } from './goals-tab.tsx';
import { InsightsBlock } from './insights-block.tsx';
import { ScenariosTab } from './scenarios-tab.tsx';
import { SofiaPanel } from './sofia-panel.tsx';
import { SummaryCards } from './summary-cards.tsx';

export type PlanningPageProps = {
  /** Posts a learning step the page sees happen ('forecast', 'scenario'). */
  recordStep: (stepId: string) => void;
};

function PageSkeleton() {
  return (
    <LoadingSkeleton label="Cargando tu planeación..." className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-32 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-12 rounded-xl" />
      <Skeleton className="h-72 rounded-2xl" />
    </LoadingSkeleton>
  );
}

/**
 * /app/planning: the four summary cards (goals completed, budget accuracy and variance, the
 * horizon the forecast follows), four tabs over GET /api/planning/view — Metas, Presupuesto,
 * Proyección, Escenarios —, the insights, Sofía and the book's case as a what-if view. The
 * horizon and the budget's month live in the address (`?horizonte=&mes=`).
 */
export function PlanningPage({ recordStep }: PlanningPageProps) {
  const [params, setParams] = useSearchParams();
  const horizon = horizonOf(params.get(HORIZON_PARAM));
  const month = monthOf(params.get(MONTH_PARAM));
  const today = useMemo(() => todayInMexicoCity(), []);
  const query = usePlanningView({ month, horizon });
  const real = query.data;
  const book = useBookCase('planning');
  // A book case applied (`?caso=`): its budget, goals, scenarios and forecast; nothing written.
  const view = useMemo(
    () => (book.applied ? caseView(book.applied, today, horizon) : real),
    [real, book.applied, today, horizon],
  );
  const isCase = book.applied !== null;

  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const forecastSeen = useCallback(() => recordStep('forecast'), [recordStep]);
  const scenarioDone = useCallback(() => recordStep('scenario'), [recordStep]);

  return (
    <div className="min-w-0 space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Planeación financiera
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Tus metas, tu presupuesto contra lo real, la proyección de tu negocio y los escenarios que
          podrían cambiarla.
        </p>
      </header>
      {book.applied ? (
        <WhatIfBanner
          title={book.applied.title}
          kept="tus metas, tu presupuesto y tus escenarios guardados"
          onClear={book.clear}
        />
      ) : null}
      {query.isError && !view ? (
        <ErrorState
          title="No pudimos cargar tu planeación."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !view ? (
        <PageSkeleton />
      ) : (
        <>
          <SummaryCards
            view={view}
            horizon={horizon}
            onHorizon={(h) => setParam(HORIZON_PARAM, h)}
          />
          <Tabs defaultValue="goals" aria-busy={query.isFetching}>
            <TabsList aria-label="Secciones de planeación">
              <TabsTrigger value="goals">Metas</TabsTrigger>
              <TabsTrigger value="budget">Presupuesto</TabsTrigger>
              <TabsTrigger value="forecast">Proyección</TabsTrigger>
              <TabsTrigger value="scenarios">Escenarios</TabsTrigger>
            </TabsList>
            <TabsContent value="goals">
              <GoalsTab view={view} isCase={isCase} today={today} />
            </TabsContent>
            <TabsContent value="budget">
              <BudgetTab
                view={view}
                isCase={isCase}
                today={today}
                onMonth={(m) => setParam(MONTH_PARAM, m)}
              />
            </TabsContent>
            <TabsContent value="forecast">
              <Projection>
                <ForecastTab view={view} isCase={isCase} onSeen={forecastSeen} />
              </Projection>
            </TabsContent>
            <TabsContent value="scenarios">
              <ScenariosTab
                key={isCase ? `caso-${book.applied?.id}` : 'own'}
                view={view}
                isCase={isCase}
                onSaved={scenarioDone}
              />
            </TabsContent>
          </Tabs>
          <InsightsBlock insights={view.insights} />
          {real ? <SofiaPanel view={real} onDone={scenarioDone} /> : null}
        </>
      )}
      <BookCasesPanel
        cases={book.cases}
        appliedId={book.applied?.id ?? null}
        onApply={book.apply}
        onClear={book.clear}
        asOf={today}
        resultsNote="Son las cifras que las Metas, el Presupuesto, la Proyección a 12 meses y los Escenarios muestran con los datos del caso."
      />
    </div>
  );
}
