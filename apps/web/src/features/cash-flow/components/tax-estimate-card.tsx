import type { TaxEstimateResponse } from '@caudal/contracts';
import { monthKey } from '@caudal/finance';
import { useState } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ErrorState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  formatDate,
  formatMoney,
  formatMonthLong,
  todayInMexicoCity,
} from '../../../lib/format.ts';
import { useTaxEstimate } from '../api/cash-flow-api.ts';
import { TaxDefaults } from './tax-defaults.tsx';

/**
 * The months to choose, newest first, starting with the next payment's: up to the 17th it is
 * last month's (due this 17th); after it, this month's so far (due next month's 17th).
 */
function monthOptions(today: string) {
  const afterDue = Number(today.slice(8, 10)) > 17;
  const current = today.slice(0, 7);
  const complete = Array.from({ length: 12 }, (_, i) => {
    const month = monthKey(today, -1 - i);
    return { value: month, label: formatMonthLong(month) };
  });
  return afterDue
    ? [{ value: current, label: `${formatMonthLong(current)} (en curso)` }, ...complete]
    : complete;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd
        className={
          strong ? 'font-semibold text-slate-900 tabular-nums' : 'text-slate-900 tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}

/** No movement of the month carries IVA or withholdings: a $0 would read as "nothing to pay". */
const nothingToEstimate = (data: TaxEstimateResponse) =>
  data.movementsWithoutBreakdown > 0 &&
  data.iva.collected === 0 &&
  data.iva.creditable === 0 &&
  data.iva.withheld === 0 &&
  data.total === 0;

function Estimate({ data }: { data: TaxEstimateResponse }) {
  const ivaPayable = data.iva.payable;
  return (
    <div className="space-y-4">
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-label="IVA del mes" className="min-w-0">
          <h3 className="mb-1 text-base font-semibold text-slate-900">IVA</h3>
          <dl className="divide-y divide-slate-100 text-sm">
            <Row label="IVA de lo que cobraste" value={formatMoney(data.iva.collected)} />
            <Row label="IVA que te retuvieron" value={`− ${formatMoney(data.iva.withheld)}`} />
            <Row label="IVA de lo que pagaste" value={`− ${formatMoney(data.iva.creditable)}`} />
            <Row
              label={ivaPayable < 0 ? 'Saldo a tu favor' : 'IVA a pagar'}
              value={formatMoney(Math.abs(ivaPayable) as typeof ivaPayable)}
              strong
            />
          </dl>
          <p className="mt-1 text-xs text-slate-600">{data.iva.legalBasis}</p>
        </section>
        <section aria-label="ISR del mes" className="min-w-0">
          <h3 className="mb-1 text-base font-semibold text-slate-900">ISR (pago provisional)</h3>
          {data.isr.payable === null ? (
            <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
              {data.isr.method}{' '}
              {data.regime === null || data.isr.method.includes('coeficiente') ? (
                <Link to="/app/empresa" className="font-medium text-brand-700 underline">
                  Ir a Datos de tu empresa
                </Link>
              ) : null}
            </p>
          ) : (
            <>
              <dl className="divide-y divide-slate-100 text-sm">
                <Row label="Base" value={formatMoney(data.isr.base)} />
                <Row label="ISR estimado" value={formatMoney(data.isr.provisional)} />
                <Row label="ISR que te retuvieron" value={`− ${formatMoney(data.isr.withheld)}`} />
                <Row label="ISR a pagar" value={formatMoney(data.isr.payable)} strong />
              </dl>
              <p className="mt-1 text-xs text-slate-600">
                {data.isr.method} {data.isr.legalBasis}.
              </p>
            </>
          )}
        </section>
      </div>
      {data.withholdingsToPay.isr > 0 ||
      data.withholdingsToPay.iva > 0 ||
      data.withholdingsToPay.other > 0 ? (
        <p className="text-sm text-slate-700">
          Retenciones que hiciste (nómina, honorarios, rentas) y debes enterar: ISR{' '}
          {formatMoney(data.withholdingsToPay.isr)}, IVA {formatMoney(data.withholdingsToPay.iva)}
          {data.withholdingsToPay.other > 0
            ? ` y ${formatMoney(data.withholdingsToPay.other)} de otras deducciones de nómina (IMSS del trabajador)`
            : ''}
          .
        </p>
      ) : null}
      <p className="rounded-xl bg-brand-50 p-3 text-sm text-slate-900">
        {nothingToEstimate(data) ? (
          <span className="font-semibold">
            Tus movimientos de este mes no traen IVA: dinos abajo qué categorías lo incluyen, o
            importa tus facturas (CFDI), para estimar lo que pagarás el {formatDate(data.dueDate)}.
          </span>
        ) : (
          <>
            <span className="font-semibold">
              Aparta {formatMoney(data.total)} para el {formatDate(data.dueDate)}.
            </span>{' '}
            {data.basis}
          </>
        )}
      </p>
    </div>
  );
}

/**
 * The month's taxes, estimated (GET /api/taxes/estimate): the IVA of what was cobrado and
 * pagado, the provisional ISR by the company's regime, and the day they are due.
 */
export function TaxEstimateCard() {
  const today = todayInMexicoCity();
  const options = monthOptions(today);
  const [month, setMonth] = useState(options[0]?.value ?? monthKey(today, -1));
  const query = useTaxEstimate(month);
  return (
    <SectionCard
      title="Impuestos del mes (estimado)"
      description="IVA e ISR calculados con lo que cobraste y pagaste en el mes: para que apartes el dinero, no para presentar tu declaración."
    >
      <SelectField
        label="Mes"
        className="mb-4 max-w-xs"
        options={options}
        value={month}
        onChange={(event) => setMonth(event.target.value)}
      />
      {query.isPending ? (
        <LoadingSkeleton label="Calculando tus impuestos del mes...">
          <Skeleton className="h-32 rounded-lg" />
        </LoadingSkeleton>
      ) : query.isError ? (
        <ErrorState
          title="No pudimos estimar tus impuestos del mes."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Estimate data={query.data} />
      )}
      <TaxDefaults />
    </SectionCard>
  );
}
