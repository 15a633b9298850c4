import type { User } from '@caudal/contracts';
import { DEMO_SANDBOX_SHORT_NOTE, PLAN_LABELS } from '../../lib/plan-labels.ts';
import { Avatar } from './avatar.tsx';

export function UserCard({ user }: { user: User }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <div className="flex items-center gap-3">
        <Avatar name={user.full_name} size="lg" />
        {/* Long names and companies wrap: the card is the one place that shows them whole. */}
        <div className="min-w-0">
          <p className="text-sm font-semibold break-words text-slate-900">{user.full_name}</p>
          {user.company_name ? (
            <p className="text-xs break-words text-slate-600">{user.company_name}</p>
          ) : null}
          <p className="mt-1 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-900">
            {PLAN_LABELS[user.subscription_plan]}
          </p>
        </div>
      </div>
      {user.subscription_plan === 'demo' ? (
        <p className="mt-2 text-xs text-slate-700">{DEMO_SANDBOX_SHORT_NOTE}</p>
      ) : null}
    </div>
  );
}
