import { AnalysisResultSchema } from './analysis.ts';
import { chapterNumber, count, unitMeta } from './numbers.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

const optionalContext = (label: string) =>
  text(`${label} debe ser texto`, { label })
    .trim()
    .max(120, { error: `${label} es demasiado largo` })
    .nullable()
    .optional();

/** POST /api/agents/financial-advisor/book-qa (000 §7). */
export const BookQaRequestSchema = z.strictObject({
  question: text('Escribe una pregunta', { label: 'La pregunta', multiline: true })
    .trim()
    .min(1, { error: 'Escribe una pregunta' })
    .max(500, { error: 'La pregunta puede tener como máximo 500 caracteres' }),
  user_context: z
    .object({
      company_name: optionalContext('El nombre de la empresa'),
      industry: optionalContext('El giro'),
    })
    .optional(),
});
export type BookQaRequest = z.infer<typeof BookQaRequestSchema>;

/**
 * The book assistant's answer (000 §7: `result.answer` and `result.citations`, chapter and
 * excerpt) is an AnalysisResult: `answer` repeats the summary under the spec's name.
 */
export const BookQaResultSchema = AnalysisResultSchema.extend({
  answer: z.string(),
  /** False when the book does not cover the question (the answer says so). */
  covered: z.boolean(),
  /** Questions to ask next, each answered by the book. */
  followUps: z.array(z.string()),
  /** Where to add the data a figure the owner asked about needs (a screen of the app). */
  dataLink: z.object({ label: z.string(), path: z.string() }).nullable(),
});
export type BookQaResult = z.infer<typeof BookQaResultSchema>;

export const BookQaResponseSchema = z.object({
  success: z.literal(true),
  result: BookQaResultSchema,
});
export type BookQaResponse = z.infer<typeof BookQaResponseSchema>;

const ToolSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['worksheet', 'checklist', 'calculator']),
  route: z.string().nullable(),
  description: z.string(),
  chapter: chapterNumber(),
});
const ConceptSchema = z.object({
  id: z.string(),
  term: z.string(),
  formula: z.string(),
  definition: z.string(),
  chapter: chapterNumber(),
});

/** GET /api/book/concepts: every concept of the book, for the tooltips next to figures. */
export const BookConceptSchema = ConceptSchema.extend({ chapterTitle: z.string() });
export type BookConcept = z.infer<typeof BookConceptSchema>;

/**
 * The book concept behind each figure the app shows. The tooltips read the concept (formula,
 * definition, chapter) from the book by these ids; the book's tests check they all exist.
 */
export const FIGURE_CONCEPTS = {
  revenue: 'fundamentos-ingreso',
  expenses: 'fundamentos-costos-fijos-variables',
  netProfit: 'fundamentos-utilidad-neta',
  cashFlowStatus: 'flujo-estado-del-flujo',
  flowMargin: 'flujo-margen-de-flujo',
  operatingCashFlow: 'flujo-operativo',
  cashProjection: 'flujo-proyeccion-12-meses',
  weeklySplit: 'flujo-reparto-semanal',
  healthScore: 'fundamentos-salud-financiera',
  netMargin: 'fundamentos-margen-neto',
  grossMargin: 'rentabilidad-margen-bruto',
  marginOfSafety: 'punto-margen-de-seguridad',
  contributionMargin: 'margen-contribucion-porcentaje',
  contributionPerUnit: 'margen-contribucion-unitaria',
  breakEven: 'punto-equilibrio-unidades',
  runway: 'flujo-pista-de-efectivo',
  burnRate: 'flujo-burn-rate',
  liquidity: 'flujo-razon-de-liquidez',
  ltv: 'unit-ltv',
  coca: 'unit-coca',
  ltvCoca: 'unit-razon-ltv-coca',
  payback: 'unit-periodo-de-recuperacion',
  churn: 'unit-abandono',
  purchaseFrequency: 'unit-frecuencia-de-compra',
  cocaCeiling: 'unit-techo-de-coca',
  roi: 'retorno-roi',
  riskScore: 'riesgo-puntaje-de-riesgo',
  // Profitability (issue 15): the margins tab, ROI, profit centres and Alex's signals.
  operatingMargin: 'rentabilidad-margen-operativo',
  profitabilityNetMargin: 'rentabilidad-margen-neto',
  ebitda: 'rentabilidad-ebitda',
  marginBenchmark: 'rentabilidad-benchmark-industria',
  profitCentre: 'rentabilidad-centro-de-utilidad',
  annualizedRoi: 'retorno-roi-anualizado',
  investmentPayback: 'retorno-periodo-de-recuperacion',
  investmentRisk: 'retorno-nivel-de-riesgo',
  customerConcentration: 'riesgo-concentracion-de-clientes',
  debtToEquity: 'riesgo-deuda-a-capital',
  revenueVolatility: 'riesgo-volatilidad-de-ingresos',
  liquidityRisk: 'riesgo-liquidez',
} as const;
export type FigureConcept = keyof typeof FIGURE_CONCEPTS;

export const ChapterSummarySchema = z.object({
  number: chapterNumber(),
  title: z.string(),
  slug: z.string(),
  module: z.string().nullable(),
  summary: z.string(),
  words: count(),
  /** The chapter as a PDF: /resources/capitulo-{n}-{slug}.pdf. */
  pdfUrl: z.string(),
  tools: z.array(ToolSchema),
  concepts: z.array(ConceptSchema),
});
export type ChapterSummary = z.infer<typeof ChapterSummarySchema>;

export const ChapterSchema = ChapterSummarySchema.extend({
  /** Markdown (paragraphs, lists, **bold**, *italic*, `code`). */
  intro: z.string(),
  sections: z.array(
    z.object({ id: z.string(), title: z.string(), anchor: z.string(), text: z.string() }),
  ),
});
export type Chapter = z.infer<typeof ChapterSchema>;

export const ChapterParamsSchema = z.object({
  number: z.coerce
    .number({ error: 'El capítulo debe ser un número del 1 al 15' })
    .int({ error: 'El capítulo debe ser un número del 1 al 15' })
    .min(1, { error: 'El capítulo debe ser un número del 1 al 15' })
    .max(15, { error: 'El capítulo debe ser un número del 1 al 15' })
    .meta(unitMeta('chapter')),
});

/** The summary of every chapter as a PDF. */
export const BOOK_SUMMARY_PDF_URL = '/resources/finanzas-emprendedores-resumen.pdf';

/** GET /api/book/assistant (public): how the book assistant answers on this server right now. */
export const AssistantStatusSchema = z.object({
  /** 'generative' when an OpenAI-compatible model is configured; answers fall back to extractive. */
  mode: z.enum(['extractive', 'generative']),
  chapters: count(),
});
export type AssistantStatus = z.infer<typeof AssistantStatusSchema>;

/** Reading speed for the book's reading times (Spanish prose, an unhurried reader). */
export const WORDS_PER_MINUTE = 200;

/**
 * A text's reading time in minutes, at least one: the one measure of the book's reading time
 * (the reader, the learning path and the guides all show this figure of the chapter's words).
 */
export function readingMinutes(words: number): number {
  if (!Number.isFinite(words) || words <= 0) return 1;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
