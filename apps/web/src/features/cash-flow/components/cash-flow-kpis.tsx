import type { CashFlowViewResponse } from '@caudal/contracts';
import { Link } from 'react-router';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { editStepHref } from '../../../lib/company-data-paths.ts';
import { formatMoney } from '../../../lib/format.ts';
import { liquidityText, runwayText } from '../cash-flow-texts.ts';

/**
 * The four KPIs of a typical month (spec 001 §2): operating cash flow, burn rate, runway and the
 * liquidity ratio (cash over a typical month's expenses), each with its book concept.
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
        detail={kpis.operatingCashFlow.note ?? 'Entradas menos salidas de un mes típico'}
      />
      <KpiCard
        label="Burn rate"
        concept="burnRate"
        value={kpis.burnRate.value === null ? '—' : formatMoney(kpis.burnRate.value)}
        tone={kpis.burnRate.tone}
        detail={
          kpis.burnRate.note ??
          (kpis.burnRate.value === 0 ? 'No estás quemando caja' : 'Lo que pierdes cada mes')
        }
      />
      <KpiCard
        label="Autonomía de caja"
        concept="runway"
        value={noCash ? 'Sin saldo' : runwayText(kpis.runwayMonths)}
        tone={kpis.runwayMonths.tone}
        detail={
          kpis.runwayMonths.note ??
          `Con ${formatMoney(cash.balance)} en caja al ritmo de un mes típico`
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
