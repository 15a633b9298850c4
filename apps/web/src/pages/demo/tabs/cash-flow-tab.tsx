import { cashIn, cashOut, FIGURE_LEVEL_TONES, flowMarginLevel, netCashFlow } from '@caudal/finance';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { DailyChartCard } from '../../../features/dashboard/components/chart-cards.tsx';
import { formatDecimal, formatMoney, formatPercent } from '../../../lib/format.ts';
import type { SampleView } from '../model/sample-view.ts';
import { RecentEntries } from './recent-entries.tsx';

/** Cash in the bank, money in and out of the last 30 days, and the newest entries. */
export function CashFlowTab({ view }: { view: SampleView }) {
  const { current, figures } = view;
  const net = netCashFlow(current);
  const margin = view.flowMarginPercent;
  return (
    <div className="space-y-6">
      <KpiGrid label="Flujo de caja de los últimos 30 días">
        <KpiCard
          label="Saldo en caja"
          value={formatMoney(view.cashCentavos)}
          detail="Al cierre del día simulado"
        />
        <KpiCard
          label="Entradas (30 días)"
          value={formatMoney(cashIn(current))}
          detail={
            current.ownerInCentavos > 0
              ? `Incluye ${formatMoney(current.ownerInCentavos)} que aportaron los dueños`
              : `${current.incomeCount} movimientos`
          }
        />
        <KpiCard
          label="Salidas (30 días)"
          value={formatMoney(cashOut(current))}
          detail={
            current.ownerOutCentavos > 0
              ? `Incluye ${formatMoney(current.ownerOutCentavos)} de retiros de los dueños`
              : `${current.expenseCount} movimientos`
          }
        />
        <KpiCard
          label="Flujo neto (30 días)"
          value={formatMoney(net)}
          tone={
            margin === null
              ? null
              : FIGURE_LEVEL_TONES[flowMarginLevel(net, current.incomeCentavos)]
          }
          detail={
            margin === null
              ? 'Sin entradas no hay margen de flujo'
              : `Margen de flujo: ${formatPercent(margin)} de los ingresos`
          }
        />
      </KpiGrid>
      <p className="text-sm text-slate-700">
        {figures.runwayMonths.value === null
          ? figures.runwayMonths.note
          : `Al ritmo de ${figures.basis.label}, la caja alcanza para ${formatDecimal(figures.runwayMonths.value)} meses.`}
      </p>
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="min-w-0">
          <DailyChartCard daily={view.dashboard.daily} />
        </div>
        <RecentEntries entries={view.latest} />
      </div>
    </div>
  );
}
