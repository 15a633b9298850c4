import type { ReportType } from '@caudal/contracts';
import type { ReportPeriodDays } from '@caudal/finance';
import { useCallback, useState } from 'react';
import { downloadReport } from '../api/reports-api.ts';
import type { FileFormat } from '../reports-model.ts';

/**
 * One row of export buttons: which file is being made (its button says so, and every button
 * waits, since generating is rate-limited) and which one failed last.
 */
export function useReportExport() {
  const [running, setRunning] = useState<FileFormat | null>(null);
  const [failed, setFailed] = useState<FileFormat | null>(null);
  const run = useCallback(
    async (type: ReportType, period: ReportPeriodDays, format: FileFormat) => {
      setRunning(format);
      setFailed(null);
      try {
        await downloadReport(type, period, format);
      } catch {
        setFailed(format);
      } finally {
        setRunning(null);
      }
    },
    [],
  );
  return { running, failed, run };
}
