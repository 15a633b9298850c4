import { type BookCase, caseExpectedResults } from '@caudal/finance';
import { BookOpen, FlaskConical, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { todayInMexicoCity } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import {
  appliedStatus,
  chapterLink,
  DIFFICULTY_LABELS,
  formatExpectedValue,
} from './book-case-view.ts';

export type BookCasesPanelProps = {
  /** The module's cases (`useBookCase(category).cases`). */
  cases: readonly BookCase[];
  /** The case on screen, or null for the company's own figures. */
  appliedId: string | null;
  onApply: (id: string) => void;
  onClear: () => void;
  /** The day the case's months and deadlines end on; today in Mexico City by default. */
  asOf?: string;
  /** How the expected results relate to what the module shows (under their heading). */
  resultsNote?: string;
};

function AppliedCase({
  applied,
  asOf,
  resultsNote,
}: {
  applied: BookCase;
  asOf: string;
  resultsNote: string | undefined;
}) {
  const resultsId = useId();
  const objectivesId = useId();
  return (
    <div className="space-y-5">
      <div>
        <h3 id={resultsId} className="text-base font-semibold text-slate-900">
          Resultados esperados
        </h3>
        {resultsNote ? <p className="mt-1 text-sm text-slate-600">{resultsNote}</p> : null}
        <dl aria-labelledby={resultsId} className="mt-3 grid gap-3 sm:grid-cols-2">
          {caseExpectedResults(applied, asOf).map((result) => (
            <div key={result.key} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm font-medium text-slate-700">{result.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
                {formatExpectedValue(result)}
              </dd>
              <dd className="mt-2 text-sm leading-relaxed text-slate-600">{result.explanation}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h3 id={objectivesId} className="text-base font-semibold text-slate-900">
          Lo que aprenderás
        </h3>
        <ul
          aria-labelledby={objectivesId}
          className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700"
        >
          {applied.learningObjectives.map((objective) => (
            <li key={objective}>{objective}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function CaseCard({
  bookCase,
  isApplied,
  onApply,
}: {
  bookCase: BookCase;
  isApplied: boolean;
  onApply: (id: string) => void;
}) {
  const chapter = chapterLink(bookCase.chapter);
  return (
    <li
      className={
        isApplied
          ? 'flex flex-col rounded-xl border-2 border-brand-600 bg-brand-50 p-4'
          : 'flex flex-col rounded-xl border border-slate-200 bg-white p-4'
      }
    >
      <h3 className="font-semibold text-slate-900">{bookCase.title}</h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">
          {DIFFICULTY_LABELS[bookCase.difficulty]}
        </span>
        <Link
          to={chapter.href}
          className="inline-flex items-center gap-1 rounded font-semibold text-brand-800 hover:underline"
        >
          <BookOpen aria-hidden="true" className="size-3.5 shrink-0" />
          {chapter.label}
        </Link>
      </p>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{bookCase.description}</p>
      <div className="mt-3">
        {isApplied ? (
          <p className="text-sm font-semibold text-brand-800">Aplicado</p>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => onApply(bookCase.id)}>
            <FlaskConical aria-hidden="true" className="size-4" />
            Aplicar caso<span className="sr-only"> «{bookCase.title}»</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The book's example cases of one module: each as a card to apply, and, while one is applied,
 * a status line saying so, its expected results and learning objectives, and the way back to
 * the company's figures. The module shows the case's data instead of the company's (a what-if
 * view: nothing is saved); `useBookCase` keeps which one in the address.
 */
export function BookCasesPanel({
  cases,
  appliedId,
  onApply,
  onClear,
  asOf = todayInMexicoCity(),
  resultsNote,
}: BookCasesPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const appliedRef = useRef<HTMLElement>(null);
  // Where focus goes once the address has changed: only after a click here, never on load.
  const focusNext = useRef<'applied' | 'heading' | null>(null);
  const applied = cases.find((c) => c.id === appliedId) ?? null;

  useEffect(() => {
    if (focusNext.current === 'applied' && applied) appliedRef.current?.focus();
    else if (focusNext.current === 'heading' && !applied) headingRef.current?.focus();
    else return;
    focusNext.current = null;
  }, [applied]);

  if (cases.length === 0) return null;
  return (
    <Card aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900"
      >
        Casos del libro
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Prueba este módulo con un negocio de ejemplo del libro. Es solo una vista: tus datos no
        cambian.
      </p>
      {/* Always in the page, so screen readers announce the change of case. */}
      <p
        role="status"
        className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900 ring-1 ring-brand-200 empty:hidden"
      >
        {appliedStatus(applied)}
      </p>
      {applied ? (
        <section
          ref={appliedRef}
          tabIndex={-1}
          aria-label={`Caso «${applied.title}»`}
          className="mt-4 space-y-4 rounded-xl bg-slate-50 p-4 sm:p-5"
        >
          <Button
            variant="primary"
            onClick={() => {
              focusNext.current = 'heading';
              onClear();
            }}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            Volver a mis datos
          </Button>
          <AppliedCase applied={applied} asOf={asOf} resultsNote={resultsNote} />
        </section>
      ) : null}
      <ul className="mt-5 grid gap-3 md:grid-cols-2">
        {cases.map((bookCase) => (
          <CaseCard
            key={bookCase.id}
            bookCase={bookCase}
            isApplied={bookCase.id === applied?.id}
            onApply={(id) => {
              focusNext.current = 'applied';
              onApply(id);
            }}
          />
        ))}
      </ul>
    </Card>
  );
}
