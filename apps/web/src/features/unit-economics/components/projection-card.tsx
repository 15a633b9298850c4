import type { UnitEconomicsProjectionMonth } from '@caudal/finance';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatInteger, formatMoney } from '../../../lib/format.ts';

type Column = {
  header: string;
  cell: (m: UnitEconomicsProjectionMonth) => ReactNode;
  className?: (m: UnitEconomicsProjectionMonth) => string;
};

/** The table's columns after the month, each header with its cell: they cannot drift apart. */
export const PROJECTION_COLUMNS: readonly Column[] = [
  { header: 'Clientes nuevos', cell: (m) => formatInteger(m.customers) },
  { header: 'Clientes activos', cell: (m) => formatInteger(m.activeCustomers) },
  { header: 'Ventas', cell: (m) => formatMoney(m.revenueCentavos) },
  { header: 'Contribución', cell: (m) => formatMoney(m.contributionCentavos) },
  { header: 'Adquisición', cell: (m) => formatMoney(m.acquisitionCostCentavos) },
  {
    header: 'Resultado',
    cell: (m) => formatMoney(m.profitCentavos),
    className: (m) => cn('font-medium', m.profitCentavos < 0 ? 'text-red-700' : 'text-slate-900'),
  },
];

/**
 * The 12-month projection (001 §9): new customers grow 15 % over the year. Without the owner's
 * customers there is nothing to project: the note says why instead of twelve rows of zeros.
 */
export function ProjectionCard({
  months,
  note,
}: {
  months: readonly UnitEconomicsProjectionMonth[];
  note: string | null;
}) {
  if (note !== null)
    return (
      <SectionCard title="Proyección a 12 meses">
        <p className="text-sm text-slate-700" data-testid="projection-note">
          {note}{' '}
          <a href="#clientes" className="font-medium text-brand-700 underline underline-offset-2">
            Registra tus clientes
          </a>
        </p>
      </SectionCard>
    );
  return (
    <SectionCard
      title="Proyección a 12 meses"
      description="Los clientes que consigas desde hoy: los nuevos crecen 15 % en el año, cada mes se va 1 ÷ meses de retención de los activos, y cada activo compra con la frecuencia de la calculadora. Resultado = contribución de los activos − costo de adquisición de los nuevos."
    >
      <ScrollRegion label="Proyección mes a mes">
        <table className="w-full min-w-[40rem] text-right text-sm tabular-nums">
          <caption className="sr-only">Proyección mes a mes</caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-2 text-left font-medium">
                Mes
              </th>
              {PROJECTION_COLUMNS.map((c) => (
                <th key={c.header} scope="col" className="py-2 font-medium">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
                  Mes {m.month}
                </th>
                {PROJECTION_COLUMNS.map((c) => (
                  <td key={c.header} className={cn('py-1.5', c.className?.(m))}>
                    {c.cell(m)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </SectionCard>
  );
}
