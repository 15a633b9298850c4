import { type RefObject, useEffect, useState } from 'react';

export type AssistantStatusView =
  | { state: 'idle' | 'loading' | 'failed' }
  | { state: 'ready'; mode: 'extractive' | 'generative'; chapters: number };

/** Checks the public answer's shape by hand: the landing does not load the zod schemas. */
export function parseAssistantStatus(body: unknown): AssistantStatusView {
  if (typeof body !== 'object' || body === null) return { state: 'failed' };
  const { mode, chapters } = body as { mode?: unknown; chapters?: unknown };
  if (mode !== 'extractive' && mode !== 'generative') return { state: 'failed' };
  if (typeof chapters !== 'number' || !Number.isInteger(chapters) || chapters <= 0) {
    return { state: 'failed' };
  }
  return { state: 'ready', mode, chapters };
}

/** The card's line for each state; nothing is claimed when the server does not answer. */
export function assistantStatusText(status: AssistantStatusView): string {
  switch (status.state) {
    case 'ready':
      return status.mode === 'generative'
        ? `Disponible · redacta con un modelo de lenguaje y cita los ${status.chapters} capítulos del libro`
        : `Disponible · responde con citas de los ${status.chapters} capítulos del libro`;
    case 'failed':
      return 'No pudimos consultar su estado en este momento.';
    default:
      return 'Consultando su estado…';
  }
}

/**
 * GET /api/book/assistant (public) once the card is near the screen, so the request never
 * competes with the first load.
 */
export function useAssistantStatus(target: RefObject<Element | null>): AssistantStatusView {
  const [status, setStatus] = useState<AssistantStatusView>({ state: 'idle' });
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const controller = new AbortController();
    const load = () => {
      setStatus({ state: 'loading' });
      fetch('/api/book/assistant', {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(10_000)]),
      })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: unknown) => setStatus(parseAssistantStatus(body)))
        .catch(() => {
          if (!controller.signal.aborted) setStatus({ state: 'failed' });
        });
    };
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((r) => r.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [target]);
  return status;
}
