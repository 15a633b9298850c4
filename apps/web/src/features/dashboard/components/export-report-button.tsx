import type { DashboardPeriod } from '@caudal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { saveBlob } from '../../../lib/download.ts';
import { todayInMexicoCity } from '../../../lib/format.ts';
import { fetchDashboardReport } from '../api/dashboard-api.ts';
import { reportFileName } from '../period.ts';

export const EXPORT_ERROR = 'Error al exportar el PDF. Por favor, intenta nuevamente.';

/** Downloads the period's PDF report (with the session token, so not a plain link). */
export function ExportReportButton({ period }: { period: DashboardPeriod }) {
  const mutation = useMutation({
    mutationFn: async (selected: DashboardPeriod) => {
      const blob = await fetchDashboardReport(selected);
      saveBlob(blob, reportFileName(selected, todayInMexicoCity()));
    },
  });
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <Button
        variant="secondary"
        onClick={() => mutation.mutate(period)}
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
        className="whitespace-nowrap"
      >
        {mutation.isPending ? (
          <LoaderCircle
            aria-hidden="true"
            className="size-4 animate-spin motion-reduce:animate-none"
          />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {mutation.isPending ? 'Generando...' : 'Exportar reporte'}
      </Button>
      {mutation.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {EXPORT_ERROR}
        </p>
      ) : null}
    </div>
  );
}
