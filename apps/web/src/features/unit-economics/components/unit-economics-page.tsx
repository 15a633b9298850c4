import type {
  UnitEconomicsInputs,
  UnitEconomicsScenario,
  UnitEconomicsViewResponse,
} from '@caudal/contracts';
import { ALL_PRODUCTS_ID, unitEconomicsFigures } from '@caudal/finance';
import { Users } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BookCasesPanel } from '../../../components/book-cases/book-cases-panel.tsx';
import { useBookCase } from '../../../components/book-cases/use-book-case.ts';
import { WhatIfBanner } from '../../../components/book-cases/what-if-banner.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { COMPANY_DATA_PATH } from '../../../lib/company-data-paths.ts';
import { formatMonthLong, todayInMexicoCity } from '../../../lib/format.ts';
import { useUnitEconomicsView } from '../api/unit-economics-api.ts';
import {
  type CalculatorField,
  type CalculatorFields,
  fieldsOf,
  financeInputs,
  parseFields,
} from '../unit-economics-form.ts';
import { CalculatorCard } from './calculator-card.tsx';
import { CarlosPanel } from './carlos-panel.tsx';
import { CustomersSection } from './customers-section.tsx';
import { LtvCocaAnalysis } from './ltv-coca-analysis.tsx';
import { ProjectionCard } from './projection-card.tsx';
import { ResultsCards } from './results-cards.tsx';
import { ScenariosSection } from './scenarios-section.tsx';

export type UnitEconomicsPageProps = {
  /** Posts a learning step the page sees happen ('unit-economics-calculation'). */
  recordStep: (stepId: string) => void;
};

function PageSkeleton() {
  return (
    <LoadingSkeleton label="Cargando tus unit economics..." className="space-y-6">
      <Skeleton className="h-16 rounded-2xl" />
      <Skeleton className="h-64 rounded-2xl" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {['a', 'b', 'c'].map((key) => (
          <Skeleton key={key} className="h-32 rounded-2xl" />
        ))}
      </div>
    </LoadingSkeleton>
  );
}

function NoProducts() {
  return (
    <EmptyState
      icon={Users}
      title="Registra tus productos para calcular tus unit economics"
      text="Con el precio, el costo variable y las ventas del mes de cada producto calculamos tu margen de contribución, tu costo de adquisición (COCA), el valor de vida de tus clientes (LTV) y su razón. Mientras tanto, puedes probar el caso del libro de abajo."
      action={
        <Link to={COMPANY_DATA_PATH} className={buttonClasses({ size: 'lg' })}>
          Ir a Datos de tu empresa
        </Link>
      }
    />
  );
}

/** The sentence under the calculator: where the prefilled figures come from. */
function sourceOf(view: UnitEconomicsViewResponse): string {
  const month = formatMonthLong(view.month);
  return view.customers.recorded
    ? `Datos de tu empresa de ${month}, con los clientes que registraste.`
    : `Datos de tu empresa de ${month}. No registraste tus clientes de ese mes: los clientes nuevos quedan vacíos (no los inventamos).`;
}

/** The one note of what needs the owner's customers, with the way to the customers section. */
function CustomersNeeded({ note }: { note: string }) {
  return (
    <Alert tone="warning">
      {note}{' '}
      <a href="#clientes" className="font-medium text-brand-700 underline underline-offset-2">
        Ir a Tus clientes por mes
      </a>
    </Alert>
  );
}

/**
 * /app/unit-economics: the calculator prefilled from the company's data (GET
 * /api/unit-economics/view) for a product or all of them, editable as a what-if; the results,
 * the LTV/COCA analysis and recommendations, the 12-month projection, the saved scenarios,
 * Carlos, the customers by month and the book's case (`?caso=`), all computed by finance in the
 * browser from the inputs on screen.
 */
