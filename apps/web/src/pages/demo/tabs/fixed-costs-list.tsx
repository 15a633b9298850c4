import type { FixedCost } from '@caudal/contracts';
import { monthlyFixedCostAmount } from '@caudal/finance';
import type { ResourceColumn } from '../../../components/resource-table/resource-form.ts';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import { formatMoney } from '../../../lib/format.ts';

const COLUMNS: readonly ResourceColumn<FixedCost>[] = [
  { key: 'name', header: 'Concepto', cell: (cost) => cost.name },
  { key: 'category', header: 'Categoría', cell: (cost) => cost.category },
  { key: 'amount', header: 'Monto', cell: (cost) => formatMoney(cost.amount), numeric: true },
  {
    key: 'recurring',
    header: 'Frecuencia',
    cell: (cost) => (cost.recurring ? 'Mensual' : 'Anual'),
  },
  {
    key: 'monthly',
    header: 'Al mes',
    cell: (cost) =>
      formatMoney(
        monthlyFixedCostAmount({ amountCentavos: cost.amount, recurring: cost.recurring }),
      ),
    numeric: true,
  },
];

/** The sample's fixed costs one by one, in the list the app edits them with (read-only here). */
export function FixedCostsList({ costs }: { costs: readonly FixedCost[] }) {
  return (
    <ResourceTable
      title="Costos fijos de la panadería"
      item="costo fijo"
      emptyText="La panadería de ejemplo no tiene costos fijos."
      columns={COLUMNS}
      rows={costs}
      rowName={(cost) => cost.name}
    />
  );
}
