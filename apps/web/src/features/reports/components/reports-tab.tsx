import { REPORT_TYPE_LABELS, REPORT_TYPES, type ReportType } from '@caudal/contracts';
import type { ReportPeriodDays } from '@caudal/finance';
import { Download, LoaderCircle } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { useReport } from '../api/reports-api.ts';
import { useReportExport } from '../hooks/use-report-export.ts';
import { exportError } from '../reports-model.ts';
import { ReportPreview } from './report-preview.tsx';

const TYPE_TEXTS: Record<ReportType, string> = {
  financial: 'Ingresos, gastos, utilidad, flujo y la distribución de ingresos y gastos.',
  operational:
    'Movimientos, ingreso promedio por movimiento (diario si registras un total por día), clientes activos y gastos por categoría.',
  marketing: 'Gasto en marketing, clientes nuevos, LTV/COCA y el tope de costo por cliente.',
  comprehensive: 'Todo lo anterior y tus indicadores contra sus metas.',
};

/**
 * "Reportes": the four types as a radio group of cards, a preview of the chosen type's real
 * content for the period, and its PDF.
 */
export function ReportsTab({
  type,
  onType,
  period,
}: {
  type: ReportType;
  onType: (type: ReportType) => void;
  period: ReportPeriodDays;
}) {
  const report = useReport(type, period);
  const pdf = useReportExport();
  const labelId = useId();
  return (
    <div className="min-w-0 space-y-6">
      <SectionCard title="Tipo de reporte" description="Elige qué reporte ver y descargar.">
        <p id={labelId} className="sr-only">
          Tipo de reporte
        </p>
        <RadioGroup.Root
          aria-labelledby={labelId}
          value={type}
          onValueChange={(next) => {
            const found = REPORT_TYPES.find((t) => t === next);
            if (found) onType(found);
          }}
          className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4"
        >
          {REPORT_TYPES.map((t) => (
            <RadioGroup.Item
              key={t}
              value={t}
              className="rounded-xl border border-slate-200 bg-white p-4 text-left hover:border-brand-600 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 data-[state=checked]:ring-2 data-[state=checked]:ring-brand-700"
            >
              <span className="block font-semibold text-slate-900">{REPORT_TYPE_LABELS[t]}</span>
              <span className="mt-1 block text-sm text-slate-700">{TYPE_TEXTS[t]}</span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button onClick={() => void pdf.run(type, period, 'pdf')} disabled={pdf.running !== null}>
            {pdf.running ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {pdf.running ? 'Descargando PDF…' : 'Descargar PDF'}
          </Button>
          <div aria-live="assertive">
            {pdf.failed ? <Alert>{exportError(pdf.failed)}</Alert> : null}
          </div>
        </div>
      </SectionCard>
      {report.isError && !report.data ? (
        <ErrorState
          title="No pudimos generar la vista previa."
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : !report.data || report.data.report_type !== type ? (
        <div role="status" className="flex items-center justify-center gap-2 py-12 text-slate-700">
          <LoaderCircle
            aria-hidden="true"
            className="size-5 animate-spin motion-reduce:animate-none"
          />
          <span>Preparando la vista previa…</span>
        </div>
      ) : (
        <div aria-busy={report.isFetching}>
          <ReportPreview report={report.data} />
        </div>
      )}
    </div>
  );
}
