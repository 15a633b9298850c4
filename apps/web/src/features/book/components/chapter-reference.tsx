import type { Chapter } from '@caudal/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { internalRoute, TOOL_KIND_LABELS } from '../book-view.ts';

export const CONCEPTS_ANCHOR = 'conceptos-del-capitulo';
export const TOOLS_ANCHOR = 'herramientas-en-caudal';

const headingClass = 'scroll-mt-20 text-xl font-bold text-slate-900 outline-none sm:text-2xl';

/** The chapter's key concepts: term, formula and a plain definition. */
export function ChapterConcepts({ concepts }: { concepts: Chapter['concepts'] }) {
  if (concepts.length === 0) return null;
  return (
    <section aria-labelledby={CONCEPTS_ANCHOR} className="mt-12">
      <h2 id={CONCEPTS_ANCHOR} tabIndex={-1} className={headingClass}>
        Conceptos clave
      </h2>
      <dl className="mt-4 grid gap-3 md:grid-cols-2">
        {concepts.map((concept) => (
          <div key={concept.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="font-semibold text-slate-900">{concept.term}</dt>
            <dd className="mt-2 text-sm text-slate-700">
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                Fórmula
              </p>
              <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 break-words text-slate-900">
                {concept.formula}
              </p>
              <p className="mt-2">{concept.definition}</p>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The chapter's worksheets, checklists and calculators, with the screen that does each one. */
export function ChapterTools({ tools }: { tools: Chapter['tools'] }) {
  if (tools.length === 0) return null;
  return (
    <section aria-labelledby={TOOLS_ANCHOR} className="mt-12">
      <h2 id={TOOLS_ANCHOR} tabIndex={-1} className={headingClass}>
        Herramientas en Caudal
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {tools.map((tool) => {
          const route = internalRoute(tool.route);
          return (
            <li
              key={tool.id}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-4"
            >
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {TOOL_KIND_LABELS[tool.kind]}
              </p>
              <h3 className="mt-1 font-semibold text-slate-900">{tool.name}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-700">{tool.description}</p>
              {route ? (
                <Link
                  to={route}
                  className="mt-3 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-800 hover:underline"
                >
                  Abrir en Caudal
                  <span className="sr-only">: {tool.name}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              ) : (
                <p className="mt-3 text-sm text-slate-600">Úsala con el texto del capítulo.</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
