import type { ReportType } from '@caudal/contracts';
import type { ReportPeriodDays } from '@caudal/finance';
import { Download, LoaderCircle } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useReportExport } from '../hooks/use-report-export.ts';
import { exportError, type FileFormat, FORMAT_LABELS } from '../reports-model.ts';

const FORMATS = Object.keys(FORMAT_LABELS) as FileFormat[];

/**
 * PDF, Excel and CSV of the report on screen (the chosen type on Reportes, the whole report
 * elsewhere), saved with the server's file name; spec §8's message when one fails.
 */
export function ExportButtons({
  type,
  period,
  disabled,
}: {
  type: ReportType;
  period: ReportPeriodDays;
  disabled: boolean;
}) {
  const { running, failed, run } = useReportExport();
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Exportar el reporte</legend>
        {FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            disabled={disabled || running !== null}
            onClick={() => void run(type, period, format)}
          >
            {running === format ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {running === format
              ? `Exportando ${FORMAT_LABELS[format]}…`
              : `Exportar ${FORMAT_LABELS[format]}`}
          </Button>
        ))}
      </fieldset>
      <div aria-live="assertive">{failed ? <Alert>{exportError(failed)}</Alert> : null}</div>
    </div>
  );
}
