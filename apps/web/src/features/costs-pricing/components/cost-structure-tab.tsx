import {
  type CostsPricingViewResponse,
  type FixedCost,
  FixedCostInputSchema,
  type Product,
  ProductInputSchema,
  type VariableCostLine,
  VariableCostLineInputSchema,
} from '@caudal/contracts';
import { MARGIN_THRESHOLDS, marginHealth, monthlyFixedCostAmount, percent } from '@caudal/finance';
import { ShareCard } from '../../../components/charts/share-card.tsx';
import { KpiCard } from '../../../components/kpi-card.tsx';
import type { ResourceColumn } from '../../../components/resource-table/resource-form.ts';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { moneyToField, optionalNumber } from '../../../lib/form-values.ts';
import { formatInteger, formatMoney, formatPercent, formatUnitMoney } from '../../../lib/format.ts';
import {
  useCostLineActions,
  useCostLineList,
  useFixedCostActions,
  useFixedCostList,
  useProductActions,
  useProductList,
} from '../api/costs-pricing-api.ts';
import { MARGIN_HEALTH_LABELS } from '../costs-pricing-model.ts';

type Structure = CostsPricingViewResponse['structure'];

const MONEY_INPUT = { kind: 'number', inputMode: 'decimal', step: 0.01, min: 0 } as const;

const moneyColumn = <Row,>(
  key: string,
  header: string,
  value: (row: Row) => Product['price'],
): ResourceColumn<Row> => ({
  key,
  header,
  cell: (row) => formatUnitMoney(value(row)),
  toField: (row) => moneyToField(value(row)),
  fromField: optionalNumber,
  input: MONEY_INPUT,
  numeric: true,
});

/** The margin of a product row, with its band: 'Bajo · 26.7 %'; a price of 0 has none. */
function marginCell(p: Product): string {
  const margin = percent(p.price - p.variableCost, p.price);
  if (margin === null) return 'Sin precio';
  return `${MARGIN_HEALTH_LABELS[marginHealth(margin)]} · ${formatPercent(margin)}`;
}

const PRODUCT_COLUMNS: readonly ResourceColumn<Product>[] = [
  {
    key: 'name',
    header: 'Producto',
    cell: (p) => p.name,
    toField: (p) => p.name,
    input: { kind: 'text', maxLength: 120 },
  },
  moneyColumn<Product>('price', 'Precio', (p) => p.price),
  moneyColumn<Product>('variableCost', 'Costo variable', (p) => p.variableCost),
  {
    key: 'monthlySales',
    header: 'Ventas al mes',
    cell: (p) => formatInteger(p.monthlySales),
    toField: (p) => String(p.monthlySales),
    fromField: optionalNumber,
    input: { kind: 'number', inputMode: 'numeric', step: 1, min: 0 },
    numeric: true,
  },
  {
    key: 'category',
    header: 'Categoría',
    cell: (p) => p.category,
    toField: (p) => p.category,
    input: { kind: 'text', maxLength: 60 },
  },
  { key: 'margin', header: 'Margen', cell: marginCell, numeric: true },
];

const FREQUENCY = [
  { value: 'true', label: 'Mensual' },
  { value: 'false', label: 'Anual' },
] as const;

const FIXED_COLUMNS: readonly ResourceColumn<FixedCost>[] = [
  {
    key: 'name',
    header: 'Concepto',
    cell: (c) => c.name,
    toField: (c) => c.name,
    input: { kind: 'text', maxLength: 120 },
  },
  {
    key: 'category',
    header: 'Categoría',
    cell: (c) => c.category,
    toField: (c) => c.category,
    initial: 'General',
    input: { kind: 'text', maxLength: 60 },
  },
  {
    ...moneyColumn<FixedCost>('amount', 'Monto', (c) => c.amount),
    cell: (c) => formatMoney(c.amount),
  },
  {
    key: 'recurring',
    header: 'Frecuencia',
    cell: (c) => (c.recurring ? 'Mensual' : 'Anual'),
    toField: (c) => String(c.recurring),
    fromField: (text) => text === 'true',
    initial: 'true',
    input: { kind: 'select', options: FREQUENCY },
  },
  {
    key: 'monthly',
    header: 'Al mes',
    cell: (c) =>
      formatMoney(monthlyFixedCostAmount({ amountCentavos: c.amount, recurring: c.recurring })),
    numeric: true,
  },
];

const LINE_TYPES = [
  { value: 'variable', label: 'Variable' },
  { value: 'fixed', label: 'Fijo' },
] as const;

const LINE_COLUMNS: readonly ResourceColumn<VariableCostLine>[] = [
  {
    key: 'name',
    header: 'Concepto',
    cell: (l) => l.name,
    toField: (l) => l.name,
    input: { kind: 'text', maxLength: 120 },
  },
  {
    key: 'type',
    header: 'Tipo',
    cell: (l) => (l.type === 'fixed' ? 'Fijo' : 'Variable'),
    toField: (l) => l.type,
    initial: 'variable',
    input: { kind: 'select', options: LINE_TYPES },
  },
  {
    key: 'category',
    header: 'Categoría',
    cell: (l) => l.category,
    toField: (l) => l.category,
    initial: 'General',
    input: { kind: 'text', maxLength: 60 },
  },
  {
    ...moneyColumn<VariableCostLine>('amount', 'Monto al mes', (l) => l.amount),
    cell: (l) => formatMoney(l.amount),
  },
];

