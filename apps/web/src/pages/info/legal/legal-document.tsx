import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useScrollToHash } from '../../../features/book/hooks/use-scroll-to-hash.ts';
import { formatDate } from '../../../lib/format.ts';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  intro: ReactNode;
  /** 'YYYY-MM-DD' */
  updatedOn: string;
  sections: readonly LegalSection[];
  /** The other legal document, linked at the end. */
  related: { to: string; label: string };
};

/** A long legal text: numbered sections with a table of contents, readable on a phone. */
export function LegalDocument({ title, intro, updatedOn, sections, related }: LegalDocumentProps) {
  // The text loads after the navigation: scroll to '#section' once it is on the page.
  useScrollToHash(true);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="space-y-3">
        <p className="text-sm font-semibold text-brand-800">Legal</p>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="text-sm text-slate-600">
          Última actualización: <time dateTime={updatedOn}>{formatDate(updatedOn)}</time>
        </p>
        <div className="space-y-3 text-slate-700">{intro}</div>
      </header>

      <nav
        aria-labelledby="legal-indice"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="legal-indice" className="font-semibold text-slate-900">
          Contenido
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-brand-800 underline-offset-2 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2
              id={section.id}
              tabIndex={-1}
              className="scroll-mt-24 text-xl font-semibold text-slate-900"
            >
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 text-slate-700 [&_li]:mt-1.5 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
              {section.body}
            </div>
          </section>
        ))}
      </div>

      <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-700">
        Consulta también:{' '}
        <Link to={related.to} className="font-medium text-brand-800 underline">
          {related.label}
        </Link>
        . ¿Dudas? Escríbenos desde la página de{' '}
        <Link to="/contacto" className="font-medium text-brand-800 underline">
          contacto
        </Link>
        .
      </p>
    </div>
  );
}
