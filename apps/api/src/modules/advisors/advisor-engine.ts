import { type Citation, citeTopic } from '@caudal/book';
import {
  ADVISOR_NAMES,
  type AdvisorId,
  type AdvisorRecommendation,
  type AnswerMode,
  type Priority,
} from '@caudal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ModuleDeps } from '../../lib/module.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { consumeApiCall } from '../../lib/usage.ts';
import { recordSteps } from '../learning/index.ts';
import { advisorNarrative } from './advisor-narrative.ts';
import { storeAnalysis } from './advisors.repository.ts';

/** A recommendation as an advisor's rules write it: the book's chapter and the topic to quote. */
export type ComposedRecommendation = {
  title: string;
  description: string;
  priority: Priority;
  impact: string;
  timeline: string;
  /** The chapter that explains it; its section on `topic` is quoted first. */
  chapter: number;
  /** What to look up in the book (a few words). */
  topic: string;
};

/** What an advisor's rules produce from the company's figures, before the book and the model. */
export type ComposedAnalysis<F> = {
  /** The advisor's own fields of the answer (runway_months, risk_level, ...). */
  figures: F;
  recommendations: ComposedRecommendation[];
  /** The narrative composed from the figures (Spanish), kept when no model rewrites it. */
  summary: string;
  /** The figures in plain Spanish sentences: what a model may write from, and nothing else. */
  facts: string[];
  assumed: string[];
  /** The finance inputs, stored with the analysis. */
  inputs: unknown;
};

export type AdvisorAnswer<F> = {
  success: true;
  agent: string;
  analysis: F & {
    ai_analysis: string;
    recommendations: AdvisorRecommendation[];
    citations: Citation[];
    mode: AnswerMode;
    assumed: string[];
    analysis_id: string;
  };
  timestamp: string;
};

/** The learning path's analysis step each advisor's answer completes (contracts learning.ts). */
const LEARNING_STEPS: Partial<Record<AdvisorId, string>> = {
  maya: 'cash-flow-advisor',
  carlos: 'unit-economics-advisor',
  alex: 'risk-analysis',
};

const citationKey = (c: Citation) => `${c.chapter}#${c.anchor}`;

/** Each recommendation with the book's passage on its topic, its own chapter first. */
export function citeRecommendations(recommendations: readonly ComposedRecommendation[]) {
  return recommendations.map(({ chapter, topic, ...rest }) => {
    const citation = citeTopic(topic, [chapter]);
    return { ...rest, citations: citation ? [citation] : [] };
  });
}

/**
 * An advisor's answer, the same way for every advisor: one call of the user's plan → the
 * advisor's rules over the company's figures (`compose`, which reads only the session's
 * company) → the book's passages for each recommendation → the narrative, rewritten by a
 * configured model from the figures and passages only, or the composed one on any failure → the
 * analysis stored (the agents screen counts from it) with the learning step it completes → the
 * spec's envelope.
 */
export async function answerAsAdvisor<F>(
  deps: Pick<ModuleDeps, 'db' | 'llm' | 'clock'>,
  auth: Pick<AuthContext, 'userId' | 'companyId'>,
  agent: AdvisorId,
  compose: () => Promise<ComposedAnalysis<F>>,
  log: FastifyBaseLogger,
  options: {
    /** The learning step this answer completes, when not the advisor's usual one. */
    step?: string;
    /**
     * 'scheduled': run by the agents' schedule, not by the owner: it completes no learning step
     * and costs no call of the plan (the schedule's frequency bounds it).
     */
    trigger?: 'asked' | 'scheduled';
  } = {},
): Promise<AdvisorAnswer<F>> {
  const started = performance.now();
  const trigger = options.trigger ?? 'asked';
  const step = trigger === 'scheduled' ? undefined : (options.step ?? LEARNING_STEPS[agent]);
  // Composed first: a request refused on its own data (another company's product) costs no call.
  const composed = await compose();
  if (trigger === 'asked') await consumeApiCall(deps.db, auth.userId);
  const recommendations = citeRecommendations(composed.recommendations);
  const citations = [
    ...new Map(recommendations.flatMap((r) => r.citations).map((c) => [citationKey(c), c])),
  ].map(([, c]) => c);
  const narrative = await advisorNarrative(deps.llm, log, {
    agent,
    summary: composed.summary,
    facts: composed.facts,
    recommendations,
    citations,
  });
  const timestamp = deps.clock.now().toISOString();
  const analysis = {
    ...composed.figures,
    ai_analysis: narrative.text,
    recommendations,
    citations,
    mode: narrative.mode,
    assumed: composed.assumed,
  };
  // The analysis and the learning step it completes are recorded together, where it happened:
  // the step cannot be claimed without running the analysis.
  const id = await deps.db.transaction(async (tx) => {
    if (step) await recordSteps(tx, auth.userId, [step]);
    return storeAnalysis(tx, {
      companyId: auth.companyId,
      userId: auth.userId,
      agent,
      inputs: composed.inputs,
      result: analysis,
      mode: narrative.mode,
      recommendationCount: recommendations.length,
      durationMs: Math.round(performance.now() - started),
      trigger,
      createdAt: deps.clock.now(),
    });
  });
  return {
    success: true,
    agent: ADVISOR_NAMES[agent],
    analysis: { ...analysis, analysis_id: id },
    timestamp,
  };
}
