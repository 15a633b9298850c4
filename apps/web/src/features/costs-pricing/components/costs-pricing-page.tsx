import { costsPricingResponse } from '@caudal/contracts';
import { costsPricingCaseInputs, costsPricingView } from '@caudal/finance';
import { Calculator } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BookCasesPanel } from '../../../components/book-cases/book-cases-panel.tsx';
import { useBookCase } from '../../../components/book-cases/use-book-case.ts';
import { WhatIfBanner } from '../../../components/book-cases/what-if-banner.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { editStepHref } from '../../../lib/company-data-paths.ts';
import { todayInMexicoCity } from '../../../lib/format.ts';
import { useCostsPricingView } from '../api/costs-pricing-api.ts';
import { companyMonthOf } from '../costs-pricing-model.ts';
import { BreakEvenTab } from './break-even-tab.tsx';
import { CostStructureTab } from './cost-structure-tab.tsx';
import { PricingTab } from './pricing-tab.tsx';

export type CostsPricingPageProps = {
  /** Posts a learning step the page sees happen ('pricing-analysis', 'break-even-analysis'). */
  recordStep: (stepId: string) => void;
};

function PageSkeleton() {
  return (
    <LoadingSkeleton label="Cargando tus costos y precios..." className="space-y-6">
      <Skeleton className="h-12 rounded-xl" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {['a', 'b', 'c'].map((key) => (
          <Skeleton key={key} className="h-32 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-2xl" />
    </LoadingSkeleton>
  );
}

function NoProducts() {
  return (
    <EmptyState
      icon={Calculator}
      title="Agrega tus productos para analizar costos y precios"
      text="Con el precio, el costo variable y las ventas del mes de cada producto calculamos tu margen, el precio que te deja tu margen objetivo, la sensibilidad de tus ventas al precio y tu punto de equilibrio. Mientras tanto, puedes registrar tus costos fijos abajo o probar el caso del libro."
      action={
        <Link to={editStepHref(2)} className={buttonClasses({ size: 'lg' })}>
          Agregar productos
        </Link>
      }
    />
  );
}

/** Learning steps are the owner's: a book case's figures record none. */
const noStep = () => {};

/**
 * /app/costs-pricing: three tabs over GET /api/costs-pricing/view — the cost structure (edited
 * in place), the pricing strategy of a product (what-ifs computed by finance in the browser,
 * "Aplicar precio" for real) and the break-even with its sliders. A book case (`?caso=`) is
 * built in the browser the way the API builds the company's view (finance `costsPricingView`,
 * contracts `costsPricingResponse`) and shown as a what-if: nothing is saved or applied.
 */
export function CostsPricingPage({ recordStep }: CostsPricingPageProps) {
  const query = useCostsPricingView();
  const book = useBookCase('costs-pricing');
  const [tab, setTab] = useState('costs');
  const caseView = useMemo(
    () =>
      book.applied
        ? costsPricingResponse(costsPricingView(costsPricingCaseInputs(book.applied)))
        : null,
    [book.applied],
  );
  const whatIf = caseView !== null;
  const view = caseView ?? query.data;
  const totals = useMemo(() => (view ? companyMonthOf(view.totals) : null), [view]);
  const pricingDone = useCallback(() => recordStep('pricing-analysis'), [recordStep]);
  const breakEvenDone = useCallback(() => recordStep('break-even-analysis'), [recordStep]);
  // The tabs' own state (product, inputs, sliders) starts over with each set of figures.
  const source = book.applied?.id ?? 'company';
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Costos y precios
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Cuánto te cuesta operar, qué precio te deja el margen que buscas y cuánto necesitas vender
          para no perder.
        </p>
      </header>
      {book.applied ? (
        <WhatIfBanner
          title={book.applied.title}
          kept="tus productos, tus costos y tus supuestos de precio"
          onClear={book.clear}
        />
      ) : null}
      {query.isError && !view ? (
        <ErrorState
          title="No pudimos cargar tus costos y precios."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !view || !totals ? (
        <PageSkeleton />
      ) : view.structure.products.length === 0 ? (
        <>
          <NoProducts />
          <CostStructureTab structure={view.structure} />
        </>
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Secciones de costos y precios">
            <TabsTrigger value="costs">Estructura de costos</TabsTrigger>
            <TabsTrigger value="pricing">Estrategia de precios</TabsTrigger>
            <TabsTrigger value="break-even">Punto de equilibrio</TabsTrigger>
          </TabsList>
          <TabsContent value="costs">
            <CostStructureTab structure={view.structure} readOnly={whatIf} />
          </TabsContent>
          <TabsContent value="pricing">
            <PricingTab
              key={source}
              view={view}
              totals={totals}
              onAnalysed={whatIf ? noStep : pricingDone}
              whatIf={whatIf}
              initialProductId={book.applied?.data.pricing.productId}
            />
          </TabsContent>
          <TabsContent value="break-even">
            <BreakEvenTab
              key={source}
              totals={totals}
              onAnalysed={whatIf ? noStep : breakEvenDone}
            />
          </TabsContent>
        </Tabs>
      )}
      <BookCasesPanel
        cases={book.cases}
        appliedId={book.applied?.id ?? null}
        onApply={book.apply}
        onClear={book.clear}
        asOf={todayInMexicoCity()}
        resultsNote="Son las cifras que muestran las tres pestañas con los datos del caso."
      />
    </div>
  );
}
