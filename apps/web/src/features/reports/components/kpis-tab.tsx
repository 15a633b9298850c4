import type { ReportPeriodDays } from '@caudal/finance';
import { LoaderCircle, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useReportKpis } from '../api/reports-api.ts';
import { KpiSettingsEditor } from './kpi-settings-editor.tsx';
import { KpiTile } from './kpi-tile.tsx';

/**
 * "Indicadores": the 5 to 7 KPIs the company follows against their targets, and the editor to
 * choose them and set the owner's own targets (GET /api/reports/kpis).
 */
export function KpisTab({ period }: { period: ReportPeriodDays }) {
  const kpis = useReportKpis(period);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editorId = useId();

  if (kpis.isError && !kpis.data) {
    return (
      <ErrorState
        title="No pudimos cargar tus indicadores."
        error={kpis.error}
        onRetry={() => void kpis.refetch()}
      />
    );
  }
  if (!kpis.data) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-12 text-slate-700">
        <LoaderCircle
          aria-hidden="true"
          className="size-5 animate-spin motion-reduce:animate-none"
        />
        <span>Cargando tus indicadores…</span>
      </div>
    );
  }
  const data = kpis.data;
  const followed = data.kpis.filter((k) => k.followed);
  return (
    <div className="min-w-0 space-y-6" aria-busy={kpis.isFetching}>
      <SectionCard
        title="Tus indicadores"
        description={`Del ${formatDate(data.from)} al ${formatDate(data.to)}, contra tu meta o la sugerida. Variación: valor menos meta.`}
      >
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {followed.map((kpi) => (
            <KpiTile key={kpi.id} kpi={kpi} />
          ))}
        </div>
      </SectionCard>
      <SectionCard
        title="Elegir indicadores"
        description="Sigue de 5 a 7 indicadores y fija tus propias metas (capítulo 2: metas y variación)."
      >
        <div aria-live="polite">
          {saved && !editing ? (
            <Alert tone="success" className="mb-4">
              Guardamos tus indicadores y tus metas.
            </Alert>
          ) : null}
        </div>
        <Button
          variant="secondary"
          aria-expanded={editing}
          aria-controls={editorId}
          onClick={() => {
            setEditing((e) => !e);
            setSaved(false);
          }}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {editing ? 'Cerrar sin guardar' : 'Elegir indicadores'}
        </Button>
        <div id={editorId} className="mt-4">
          {editing ? (
            <KpiSettingsEditor
              kpis={data.kpis}
              onSaved={() => {
                setSaved(true);
                setEditing(false);
              }}
            />
          ) : null}
        </div>
      </SectionCard>
    </div>
  );
}
