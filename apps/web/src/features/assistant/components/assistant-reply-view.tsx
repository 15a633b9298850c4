import { Link } from 'react-router';
import { AnalysisResultView } from '../../../components/analysis-result/analysis-result.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { type AssistantReply, EXCERPT_PREVIEW_LENGTH, FALLBACK_TEXT } from '../assistant-reply.ts';

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

/** What the assistant answered, or why it could not. */
export function AssistantReplyView({
  reply,
  onNavigate,
}: { reply: AssistantReply } & NavigateProps) {
  if (reply.kind === 'error') return <Alert>{reply.message}</Alert>;
  if (reply.kind === 'fallback') return <Fallback reason={reply.reason} onNavigate={onNavigate} />;
  return (
    <div data-testid="assistant-answer" className="space-y-3">
      <AnalysisResultView
        result={reply.result}
        excerptLength={EXCERPT_PREVIEW_LENGTH}
        citationsLabel={reply.covered ? 'Basado en:' : 'Lo más cercano en el libro:'}
        emphasis={reply.covered ? 'highlight' : 'plain'}
        onNavigate={onNavigate}
      />
      {reply.dataLink ? (
        <Link
          to={reply.dataLink.path}
          onClick={onNavigate}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          Ir a {reply.dataLink.label}
        </Link>
      ) : null}
    </div>
  );
}
