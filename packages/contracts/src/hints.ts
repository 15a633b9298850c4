import { z } from './zod-es.ts';

/** The dismissable hints (info banners) of the app, remembered per user on the server. */
export const HINT_KEYS = ['cash-flow-intro'] as const;
export type HintKey = (typeof HINT_KEYS)[number];

/** GET /api/hints: the hints this user closed. */
export const HintsSchema = z.object({ dismissed: z.array(z.enum(HINT_KEYS)) });
export type Hints = z.infer<typeof HintsSchema>;

/** PUT /api/hints/:key closes one hint for good. */
export const HintParamsSchema = z.strictObject({
  key: z.enum(HINT_KEYS, { error: 'Ese aviso no existe' }),
});
