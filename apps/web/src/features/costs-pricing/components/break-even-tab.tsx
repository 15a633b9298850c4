import {
  type BreakEvenAdjustments,
  breakEvenWhatIf,
  COSTS_PRICING_RULES,
  marginOfSafetyTone,
  NO_ADJUSTMENTS,
  type TypicalMonth,
} from '@caudal/finance';
import type { Centavos } from '@caudal/finance/money';
import { useEffect, useState } from 'react';
import { SERIES } from '../../../components/charts/chart-theme.ts';
import { MoneySeriesCard } from '../../../components/charts/money-series-card.tsx';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import {
  formatDecimal,
  formatInteger,
  formatMoney,
  formatPercent,
  formatUnitMoney,
} from '../../../lib/format.ts';
import { SliderField } from './slider-field.tsx';

const SLIDER = COSTS_PRICING_RULES.sliderPercent;

const sign = (value: number) => formatPercent(value, { signed: true });

const SCENARIO_LABELS: Record<number, string> = {
  0.7: '70 % del equilibrio',
  1: 'En el equilibrio',
  1.5: '150 % del equilibrio',
};

/**
 * "Punto de equilibrio": the company's break-even (the dashboard's, over the sales mix) with
 * sliders on the average price, the variable cost and the fixed costs, computed in the browser
 * by finance's `breakEvenWhatIf` (the server's function); the scenarios and the chart where
 * revenue and total cost cross.
 */
export function BreakEvenTab({
  totals,
  onAnalysed,
}: {
  totals: TypicalMonth;
  onAnalysed: () => void;
}) {
  const [adjust, setAdjust] = useState<BreakEvenAdjustments>(NO_ADJUSTMENTS);
  const base = breakEvenWhatIf(totals);
  const be = breakEvenWhatIf(totals, adjust);
  const analysed = be.units !== null;
  useEffect(() => {
    if (analysed) onAnalysed();
  }, [analysed, onAnalysed]);
  const moved = adjust !== NO_ADJUSTMENTS;
  const slider = (key: keyof BreakEvenAdjustments, label: string, amount: string) => (
    <SliderField
      label={label}
      value={adjust[key]}
      valueText={`${sign(adjust[key])} · ${amount}`}
      min={SLIDER.min}
      max={SLIDER.max}
      step={SLIDER.step}
      onChange={(value) => setAdjust({ ...adjust, [key]: value })}
    />
  );
  const reason = (field: keyof typeof be.notes) => be.notes[field] ?? 'No se puede calcular';
  return (
    <div className="space-y-6">
      <SectionCard
        title="¿Y si cambian tus números?"
        description="Mueve el precio promedio, el costo variable o los costos fijos (de −50 % a +50 %) y mira tu nuevo punto de equilibrio. Nada se guarda."
      >
        <div className="grid gap-6 md:grid-cols-3">
          {slider('pricePercent', 'Precio promedio', formatUnitMoney(be.averagePriceCentavos))}
          {slider(
            'variableCostPercent',
            'Costo variable promedio',
            formatUnitMoney(be.averageVariableCostCentavos),
          )}
          {slider('fixedCostPercent', 'Costos fijos del mes', formatMoney(be.fixedCostsCentavos))}
        </div>
        {moved ? (
          <Button variant="secondary" className="mt-4" onClick={() => setAdjust(NO_ADJUSTMENTS)}>
            Volver a tus cifras
          </Button>
        ) : null}
      </SectionCard>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <KpiCard
          label="Punto de equilibrio"
          value={be.units === null ? 'No se puede calcular' : `${formatInteger(be.units)} unidades`}
          concept="breakEven"
          detail={
            be.units === null
              ? reason('units')
              : moved && base.units !== null
                ? `Con tus cifras: ${formatInteger(base.units)} unidades.`
                : `Vendes ${formatInteger(be.monthlySales)} unidades al mes.`
          }
        />
        <KpiCard
          label="Ventas para el equilibrio"
          value={
            be.revenueCentavos === null ? 'No se puede calcular' : formatMoney(be.revenueCentavos)
          }
          detail={
            be.revenueCentavos === null
              ? reason('revenueCentavos')
              : 'Ingresos del mes que cubren todos tus costos.'
          }
        />
        <KpiCard
          label="Días para alcanzarlo"
          value={be.days === null ? 'No se puede calcular' : `${formatDecimal(be.days)} días`}
          detail={be.days === null ? reason('days') : 'De un mes de 30 días, a tu ritmo de ventas.'}
        />
        <KpiCard
          label="Margen de seguridad"
          value={
            be.marginOfSafetyPercent === null
              ? 'No se puede calcular'
              : formatPercent(be.marginOfSafetyPercent)
          }
          tone={
            be.marginOfSafetyPercent === null ? null : marginOfSafetyTone(be.marginOfSafetyPercent)
          }
          concept="marginOfSafety"
          detail={
            be.marginOfSafetyPercent === null
              ? reason('marginOfSafetyPercent')
              : `Utilidad de un mes típico: ${formatMoney(be.monthlyProfitCentavos)}.`
          }
        />
      </div>

      <MoneySeriesCard
        title="Dónde se cruzan ingresos y costos"
        description="Ingresos y costo total (fijos + variables) según las unidades vendidas al mes: se cruzan en el punto de equilibrio."
        emptyText="Sin ventas no hay equilibrio que graficar."
        caption="Ingresos y costo total por unidades vendidas"
        rows={be.chart.map((p) => ({
          units: String(p.units),
          revenue: p.revenueCentavos,
          totalCost: p.totalCostCentavos,
        }))}
        x={{
          key: 'units',
          header: 'Unidades al mes',
          tick: (v) => formatInteger(Number(v)),
          title: (v) => `${formatInteger(Number(v))} unidades`,
        }}
        bars={[]}
        lines={[
          { key: 'revenue', name: 'Ingresos', color: SERIES.revenue },
          { key: 'totalCost', name: 'Costo total', color: SERIES.expenses },
        ]}
        {...(be.revenueCentavos === null
          ? {}
          : {
              references: [{ value: be.revenueCentavos as Centavos, label: 'Equilibrio' }],
            })}
      />

      <SectionCard
        title="Escenarios"
        description="Qué pasa si vendes 70 %, 100 % o 150 % de las unidades del equilibrio."
      >
        {be.scenarios.length === 0 ? (
          <p className="text-sm text-slate-600">{reason('units')}</p>
        ) : (
          <ScrollRegion label="Escenarios del punto de equilibrio">
            <table className="w-full min-w-[30rem] text-right text-sm tabular-nums">
              <caption className="sr-only">Escenarios a 70, 100 y 150 % del equilibrio</caption>
              <thead className="text-xs text-slate-600">
                <tr>
                  {['Escenario', 'Unidades', 'Ingresos', 'Utilidad'].map((h) => (
                    <th
                      key={h}
                      scope="col"
                      className="py-2 pl-2 font-medium first:pl-0 first:text-left"
                    >
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {be.scenarios.map((s) => (
                  <tr key={s.factor}>
                    <th scope="row" className="py-1.5 text-left font-normal">
                      {SCENARIO_LABELS[s.factor] ?? formatPercent(s.factor * 100)}
                    </th>
                    <td className="py-1.5 pl-2">{formatDecimal(s.units)}</td>
                    <td className="py-1.5 pl-2">{formatMoney(s.revenueCentavos)}</td>
                    <td className="py-1.5 pl-2">{formatMoney(s.profitCentavos)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </SectionCard>
    </div>
  );
}
