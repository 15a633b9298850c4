import type { User } from '@caudal/contracts';
import { formatDate, formatInteger } from '../../../lib/format.ts';
import { DEMO_SANDBOX_NOTE, PLAN_LABELS } from '../../../lib/plan-labels.ts';

type Row = { term: string; value: string };

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.term}>
          <dt className="text-sm text-slate-600">{row.term}</dt>
          <dd className="font-medium break-words text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who the user is, where they cannot edit it (the profile): email, username, since when. */
export function AccountIdentity({ user }: { user: User }) {
  return (
    <Rows
      rows={[
        { term: 'Correo electrónico', value: user.email },
        { term: 'Nombre de usuario', value: user.username },
        { term: 'Cuenta creada', value: formatDate(user.created_at) },
      ]}
    />
  );
}

/** The plan and what it allows (the settings). */
export function PlanSummary({ user }: { user: User }) {
  return (
    <div>
      <Rows
        rows={[
          { term: 'Plan', value: PLAN_LABELS[user.subscription_plan] },
          {
            term: 'Consultas usadas',
            value: `${formatInteger(user.api_usage_count)} de ${formatInteger(user.api_usage_limit)}`,
          },
        ]}
      />
      {user.subscription_plan === 'demo' ? (
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {DEMO_SANDBOX_NOTE}
        </p>
      ) : null}
    </div>
  );
}
