import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { type AssistantReply, type CitationView, FALLBACK_TEXT } from '../assistant-reply.ts';

type NavigateProps = { onNavigate: () => void };

/** The two modules spec 000 §8 recommends when the assistant cannot answer. */
function Fallback({ reason, onNavigate }: { reason: keyof typeof FALLBACK_TEXT } & NavigateProps) {
  const link = buttonClasses({ variant: 'secondary', size: 'sm' });
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
      <p className="leading-relaxed">{FALLBACK_TEXT[reason]}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to="/app/cash-flow" onClick={onNavigate} className={link}>
          Ir a Flujo de caja
        </Link>
        <Link to="/app/unit-economics" onClick={onNavigate} className={link}>
          Ir a Economía unitaria
        </Link>
      </div>
    </div>
  );
}

function Citations({
  citations,
  covered,
  onNavigate,
}: { citations: CitationView[]; covered: boolean } & NavigateProps) {
  const labelId = useId();
  return (
    <div className="mt-4">
      <p id={labelId} className="text-sm font-semibold text-slate-900">
        {covered ? 'Basado en:' : 'Lo más cercano en el libro:'}
      </p>
      <ul aria-labelledby={labelId} className="mt-2 space-y-2">
        {citations.map((citation, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a section can be cited twice; the list never reorders.
            key={`${citation.href}-${index}`}
            className="rounded-lg border border-slate-200 bg-white p-3"
          >
            <Link
              to={citation.href}
              onClick={onNavigate}
              className="inline-flex items-start gap-1.5 rounded text-sm font-semibold text-brand-800 hover:underline"
            >
              <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {citation.label}
            </Link>
            {citation.excerpt ? (
              <p className="mt-1 text-sm text-slate-700">«{citation.excerpt}»</p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the assistant answered, or why it could not. */
export function AssistantReplyView({
  reply,
  onNavigate,
}: { reply: AssistantReply } & NavigateProps) {
  if (reply.kind === 'error') return <Alert>{reply.message}</Alert>;
  if (reply.kind === 'fallback') return <Fallback reason={reply.reason} onNavigate={onNavigate} />;
  return (
    <div>
      <p
        data-testid="assistant-answer"
        className={
          reply.covered
            ? 'rounded-xl bg-brand-50 p-4 leading-relaxed whitespace-pre-line text-slate-900'
            : 'rounded-xl border border-slate-200 bg-slate-50 p-4 leading-relaxed whitespace-pre-line text-slate-800'
        }
      >
        {reply.answer}
      </p>
      {reply.generated ? (
        <p className="mt-2 text-xs text-slate-600">
          Redactado por un modelo de lenguaje solo a partir de los pasajes citados abajo.
        </p>
      ) : null}
      {reply.citations.length > 0 ? (
        <Citations citations={reply.citations} covered={reply.covered} onNavigate={onNavigate} />
      ) : null}
    </div>
  );
}