/** §9's margin warnings: under 30 % low, 40 % or more healthy. */
function MarginWarnings({
  products,
  whose,
}: {
  products: Structure['products'];
  /** 'tus productos', or a case's: 'los productos del caso'. */
  whose: string;
}) {
  const low = products.filter((p) => p.marginHealth === 'low');
  if (products.length === 0) return null;
  if (low.length === 0) {
    return (
      <Alert tone="success">
        Todos {whose} dejan un margen de contribución de {MARGIN_THRESHOLDS.lowBelowPercent} % o
        más; {MARGIN_THRESHOLDS.healthyFromPercent} % o más se considera sano.
      </Alert>
    );
  }
  return (
    <Alert tone="warning">
      Margen bajo (menos de {MARGIN_THRESHOLDS.lowBelowPercent} %):{' '}
      {low.map((p) => `${p.name} (${formatPercent(p.marginPercent)})`).join(', ')}. Revisa su costo
      variable o su precio en la pestaña de estrategia de precios; un margen sano es de{' '}
      {MARGIN_THRESHOLDS.healthyFromPercent} % o más.
    </Alert>
  );
}

/** The company's products, fixed costs and extra cost lines, edited in place. */
function CostTables({ hasProducts }: { hasProducts: boolean }) {
  const productList = useProductList();
  const productActions = useProductActions();
  const fixedList = useFixedCostList();
  const fixedActions = useFixedCostActions();
  const lineList = useCostLineList();
  const lineActions = useCostLineActions();
  return (
    <>
      {hasProducts ? (
        <ResourceTable
          title="Productos y su costo variable"
          item="producto"
          emptyText="Aún no registras productos."
          loadErrorTitle="No pudimos cargar tus productos."
          columns={PRODUCT_COLUMNS}
          rows={productList.data}
          loadError={productList.error}
          onRetry={() => void productList.refetch()}
          rowName={(p) => p.name}
          schema={ProductInputSchema}
          onUpdate={productActions.update}
        />
      ) : null}
      <ResourceTable
        title="Costos fijos"
        item="costo fijo"
        emptyText="Aún no registras costos fijos."
        loadErrorTitle="No pudimos cargar tus costos fijos."
        columns={FIXED_COLUMNS}
        rows={fixedList.data}
        loadError={fixedList.error}
        onRetry={() => void fixedList.refetch()}
        rowName={(c) => c.name}
        schema={FixedCostInputSchema}
        onCreate={fixedActions.create}
        onUpdate={fixedActions.update}
        onDelete={fixedActions.remove}
      />
      <ResourceTable
        title="Líneas de costo adicionales"
        item="línea de costo"
        emptyText="Aún no registras líneas de costo adicionales (empaque, comisiones de tarjeta...)."
        loadErrorTitle="No pudimos cargar tus líneas de costo."
        columns={LINE_COLUMNS}
        rows={lineList.data}
        loadError={lineList.error}
        onRetry={() => void lineList.refetch()}
        rowName={(l) => l.name}
        schema={VariableCostLineInputSchema}
        onCreate={lineActions.create}
        onUpdate={lineActions.update}
        onDelete={lineActions.remove}
      />
    </>
  );
}

/**
 * "Estructura de costos": the month's costs, their split by category, the cost per unit, the
 * margin warnings, and the products, fixed costs and extra cost lines edited in place. A book
 * case (`readOnly`) shows its products as a plain list and nothing to edit: it is not saved.
 */
export function CostStructureTab({
  structure,
  readOnly = false,
}: {
  structure: Structure;
  readOnly?: boolean;
}) {
  const perUnitReason = structure.notes.totalCostPerUnit;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <KpiCard
          label="Costos fijos del mes"
          value={formatMoney(structure.monthlyFixedCosts)}
          concept="expenses"
          detail="Renta, sueldos y lo que pagas vendas o no (un costo anual cuenta 1/12)."
        />
        <KpiCard
          label="Costos variables del mes"
          value={formatMoney(structure.monthlyVariableCosts)}
          detail="El costo de lo que vendes más tus líneas de costo variable."
        />
        <KpiCard
          label="Costo total por unidad"
          value={
            structure.totalCostPerUnit === null
              ? 'No se puede calcular'
              : formatUnitMoney(structure.totalCostPerUnit)
          }
          detail={
            perUnitReason ??
            `Fijo ${formatUnitMoney(structure.fixedCostPerUnit)} + variable ${formatUnitMoney(structure.variableCostPerUnit)} por unidad vendida.`
          }
        />
      </div>
      <ShareCard
        title="Costos por categoría"
        description={`${readOnly ? 'Los' : 'Tus'} ${formatMoney(structure.totalCosts)} de costos de un mes típico, por categoría.`}
        emptyText="Aún no registras costos."
        caption="Costos del mes por categoría"
        slices={structure.breakdown.map((s) => ({
          category: s.category,
          amount: s.amount,
          percent: s.percent ?? 0,
        }))}
      />
      <MarginWarnings
        products={structure.products}
        whose={readOnly ? 'los productos del caso' : 'tus productos'}
      />
      {readOnly ? (
        <ResourceTable
          title="Productos del caso"
          item="producto"
          emptyText="El caso no tiene productos."
          columns={PRODUCT_COLUMNS}
          rows={structure.products}
          rowName={(p) => p.name}
        />
      ) : (
        <CostTables hasProducts={structure.products.length > 0} />
      )}
    </div>
  );
}
