import type { CashFlowViewResponse } from '@caudal/contracts';
import { Link } from 'react-router';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { editStepHref } from '../../../lib/company-data-paths.ts';
import { formatMoney } from '../../../lib/format.ts';
import { liquidityText, runwayText } from '../cash-flow-texts.ts';

/**
 * The four KPIs of the figures core's month (spec 001 §2): operating cash flow, burn rate,
 * runway and the liquidity ratio (cash over a month's expenses), each with its book concept and
 * the basis it rests on.
 */
export function CashFlowKpis({
  view,
  editable,
}: {
  view: CashFlowViewResponse;
  /** Links to "Datos de tu empresa" (not for a book case). */
  editable: boolean;
}) {
  const { kpis, cash } = view;
  const noCash = cash.balance === null;
  const basis = view.basis.source === 'estimate' ? 'tu estimado' : view.basis.label;
  const cashLink =
    editable && noCash ? (
      <Link to={editStepHref(4)} className="font-medium text-brand-700 underline">
        Registrar mi saldo
      </Link>
    ) : undefined;
  return (
    <KpiGrid label="Indicadores del flujo">
      <KpiCard
        label="Flujo operativo mensual"
        concept="operatingCashFlow"
        value={
          kpis.operatingCashFlow.value === null ? '—' : formatMoney(kpis.operatingCashFlow.value)
        }
        tone={kpis.operatingCashFlow.tone}
        detail={kpis.operatingCashFlow.note ?? `Ingresos menos gastos al mes, según ${basis}`}
      />
      <KpiCard
        label="Burn rate"
        concept="burnRate"
        value={kpis.burnRate.value === null ? '—' : formatMoney(kpis.burnRate.value)}
        tone={kpis.burnRate.tone}
        detail={
          kpis.burnRate.note ??
          (kpis.burnRate.value === 0
            ? 'Tu caja no baja a este ritmo'
            : 'Lo que baja tu caja cada mes, retiros de los dueños incluidos')
        }
      />
      <KpiCard
        label="Autonomía de caja"
        concept="runway"
        value={noCash ? 'Sin saldo' : runwayText(kpis.runwayMonths)}
        tone={kpis.runwayMonths.tone}
        detail={
          kpis.runwayMonths.note ?? `Con ${formatMoney(cash.balance)} en caja, al ritmo de ${basis}`
        }
        action={cashLink}
      />
      <KpiCard
        label="Razón de liquidez"
        concept="liquidity"
        value={liquidityText(kpis.liquidityRatio)}
        tone={kpis.liquidityRatio.tone}
        detail={kpis.liquidityRatio.note ?? 'Meses de gastos que cubre tu caja de hoy'}
        action={cashLink}
      />
    </KpiGrid>
  );
}
