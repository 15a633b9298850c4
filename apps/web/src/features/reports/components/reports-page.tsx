import type { ReportType } from '@caudal/contracts';
import type { ReportPeriodDays } from '@caudal/finance';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { todayInMexicoCity } from '../../../lib/format.ts';
import { financialDataKey } from '../../../lib/query-keys.ts';
import { useDefaultPeriodSetting } from '../../../lib/user-config.ts';
import { useReport } from '../api/reports-api.ts';
import {
  DEFAULT_PERIOD,
  exportType,
  PERIOD_OPTIONS,
  PERIOD_PARAM,
  periodForSetting,
  periodInAddress,
  REPORT_TABS,
  type ReportTab,
} from '../reports-model.ts';
import { AnalyticsTab } from './analytics-tab.tsx';
import { DashboardTab } from './dashboard-tab.tsx';
import { DianaPanel } from './diana-panel.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { KpisTab } from './kpis-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';

const TAB_LABELS: Record<ReportTab, string> = {
  dashboard: 'Resumen',
  reports: 'Reportes',
  kpis: 'Indicadores',
  analytics: 'Análisis',
  'ai-insights': 'Asesoría IA',
};

const isTab = (value: string): value is ReportTab =>
  (REPORT_TABS as readonly string[]).includes(value);

/**
 * The address's period; without one, the company's default period (Configuración › Análisis),
 * `undefined` until it loads so the figures of another period never show first.
 */
function usePeriod(param: string | null): ReportPeriodDays | undefined {
  const setting = useDefaultPeriodSetting();
  const named = periodInAddress(param);
  if (named) return named;
  if (setting === undefined) return undefined;
  return setting === null ? DEFAULT_PERIOD : periodForSetting(setting, todayInMexicoCity());
}

/**
 * /app/reports: the period (`?periodo=`; unless chosen, the company's default period), refresh and the PDF, Excel and
 * CSV exports, and five tabs over the company's report — Resumen, Reportes, Indicadores,
 * Análisis, Asesoría IA.
 */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const chosenPeriod = usePeriod(params.get(PERIOD_PARAM));
  // Until the company's default period is known nothing is asked (the query waits).
  const period = chosenPeriod ?? DEFAULT_PERIOD;
  const [tab, setTab] = useState<ReportTab>('dashboard');
  const [chosen, setChosen] = useState<ReportType>('financial');
  const queryClient = useQueryClient();
  const report = useReport('comprehensive', period, chosenPeriod !== undefined);
  const firstLoad = report.isPending;

  const setPeriod = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PERIOD_PARAM, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const refresh = () => queryClient.invalidateQueries({ queryKey: financialDataKey('reports') });

  return (
    <div className="min-w-0 space-y-6">
      <header className="space-y-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Reportes</h1>
          <p className="mt-1 text-sm text-slate-600">
            Tus cifras reales del periodo: resumen, reportes para descargar, tus indicadores contra
            sus metas y el análisis de Diana.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SegmentedControl
            label="Periodo del reporte"
            value={
              chosenPeriod === undefined
                ? null
                : (String(chosenPeriod) as (typeof PERIOD_OPTIONS)[number]['value'])
            }
            options={PERIOD_OPTIONS}
            onChange={setPeriod}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void refresh()}
            disabled={firstLoad || report.isFetching}
          >
            <RefreshCw
              aria-hidden="true"
              className={report.isFetching && !firstLoad ? 'size-4 animate-spin' : 'size-4'}
            />
            {report.isFetching && !firstLoad ? 'Actualizando…' : 'Actualizar'}
          </Button>
          <ExportButtons type={exportType(tab, chosen)} period={period} disabled={firstLoad} />
        </div>
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isTab(value)) setTab(value);
        }}
        aria-busy={report.isFetching}
      >
        <TabsList aria-label="Secciones de reportes">
          {REPORT_TABS.map((id) => (
            <TabsTrigger key={id} value={id} disabled={firstLoad}>
              {TAB_LABELS[id]}
            </TabsTrigger>
          ))}
        </TabsList>
        {report.isError && !report.data ? (
          <div className="mt-6">
            <ErrorState
              title="No pudimos generar tu reporte."
              error={report.error}
              onRetry={() => void report.refetch()}
            />
          </div>
        ) : !report.data ? (
          <div
            role="status"
            className="mt-6 flex items-center justify-center gap-2 py-16 text-slate-700"
          >
            <LoaderCircle
              aria-hidden="true"
              className="size-5 animate-spin motion-reduce:animate-none"
            />
            <span>Generando tu reporte…</span>
          </div>
        ) : (
          <>
            <TabsContent value="dashboard">
              <DashboardTab report={report.data} />
            </TabsContent>
            <TabsContent value="reports">
              <ReportsTab type={chosen} onType={setChosen} period={period} />
            </TabsContent>
            <TabsContent value="kpis">
              <KpisTab period={period} />
            </TabsContent>
            <TabsContent value="analytics">
              <AnalyticsTab report={report.data} />
            </TabsContent>
            <TabsContent value="ai-insights">
              <DianaPanel period={period} />
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}
