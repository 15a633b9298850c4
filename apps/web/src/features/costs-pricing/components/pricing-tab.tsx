import type { CostsPricingViewResponse } from '@caudal/contracts';
import {
  PRICE_SENSITIVITY,
  type PricingFigures,
  pricingFigures,
  type TypicalMonth,
} from '@caudal/finance';
import type { Centavos } from '@caudal/finance/money';
import { useEffect, useState } from 'react';
import { SERIES } from '../../../components/charts/chart-theme.ts';
import { MoneySeriesCard } from '../../../components/charts/money-series-card.tsx';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDecimal, formatMoney, formatPercent, formatUnitMoney } from '../../../lib/format.ts';
import { useSavePricingInputs } from '../api/costs-pricing-api.ts';
import {
  MARGIN_HEALTH_LABELS,
  marginTone,
  type PricingField,
  type PricingFields,
  parsePricing,
  pricingFieldsOf,
  productOf,
} from '../costs-pricing-model.ts';
import { ApplyPriceDialog } from './apply-price-dialog.tsx';

type View = CostsPricingViewResponse;

const FIELDS: readonly {
  key: PricingField;
  label: string;
  hint: string;
  step: number;
  inputMode: 'decimal' | 'numeric';
}[] = [
  {
    key: 'targetMargin',
    label: 'Margen objetivo (%)',
    hint: 'Sugerido: 60 %.',
    step: 1,
    inputMode: 'decimal',
  },
  {
    key: 'competitorPrice',
    label: 'Precio de la competencia (MXN, opcional)',
    hint: 'El de tu competidor de referencia; vacío: sin comparación.',
    step: 0.01,
    inputMode: 'decimal',
  },
  {
    key: 'demand',
    label: 'Demanda (unidades al mes)',
    hint: 'Vacío: tus ventas del mes.',
    step: 1,
    inputMode: 'numeric',
  },
  {
    key: 'priceElasticity',
    label: 'Elasticidad precio',
    hint: '−1.5: si subes 10 % el precio, vendes 15 % menos.',
    step: 0.1,
    inputMode: 'decimal',
  },
];

