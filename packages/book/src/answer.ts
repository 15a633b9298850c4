import { spanishTerms } from './analyzer.ts';
import { type BookIndex, bookIndex, plainText, type SectionHit } from './search-index.ts';

/** Where an answer comes from: the chapter, the section (title and its anchor in the reader)
 * and the sentences quoted. */
export type Citation = {
  chapter: number;
  chapterTitle: string;
  title: string;
  anchor: string;
  excerpt: string;
};
export type Passage = { chapter: number; chapterTitle: string; title: string; text: string };
export type BookAnswer = {
  answer: string;
  citations: Citation[];
  /** False when the book does not cover the question; the answer says so. */
  covered: boolean;
  /** The sections the answer was built from, as plain text (what a model may write from):
   * built on demand, since only a configured model needs them. */
  passages: () => Passage[];
};

/** Enough of a section for a model to answer from, without sending whole chapters. */
const MAX_PASSAGE = 2400;

/** Below this score the best passage shares too little with the question to answer it. */
export const MIN_SCORE = 6;
/** And it must contain more than half of the question's terms (by stem, or a long prefix). */
export const MIN_TERM_COVERAGE = 0.5;

function termCoverage(hit: SectionHit, queryTerms: Set<string>): number {
  if (queryTerms.size === 0) return 0;
  const terms = new Set(spanishTerms(`${hit.section.title} ${hit.section.text}`));
  let found = 0;
  for (const term of queryTerms) {
    if (terms.has(term)) found += 1;
    else if (
      term.length >= 5 &&
      [...terms].some((t) => t.startsWith(term) || (term.startsWith(t) && t.length >= 5))
    )
      found += 1;
  }
  return found / queryTerms.size;
}
const MAX_EXCERPT = 420;

function sentences(markdown: string): string[] {
  return plainText(markdown)
    .split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡"«])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 25);
}

/** The passage's sentences that share most terms with the question, in reading order. */
function bestSentences(hit: SectionHit, queryTerms: Set<string>, count: number): string {
  const scored = sentences(hit.section.text).map((sentence, position) => {
    const terms = new Set(spanishTerms(sentence));
    let overlap = 0;
    for (const term of queryTerms) if (terms.has(term)) overlap += 1;
    return { sentence, position, overlap };
  });
  const chosen = scored
    .filter((s) => s.overlap > 0)
    .sort((a, b) => b.overlap - a.overlap || a.position - b.position)
    .slice(0, count)
    .sort((a, b) => a.position - b.position)
    .map((s) => s.sentence);
  const text = (chosen.length > 0 ? chosen : scored.slice(0, 1).map((s) => s.sentence)).join(' ');
  return text.length > MAX_EXCERPT ? `${text.slice(0, MAX_EXCERPT - 1).trimEnd()}…` : text;
}

const citation = ({ section }: SectionHit, excerpt: string): Citation => ({
  chapter: section.chapter,
  chapterTitle: section.chapterTitle,
  title: section.title,
  anchor: section.anchor,
  excerpt,
});

const chapterList = (numbers: number[]) => {
  const unique = [...new Set(numbers)].map((n) => String(n));
  return unique.length <= 1
    ? (unique[0] ?? '')
    : `${unique.slice(0, -1).join(', ')} y ${unique.at(-1)}`;
};

/**
 * An extractive answer from the book: the best passages for the question, their most relevant
 * sentences, and the chapters they come from as citations (best first). When nothing scores
 * enough, an honest answer saying the book does not cover it, with the nearest chapters.
 */
export function answerFromBook(question: string, index: BookIndex = bookIndex()): BookAnswer {
  const queryTerms = new Set(spanishTerms(question));
  const hits = index.search(question, 6);
  const relevant = hits
    .filter((hit) => hit.score >= MIN_SCORE && termCoverage(hit, queryTerms) > MIN_TERM_COVERAGE)
    .slice(0, 3);
  if (relevant.length === 0) {
    const nearest = hits.slice(0, 2);
    const chapters = nearest.map(
      (h) => `capítulo ${h.section.chapter}, «${h.section.chapterTitle}»`,
    );
    return {
      covered: false,
      answer:
        nearest.length > 0
          ? `El libro no trata directamente esa pregunta. Lo más cercano está en el ${chapters.join(' y el ')}; ahí puedes empezar.`
          : 'El libro no trata esa pregunta. Si es sobre las finanzas de tu negocio, empieza por el capítulo 1, «Fundamentos financieros», y el capítulo 3, «Flujo de efectivo».',
      citations: nearest.map((hit) => citation(hit, bestSentences(hit, queryTerms, 1))),
      passages: () => [],
    };
  }
  const citations = relevant.map((hit) => citation(hit, bestSentences(hit, queryTerms, 2)));
  const [first, ...rest] = relevant;
  const lead = first
    ? `Según el capítulo ${first.section.chapter}, «${first.section.chapterTitle}» (${first.section.title}): ${bestSentences(first, queryTerms, 3)}`
    : '';
  const more = rest.length
    ? ` También te sirve el capítulo ${chapterList(rest.map((h) => h.section.chapter))}: ${bestSentences(rest[0] as SectionHit, queryTerms, 1)}`
    : '';
  const passages = () =>
    relevant.map(({ section }) => {
      const text = plainText(section.text);
      return {
        chapter: section.chapter,
        chapterTitle: section.chapterTitle,
        title: section.title,
        text: text.length > MAX_PASSAGE ? `${text.slice(0, MAX_PASSAGE)}…` : text,
      };
    });
  return { covered: true, answer: `${lead}${more}`, citations, passages };
}
