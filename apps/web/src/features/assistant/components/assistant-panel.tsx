import { LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field-parts.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { cn } from '../../../lib/cn.ts';
import { buildBookQuestion, QUESTION_MAX_LENGTH, SUGGESTIONS } from '../assistant-reply.ts';
import { useAskBook } from '../hooks/use-ask-book.ts';
import { AssistantReplyView } from './assistant-reply-view.tsx';

/**
 * The assistant's body: the question, suggestions, and the answer with its citations. It lives
 * only while the modal is open, so closing it forgets the question and the answer (spec 000 §4).
 */
export function AssistantPanel({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useAuth();
  const [question, setQuestion] = useState('');
  const { ask, reply, pending } = useAskBook();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const suggestionsId = useId();
  const canAsk = question.trim().length > 0 && !pending;

  // The panel's code may arrive after the modal opened: the question box still gets the focus.
  useEffect(() => inputRef.current?.focus(), []);

  const send = (text: string) => {
    if (!text.trim() || pending) return;
    ask(buildBookQuestion(text, user));
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

  const choose = (suggestion: string) => {
    setQuestion(suggestion);
    send(suggestion);
  };

  return (
    <div className="space-y-5">
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

      {!reply && !pending ? (
        <div>
          <p id={suggestionsId} className="text-sm font-semibold text-slate-900">
            Preguntas sugeridas
          </p>
          <ul aria-labelledby={suggestionsId} className="mt-2 flex flex-wrap gap-2">
            {SUGGESTIONS.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => choose(suggestion)}
                  className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-sm text-slate-800 hover:border-brand-600 hover:text-brand-800"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div aria-live="polite">
        {pending ? (
          <p role="status" className="flex items-center gap-2 py-4 text-slate-700">
            <LoaderCircle
              aria-hidden="true"
              className="size-5 animate-spin motion-reduce:animate-none"
            />
            Buscando en el libro...
          </p>
        ) : reply ? (
          <AssistantReplyView reply={reply} onNavigate={onNavigate} />
        ) : null}
      </div>
    </div>
  );
}