function SensitivityTable({
  figures,
  onApply,
}: {
  figures: PricingFigures;
  /** Null: nothing to apply (a book case). */
  onApply: ((price: Centavos) => void) | null;
}) {
  return (
    <ScrollRegion label="Tabla de sensibilidad de precio">
      <table className="w-full min-w-[40rem] text-right text-sm tabular-nums">
        <caption className="sr-only">
          Sensibilidad: diez precios desde 70 % del actual, con su volumen, ingreso, contribución y
          utilidad del mes
        </caption>
        <thead className="text-xs text-slate-600">
          <tr>
            {['Precio', 'Unidades', 'Ingreso', 'Contribución', 'Utilidad del mes'].map((h) => (
              <th key={h} scope="col" className="py-2 pl-2 font-medium first:text-left">
                {h}
              </th>
            ))}
            {onApply ? (
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Acción</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {figures.sensitivity.map((row) => (
            <tr key={row.factor} className={row.best ? 'bg-brand-50 font-semibold' : undefined}>
              <th scope="row" className="py-1.5 text-left font-normal">
                {formatUnitMoney(row.priceCentavos)}{' '}
                <span className="text-xs text-slate-600">({formatPercent(row.factor * 100)})</span>
                {row.best ? (
                  <>
                    {' '}
                    <ToneBadge tone="good">Mejor utilidad</ToneBadge>
                  </>
                ) : null}
              </th>
              <td className="py-1.5 pl-2">{formatDecimal(row.demand)}</td>
              <td className="py-1.5 pl-2">{formatMoney(row.revenueCentavos)}</td>
              <td className="py-1.5 pl-2">{formatMoney(row.contributionCentavos)}</td>
              <td className="py-1.5 pl-2">{formatMoney(row.monthlyProfitCentavos)}</td>
              {onApply ? (
                <td className="py-1.5 pl-2">
                  {row.factor === 1 ? (
                    <span className="text-xs text-slate-600">Precio actual</span>
                  ) : (
                    <button
                      type="button"
                      className="text-brand-700 underline"
                      onClick={() => onApply(row.priceCentavos)}
                    >
                      Aplicar
                      <span className="sr-only">
                        {' '}
                        precio de {formatUnitMoney(row.priceCentavos)}
                      </span>
                    </button>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * "Estrategia de precios": a product's pricing inputs (saved per product), its margin and
 * band, the target-margin price, the competitor's gap and the sensitivity over ten prices,
 * computed in the browser by finance's `pricingFigures` (the server's function) as the owner
 * types; "Aplicar" changes the product's price after a confirmation. A book case (`whatIf`) keeps
 * the inputs editable but saves and applies nothing.
 */
export function PricingTab({
  view,
  totals,
  onAnalysed,
  whatIf = false,
  initialProductId,
}: {
  view: View;
  totals: TypicalMonth;
  onAnalysed: () => void;
  whatIf?: boolean;
  /** The product shown first (a case's priced product); else the first one. */
  initialProductId?: string;
}) {
  const products = view.structure.products;
  const [selected, setSelected] = useState(initialProductId ?? products[0]?.id ?? '');
  const product = products.find((p) => p.id === selected) ?? products[0];
  const pricing = view.pricing.find((p) => p.productId === product?.id);
  const [edited, setEdited] = useState<PricingFields | null>(null);
  const [applying, setApplying] = useState<Centavos | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = useSavePricingInputs();

  const fields = edited ?? (pricing ? pricingFieldsOf(pricing.inputs) : null);
  const parsed = fields && product ? parsePricing(fields, product.monthlySales) : null;
  // Ten rows: cheap enough to compute on every keystroke.
  const figures =
    product && parsed?.ok ? pricingFigures(productOf(product), parsed.inputs, totals) : null;
  // A price with the owner's target margin on screen: 'Calcula un precio con margen objetivo'.
  const analysed = figures !== null;
  useEffect(() => {
    if (analysed) onAnalysed();
  }, [analysed, onAnalysed]);

  if (!product || !fields) return null;
  const change = (key: PricingField, value: string) => setEdited({ ...fields, [key]: value });
  const persist = async () => {
    if (!parsed?.ok) return;
    try {
      await save.mutateAsync({ productId: product.id, body: parsed.body });
      setEdited(null);
      setMessage({
        tone: 'success',
        text: `Guardamos tus supuestos de precio de ${product.name}.`,
      });
    } catch (e) {
      setMessage({ tone: 'error', text: errorMessage(e, 'No pudimos guardar tus supuestos.') });
    }
  };
  const optimal = figures?.optimalPriceCentavos ?? null;
  return (
    <div className="space-y-6">
      <SectionCard
        title="Tus supuestos de precio"
        description={`Precio actual de ${product.name}: ${formatUnitMoney(product.price)}; costo variable: ${formatUnitMoney(product.variableCost)}. Cambia los supuestos y las cifras se recalculan al momento.`}
      >
        <div className="space-y-4">
          <SelectField
            label="Producto"
            value={product.id}
            options={products.map((p) => ({ value: p.id, label: p.name }))}
            onChange={(e) => {
              setSelected(e.target.value);
              setEdited(null);
              setMessage(null);
            }}
            className="sm:max-w-md"
          />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {FIELDS.map((f) => (
              <TextField
                key={f.key}
                label={f.label}
                type="number"
                inputMode={f.inputMode}
                step={f.step}
                value={fields[f.key]}
                onChange={(e) => change(f.key, e.target.value)}
                hint={f.hint}
                error={parsed && !parsed.ok ? parsed.errors[f.key] : undefined}
              />
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {whatIf ? null : (
              <Button onClick={() => void persist()} disabled={!parsed?.ok || save.isPending}>
                {save.isPending ? 'Guardando...' : 'Guardar supuestos'}
              </Button>
            )}
            {edited ? (
              <Button variant="secondary" onClick={() => setEdited(null)}>
                Descartar cambios
              </Button>
            ) : null}
            {pricing && !edited ? (
              whatIf ? (
                <span className="text-sm text-slate-600">
                  {pricing.saved
                    ? 'Supuestos del caso del libro: cámbialos y mira el efecto; no se guardan.'
                    : 'Valores sugeridos: cámbialos y mira el efecto; no se guardan.'}
                </span>
              ) : pricing.saved ? null : (
                <span className="text-sm text-slate-600">Usando los valores sugeridos.</span>
              )
            ) : null}
          </div>
          {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        </div>
      </SectionCard>

      {figures ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <KpiCard
              label="Margen de contribución"
              value={
                figures.marginPercent === null
                  ? 'No se puede calcular'
                  : formatPercent(figures.marginPercent)
              }
              tone={marginTone(figures.marginHealth)}
              concept="contributionMargin"
              detail={
                figures.marginHealth === null
                  ? figures.notes.marginPercent
                  : `${MARGIN_HEALTH_LABELS[figures.marginHealth]}: bajo si es menor a 30 %, sano desde 40 %.`
              }
            />
            <KpiCard
              label={
                figures.reachesTargetMargin
                  ? 'Precio mínimo con tu margen objetivo'
                  : 'Precio con tu margen objetivo'
              }
              value={optimal === null ? 'No se puede calcular' : formatUnitMoney(optimal)}
              detail={figures.notes.optimalPriceCentavos ?? figures.optimalPriceMeaning}
              action={
                // Offered only when it raises the price: a floor below today's is no advice.
                !whatIf && optimal !== null && figures.optimalPriceRaises ? (
                  <Button size="sm" variant="secondary" onClick={() => setApplying(optimal)}>
                    Aplicar este precio
                  </Button>
                ) : null
              }
            />
            <KpiCard
              label="Frente a la competencia"
              value={
                figures.competitorGapPercent === null
                  ? 'Sin comparar'
                  : formatPercent(figures.competitorGapPercent, { signed: true })
              }
              detail={
                figures.notes.competitorGapPercent ??
                (figures.competitorGapPercent !== null && figures.competitorGapPercent > 0
                  ? 'Tu precio está arriba del de tu competencia.'
                  : 'Tu precio está abajo o igual que el de tu competencia.')
              }
            />
          </div>
          <MoneySeriesCard
            title="Sensibilidad de precio"
            description={`${PRICE_SENSITIVITY.points} precios desde el 70 % del actual, en pasos de 6 %: el volumen cambia con la elasticidad.`}
            emptyText="Sin demanda no hay ventas que graficar."
            caption="Ingreso y utilidad del mes por precio"
            rows={figures.sensitivity.map((r) => ({
              price: String(r.priceCentavos),
              revenue: r.revenueCentavos,
              profit: r.monthlyProfitCentavos,
            }))}
            x={{
              key: 'price',
              header: 'Precio',
              tick: (v) => formatUnitMoney(Number(v) as Centavos),
              title: (v) => `Precio ${formatUnitMoney(Number(v) as Centavos)}`,
            }}
            bars={[{ key: 'revenue', name: 'Ingreso del producto', color: SERIES.revenue }]}
            lines={[{ key: 'profit', name: 'Utilidad del mes', color: SERIES.profit }]}
          />
          <SectionCard
            title="Tabla de sensibilidad"
            description={
              whatIf
                ? 'La fila marcada deja la mayor utilidad del mes.'
                : 'La fila marcada deja la mayor utilidad del mes. «Aplicar» cambia el precio de tu producto después de confirmarlo.'
            }
          >
            <SensitivityTable figures={figures} onApply={whatIf ? null : setApplying} />
          </SectionCard>
        </>
      ) : (
        <Alert>Corrige los supuestos marcados para ver tu análisis de precio.</Alert>
      )}
      {applying !== null && !whatIf ? (
        <ApplyPriceDialog
          product={product}
          price={applying}
          totals={totals}
          onClose={() => setApplying(null)}
          onApplied={(text) => {
            setApplying(null);
            setMessage({ tone: 'success', text });
          }}
        />
      ) : null}
    </div>
  );
}
