import type { User } from '@caudal/contracts';
import { formatInteger } from '../../../lib/format.ts';
import { DEMO_SANDBOX_NOTE, PLAN_LABELS } from '../../../lib/plan-labels.ts';

/** The plan and what it allows. */
export function PlanSummary({ user }: { user: User }) {
  const rows = [
    { term: 'Plan', value: PLAN_LABELS[user.subscription_plan] },
    {
      term: 'Consultas usadas',
      value: `${formatInteger(user.api_usage_count)} de ${formatInteger(user.api_usage_limit)}`,
    },
  ];
  return (
    <div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.term}>
            <dt className="text-sm text-slate-600">{row.term}</dt>
            <dd className="font-medium break-words text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      {user.subscription_plan === 'demo' ? (
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {DEMO_SANDBOX_NOTE}
        </p>
      ) : null}
    </div>
  );
}
