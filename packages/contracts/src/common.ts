import { text } from './text.ts';
import { z } from './zod-es.ts';

/**
 * The one error shape of the API: `{ detail }` with a Spanish message, and `field` when it is
 * about one field of the request (a refused password), for the form to show it there.
 */
export const ErrorResponseSchema = z.object({ detail: z.string(), field: z.string().optional() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ detail: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** A calendar day, `YYYY-MM-DD`. */
export const isoDate = (label: string) =>
  z.iso.date({ error: `${label} debe ser una fecha válida (AAAA-MM-DD)` });

/** A calendar month, `YYYY-MM`. */
export const isoMonth = (label: string) =>
  z
    .string({ error: `${label} es obligatorio (AAAA-MM)` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: `${label} debe tener la forma AAAA-MM` });

export const idParamsSchema = z.object({
  id: z.uuid({ error: 'El identificador no es válido' }),
});

/** A required one-line name of a record ('El nombre del producto es obligatorio'). */
export const recordName = (label: string) =>
  text(`${label} es obligatorio`, { label })
    .trim()
    .min(1, { error: `${label} es obligatorio` })
    .max(120, { error: `${label} es demasiado largo` });

/** A record's category: free text, 'General' when not given. */
export const categorySchema = text('La categoría debe ser texto', { label: 'La categoría' })
  .trim()
  .min(1, { error: 'La categoría es obligatoria' })
  .max(60, { error: 'La categoría es demasiado larga' });
