import type { AnalysisCitation } from '@caudal/contracts';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { citationLink } from '../agents-model.ts';

/** The book's passages behind an answer, each a link to its section of the reader. */
export function CitationLinks({
  citations,
  label = 'Basado en:',
}: {
  citations: readonly AnalysisCitation[];
  label?: string;
}) {
  if (citations.length === 0) return null;
  // A section may be cited by two recommendations: list it once.
  const links = [
    ...new Map(citations.map((c) => [citationLink(c).href, citationLink(c)])).values(),
  ];
  return (
    <div className="text-sm">
      <p className="font-semibold text-slate-800">{label}</p>
      <ul className="mt-1 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="inline-flex items-start gap-1.5 rounded font-medium break-words text-brand-800 hover:underline"
            >
              <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
