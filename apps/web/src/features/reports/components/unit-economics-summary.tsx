import type { Report } from '@caudal/contracts';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/card.tsx';
import { formatMoney, formatPercent, formatRatio } from '../../../lib/format.ts';
import { noteAbout } from '../reports-model.ts';

type Figure = { label: string; value: string | null; reason: string | null };

/** Where the owner records customers (Economía unitaria › Tus clientes por mes). */
export const CUSTOMERS_PATH = '/app/unit-economics#clientes';

/**
 * LTV, COCA, LTV/COCA and revenue growth. A figure the report could not compute says
 * "Sin datos" and why, in the report's own words (`assumed`); without customer records COCA and
 * LTV/COCA share one note, with the way to record them (nothing is estimated, issue 31).
 */
export function UnitEconomicsSummary({ report }: { report: Report }) {
  const ue = report.unit_economics;
  const growth = report.growth_metrics.revenue_growth;
  const whyUnit =
    noteAbout(report.assumed, ['LTV', 'COCA', 'Unit economics', 'productos']) ??
    'Registra tus productos y clientes en Economía unitaria para calcularlo.';
  const needed = ue.customers_needed ?? null;
  // With the one note below, each of these says only what is missing.
  const whyCustomers = needed === null ? whyUnit : 'Falta registrar tus clientes.';
  const figures: Figure[] = [
    { label: 'LTV', value: ue.ltv === null ? null : formatMoney(ue.ltv), reason: whyUnit },
    {
      label: 'COCA',
      value: ue.coca === null ? null : formatMoney(ue.coca),
      reason: whyCustomers,
    },
    {
      label: 'LTV/COCA',
      value: ue.ltv_coca_ratio === null ? null : `${formatRatio(ue.ltv_coca_ratio)}x`,
      reason: whyCustomers,
    },
    {
      label: 'Crecimiento de ingresos',
      value: growth === null ? null : formatPercent(growth, { signed: true }),
      reason:
        report.growth_metrics.previous_revenue === 0
          ? `Sin ingresos en los ${report.period_days} días anteriores no hay con qué comparar.`
          : 'Sin datos suficientes para compararlo.',
    },
  ];
  return (
    <SectionCard
      title="Unit economics"
      description="Lo que vale un cliente (LTV) contra lo que cuesta conseguirlo (COCA), y cómo crecen tus ingresos."
      className="min-w-0"
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        {figures.map((f) => (
          <div key={f.label} className="min-w-0 rounded-xl bg-slate-50 p-4">
            <dt className="text-sm font-medium text-slate-600">{f.label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">
              {f.value ?? 'Sin datos'}
            </dd>
            {f.value === null ? <dd className="mt-1 text-xs text-slate-600">{f.reason}</dd> : null}
          </div>
        ))}
      </dl>
      {needed === null ? null : (
        <p className="mt-4 text-sm text-slate-700" data-testid="customers-needed">
          {needed}{' '}
          <Link
            to={CUSTOMERS_PATH}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Registrar mis clientes
          </Link>
        </p>
      )}
    </SectionCard>
  );
}
