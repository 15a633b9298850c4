import type { Dashboard, FigureConcept } from '@caudal/contracts';
import { FIGURE_LEVEL_TONES, lossTone } from '@caudal/finance';
import { Link } from 'react-router';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { editStepHref } from '../../../lib/company-data-paths.ts';
import { formatDecimal, formatMoney, formatPercent } from '../../../lib/format.ts';
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

/**
 * The cash today and how long it lasts: what an owner checks first. `editable` links to
 * "Datos de tu empresa" (not in the public demo).
 */
function CashCard({
  cash,
  basis,
  editable,
}: {
  cash: Dashboard['cash'];
  basis: Dashboard['basis'];
  editable: boolean;
}) {
  return (
    <KpiCard
      label="Saldo en caja"
      concept="runway"
      value={cash.balance === null ? 'Sin registrar' : formatMoney(cash.balance)}
      tone={cash.tone}
      detail={cashDetail(cash, basis)}
      action={
        editable ? (
          <Link to={editStepHref(4)} className="font-medium text-brand-700 underline">
            {cash.balance === null ? 'Registrar mi saldo' : 'Actualizar mi saldo'}
          </Link>
        ) : undefined
      }
    />
  );
}

/** The runway in words, naming the months it comes from, or the note that explains why not. */
export function cashDetail(cash: Dashboard['cash'], basis: Dashboard['basis']): string {
  if (cash.balance !== null && cash.balance >= 0 && cash.runwayMonths !== null) {
    const pace = basis.source === 'estimate' ? 'tu estimado con tus productos' : basis.label;
    return `Alcanza para ${formatDecimal(cash.runwayMonths)} ${cash.runwayMonths === 1 ? 'mes' : 'meses'} al ritmo de ${pace}`;
  }
  return cash.note ?? '';
}

/**
 * The cash today, then the period's cards: revenue, expenses, the period's profit (income minus
 * expenses of the dated entries; owner withdrawals are not expenses) and the cash-flow status
 * with its flow margin.
 */
export function StatCards({
  cards,
  cash,
  basis,
  editable = false,
}: {
  cards: Dashboard['cards'];
  cash: Dashboard['cash'];
  basis: Dashboard['basis'];
  editable?: boolean;
}) {
  const status = cards.cashFlowStatus;
  return (
    <KpiGrid label="Resumen del periodo" wide>
      <CashCard cash={cash} basis={basis} editable={editable} />
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
      <MoneyStat
        label="Utilidad del periodo"
        card={cards.netProfit}
        concept="netProfit"
        higherIsBetter
      />
      <KpiCard
        label="Estado del flujo de caja"
        concept="cashFlowStatus"
        value={status.label}
        badge
        tone={FIGURE_LEVEL_TONES[status.status]}
        detail={
          status.flowMarginPercent === null
            ? 'Sin ingresos en el periodo'
            : `Margen de flujo: ${formatPercent(status.flowMarginPercent)}`
        }
      />
    </KpiGrid>
  );
}
