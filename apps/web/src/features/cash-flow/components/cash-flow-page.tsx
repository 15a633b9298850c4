import type { CashFlowViewResponse } from '@caudal/contracts';
import { cashFlowCaseInputs, cashFlowView } from '@caudal/finance';
import { Wallet } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BookCasesPanel } from '../../../components/book-cases/book-cases-panel.tsx';
import { useBookCase } from '../../../components/book-cases/use-book-case.ts';
import { WhatIfBanner } from '../../../components/book-cases/what-if-banner.tsx';
import { ImportDialog } from '../../../components/imports/import-dialog.tsx';
import { ImportHistory } from '../../../components/imports/import-history.tsx';
import { OpenDocumentsCard } from '../../../components/imports/open-documents-card.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { COMPANY_DATA_PATH } from '../../../lib/company-data-paths.ts';
import { todayInMexicoCity } from '../../../lib/format.ts';
import { useCashFlowView, useEntryActions, useEntryCategories } from '../api/cash-flow-api.ts';
import { categorySuggestions } from '../cash-flow-forms.ts';
import type { PeriodKind } from '../cash-flow-texts.ts';
import { AddEntryDialog } from './add-entry-dialog.tsx';
import { BalanceCard } from './balance-card.tsx';
import { CashFlowKpis } from './cash-flow-kpis.tsx';
import { EntriesSection } from './entries-section.tsx';
import { FlowCharts } from './flow-charts.tsx';
import { ForecastCard } from './forecast-card.tsx';
import { HealthHeader } from './health-header.tsx';
import { InsightsPanel } from './insights-panel.tsx';
import { IntroBanner } from './intro-banner.tsx';
import { type MayaLocalInputs, MayaPanel } from './maya-panel.tsx';
import { ReconciliationCard } from './reconciliation-card.tsx';
import { TaxEstimateCard } from './tax-estimate-card.tsx';

export type CashFlowPageProps = {
  /** Posts a learning step the page sees happen ('cash-flow-projection', 'cash-flow-export'). */
  recordStep: (stepId: string) => void;
};

/** What the browser's own Maya works from when the server cannot be reached: the screen's view. */
function mayaLocalInputs(view: CashFlowViewResponse | undefined): MayaLocalInputs | null {
  const month = view?.periods.monthly;
  if (!view || !month) return null;
  return {
    asOf: view.asOf,
    cashCentavos: view.cash.balance,
    monthlyNetFlowCentavos: month.net,
    monthlyRevenueCentavos: month.income,
    monthlyCostsCentavos: month.expenses,
    basisLabel: view.basis.label,
    receivablesCentavos: view.cash.receivables,
    payablesCentavos: view.cash.payables,
    monthly: [],
  };
}

function CashFlowSkeleton() {
  return (
    <LoadingSkeleton label="Cargando tu flujo de caja..." className="space-y-6">
      <Skeleton className="h-24 rounded-2xl" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-32 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-96 rounded-2xl" />
    </LoadingSkeleton>
  );
}

/** No entries yet: what this screen will show, and the ways to start. */
function CashFlowEmpty({ onAdd, onImport }: { onAdd: () => void; onImport: () => void }) {
  return (
    <EmptyState
      icon={Wallet}
      title="Registra tu primer movimiento"
      text="Anota lo que entra y sale de tu negocio (ventas, renta, nómina, insumos). Con tus movimientos calculamos tu flujo operativo, cuántos meses te alcanza la caja y las semanas en que podrías quedarte corto."
      action={
        <div className="flex flex-col items-center gap-3 sm:flex-row">
          <Button size="lg" onClick={onAdd}>
            Agregar movimiento
          </Button>
          <Button size="lg" variant="secondary" onClick={onImport}>
            Importar estado de cuenta o CFDI
          </Button>
          <Link
            to={COMPANY_DATA_PATH}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            Revisar datos de tu empresa
          </Link>
        </div>
      }
    />
  );
}

