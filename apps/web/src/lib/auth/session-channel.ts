import type { TabSession } from '../session-storage.ts';

/**
 * The tabs of one browser share a session not remembered over a BroadcastChannel (same origin
 * only): a new tab asks, any tab holding one answers with it, and a sign-out or an expiry in
 * one tab ends the session in all of them. The token never goes to localStorage.
 */
export const SESSION_CHANNEL_NAME = 'caudal-sesion';

/**
 * How long a new tab waits for an answer before it is signed out. Another tab answers in a few
 * milliseconds when the machine is idle; a busy one (or a tab the browser put in the background)
 * took over 600 ms in CI, so the wait is 1.5 s. It is only waited in full when the hint says a
 * tab may hold the session and none does any more.
 */
export const ASK_TIMEOUT_MS = 1500;

/** Why a session ended: signed out (logout) or refused by the server (expired or revoked). */
export type SessionEndReason = 'signed-out' | 'expired';

type Message =
  | { type: 'ask'; id: string }
  | { type: 'answer'; id: string; session: TabSession }
  | { type: 'ended'; token: string; reason: SessionEndReason };

type ChannelPort = {
  postMessage: (message: Message) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  close: () => void;
};

export type SessionChannelHandlers = {
  /** This tab's session not remembered, for a tab that asks (null: do not answer). */
  share: () => TabSession | null;
  /** Another tab ended the session with this token. */
  ended: (token: string, reason: SessionEndReason) => void;
};

export type SessionChannel = {
  /** Asks the other tabs for their session; null when none answers within `timeoutMs`. */
  ask: (timeoutMs?: number) => Promise<TabSession | null>;
  /** Tells the other tabs that the session with this token ended. */
  announceEnd: (token: string, reason: SessionEndReason) => void;
  close: () => void;
};

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Messages come from our own origin, but a tab of an older deploy may speak differently. */
function parse(data: unknown): Message | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.type === 'ask' && isText(m.id)) return { type: 'ask', id: m.id };
  if (m.type === 'answer' && isText(m.id) && typeof m.session === 'object' && m.session) {
    const s = m.session as Record<string, unknown>;
    if (isText(s.token) && isText(s.user)) {
      return { type: 'answer', id: m.id, session: { token: s.token, user: s.user } };
    }
  }
  if (
    m.type === 'ended' &&
    isText(m.token) &&
    (m.reason === 'signed-out' || m.reason === 'expired')
  ) {
    return { type: 'ended', token: m.token, reason: m.reason };
  }
  return null;
}

let asked = 0;
const askId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${++asked}`;

/**
 * Opens this tab's end of the channel; null where the browser has no BroadcastChannel (then a
 * session not remembered stays in its tab, as before). `open` is replaceable for tests.
 */
export function openSessionChannel(
  handlers: SessionChannelHandlers,
  open: () => ChannelPort | null = () =>
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL_NAME) : null,
): SessionChannel | null {
  let port: ChannelPort | null;
  try {
    port = open();
  } catch {
    port = null;
  }
  if (!port) return null;
  const channel = port;
  const waiting = new Map<string, (session: TabSession | null) => void>();
  // Posting on a closed channel throws; a tab being torn down has nobody left to tell.
  const post = (message: Message) => {
    try {
      channel.postMessage(message);
    } catch {
      // Nothing to do.
    }
  };

  channel.addEventListener('message', (event) => {
    const message = parse(event.data);
    if (!message) return;
    if (message.type === 'ask') {
      const session = handlers.share();
      if (session) post({ type: 'answer', id: message.id, session });
    } else if (message.type === 'answer') {
      waiting.get(message.id)?.(message.session);
    } else {
      handlers.ended(message.token, message.reason);
    }
  });

  return {
    ask: (timeoutMs = ASK_TIMEOUT_MS) =>
      new Promise((resolve) => {
        const id = askId();
        const timer = setTimeout(() => settle(null), timeoutMs);
        // The first answer wins; later ones (several tabs) find nobody waiting.
        function settle(session: TabSession | null) {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(session);
        }
        waiting.set(id, settle);
        post({ type: 'ask', id });
      }),
    announceEnd: (token, reason) => post({ type: 'ended', token, reason }),
    close: () => {
      for (const settle of [...waiting.values()]) settle(null);
      channel.close();
    },
  };
}
