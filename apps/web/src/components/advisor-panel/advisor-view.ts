import type {
  AdvisorRecommendation,
  AnalysisCitation,
  AnalysisResult,
  AnswerMode,
  FindingTone,
  Priority,
} from '@caudal/contracts';
import { ApiError } from '../../lib/api-client.ts';

/** The parts every advisor's answer shares (contracts `advisorAnalysis` in the spec envelope). */
export type AdvisorAnswerLike = {
  agent: string;
  timestamp: string;
  analysis: {
    ai_analysis: string;
    recommendations: readonly AdvisorRecommendation[];
    citations: readonly AnalysisCitation[];
    mode: AnswerMode;
    assumed: readonly string[];
  };
};

/** The spec's label for the analysis the browser composes when the server cannot be reached. */
export const LOCAL_AGENT = 'Análisis Local Inteligente';

// A recommendation's urgency, said as a tone: what must be done now reads as a warning.
const PRIORITY_TONES: Record<Priority, FindingTone> = {
  high: 'warning',
  medium: 'info',
  low: 'good',
};

/**
 * An advisor's answer as the one shape the app renders (`AnalysisResultView`): the narrative,
 * each recommendation as a finding with its impact and timeline, and the book's passages.
 */
export function advisorResult(answer: AdvisorAnswerLike): AnalysisResult {
  const { analysis } = answer;
  return {
    agent: answer.agent,
    summary: analysis.ai_analysis,
    findings: analysis.recommendations.map((r) => ({
      tone: PRIORITY_TONES[r.priority],
      priority: r.priority,
      title: r.title,
      message: `${r.description} Impacto: ${r.impact}. Plazo: ${r.timeline}.`,
    })),
    citations: [...analysis.citations],
    mode: analysis.mode,
    generatedAt: answer.timestamp,
  };
}

/**
 * The local analysis stands in only when the server could not be reached or failed on its side;
 * a refusal it sent (the plan's limit, a session that ended) is shown as it is.
 */
export function fallsBackToLocal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.kind === 'network' || error.kind === 'timeout' || error.status >= 500)
  );
}
