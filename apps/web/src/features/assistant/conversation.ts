import { AnalysisResultSchema, z } from '@caudal/contracts';
import type { KeyValueStore } from '../../lib/session-storage.ts';
import { type AssistantReply, FALLBACK_TEXT } from './assistant-reply.ts';

/** One question and what the assistant answered. */
export type Exchange = { question: string; reply: AssistantReply };

/** The last questions and answers kept for the visit; older ones drop off. */
export const MAX_EXCHANGES = 6;
/** Follow-up questions offered after an answer. */
export const MAX_FOLLOW_UPS = 3;

const ReplySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('answer'),
    result: AnalysisResultSchema,
    covered: z.boolean(),
    followUps: z.array(z.string()),
    dataLink: z.object({ label: z.string(), path: z.string() }).nullable(),
  }),
  z.object({
    kind: z.literal('fallback'),
    reason: z.enum(Object.keys(FALLBACK_TEXT) as [keyof typeof FALLBACK_TEXT]),
  }),
  z.object({ kind: z.literal('error'), message: z.string() }),
]);
const StoredSchema = z.object({
  v: z.literal(1),
  exchanges: z.array(z.object({ question: z.string(), reply: ReplySchema })),
});

/** Per user, in the tab's sessionStorage: a visit's conversation is nobody else's. */
export const conversationKey = (userId: string) => `caudal.asistente.${userId}`;

/** The stored conversation; an unreadable or foreign value is an empty one. */
export function readConversation(store: KeyValueStore, userId: string): Exchange[] {
  try {
    const raw = store.getItem(conversationKey(userId));
    if (!raw) return [];
    const parsed = StoredSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.exchanges.slice(-MAX_EXCHANGES) : [];
  } catch {
    return [];
  }
}

export function writeConversation(
  store: KeyValueStore,
  userId: string,
  exchanges: readonly Exchange[],
): void {
  try {
    if (exchanges.length === 0) store.removeItem(conversationKey(userId));
    else store.setItem(conversationKey(userId), JSON.stringify({ v: 1, exchanges }));
  } catch {
    // Storage full or disabled: the conversation lasts while the modal is open.
  }
}

/** The conversation with one more exchange, keeping the last MAX_EXCHANGES. */
export function withExchange(exchanges: readonly Exchange[], exchange: Exchange): Exchange[] {
  return [...exchanges, exchange].slice(-MAX_EXCHANGES);
}

const asked = (exchanges: readonly Exchange[]) =>
  new Set(exchanges.map((e) => e.question.trim().toLocaleLowerCase('es-MX')));

/** The follow-ups of the last answer that have not been asked yet in this conversation. */
export function followUpsOf(exchanges: readonly Exchange[]): string[] {
  const last = exchanges.at(-1)?.reply;
  if (last?.kind !== 'answer') return [];
  const done = asked(exchanges);
  return last.followUps
    .filter((q) => !done.has(q.trim().toLocaleLowerCase('es-MX')))
    .slice(0, MAX_FOLLOW_UPS);
}
