import type { Dashboard, FigureConcept } from '@caudal/contracts';
import { CASH_FLOW_STATUS_TONES, lossTone } from '@caudal/finance';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { changeText, trendTone } from '../dashboard-view.ts';

type MoneyCard = Dashboard['cards']['revenue'];

function MoneyStat({
  label,
  card,
  concept,
  higherIsBetter,
}: {
  label: string;
  card: MoneyCard;
  concept: FigureConcept;
  higherIsBetter: boolean;
}) {
  return (
    <KpiCard
      label={label}
      concept={concept}
      value={formatMoney(card.value)}
      tone={lossTone(card.value)}
      detail={changeText(card)}
      change={
        card.changePercent === null
          ? undefined
          : { trend: card.trend, tone: trendTone(card, higherIsBetter) }
      }
    />
  );
}

/** The four cards of the period: revenue, expenses, net profit and cash-flow status. */
export function StatCards({ cards }: { cards: Dashboard['cards'] }) {
  const status = cards.cashFlowStatus;
  return (
    <KpiGrid label="Resumen del periodo">
      <MoneyStat
        label="Ingresos del periodo"
        card={cards.revenue}
        concept="revenue"
        higherIsBetter
      />
      <MoneyStat
        label="Gastos del periodo"
        card={cards.expenses}
        concept="expenses"
        higherIsBetter={false}
      />
      <MoneyStat label="Utilidad neta" card={cards.netProfit} concept="netProfit" higherIsBetter />
      <KpiCard
        label="Estado del flujo de caja"
        concept="cashFlowStatus"
        value={status.label}
        badge
        tone={CASH_FLOW_STATUS_TONES[status.status]}
        detail={
          status.netMarginPercent === null
            ? 'Sin ingresos en el periodo'
            : `Margen neto: ${formatPercent(status.netMarginPercent)}`
        }
      />
    </KpiGrid>
  );
}
