import type { AlexResponse, FigureConcept, ProfitabilityViewResponse } from '@caudal/contracts';
import { riskBreakdownTone, riskScoreTone } from '@caudal/finance';
import { AdvisorPanel } from '../../../components/advisor-panel/advisor-panel.tsx';
import { ConceptTooltip } from '../../../components/concept-tooltip.tsx';
import { TONE_DOT, TONE_WORDS, toneKey } from '../../../components/ui/tone.ts';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPercent } from '../../../lib/format.ts';
import { useAlexAnalysis } from '../api/profitability-api.ts';
import { localAlex, RISK_LEVEL_LABELS } from '../profitability-model.ts';

const FRONTS: readonly {
  key: keyof AlexResponse['analysis']['risk_breakdown'];
  basis: keyof AlexResponse['analysis']['basis']['fronts'];
  label: string;
  concept: FigureConcept;
}[] = [
  { key: 'financial_risk', basis: 'financial', label: 'Financiero', concept: 'debtToEquity' },
  { key: 'operational_risk', basis: 'operational', label: 'Operativo', concept: 'operatingMargin' },
  { key: 'market_risk', basis: 'market', label: 'Mercado', concept: 'customerConcentration' },
  { key: 'liquidity_risk', basis: 'liquidity', label: 'Liquidez', concept: 'liquidityRisk' },
];

function AlexFigures({ answer }: { answer: AlexResponse }) {
  const a = answer.analysis;
  const scoreTone = riskScoreTone(a.risk_score);
  return (
    <div className="space-y-4" data-testid="alex-figures">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700">
          Puntaje de riesgo:{' '}
          <span className="text-2xl font-bold text-slate-900 tabular-nums">{a.risk_score}</span> de
          100
        </p>
        <ToneBadge tone={scoreTone}>
          Riesgo {RISK_LEVEL_LABELS[a.risk_level].toLowerCase()} · {TONE_WORDS[scoreTone]}
        </ToneBadge>
        <ConceptTooltip concept="riskScore" label="Puntaje de riesgo" />
      </div>
      <ul className="space-y-3" aria-label="Desglose del riesgo">
        {FRONTS.map((f) => {
          const value = a.risk_breakdown[f.key];
          const tone = value === null ? null : riskBreakdownTone(value);
          return (
            <li key={f.key} className="space-y-1">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="inline-flex items-center gap-1 font-medium text-slate-800">
                  {f.label}
                  <ConceptTooltip concept={f.concept} label={`Riesgo ${f.label.toLowerCase()}`} />
                  {f.key === 'market_risk' ? (
                    <ConceptTooltip
                      concept="revenueVolatility"
                      label="Volatilidad de tus ingresos"
                    />
                  ) : null}
                </span>
                <span className="tabular-nums text-slate-700">
                  {value === null
                    ? 'Sin datos'
                    : `${formatPercent(value)} · ${TONE_WORDS[tone ?? 'good']}`}
                </span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className={cn('h-full rounded-full', TONE_DOT[toneKey(tone)])}
                  style={{ width: `${value ?? 0}%` }}
                />
              </div>
              <p className="text-xs text-slate-600">{a.basis.fronts[f.basis]}</p>
            </li>
          );
        })}
      </ul>
      {a.key_risks.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Riesgos principales</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {a.key_risks.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {a.score_adjustments.length > 0 ? (
        <p className="text-xs text-slate-600">
          Del puntaje base de 75:{' '}
          {a.score_adjustments
            .map((adj) => `${adj.points > 0 ? '+' : ''}${adj.points} ${adj.message}`)
            .join('; ')}
          .
        </p>
      ) : null}
    </div>
  );
}

/**
 * Alex on the profitability page (chapter 12): the shared advisor panel over his endpoint. He
 * reads the company's data for the last 12 complete months. When the server cannot be reached
 * (or fails on its side) the browser runs the same `riskAssessment` over the view's inputs,
 * under 'Usando análisis local de riesgo'.
 */
export function AlexPanel({ view }: { view: ProfitabilityViewResponse }) {
  const alex = useAlexAnalysis(() => {});
  return (
    <AdvisorPanel
      advisor="Alex"
      description="Tu asesor de riesgo: tu deuda, tus clientes, tu volatilidad y tu caja, con los datos de tu empresa de los últimos 12 meses completos (capítulo 12)."
      runLabel="Pedir análisis de riesgo a Alex"
      pendingLabel="Analizando Riesgos..."
      state={{ status: alex.status, data: alex.data, error: alex.error }}
      onRun={() => alex.mutate()}
      figures={(answer) => <AlexFigures answer={answer} />}
      local={() => localAlex(view)}
      localNotice="Usando análisis local de riesgo"
    />
  );
}
