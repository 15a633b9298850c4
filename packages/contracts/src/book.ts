import { z } from './zod-es.ts';

const optionalContext = (label: string) =>
  z
    .string({ error: `${label} debe ser texto` })
    .trim()
    .max(120, { error: `${label} es demasiado largo` })
    .nullable()
    .optional();

/** POST /api/agents/financial-advisor/book-qa (000 §7). */
export const BookQaRequestSchema = z.strictObject({
  question: z
    .string({ error: 'Escribe una pregunta' })
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

export const CitationSchema = z.object({
  chapter: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
});
export type Citation = z.infer<typeof CitationSchema>;

export const BookQaResponseSchema = z.object({
  success: z.literal(true),
  result: z.object({
    answer: z.string(),
    citations: z.array(CitationSchema),
    /** False when the book does not cover the question (the answer says so). */
    covered: z.boolean(),
  }),
});
export type BookQaResponse = z.infer<typeof BookQaResponseSchema>;