export function UnitEconomicsPage({ recordStep }: UnitEconomicsPageProps) {
  const query = useUnitEconomicsView();
  const book = useBookCase('unit-economics');
  const [selected, setSelected] = useState(ALL_PRODUCTS_ID);
  const [edited, setEdited] = useState<CalculatorFields | null>(null);
  const view = query.data;
  const option = view?.options.find((o) => o.id === selected) ?? view?.options[0];

  // Reportes and the automation link to '#clientes': the section arrives with the data, after
  // the navigation, so the browser cannot scroll there by itself.
  const { hash } = useLocation();
  const loaded = view !== undefined;
  useEffect(() => {
    if (loaded && hash === '#clientes') document.getElementById('clientes')?.scrollIntoView();
  }, [loaded, hash]);

  const caseInputs: UnitEconomicsInputs | null = useMemo(() => {
    const i = book.applied?.data.inputs;
    return i
      ? {
          pricePerUnit: i.pricePerUnitCentavos,
          variableCosts: i.variableCostsCentavos,
          marketingSpend: i.marketingSpendCentavos,
          newCustomers: i.newCustomers,
          avgPurchaseFreq: i.avgPurchaseFreq,
          retentionMonths: i.retentionMonths,
        }
      : null;
  }, [book.applied]);
  const base = caseInputs ?? option?.inputs ?? null;
  const fields = edited ?? (base ? fieldsOf(base) : null);
  const parsed = fields ? parseFields(fields) : null;
  const inputs = parsed?.ok ? parsed.inputs : null;
  const figures = useMemo(
    () => (inputs ? unitEconomicsFigures(financeInputs(inputs)) : null),
    [inputs],
  );

  // The owner's own product's LTV and COCA on screen: 'calculate the LTV and COCA of a product'
  // (without new customers there is no COCA, so the step waits for them).
  const calculated =
    figures !== null &&
    figures.results.cocaCentavos !== null &&
    caseInputs === null &&
    option !== undefined;
  useEffect(() => {
    if (calculated) recordStep('unit-economics-calculation');
  }, [calculated, recordStep]);

  const productName = (id: string | null) =>
    view?.options.find((o) => o.id === (id ?? ALL_PRODUCTS_ID))?.name ?? 'Producto borrado';
  const change = (key: CalculatorField, value: string) =>
    fields && setEdited({ ...fields, [key]: value });
  const load = (s: UnitEconomicsScenario) => {
    if (book.applied) book.clear();
    setSelected(s.productId ?? ALL_PRODUCTS_ID);
    setEdited(fieldsOf(s.inputs));
  };
  const apply = (id: string) => {
    setEdited(null);
    book.apply(id);
  };
  const clear = () => {
    setEdited(null);
    book.clear();
  };

  const hasProducts = (view?.options.length ?? 0) > 0;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Economía unitaria
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Cuánto te cuesta conseguir un cliente, cuánto te deja mientras te compra y si esa relación
          es sana.
        </p>
      </header>
      {book.applied ? (
        <WhatIfBanner
          title={book.applied.title}
          kept="tus productos, tus clientes y tus escenarios"
          onClear={clear}
        />
      ) : null}

      {query.isError && !view ? (
        <ErrorState
          title="No pudimos cargar tus unit economics."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !view ? (
        <PageSkeleton />
      ) : !hasProducts && !caseInputs ? (
        <NoProducts />
      ) : (
        <>
          {caseInputs ? null : (
            <SelectField
              label="Producto"
              value={option?.id ?? ALL_PRODUCTS_ID}
              options={view.options.map((o) => ({ value: o.id, label: o.name }))}
              onChange={(e) => {
                setSelected(e.target.value);
                setEdited(null);
              }}
              className="sm:max-w-md"
            />
          )}
          {!caseInputs && view.assumed.length > 0 ? (
            <Alert tone="info">Supuestos: {view.assumed.join('; ')}.</Alert>
          ) : null}
          {fields ? (
            <CalculatorCard
              fields={fields}
              errors={parsed && !parsed.ok ? parsed.errors : {}}
              onChange={change}
              onReset={() => setEdited(null)}
              changed={edited !== null}
              source={
                caseInputs && book.applied
                  ? `Datos del caso del libro: ${book.applied.data.productName}.`
                  : sourceOf(view)
              }
            />
          ) : null}
          {figures ? (
            <>
              {figures.customersNeeded ? <CustomersNeeded note={figures.customersNeeded} /> : null}
              <ResultsCards figures={figures} />
              <LtvCocaAnalysis figures={figures} />
              <ProjectionCard months={figures.projection} note={figures.customersNeeded} />
            </>
          ) : (
            <Alert>Corrige los datos marcados en la calculadora para ver tus resultados.</Alert>
          )}
          {caseInputs ? null : (
            <>
              <ScenariosSection
                productId={option && option.id !== ALL_PRODUCTS_ID ? option.id : null}
                productName={productName}
                inputs={inputs}
                onLoad={load}
              />
              <CarlosPanel
                productId={option?.id ?? ALL_PRODUCTS_ID}
                onAnalysed={() => recordStep('unit-economics-advisor')}
              />
            </>
          )}
        </>
      )}
      <BookCasesPanel
        cases={book.cases}
        appliedId={book.applied?.id ?? null}
        onApply={apply}
        onClear={clear}
        asOf={todayInMexicoCity()}
        resultsNote="Son las cifras que la calculadora muestra con los datos del caso."
      />
      {view && !caseInputs ? <CustomersSection history={view.history} /> : null}
    </div>
  );
}
