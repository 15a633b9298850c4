import type { CarlosResponse } from '@caudal/contracts';
import { LTV_COCA_LABELS } from '@caudal/finance';
import { AdvisorPanel } from '../../../components/advisor-panel/advisor-panel.tsx';
import { formatDecimal, formatMoney, formatMonth, formatRatio } from '../../../lib/format.ts';
import { useCarlosAnalysis } from '../api/unit-economics-api.ts';

const NOT_DEFINED = 'No se puede calcular';

function CarlosFigures({ answer }: { answer: CarlosResponse }) {
  const a = answer.analysis;
  const tiles = [
    { label: 'LTV', value: a.ltv === null ? NOT_DEFINED : formatMoney(a.ltv) },
    { label: 'COCA', value: a.coca === null ? NOT_DEFINED : formatMoney(a.coca) },
    {
      label: 'LTV/COCA',
      value: a.ltv_coca_ratio === null ? NOT_DEFINED : formatRatio(a.ltv_coca_ratio),
    },
    { label: 'Banda', value: a.rating === null ? 'Sin veredicto' : LTV_COCA_LABELS[a.rating] },
  ];
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="carlos-figures">
        {tiles.map((t) => (
          <div key={t.label} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-xs text-slate-600">{t.label}</dt>
            <dd className="mt-1 font-semibold text-slate-900">{t.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">
        {a.product.name}, con los datos de tu empresa de {formatMonth(a.basis.month)}:{' '}
        {a.basis.new_customers === null
          ? 'clientes sin registrar'
          : `${a.basis.new_customers} clientes nuevos`}
        , {formatMoney(a.basis.marketing_spend)} de marketing,{' '}
        {formatDecimal(a.basis.purchase_frequency)} compras al mes y{' '}
        {formatDecimal(a.basis.retention_months)} meses de retención.
      </p>
      {a.insights.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {a.insights.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Carlos on the unit-economics page (chapter 5): the shared advisor panel over his endpoint,
 * for the product on screen. He reads the company's data, not the calculator's what-if. His
 * failure is the spec's box (001 §8); there is no local analysis for him.
 */
export function CarlosPanel({
  productId,
  onAnalysed,
}: {
  productId: string;
  onAnalysed: () => void;
}) {
  const carlos = useCarlosAnalysis(onAnalysed);
  return (
    <AdvisorPanel
      advisor="Carlos"
      description="Tu asesor de unit economics: cuánto te cuesta y cuánto te deja cada cliente, con los datos de tu empresa (capítulo 5)."
      runLabel="Pedir análisis a Carlos"
      pendingLabel="Carlos está revisando tus clientes…"
      state={{ status: carlos.status, data: carlos.data, error: carlos.error }}
      onRun={() => carlos.mutate(productId)}
      figures={(answer) => <CarlosFigures answer={answer} />}
      local={() => null}
      failure={{
        title: 'Error en Análisis IA',
        message: 'Error al obtener análisis de unit economics',
      }}
    />
  );
}
