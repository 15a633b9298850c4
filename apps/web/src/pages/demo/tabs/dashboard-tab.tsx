import { BreakEvenCard } from '../../../features/dashboard/components/break-even-card.tsx';
import {
  ExpensesCard,
  MonthlyChartCard,
} from '../../../features/dashboard/components/chart-cards.tsx';
import { HealthCard } from '../../../features/dashboard/components/health-card.tsx';
import { StatCards } from '../../../features/dashboard/components/stat-cards.tsx';
import { formatDate, formatShortDay } from '../../../lib/format.ts';
import type { SampleView } from '../model/sample-view.ts';

/** The app's own dashboard cards, drawn from the sample bakery's last 30 days. */
export function DashboardTab({ view }: { view: SampleView }) {
  const { dashboard } = view;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        Periodo: {formatShortDay(dashboard.from)} al {formatDate(dashboard.to)} (últimos 30 días),
        comparado con los 30 días anteriores.
      </p>
      <StatCards cards={dashboard.cards} cash={dashboard.cash} basis={dashboard.basis} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <MonthlyChartCard monthly={dashboard.monthly} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <HealthCard health={dashboard.health} basis={dashboard.basis} />
          <BreakEvenCard breakEven={dashboard.breakEven} />
        </div>
      </div>
      <ExpensesCard expenses={dashboard.expensesByCategory} estimated={false} />
    </div>
  );
}