/** The screen's figures: the badge and toggle, the KPIs, the charts and the insights. */
function ViewSections({
  view,
  editable,
  kind,
  onKind,
}: {
  view: CashFlowViewResponse;
  editable: boolean;
  kind: PeriodKind;
  onKind: (kind: PeriodKind) => void;
}) {
  return (
    <>
      <HealthHeader kind={kind} onKind={onKind} period={view.periods[kind]} basis={view.basis} />
      <CashFlowKpis view={view} editable={editable} />
      <FlowCharts view={view} kind={kind} />
      <InsightsPanel view={view} />
    </>
  );
}

/**
 * /app/cash-flow: the company's cash flow (GET /api/cash-flow/view), or a book case computed in
 * the browser (`?caso=`, a what-if view: nothing is written); Maya; the book's cases; the 13-week
 * forecast; the entries with the add-entry modal, the CSV and the import dialog; receivables and
 * payables; the import history with its undo.
 */
export function CashFlowPage({ recordStep }: CashFlowPageProps) {
  const query = useCashFlowView();
  const categories = useEntryCategories();
  const actions = useEntryActions();
  const [kind, setKind] = useState<PeriodKind>('monthly');
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const categoryListId = useId();
  const book = useBookCase('cash-flow');
  const today = todayInMexicoCity();
  const caseView = useMemo(
    () => (book.applied ? cashFlowView(cashFlowCaseInputs(book.applied, today)) : null),
    [book.applied, today],
  );
  const view = caseView ?? query.data;
  const suggestions = categorySuggestions(categories.data?.categories ?? []);

  // The projection and the weeks on screen, from the company's own entries: 'review the projection'.
  const reviewed = query.data?.hasData === true && caseView === null;
  useEffect(() => {
    if (reviewed) recordStep('cash-flow-projection');
  }, [reviewed, recordStep]);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Flujo de caja
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          El dinero que entra y sale de tu negocio, cuánto te alcanza y qué semanas vienen
          difíciles.
        </p>
      </header>
      <IntroBanner />
      {caseView && book.applied ? (
        <WhatIfBanner
          title={book.applied.title}
          kept="tus movimientos y tu pronóstico"
          onClear={book.clear}
        />
      ) : null}

      {view ? (
        view.hasData ? (
          <ViewSections view={view} editable={caseView === null} kind={kind} onKind={setKind} />
        ) : (
          <CashFlowEmpty onAdd={() => setAdding(true)} onImport={() => setImporting(true)} />
        )
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar tu flujo de caja."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <CashFlowSkeleton />
      )}

      {/* Maya reads the company's own data on the server: not shown over a book case. */}
      {query.data && !caseView ? (
        <MayaPanel
          localInputs={mayaLocalInputs(query.data)}
          onAnalysed={() => recordStep('cash-flow-advisor')}
        />
      ) : null}
      <BookCasesPanel
        cases={book.cases}
        appliedId={book.applied?.id ?? null}
        onApply={book.apply}
        onClear={book.clear}
        asOf={today}
        resultsNote="Se calculan con el mes promedio de los 12 meses del caso. Las tarjetas de arriba usan, como con tus datos, sus últimos 3 meses completos: en un negocio de temporada no coinciden, y esa diferencia es parte de la lección."
      />

      {view?.hasData || query.data?.hasData ? <ForecastCard /> : null}
      {query.data?.hasData && !caseView ? <TaxEstimateCard /> : null}
      {query.data?.hasData ? (
        <EntriesSection
          categories={categories.data?.categories ?? []}
          categoryListId={categoryListId}
          onAdd={() => setAdding(true)}
          onImport={() => setImporting(true)}
          onExported={() => recordStep('cash-flow-export')}
        />
      ) : null}

      {query.data ? (
        <>
          <BalanceCard />
          <OpenDocumentsCard />
          {query.data.hasData && !caseView ? <ReconciliationCard /> : null}
          <ImportHistory />
        </>
      ) : null}

      <datalist id={categoryListId}>
        {suggestions.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <AddEntryDialog
        open={adding}
        onOpenChange={setAdding}
        categoryListId={categoryListId}
        onCreate={actions.create}
      />
      <ImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
