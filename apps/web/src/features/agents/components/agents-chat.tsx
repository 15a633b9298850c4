import type { ChatMessage } from '@caudal/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { inputClasses } from '../../../components/ui/field-parts.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { isLocalMessage, localExchange, serverUnreachable } from '../agents-local.ts';
import { likelyResponder, paragraphs } from '../agents-model.ts';
import { useChatHistory, useSendChat } from '../api/agents-api.ts';
import { CitationLinks } from './citation-links.tsx';

const MAX_LENGTH = 500;

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  const local = isLocalMessage(message) && !mine;
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] min-w-0 space-y-2 rounded-2xl px-4 py-3 text-sm',
          mine ? 'bg-brand-700 text-white' : 'border border-slate-200 bg-white text-slate-800',
          local && 'border-amber-300 bg-amber-50',
        )}
      >
        <p
          className={cn(
            'text-xs font-semibold',
            mine ? 'text-white' : 'text-brand-800',
            local && 'text-amber-900',
          )}
        >
          {mine ? 'Tú' : (message.agentName ?? 'Tu agente')}
        </p>
        {paragraphs(message.content).map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a message's paragraphs never change once shown.
          <p key={i} className="break-words whitespace-pre-line">
            {p}
          </p>
        ))}
        {local ? (
          <p className="text-xs text-amber-900">
            No pudimos contactar a tus agentes: es una respuesta general hecha en tu navegador y no
            se guarda.
          </p>
        ) : null}
        <CitationLinks citations={message.citations} />
      </div>
    </li>
  );
}

/** Server messages and this visit's offline ones, in the order they were written. */
function merged(server: readonly ChatMessage[], local: readonly ChatMessage[]): ChatMessage[] {
  if (local.length === 0) return [...server];
  return [...server, ...local].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/**
 * 'Pregunta a tus agentes': the stored conversation in a fixed-height log, the question box and
 * the answers of whichever agent the question concerns, with the book's passages under them.
 * When the server cannot be reached, a canned reply labelled 'Respuesta sin conexión' (not stored).
 */
export function AgentsChat() {
  const chat = useChatHistory();
  const send = useSendChat();
  const [draft, setDraft] = useState('');
  // The question on its way, and how many stored messages there were when it was sent.
  const [sending, setSending] = useState<{ question: string; stored: number } | null>(null);
  const [offline, setOffline] = useState<ChatMessage[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const fieldId = useId();
  const errorId = useId();

  const stored = chat.data?.messages ?? [];
  const messages = merged(stored, offline);
  // Once the stored conversation holds the answer, the question is shown from there (never twice).
  const waiting = sending && stored.length === sending.stored ? sending.question : null;
  const count = messages.length + (waiting ? 1 : 0);
  // Scroll to the newest message whenever one is added.
  useEffect(() => {
    const log = logRef.current;
    if (log && count >= 0) log.scrollTop = log.scrollHeight;
  }, [count]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const question = draft.trim();
    if (!question || sending) return;
    setFailure(null);
    setSending({ question, stored: stored.length });
    setDraft('');
    send.mutate(question, {
      onSuccess: () => setSending(null),
      onError: (error) => {
        setSending(null);
        if (serverUnreachable(error)) {
          setOffline((list) => [...list, ...localExchange(question)]);
          return;
        }
        // The server refused it: say why and give the question back to fix it.
        setFailure(errorMessage(error, 'No pudimos enviar tu pregunta. Intenta de nuevo.'));
        setDraft(question);
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const typing = waiting ? likelyResponder(waiting) : null;
  return (
    <SectionCard
      title="Pregunta a tus agentes"
      description="Tu pregunta llega al agente que sabe del tema (flujo de caja, precios, riesgo, crecimiento, reportes o indicadores) y te responde con tus cifras y el libro."
    >
      {chat.isPending ? <LoadingState size="compact" /> : null}
      {chat.isError ? (
        <ErrorState
          title="No pudimos cargar la conversación."
          error={chat.error}
          onRetry={() => void chat.refetch()}
        />
      ) : null}
      {chat.isSuccess ? (
        <>
          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label="Conversación con tus agentes"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the conversation scrolls inside a fixed height, and the keyboard must reach it.
            tabIndex={0}
            className="h-96 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-3 focus-visible:outline-2"
          >
            {messages.length === 0 && !waiting ? (
              <p className="p-2 text-sm text-slate-700">
                Aún no has preguntado nada. Prueba con «¿Cómo va mi flujo de caja?» o «¿Cómo puedo
                crecer?».
              </p>
            ) : null}
            <ul className="space-y-3">
              {messages.map((message) => (
                <Bubble key={message.id} message={message} />
              ))}
              {waiting ? (
                <>
                  <Bubble
                    message={{
                      id: 'pending-question',
                      role: 'user',
                      agent: null,
                      agentName: null,
                      content: waiting,
                      citations: [],
                      createdAt: '',
                    }}
                  />
                  <li className="flex justify-start">
                    <p
                      role="status"
                      className="rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700"
                    >
                      <span className="block text-xs font-semibold text-brand-800">
                        {typing?.name}
                      </span>
                      Escribiendo…
                    </p>
                  </li>
                </>
              ) : null}
            </ul>
          </div>
          <form onSubmit={submit} className="mt-3 space-y-2" noValidate>
            <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
              Tu pregunta
            </label>
            <textarea
              id={fieldId}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              rows={2}
              maxLength={MAX_LENGTH}
              placeholder="Escribe tu pregunta…"
              aria-invalid={failure ? true : undefined}
              aria-describedby={failure ? errorId : undefined}
              className={cn(inputClasses, 'resize-y')}
            />
            {failure ? (
              <div id={errorId}>
                <Alert>{failure}</Alert>
              </div>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs text-slate-600">
                Enter envía; Mayús + Enter hace un salto de línea.
              </p>
              <Button type="submit" disabled={sending !== null}>
                <Send aria-hidden="true" className="size-4" />
                Enviar
              </Button>
            </div>
          </form>
        </>
      ) : null}
    </SectionCard>
  );
}
