import { z } from '@caudal/contracts';
import type { LlmConfig } from '../config.ts';

export type LlmMessage = { role: 'system' | 'user'; content: string };

/** An OpenAI-compatible chat model that rewrites a composed answer's narrative. */
export type Llm = {
  model: string;
  /** The model's text; throws on any failure (network, time limit, status, an odd body). */
  complete: (
    messages: LlmMessage[],
    options?: { maxTokens?: number; temperature?: number },
  ) => Promise<string>;
};

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().trim().min(1) }) })).min(1),
});

/**
 * The configured model (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY), or null when there is none. The
 * address is the operator's setting, never a user's. Callers always keep a composed answer to
 * fall back on: nothing in the product requires a model.
 */
export function createLlm(config: LlmConfig | null): Llm | null {
  if (!config) return null;
  return {
    model: config.model,
    async complete(messages, { maxTokens = 400, temperature = 0.2 } = {}) {
      const response = await fetch(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({
          model: config.model,
          temperature,
          max_tokens: maxTokens,
          messages,
        }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) throw new Error(`the model answered ${response.status}`);
      const body = CompletionSchema.parse(await response.json());
      return body.choices[0]?.message.content ?? '';
    },
  };
}

/** A model's text cut to `max` characters, ending in '…' when it was longer. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
