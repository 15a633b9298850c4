import type { DashboardPeriod } from '@caudal/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { formatDate, formatShortDay, todayInMexicoCity } from '../../../lib/format.ts';
import { useDefaultPeriodSetting } from '../../../lib/user-config.ts';
import { useDashboard } from '../api/dashboard-api.ts';
import { companyLine, dashboardTitle, ESTIMATED_NOTE } from '../dashboard-view.ts';
import { DEFAULT_PERIOD, PERIOD_OPTIONS, periodForSetting, periodInAddress } from '../period.ts';
import { BreakEvenCard } from './break-even-card.tsx';
import { DailyChartCard, ExpensesCard, MonthlyChartCard } from './chart-cards.tsx';
import { DashboardEmpty, DashboardSkeleton } from './dashboard-states.tsx';
import { ExportReportButton } from './export-report-button.tsx';
import { HealthCard } from './health-card.tsx';
import { QuickActions } from './quick-actions.tsx';
import { StatCards } from './stat-cards.tsx';

/**
 * The address's period; without one, the company's default period (Configuración › Análisis),
 * `undefined` until it loads so the figures of another period never show first.
 */
function usePeriod(param: string | null): DashboardPeriod | undefined {
  const setting = useDefaultPeriodSetting();
  const named = periodInAddress(param);
  if (named) return named;
  if (setting === undefined) return undefined;
  return setting === null ? DEFAULT_PERIOD : periodForSetting(setting, todayInMexicoCity());
}

/** The dashboard: the period's figures, charts, health score and break-even. */
export function DashboardView({
  onReviewed,
}: {
  /** Called once the owner sees their figures and health score (a learning-path step). */
  onReviewed?: () => void;
}) {
  const [params, setParams] = useSearchParams();
  const period = usePeriod(params.get('period'));
  const query = useDashboard(period);
  const { data } = query;
  const hasData = data?.hasData === true;
  useEffect(() => {
    if (hasData) onReviewed?.();
  }, [hasData, onReviewed]);

  const choosePeriod = (next: DashboardPeriod) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('period', next);
        return updated;
      },
      { replace: true },
    );

  const title = dashboardTitle(data?.company.name);
  const showControls = data?.hasData === true;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header className="flex flex-col gap-4 2xl:flex-row 2xl:items-end 2xl:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {title}
          </h1>
          {data ? (
            <p className="mt-1 text-sm text-slate-600">{companyLine(data.company, new Date())}</p>
          ) : null}
        </div>
        {showControls ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <SegmentedControl
              label="Periodo"
              value={period ?? DEFAULT_PERIOD}
              options={PERIOD_OPTIONS}
              onChange={choosePeriod}
              className="w-full sm:w-auto"
            />
            <ExportReportButton period={period ?? DEFAULT_PERIOD} />
          </div>
        ) : null}
      </header>

      {data ? (
        data.hasData ? (
          <div
            className={
              query.isPlaceholderData ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'
            }
            aria-busy={query.isPlaceholderData}
          >
            <p className="text-sm text-slate-600">
              Periodo: {formatShortDay(data.from)} al {formatDate(data.to)}
              {query.isPlaceholderData ? <span role="status"> · Actualizando...</span> : null}
            </p>
            {data.estimated ? <Alert tone="info">{ESTIMATED_NOTE}</Alert> : null}
            <StatCards cards={data.cards} cash={data.cash} basis={data.basis} editable />
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="min-w-0 lg:col-span-2">
                <MonthlyChartCard monthly={data.monthly} />
              </div>
              <HealthCard health={data.health} basis={data.basis} />
            </div>
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="min-w-0 lg:col-span-2">
                <DailyChartCard daily={data.daily} />
              </div>
              <BreakEvenCard breakEven={data.breakEven} />
            </div>
            <ExpensesCard expenses={data.expensesByCategory} estimated={data.estimated} />
            <QuickActions />
          </div>
        ) : (
          <DashboardEmpty />
        )
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar el dashboard."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  );
}
