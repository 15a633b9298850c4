import { chapterNumber } from './numbers.ts';
import { z } from './zod-es.ts';

/**
 * What every advisor and the book assistant answer with: a narrative, findings or
 * recommendations (each with a tone and a priority), the book passages it rests on, how the text
 * was written, and when. The web renders it with one component (`components/analysis-result`).
 */

/** A passage of the book an answer rests on; `anchor` is the section's id in the reader. */
export const AnalysisCitationSchema = z.object({
  chapter: chapterNumber(),
  chapterTitle: z.string(),
  /** The section's title. */
  title: z.string(),
  /** Opens the section: `/app/libro/{chapter}#{anchor}`. */
  anchor: z.string(),
  excerpt: z.string(),
});
export type AnalysisCitation = z.infer<typeof AnalysisCitationSchema>;

export const FINDING_TONES = ['good', 'info', 'warning', 'bad'] as const;
export type FindingTone = (typeof FINDING_TONES)[number];
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** One observation or recommendation, in Spanish, from the company's own figures. */
export const FindingSchema = z.object({
  tone: z.enum(FINDING_TONES),
  priority: z.enum(PRIORITIES),
  title: z.string(),
  message: z.string(),
});
export type Finding = z.infer<typeof FindingSchema>;

/** 'extractive': composed from the figures and the book; 'generative': a configured model
 * rewrote the narrative from them (the findings and citations stay the composed ones). */
export const ANSWER_MODES = ['extractive', 'generative'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

export const AnalysisResultSchema = z.object({
  /** Who answers: 'book' (the assistant), 'maya', 'carlos', 'sofia', 'alex', 'diana'. */
  agent: z.string(),
  summary: z.string(),
  findings: z.array(FindingSchema),
  citations: z.array(AnalysisCitationSchema),
  mode: z.enum(ANSWER_MODES),
  /** ISO timestamp. */
  generatedAt: z.string(),
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;

/** The reader's address of a cited section. */
export const citationHref = (citation: Pick<AnalysisCitation, 'chapter' | 'anchor'>) =>
  `/app/libro/${citation.chapter}#${citation.anchor}`;
