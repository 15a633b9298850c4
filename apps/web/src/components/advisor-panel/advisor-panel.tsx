import { Loader2, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { AnalysisResultView } from '../analysis-result/analysis-result.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { SectionCard } from '../ui/card.tsx';
import {
  type AdvisorAnswerLike,
  advisorResult,
  fallsBackToLocal,
  LOCAL_AGENT,
} from './advisor-view.ts';

export type AdvisorRunState<A> = {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: A | undefined;
  error: unknown;
};

export type AdvisorPanelProps<A extends AdvisorAnswerLike> = {
  /** 'Maya'. */
  advisor: string;
  /** A line under the title: what the advisor looks after. */
  description: string;
  /** The button: 'Analizar mi flujo de caja'. */
  runLabel: string;
  /** While the server works: 'Maya está revisando tus números…'. */
  pendingLabel: string;
  state: AdvisorRunState<A>;
  onRun: () => void;
  /** The advisor's own figures of an answer (runway, risk, …), above the narrative. */
  figures: (answer: A) => ReactNode;
  /** The browser's own analysis, shown only when the server cannot be reached; null if none. */
  local: () => A | null;
  /**
   * An advisor whose failure the spec names (Carlos: 'Error en Análisis IA' and its message)
   * shows that box, titled, whenever the analysis fails and there is no local analysis.
   */
  failure?: { title: string; message: string };
  /** The notice above the local analysis when the spec names one (Alex: 'Usando análisis local de riesgo'). */
  localNotice?: string;
};

function Answer<A extends AdvisorAnswerLike>({
  answer,
  figures,
}: {
  answer: A;
  figures: (answer: A) => ReactNode;
}) {
  const { assumed } = answer.analysis;
  return (
    <div className="space-y-4">
      {figures(answer)}
      <AnalysisResultView result={advisorResult(answer)} excerptLength={220} />
      {assumed.length > 0 ? (
        <p className="text-xs text-slate-600">
          Supuestos: {assumed.join('; ')}. Regístralos en Datos de tu empresa para un análisis con
          tus cifras.
        </p>
      ) : null}
    </div>
  );
}

/**
 * One advisor's analysis on a module's page, the same way for every advisor: a button that runs
 * it on the server, a loading state, the answer (its figures, narrative, recommendations and the
 * book's passages linking to the reader), the server's refusal in Spanish, and — only when the
 * server cannot be reached — the browser's own basic analysis, labelled 'Análisis Local
 * Inteligente'.
 */
export function AdvisorPanel<A extends AdvisorAnswerLike>(props: AdvisorPanelProps<A>) {
  const {
    advisor,
    description,
    runLabel,
    pendingLabel,
    state,
    onRun,
    figures,
    local,
    failure,
    localNotice,
  } = props;
  const pending = state.status === 'pending';
  const localAnswer = state.status === 'error' && fallsBackToLocal(state.error) ? local() : null;
  return (
    <SectionCard title={`Análisis de ${advisor}`} description={description}>
      <Button onClick={onRun} disabled={pending}>
        {pending ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Sparkles aria-hidden="true" className="size-4" />
        )}
        {state.status === 'success' ? 'Analizar de nuevo' : runLabel}
      </Button>
      <div aria-live="polite" aria-busy={pending} className="mt-4">
        {pending ? (
          <p role="status" className="text-sm text-slate-700">
            {pendingLabel}
          </p>
        ) : null}
        {!pending && state.status === 'success' && state.data ? (
          <Answer answer={state.data} figures={figures} />
        ) : null}
        {!pending && state.status === 'error' && localAnswer ? (
          <div className="space-y-4">
            <Alert tone="info">
              {localNotice ? <p className="font-semibold">{localNotice}</p> : null}
              <p>
                No pudimos contactar al servidor. Mientras vuelve, este es un análisis básico hecho
                en tu navegador con las cifras que ya tenías en pantalla.
              </p>
            </Alert>
            <p className="text-sm font-semibold text-slate-900">{LOCAL_AGENT}</p>
            <Answer answer={localAnswer} figures={figures} />
          </div>
        ) : null}
        {!pending && state.status === 'error' && !localAnswer && failure ? (
          <Alert>
            <p className="font-semibold">{failure.title}</p>
            <p>{failure.message}</p>
            {/* The server's own refusal (the plan's limit, say), when it sent one. */}
            {errorMessage(state.error, '') ? (
              <p className="mt-1">{errorMessage(state.error, '')}</p>
            ) : null}
          </Alert>
        ) : null}
        {!pending && state.status === 'error' && !localAnswer && !failure ? (
          <Alert>
            {errorMessage(
              state.error,
              `${advisor} no pudo completar el análisis. Intenta de nuevo.`,
            )}
          </Alert>
        ) : null}
      </div>
    </SectionCard>
  );
}
