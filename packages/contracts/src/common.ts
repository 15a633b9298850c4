import { z } from './zod-es.ts';

/** The one error shape of the API: `{ detail }` with a Spanish message. */
export const ErrorResponseSchema = z.object({ detail: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ detail: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** A money amount in pesos with at most two decimals (stored as integer centavos). */
export const pesos = (label: string) =>
  z
    .number({ error: `${label} debe ser un número` })
    .finite({ error: `${label} debe ser un número` })
    .min(0, { error: `${label} no puede ser negativo` })
    .max(1e12, { error: `${label} es demasiado grande` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      error: `${label} admite como máximo dos decimales`,
    });
