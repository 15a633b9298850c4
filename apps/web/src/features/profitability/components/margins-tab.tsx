import type { ProfitabilityViewResponse } from '@caudal/contracts';
import { benchmarkTone, PROFITABILITY_BENCHMARKS, profitabilityFigures } from '@caudal/finance';
import { useId, useMemo, useState } from 'react';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { WaterfallChart } from '../../../components/charts/lazy-charts.tsx';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import {
  draftOf,
  parseWhatIf,
  statementInput,
  WHAT_IF_FIELDS,
  type WhatIfDraft,
} from '../profitability-model.ts';
import { ExampleNotice } from './summary-tab.tsx';

const NOT_DEFINED = 'No se puede calcular';

/**
 * "Márgenes": the period's income statement as editable inputs (a what-if: nothing is saved),
 * recomputed in the browser with finance's `profitabilityFigures`, and the waterfall from revenue
 * to net profit.
 */
export function MarginsTab({ view }: { view: ProfitabilityViewResponse }) {
  const real = useMemo(() => statementInput(view.statement), [view.statement]);
  const [draft, setDraft] = useState<WhatIfDraft>(() => draftOf(real));
  const parsed = parseWhatIf(draft);
  const realDraft = draftOf(real);
  const changed = WHAT_IF_FIELDS.some((f) => draft[f.key] !== realDraft[f.key]);
  // A field that does not read as an amount: its message shows, the figures stay the real ones.
  const figures = profitabilityFigures(parsed.ok ? parsed.input : real);
  const formId = useId();
  const m = figures.margins;
  const pct = (v: number | null) => (v === null ? NOT_DEFINED : formatPercent(v));
  const tone = (v: number | null, b: number) => (v === null ? null : benchmarkTone(v, b));
  return (
    <div className="space-y-6">
      {view.example ? <ExampleNotice /> : null}
      <SectionCard
        title="Tus cifras del periodo"
        description="Cambia cualquier monto para ver qué pasaría con tus márgenes. No se guarda nada: tus movimientos no cambian."
      >
        <form
          id={formId}
          aria-label="Cifras para simular"
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5"
          onSubmit={(e) => e.preventDefault()}
        >
          {WHAT_IF_FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={`${field.label} (MXN)`}
              inputMode="decimal"
              value={draft[field.key]}
              error={parsed.ok ? undefined : parsed.errors[field.key]}
              onChange={(e) => setDraft({ ...draft, [field.key]: e.target.value })}
            />
          ))}
        </form>
        {changed ? (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Alert tone="info" className="flex-1">
              Estás viendo una simulación, no tus cifras reales.
            </Alert>
            <Button variant="secondary" onClick={() => setDraft(draftOf(real))}>
              Volver a tus cifras
            </Button>
          </div>
        ) : null}
      </SectionCard>
      <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
        <KpiCard
          label="Margen bruto simulado"
          value={pct(m.grossMargin)}
          tone={tone(m.grossMargin, PROFITABILITY_BENCHMARKS.grossMargin)}
          concept="grossMargin"
          detail={`Utilidad bruta ${formatMoney(figures.grossProfitCentavos)}; referencia 45 %.`}
        />
        <KpiCard
          label="Margen operativo simulado"
          value={pct(m.operatingMargin)}
          tone={tone(m.operatingMargin, PROFITABILITY_BENCHMARKS.operatingMargin)}
          concept="operatingMargin"
          detail={`EBITDA ${formatMoney(figures.ebitdaCentavos)}; referencia 25 %.`}
        />
        <KpiCard
          label="Margen neto simulado"
          value={pct(m.netMargin)}
          tone={tone(m.netMargin, PROFITABILITY_BENCHMARKS.netMargin)}
          concept="profitabilityNetMargin"
          detail={`Utilidad neta ${formatMoney(figures.netProfitCentavos)}; referencia 15 %.`}
        />
        <KpiCard
          label="Margen EBITDA simulado"
          value={pct(m.ebitdaMargin)}
          concept="ebitda"
          detail="EBITDA entre ingresos."
        />
      </div>
      <ChartCard
        title="De tus ingresos a tu utilidad neta"
        description="Cada barra roja es lo que se descuenta; las azules, lo que queda."
        empty={figures.revenueCentavos === 0 && figures.netProfitCentavos === 0}
        emptyText="Escribe tus ingresos para ver la cascada."
        chart={
          <WaterfallChart
            data={figures.waterfall.map((w) => ({
              key: w.key,
              label: w.label,
              amount: w.amountCentavos,
              kind: w.kind,
            }))}
          />
        }
        table={{
          caption: 'De tus ingresos a tu utilidad neta',
          rows: figures.waterfall,
          rowKey: (w) => w.key,
          columns: [
            { header: 'Concepto', cell: (w) => w.label },
            { header: 'Monto', cell: (w) => formatMoney(w.amountCentavos) },
          ],
        }}
      />
    </div>
  );
}
