import type { InvestmentEvaluationView } from '@caudal/contracts';
import type { Centavos } from '@caudal/finance/money';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { CumulativeCash } from '../../../components/charts/lazy-charts.tsx';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { TONE_TEXT, TONE_WORDS } from '../../../components/ui/tone.ts';
import { formatMoney, formatRatio } from '../../../lib/format.ts';
import { formatIrr, formatPeriods, formatRate, PERIOD_WORDS } from '../investment-series-model.ts';

/**
 * An evaluation on screen: the verdict in words, VPN, TIR, paybacks, ROI and index, the
 * cumulative cash crossing zero at the payback, and the VPN's sensitivity table.
 */
export function EvaluationResults({ e }: { e: InvestmentEvaluationView }) {
  const words = PERIOD_WORDS[e.periodUnit];
  const rows = e.cumulative.map((cumulative, period) => ({
    period,
    cumulative,
    discounted: e.discountedCumulative[period] ?? (0 as Centavos),
  }));
  return (
    <div className="space-y-6">
      <section
        aria-label="Veredicto"
        className="rounded-xl border border-slate-200 bg-white p-4 dark:bg-slate-900"
      >
        <p className={`text-sm font-semibold ${TONE_TEXT[e.verdict.tone]}`}>
          {TONE_WORDS[e.verdict.tone]}
        </p>
        <p className="mt-1 text-base text-slate-900">{e.verdict.headline}</p>
        <p className="mt-1 text-sm text-slate-700">{e.verdict.payback}</p>
      </section>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <KpiCard
          label="VPN"
          value={e.npv.value === null ? 'No se puede calcular' : formatMoney(e.npv.value)}
          tone={e.npv.value === null ? null : e.npv.value >= 0 ? 'good' : 'bad'}
          detail={`Valor presente neto a ${formatRate(e.discountRate)} anual, en pesos de hoy.`}
        />
        <KpiCard
          label="TIR"
          value={formatIrr(e.irr)}
          detail={e.irr.note ?? 'La tasa anual a la que el VPN vale cero.'}
        />
        <KpiCard
          label="Recuperación"
          value={formatPeriods(e.paybackPeriods.value, e.periodUnit)}
          detail={`Descontada: ${formatPeriods(e.discountedPaybackPeriods.value, e.periodUnit)}.`}
        />
        <KpiCard
          label="ROI"
          value={e.roi.value === null ? 'No se puede calcular' : formatRate(e.roi.value)}
          detail={e.roi.note ?? 'Lo que deja la serie completa sobre lo invertido, sin descontar.'}
        />
        <KpiCard
          label="Índice de rentabilidad"
          value={
            e.profitabilityIndex.value === null
              ? 'No se puede calcular'
              : formatRatio(e.profitabilityIndex.value)
          }
          detail={e.profitabilityIndex.note ?? 'Pesos de hoy que regresan por cada peso invertido.'}
        />
        <KpiCard
          label="TIRM"
          value={e.mirr.value === null ? 'No se puede calcular' : formatRate(e.mirr.value)}
          detail={
            e.mirr.note ??
            `Reinvirtiendo lo que entra a ${formatRate(e.mirr.reinvestmentRate)} anual.`
          }
        />
      </div>
      <p className="text-xs text-slate-600">
        El VPN cuenta la inversión inicial hoy, sin descontarla. La función VNA (NPV) de Excel
        descuenta también el primer valor: en Excel, esta cifra es =VNA(tasa, flujos) − inversión.
      </p>
      <ChartCard
        title="Efectivo acumulado"
        description={`Desde lo que pagas hoy, ${words.each}: donde la línea cruza el cero, recuperas lo invertido.`}
        empty={rows.length < 2}
        emptyText="Agrega al menos un periodo para ver el acumulado."
        chart={
          <CumulativeCash data={rows} payback={e.paybackPeriods.value} periodWord={words.one} />
        }
        table={{
          caption: 'Efectivo acumulado por periodo',
          rows,
          rowKey: (r) => String(r.period),
          columns: [
            { header: words.one, cell: (r) => String(r.period) },
            { header: 'Acumulado', cell: (r) => formatMoney(r.cumulative) },
            { header: 'Acumulado descontado', cell: (r) => formatMoney(r.discounted) },
          ],
        }}
      />
      <SectionCard
        title="Sensibilidad del VPN"
        description="El VPN si la tasa sube o baja 5 puntos y si los flujos rinden 20 % menos o más."
      >
        <ScrollRegion label="Tabla de sensibilidad del VPN">
          <table className="w-full min-w-[28rem] text-sm">
            <caption className="sr-only">VPN por tasa de descuento y cambio en los flujos</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Tasa anual
                </th>
                {(e.sensitivity.rows[0]?.cells ?? []).map((c) => (
                  <th key={c.flowChange} scope="col" className="py-2 pr-3 text-right font-medium">
                    {c.flowChange === 0
                      ? 'Flujos como los diste'
                      : `Flujos ${c.flowChange > 0 ? '+' : '−'}${Math.abs(c.flowChange)} %`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {e.sensitivity.rows.map((row) => (
                <tr key={row.rateShiftPoints} className="border-t border-slate-200">
                  <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-800">
                    {formatRate(row.discountRate)}
                  </th>
                  {row.cells.map((c) => (
                    <td
                      key={c.flowChange}
                      className={`py-2 pr-3 text-right tabular-nums ${
                        c.npv !== null && c.npv < 0 ? TONE_TEXT.bad : 'text-slate-900'
                      }`}
                    >
                      {c.npv === null ? 'No se puede calcular' : formatMoney(c.npv)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </SectionCard>
    </div>
  );
}
