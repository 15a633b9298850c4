import type { BookQaRequest } from '@caudal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { type AssistantReply, readBookAnswer, replyForError } from '../assistant-reply.ts';

const ASK_TIMEOUT_MS = 25_000;

/**
 * Asks the book. Never rejects with a server or connection problem: those become the spec's
 * fallback replies. Only a cancellation (the modal closed) rejects.
 */
export async function askBook(
  request: BookQaRequest,
  signal?: AbortSignal,
): Promise<AssistantReply> {
  try {
    // Read without the schema: a body that does not match still has a defined reply (§8).
    const body = await apiRequest<unknown>('/api/agents/financial-advisor/book-qa', {
      method: 'POST',
      body: request,
      signal,
      timeoutMs: ASK_TIMEOUT_MS,
    });
    return readBookAnswer(body);
  } catch (error) {
    if (signal?.aborted) throw error;
    return replyForError(error);
  }
}
