import type { AnalysisResult, FindingTone } from '@caudal/contracts';
import {
  BookOpen,
  CircleAlert,
  CircleCheck,
  Info,
  type LucideIcon,
  TriangleAlert,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import {
  citationLink,
  generatedAtLabel,
  modelNote,
  orderFindings,
  PRIORITY_LABELS,
  TONE_LABELS,
} from './analysis-result-view.ts';

export type AnalysisResultProps = {
  /** The decoded result (`AnalysisResultSchema`): an advisor's analysis or the book's answer. */
  result: AnalysisResult;
  /** Characters of whole sentences of each citation's excerpt shown (at least one); all if unset. */
  excerptLength?: number;
  /** The heading of the citations. */
  citationsLabel?: string;
  /** 'plain' when the summary says the question is not covered, instead of answering it. */
  emphasis?: 'highlight' | 'plain';
  /** Called when a citation is followed (the assistant closes its modal). */
  onNavigate?: () => void;
};

// The tone is said in words in the badge; its icon and colour only repeat it.
const TONES: Record<FindingTone, { icon: LucideIcon; badge: string }> = {
  good: { icon: CircleCheck, badge: 'bg-emerald-50 text-emerald-800' },
  info: { icon: Info, badge: 'bg-sky-50 text-sky-800' },
  warning: { icon: TriangleAlert, badge: 'bg-amber-50 text-amber-900' },
  bad: { icon: CircleAlert, badge: 'bg-red-50 text-red-800' },
};

function Findings({ findings }: { findings: AnalysisResult['findings'] }) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold text-slate-900">
        Hallazgos y recomendaciones
      </p>
      <ul aria-labelledby={labelId} className="mt-2 space-y-2">
        {orderFindings(findings).map((finding, index) => {
          const tone = TONES[finding.tone];
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: findings have no id and never reorder once shown.
              key={index}
              className="rounded-lg border border-slate-200 bg-white p-3"
            >
              <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
                <span
                  className={cn(
                    'inline-flex items-center gap-1 rounded-full px-2 py-0.5',
                    tone.badge,
                  )}
                >
                  <tone.icon aria-hidden="true" className="size-3.5 shrink-0" />
                  {TONE_LABELS[finding.tone]}
                </span>
                <span className="text-slate-700">{PRIORITY_LABELS[finding.priority]}</span>
              </p>
              <p className="mt-1.5 text-sm font-semibold text-slate-900">{finding.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{finding.message}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The book's passages an answer rests on ('Basado en:'), each linking to the reader. */
export function CitationList({
  citations,
  label = 'Basado en:',
  excerptLength,
  onNavigate,
}: {
  citations: AnalysisResult['citations'];
  label?: string;
  excerptLength?: number | undefined;
  onNavigate?: (() => void) | undefined;
}) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold text-slate-900">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="mt-2 space-y-2">
        {citations.map((citation, index) => {
          const link = citationLink(citation, excerptLength);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a section can be cited twice; the list never reorders.
              key={`${link.href}-${index}`}
              className="rounded-lg border border-slate-200 bg-white p-3"
            >
              <Link
                to={link.href}
                onClick={onNavigate}
                className="inline-flex items-start gap-1.5 rounded text-sm font-semibold text-brand-800 hover:underline"
              >
                <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {link.label}
              </Link>
              {link.excerpt ? (
                <p className="mt-1 text-sm text-slate-700">«{link.excerpt}»</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * An AnalysisResult, the one way the app shows what an advisor or the book assistant answered:
 * the summary (and a note when a model wrote it), the findings with their tone and priority in
 * words, the cited passages of the book linking to the reader, and when it was generated.
 */
export function AnalysisResultView({
  result,
  excerptLength,
  citationsLabel = 'Basado en:',
  emphasis = 'highlight',
  onNavigate,
}: AnalysisResultProps) {
  const note = modelNote(result);
  const generated = generatedAtLabel(result.generatedAt);
  return (
    <div className="space-y-4">
      <div>
        <p
          data-testid="analysis-summary"
          className={
            emphasis === 'highlight'
              ? 'rounded-xl bg-brand-50 p-4 leading-relaxed whitespace-pre-line text-slate-900'
              : 'rounded-xl border border-slate-200 bg-slate-50 p-4 leading-relaxed whitespace-pre-line text-slate-800'
          }
        >
          {result.summary}
        </p>
        {note ? <p className="mt-2 text-xs text-slate-600">{note}</p> : null}
      </div>
      {result.findings.length > 0 ? <Findings findings={result.findings} /> : null}
      {result.citations.length > 0 ? (
        <CitationList
          citations={result.citations}
          label={citationsLabel}
          excerptLength={excerptLength}
          onNavigate={onNavigate}
        />
      ) : null}
      {generated ? (
        <p className="text-xs text-slate-600">
          <time dateTime={result.generatedAt}>{generated}</time>
        </p>
      ) : null}
    </div>
  );
}
