import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/card.tsx';
import { editStepHref } from '../../../lib/company-data-paths.ts';
import { useCompany } from '../../../lib/company-records/records.ts';
import { formatMoney } from '../../../lib/format.ts';

/**
 * The balance figures the owner gave in "Datos de tu empresa" (the onboarding's cash step):
 * what customers owe, what the business owes, its debt and its equity. Maya counts the
 * receivables and payables (imported invoices, when there are any open, take their place).
 */
export function BalanceCard() {
  const company = useCompany();
  const data = company.data;
  if (!data) return null;
  const figures = [
    { label: 'Por cobrar', value: data.receivables },
    { label: 'Por pagar', value: data.payables },
    { label: 'Deuda', value: data.debt },
    { label: 'Capital', value: data.equity },
  ];
  return (
    <SectionCard
      title="Tu balance"
      description="Lo que registraste en Datos de tu empresa. Maya usa lo que te deben y lo que debes; tus facturas importadas a crédito, cuando hay, toman su lugar."
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Cifras de tu balance">
        {figures.map((f) => (
          <div key={f.label} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-xs text-slate-600">{f.label}</dt>
            <dd className="mt-1 font-semibold text-slate-900 tabular-nums">
              {f.value === null ? 'Sin registrar' : formatMoney(f.value)}
            </dd>
          </div>
        ))}
      </dl>
      <Link
        to={editStepHref(4)}
        className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
      >
        Editar mi balance
      </Link>
    </SectionCard>
  );
}
