import type { UnitEconomicsProjectionMonth } from '@caudal/finance';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatInteger, formatMoney } from '../../../lib/format.ts';

/** The 12-month projection (001 §9): new customers grow 15 % over the year. */
export function ProjectionCard({ months }: { months: readonly UnitEconomicsProjectionMonth[] }) {
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
              <th scope="col" className="py-2 font-medium">
                Clientes nuevos
              </th>
              <th scope="col" className="py-2 font-medium">
                Ventas
              </th>
              <th scope="col" className="py-2 font-medium">
                Contribución
              </th>
              <th scope="col" className="py-2 font-medium">
                Adquisición
              </th>
              <th scope="col" className="py-2 font-medium">
                Resultado
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
                  Mes {m.month}
                </th>
                <td className="py-1.5">{formatInteger(m.customers)}</td>
                <td className="py-1.5">{formatInteger(m.activeCustomers)}</td>
                <td className="py-1.5">{formatMoney(m.revenueCentavos)}</td>
                <td className="py-1.5">{formatMoney(m.contributionCentavos)}</td>
                <td className="py-1.5">{formatMoney(m.acquisitionCostCentavos)}</td>
                <td
                  className={cn(
                    'py-1.5 font-medium',
                    m.profitCentavos < 0 ? 'text-red-700' : 'text-slate-900',
                  )}
                >
                  {formatMoney(m.profitCentavos)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </SectionCard>
  );
}
