import type { CashFlowViewResponse } from '@caudal/contracts';
import { centavos } from '@caudal/finance/money';
import { ConceptTooltip } from '../../../components/concept-tooltip.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { TONE_TEXT, TONE_WORDS, toneKey } from '../../../components/ui/tone.ts';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { PERIOD_OPTIONS, type PeriodKind, periodLabel } from '../cash-flow-texts.ts';

type Period = CashFlowViewResponse['periods']['monthly'];
type Basis = CashFlowViewResponse['basis'];

/**
 * The weekly/monthly toggle, the health badge of the period it shows (spec 001 §4) and its flow
 * margin in finance's colour (its word beside it, for those who do not see colour).
 */
export function HealthHeader({
  kind,
  onKind,
  period,
  basis,
}: {
  kind: PeriodKind;
  onKind: (kind: PeriodKind) => void;
  period: Period;
  basis: Basis;
}) {
  return (
    <section
      aria-label="Salud del flujo"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-slate-600">Estado del flujo</span>
          <ConceptTooltip concept="cashFlowStatus" label="Estado del flujo" />
          {period ? (
            <ToneBadge tone={period.tone} size="lg">
              {period.label}
            </ToneBadge>
          ) : (
            <ToneBadge tone={null}>Sin datos</ToneBadge>
          )}
        </div>
        {period ? (
          <>
            <p className="text-sm text-slate-600">{periodLabel(kind, period, basis)}</p>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
              <span>
                Entradas {formatMoney(centavos(period.income + period.ownerIn))} · Salidas{' '}
                {formatMoney(centavos(period.expenses + period.ownerOut))} · Neto{' '}
                {formatMoney(period.net)}
              </span>
            </p>
            {period.ownerOut > 0 || period.ownerIn > 0 ? (
              <p className="text-xs text-slate-600">{ownerLine(period)}</p>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {period ? (
          <div className="flex items-center gap-1.5">
            <span className="text-sm text-slate-600">Margen de flujo:</span>
            <strong
              className={cn('text-xl tabular-nums', TONE_TEXT[toneKey(period.flowMarginTone)])}
            >
              {formatPercent(period.flowMarginPercent)}
            </strong>
            {period.flowMarginTone ? (
              <span className="sr-only">({TONE_WORDS[period.flowMarginTone]})</span>
            ) : null}
            <ConceptTooltip concept="flowMargin" label="Margen de flujo" />
          </div>
        ) : null}
        <SegmentedControl
          label="Periodo del estado"
          value={kind}
          options={PERIOD_OPTIONS}
          onChange={onKind}
        />
      </div>
      {period?.note ? <p className="text-xs text-slate-600 lg:hidden">{period.note}</p> : null}
    </section>
  );
}

/** The owners' share of the cash: withdrawals leave it, contributions add to it. */
function ownerLine(period: NonNullable<Period>): string {
  const parts = [
    period.ownerOut > 0 ? `${formatMoney(period.ownerOut)} de retiros de los dueños` : null,
    period.ownerIn > 0 ? `${formatMoney(period.ownerIn)} de aportaciones` : null,
  ].filter((p) => p !== null);
  return `Incluye ${parts.join(' y ')}: mueven la caja, pero no son gasto ni ingreso.`;
}
