import { LoaderCircle, Send, Trash2 } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field-parts.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { cn } from '../../../lib/cn.ts';
import { buildBookQuestion, QUESTION_MAX_LENGTH, SUGGESTIONS } from '../assistant-reply.ts';
import { followUpsOf } from '../conversation.ts';
import { useAskBook } from '../hooks/use-ask-book.ts';
import { useConversation } from '../hooks/use-conversation.ts';
import { AssistantReplyView } from './assistant-reply-view.tsx';

function QuestionChips({
  label,
  questions,
  onChoose,
}: {
  label: string;
  questions: readonly string[];
  onChoose: (question: string) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold text-slate-900">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
        {questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              onClick={() => onChoose(question)}
              className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-sm text-slate-800 hover:border-brand-600 hover:text-brand-800"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function QuestionBubble({ question }: { question: string }) {
  return (
    <p className="ml-auto w-fit max-w-[85%] rounded-2xl bg-slate-100 px-4 py-2 break-words whitespace-pre-line text-slate-900">
      <span className="sr-only">Tu pregunta: </span>
      {question}
    </p>
  );
}

/**
 * The assistant's body: the visit's conversation (kept in the tab's sessionStorage, so it
 * survives closing the modal and changing pages), follow-up questions after the last answer,
 * and the question box. Closing the modal cancels a question still in flight.
 */
export function AssistantPanel({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useAuth();
  const { exchanges, add, clear } = useConversation(user?.id ?? null);
  const [question, setQuestion] = useState('');
  const { ask, pending, pendingQuestion } = useAskBook((asked, reply) =>
    add({ question: asked, reply }),
  );
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const lastRef = useRef<HTMLLIElement>(null);
  const inputId = useId();
  const canAsk = question.trim().length > 0 && !pending;
  const followUps = followUpsOf(exchanges);

  // The panel's code may arrive after the modal opened: the question box still gets the focus,
  // and the last answer is what shows.
  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when an exchange is added or one is pending.
  useEffect(() => {
    lastRef.current?.scrollIntoView({ block: 'start' });
  }, [exchanges.length, pendingQuestion]);

  const send = (text: string) => {
    const request = buildBookQuestion(text, user);
    if (!request.question || pending) return;
    ask(request.question, request);
    setQuestion('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(question);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while composing an accented letter) writes as usual.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send(question);
  };

  const conversationId = useId();
  const showConversation = exchanges.length > 0 || pendingQuestion !== null;

  return (
    <div className="space-y-5">
      {showConversation ? (
        <section aria-labelledby={conversationId} className="space-y-3">
          <div className="flex items-center justify-between gap-2">
            <h3 id={conversationId} className="text-sm font-semibold text-slate-900">
              Conversación
            </h3>
            {exchanges.length > 0 && !pending ? (
              <Button variant="ghost" size="sm" onClick={clear}>
                <Trash2 aria-hidden="true" className="size-4" />
                Borrar conversación
              </Button>
            ) : null}
          </div>
          <ol aria-live="polite" className="space-y-6">
            {exchanges.map((exchange, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: exchanges only grow at the end or drop from the start together.
                key={`${index}-${exchange.question}`}
                ref={index === exchanges.length - 1 && !pendingQuestion ? lastRef : undefined}
                className="space-y-3"
              >
                <QuestionBubble question={exchange.question} />
                <AssistantReplyView reply={exchange.reply} onNavigate={onNavigate} />
              </li>
            ))}
            {pendingQuestion !== null ? (
              <li ref={lastRef} className="space-y-3">
                <QuestionBubble question={pendingQuestion} />
                <p role="status" className="flex items-center gap-2 py-2 text-slate-700">
                  <LoaderCircle
                    aria-hidden="true"
                    className="size-5 animate-spin motion-reduce:animate-none"
                  />
                  Buscando en el libro...
                </p>
              </li>
            ) : null}
          </ol>
        </section>
      ) : null}

      {followUps.length > 0 && !pending ? (
        <QuestionChips label="Preguntas relacionadas" questions={followUps} onChoose={send} />
      ) : null}

      <form onSubmit={onSubmit} className="space-y-3">
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Tu pregunta
          </label>
          <textarea
            ref={inputRef}
            id={inputId}
            rows={3}
            maxLength={QUESTION_MAX_LENGTH}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={`${inputId}-hint`}
            placeholder="Por ejemplo: ¿cómo sé si mi precio deja utilidad?"
            className={cn(inputClasses, 'resize-y')}
          />
          <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-slate-600">
            Enter envía la pregunta; Shift + Enter agrega una línea.
          </p>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={!canAsk}>
            <Send aria-hidden="true" className="size-4" />
            Preguntar
          </Button>
        </div>
      </form>

      {!showConversation ? (
        <QuestionChips label="Preguntas sugeridas" questions={SUGGESTIONS} onChoose={send} />
      ) : null}
    </div>
  );
}
