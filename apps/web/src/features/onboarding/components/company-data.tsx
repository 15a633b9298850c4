import { BUSINESS_STAGE_LABELS, COMPANY_CASH_RULE, INDUSTRY_LABELS } from '@caudal/contracts';
import { monthlyFixedCostAmount, sumCentavos, TAX_REGIMES, type TaxRegime } from '@caudal/finance';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { formatDate, formatDateTime, formatInteger, formatMoney } from '../../../lib/format.ts';
import { editStepHref, type OnboardingStep } from '../onboarding-steps.ts';
import { WithCompanyData } from './company-data-loader.tsx';

function EditLink({ step, label }: { step: OnboardingStep; label: string }) {
  return (
    <Link
      to={editStepHref(step)}
      aria-label={label}
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
    >
      <Pencil aria-hidden="true" className="size-4" />
      Editar
    </Link>
  );
}

function Section({
  title,
  step,
  editLabel,
  children,
}: {
  title: string;
  step: OnboardingStep;
  editLabel: string;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1 text-sm text-slate-700">{children}</div>
        <EditLink step={step} label={editLabel} />
      </div>
    </SectionCard>
  );
}

const missing = <span className="text-slate-500">Sin registrar</span>;

/**
 * /app/empresa, "Datos de tu empresa": what the onboarding captured, each part editable again
 * (the wizard opens on that one step and comes back here), so "Puedes cambiarlo después" is
 * true.
 */
export function CompanyDataView() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Datos de tu empresa
        </h1>
        <p className="mt-1 text-slate-700">
          Lo que registraste al configurar tu empresa. Cambia cualquier parte: tus cifras se
          recalculan al guardar.
        </p>
      </div>
      <WithCompanyData>
        {({ company, products, fixedCosts }) => (
          <>
            <Section title="Tu empresa" step={1} editLabel="Editar los datos de tu empresa">
              <dl className="grid gap-2 sm:grid-cols-2">
                <Field label="Nombre">{company.name ?? missing}</Field>
                <Field label="Giro">
                  {company.industry ? INDUSTRY_LABELS[company.industry] : missing}
                </Field>
                <Field label="Etapa">
                  {company.stage ? BUSINESS_STAGE_LABELS[company.stage] : missing}
                </Field>
                <Field label="Empleados">
                  {company.employees === null ? missing : formatInteger(company.employees)}
                </Field>
                <Field label="RFC">{company.rfc ?? missing}</Field>
                <Field label="Régimen fiscal">
                  {company.taxRegime && company.taxRegime in TAX_REGIMES
                    ? `${company.taxRegime} · ${TAX_REGIMES[company.taxRegime as TaxRegime]}`
                    : missing}
                </Field>
              </dl>
            </Section>
            <Section title="Productos" step={2} editLabel="Editar tus productos">
              {products.length === 0 ? (
                <p>Aún no registras productos.</p>
              ) : (
                <ul className="space-y-1">
                  {products.map((p) => (
                    <li key={p.id} className="break-words">
                      <span className="font-medium text-slate-900">{p.name}</span>:{' '}
                      {formatMoney(p.price)} · {formatInteger(p.monthlySales)} al mes
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            <Section title="Costos fijos" step={3} editLabel="Editar tus costos fijos">
              {fixedCosts.length === 0 ? (
                <p>Aún no registras costos fijos.</p>
              ) : (
                <>
                  <ul className="space-y-1">
                    {fixedCosts.map((c) => (
                      <li key={c.id} className="break-words">
                        <span className="font-medium text-slate-900">{c.name}</span>:{' '}
                        {formatMoney(c.amount)} {c.recurring ? 'al mes' : 'al año'}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-3 font-medium text-slate-900">
                    Al mes:{' '}
                    {formatMoney(
                      sumCentavos(
                        fixedCosts.map((c) =>
                          monthlyFixedCostAmount({
                            amountCentavos: c.amount,
                            recurring: c.recurring,
                          }),
                        ),
                      ),
                    )}
                  </p>
                </>
              )}
            </Section>
            <Section title="Caja y balance" step={4} editLabel="Editar tu caja y tu balance">
              <p className="text-lg font-semibold text-slate-900 tabular-nums">
                {company.cashBalance === null ? missing : formatMoney(company.cashBalance)}
              </p>
              <p className="mt-1">
                {company.cashBalanceGiven
                  ? `Registraste ${formatMoney(company.cashBalanceGiven.amount)} ${
                      company.cashBalanceGiven.at
                        ? `el ${formatDateTime(company.cashBalanceGiven.at, 'long')}`
                        : `el ${formatDate(company.cashBalanceGiven.on)}`
                    }. `
                  : ''}
                {COMPANY_CASH_RULE}
              </p>
              <dl className="mt-3 grid gap-2 sm:grid-cols-2">
                <Field label="Cuentas por cobrar">
                  {company.receivables === null ? missing : formatMoney(company.receivables)}
                </Field>
                <Field label="Cuentas por pagar">
                  {company.payables === null ? missing : formatMoney(company.payables)}
                </Field>
                <Field label="Deuda">
                  {company.debt === null ? missing : formatMoney(company.debt)}
                </Field>
                <Field label="Capital">
                  {company.equity === null ? missing : formatMoney(company.equity)}
                </Field>
              </dl>
            </Section>
          </>
        )}
      </WithCompanyData>
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
