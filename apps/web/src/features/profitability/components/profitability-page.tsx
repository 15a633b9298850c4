import { useCallback, useMemo, useState } from 'react';
import { BookCasesPanel } from '../../../components/book-cases/book-cases-panel.tsx';
import { useBookCase } from '../../../components/book-cases/use-book-case.ts';
import { ErrorState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { formatDate, todayInMexicoCity } from '../../../lib/format.ts';
import { useDefaultPeriodSetting } from '../../../lib/user-config.ts';
import { useProfitabilityView } from '../api/profitability-api.ts';
import { caseView, choiceForSetting, periodOptions } from '../profitability-model.ts';
import { AlexPanel } from './alex-panel.tsx';
import { CaseBanner } from './case-banner.tsx';
import { CentresTab } from './centres-tab.tsx';
import { EvaluateTab } from './evaluate-tab.tsx';
import { MarginsTab } from './margins-tab.tsx';
import { RoiTab } from './roi-tab.tsx';
import { SummaryTab } from './summary-tab.tsx';

export type ProfitabilityPageProps = {
  /** Posts a learning step the page sees happen ('roi-analysis'). */
  recordStep: (stepId: string) => void;
};

function PageSkeleton() {
  return (
    <LoadingSkeleton label="Cargando tu rentabilidad..." className="space-y-6">
      <Skeleton className="h-12 rounded-xl" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-32 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-2xl" />
    </LoadingSkeleton>
  );
}

/**
 * /app/profitability: four tabs over GET /api/profitability/view for the chosen period (the
 * company's default period until one is picked) — Resumen, ROI (investments edited in place), Márgenes
 * (a what-if over the period's statement) and Centros de utilidad (with the owner's groups) —
 * and Alex's risk analysis below them.
 */
export function ProfitabilityPage({ recordStep }: ProfitabilityPageProps) {
  const today = useMemo(() => todayInMexicoCity(), []);
  const options = useMemo(() => periodOptions(today), [today]);
  // Until the owner picks one: the company's default period (Configuración › Análisis), waited
  // for so that the figures of another period never show first; the last 12 months if unread.
  const setting = useDefaultPeriodSetting();
  const [picked, setPicked] = useState<string | null>(null);
  const choice =
    picked ?? (setting === undefined ? null : setting ? choiceForSetting(setting, today) : '12m');
  const period = options.find((o) => o.value === choice)?.period ?? null;
  const query = useProfitabilityView(period, choice !== null);
  const real = query.data;
  const book = useBookCase('profitability');
  // A book case applied (`?caso=`): its figures and investments instead of the company's.
  const view = useMemo(
    () => (real && book.applied ? caseView(book.applied, real) : real),
    [real, book.applied],
  );
  const roiDone = useCallback(() => recordStep('roi-analysis'), [recordStep]);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Rentabilidad
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Cuánto te deja tu negocio, qué tan bien rinden tus inversiones, qué partes ganan más y
            qué riesgos corres.
          </p>
        </div>
        <div className="w-full sm:w-72">
          <SelectField
            label="Periodo"
            options={options.map(({ value, label }) => ({ value, label }))}
            value={choice ?? ''}
            onChange={(e) => setPicked(e.target.value)}
            hint={
              view
                ? `Del ${formatDate(view.period.from)} al ${formatDate(view.period.to)}`
                : undefined
            }
          />
        </div>
      </header>
      {book.applied ? <CaseBanner title={book.applied.title} onClear={book.clear} /> : null}
      {query.isError && !view ? (
        <ErrorState
          title="No pudimos cargar tu rentabilidad."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !view ? (
        <PageSkeleton />
      ) : (
        <>
          <Tabs defaultValue="summary" aria-busy={query.isFetching}>
            <TabsList aria-label="Secciones de rentabilidad">
              <TabsTrigger value="summary">Resumen</TabsTrigger>
              <TabsTrigger value="roi">ROI</TabsTrigger>
              <TabsTrigger value="evaluate">Evaluar inversión</TabsTrigger>
              <TabsTrigger value="margins">Márgenes</TabsTrigger>
              <TabsTrigger value="centres">Centros de utilidad</TabsTrigger>
            </TabsList>
            <TabsContent value="summary">
              <SummaryTab view={view} />
            </TabsContent>
            <TabsContent value="roi">
              <RoiTab onAnalysed={roiDone} caseRows={book.applied ? view.investments : undefined} />
            </TabsContent>
            <TabsContent value="evaluate">
              <EvaluateTab readOnly={Boolean(book.applied)} />
            </TabsContent>
            <TabsContent value="margins">
              <MarginsTab
                key={`${view.period.from}|${view.period.to}|${JSON.stringify(view.statement)}`}
                view={view}
              />
            </TabsContent>
            <TabsContent value="centres">
              <CentresTab view={view} />
            </TabsContent>
          </Tabs>
          {real ? <AlexPanel view={real} /> : null}
        </>
      )}
      <BookCasesPanel
        cases={book.cases}
        appliedId={book.applied?.id ?? null}
        onApply={book.apply}
        onClear={book.clear}
        asOf={todayInMexicoCity()}
        resultsNote="Son las cifras que el Resumen, el ROI y los Márgenes muestran con los datos del caso."
      />
    </div>
  );
}
