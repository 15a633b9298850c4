import { expandQuestion, fold, spanishTerms } from './analyzer.ts';
import { FIGURE_SECTIONS, figureTopic, type Lead, ownFigureAsked } from './figures.ts';
import { followUpQuestions } from './follow-ups.ts';
import { type BookIndex, bookIndex, type SectionHit } from './search-index.ts';
import { joinUnits, passageUnits, type Unit } from './sentences.ts';

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
  /** Questions to ask next (the book answers each). */
  followUps: string[];
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
/** A further passage is used only if it scores at least this share of the best one: the
 * answer keeps to the question instead of drifting into what the book says next to it. */
export const MIN_RELATIVE_SCORE = 0.45;
/** At most this many passages, each quoted in whole sentences up to about this length. */
const MAX_PASSAGES = 3;
const MAX_EXCERPT = 420;
const MAX_LEAD_UNITS = 3;
const MAX_MORE_UNITS = 1;

const termMatches = (term: string, terms: Set<string>) =>
  terms.has(term) ||
  (term.length >= 5 &&
    [...terms].some((t) => t.startsWith(term) || (term.startsWith(t) && t.length >= 5)));

function termCoverage(hit: SectionHit, queryTerms: Set<string>): number {
  if (queryTerms.size === 0) return 0;
  const terms = new Set(spanishTerms(`${hit.section.title} ${hit.section.text}`));
  let found = 0;
  for (const term of queryTerms) if (termMatches(term, terms)) found += 1;
  return found / queryTerms.size;
}

/** "¿Cómo calculo…?", "¿Cuál es la fórmula…?": the answer leads with the formula. */
export function asksHowToCalculate(question: string): boolean {
  return /\b(calcul\w*|formulas?|mid[eo]|medir|se saca|se obtiene)\b/.test(fold(question));
}

/** "¿Cuánto debo tener…?", "¿Qué margen es bueno?": the answer leads with the book's rule. */
export function asksForRule(question: string): boolean {
  return /\b(cuant[oa]s? (debo|deberia|necesito|conviene)|es (buen[oa]|suficiente)|recomienda\w*|suficiente)\b/.test(
    fold(question),
  );
}

/** What the question wants first: how it is calculated, the book's rule, or neither. */
function leadOf(question: string): Lead | null {
  if (asksHowToCalculate(question)) return 'formula';
  if (asksForRule(question)) return 'rule';
  const figure = figureTopic(question);
  return figure ? FIGURE_SECTIONS[figure].lead : null;
}

/** A recommendation in the book's voice: "procura…", "al menos…", "como regla…". */
const RULE = /\b(regla|al menos|procura|recomienda\w*|conviene|busca|como minimo)\b/;
const isLead = (unit: Unit, lead: Lead) =>
  lead === 'formula' ? unit.formula : RULE.test(fold(unit.text));

const unitCache = new Map<string, Unit[]>();
function unitsOf(hit: SectionHit): Unit[] {
  let units = unitCache.get(hit.section.id);
  if (!units) {
    units = passageUnits(hit.section.text);
    unitCache.set(hit.section.id, units);
  }
  return units;
}

/** Leans on what came before it ("Es decir…", "Por eso…"): quoted only with that sentence. */
const LEANS_BACK =
  /^(es decir|o sea|esto|eso|esa|ese|asi|por eso|por lo tanto|ademas|tambien|pero|y)\b/;

/** Needs what the quote leaves out ("En la estética del ejemplo anterior…"). */
const POINTS_ELSEWHERE = /\b(anterior|mas adelante|lo vemos)\b/;

/**
 * The whole units of a passage that answer the question, in reading order: the one that shares
 * the most (rarest first) terms with the question, or its formula when the question asks how to
 * calculate; with the sentence that introduces a formula or that a unit leans on, and what
 * directly follows in the same paragraph, while it fits. Nothing from elsewhere in the section.
 */
function excerptUnits(
  hit: SectionHit,
  queryTerms: Set<string>,
  options: { lead: Lead | null; maxUnits: number },
): Unit[] {
  const units = unitsOf(hit);
  if (units.length === 0) return [];
  const termsOf = units.map((u) => new Set(spanishTerms(u.text)));
  // Weight a question term by how rare it is in this section: "equilibrio" is everywhere in
  // chapter 9, so a sentence that only repeats it says less than one with "calcular".
  const weight = new Map<string, number>();
  for (const term of queryTerms) {
    const df = termsOf.filter((terms) => termMatches(term, terms)).length;
    weight.set(term, Math.log((units.length + 1) / (df + 0.5)));
  }
  const score = (i: number) => {
    let total = 0;
    for (const term of queryTerms) {
      if (termMatches(term, termsOf[i] as Set<string>)) total += weight.get(term) ?? 0;
    }
    return total;
  };
  const scores = units.map((_, i) => score(i));
  const unit = (i: number) => units[i] as Unit;
  const best = (candidates: number[]) =>
    candidates.reduce<number | null>(
      (top, i) => (top === null || (scores[i] as number) > (scores[top] as number) ? i : top),
      null,
    );
  const all = units.map((_, i) => i);
  const { lead } = options;
  // A sentence that announces something ("…sus cortes:") is quoted only with what it announces:
  // a formula or the first item of a list.
  const announces = (i: number) => unit(i).text.endsWith(':');
  const delivers = (i: number) => Boolean(units[i + 1]?.formula || units[i + 1]?.item);
  const quotable = (i: number) => !announces(i) || delivers(i);
  const anchor =
    (lead ? best(all.filter((i) => isLead(unit(i), lead) && quotable(i))) : null) ??
    best(all.filter((i) => (scores[i] as number) > 0 && quotable(i))) ??
    0;

  const chosen = [anchor];
  const length = () => chosen.reduce((n, i) => n + unit(i).text.length + 1, 0);
  const leansBack = (i: number) =>
    i > 0 && unit(i - 1).block === unit(i).block && LEANS_BACK.test(fold(unit(i).text));
  // A formula's introduction ("La fórmula es:") comes with it, and so does the sentence that a
  // chosen one leans on ("Es decir…"), once.
  if (anchor > 0 && unit(anchor).formula && unit(anchor - 1).text.endsWith(':')) {
    chosen.unshift(anchor - 1);
  }
  if (leansBack(chosen[0] as number)) chosen.unshift((chosen[0] as number) - 1);
  // Then what follows: the same paragraph, or the sentence or formula right after a formula.
  let following = 0;
  for (let next = anchor + 1; next < units.length && following < options.maxUnits - 1; next++) {
    const previous = unit(next - 1);
    const current = unit(next);
    const sameThread =
      current.block === previous.block ||
      (previous.formula && current.block === previous.block + 1);
    if (!sameThread || POINTS_ELSEWHERE.test(fold(current.text))) break;
    // A list it would announce is too long to follow; a formula is not.
    if (announces(next) && !units[next + 1]?.formula) break;
    if (length() + current.text.length > MAX_EXCERPT) break;
    chosen.push(next);
    following += 1;
  }
  // A quote never ends on "…es:": it takes what the colon announces, or stops before it.
  const last = chosen.at(-1) as number;
  if (announces(last)) {
    if (delivers(last)) chosen.push(last + 1);
    else if (chosen.length > 1) chosen.pop();
  }
  return chosen.map(unit);
}

/** A section quoted for a topic: its best whole sentences, with where they come from. */
export function quoteSection(hit: SectionHit, topic: string): Citation {
  const terms = new Set(spanishTerms(expandQuestion(topic)));
  return citation(hit, joinUnits(excerptUnits(hit, terms, { lead: null, maxUnits: 2 })));
}

const citation = ({ section }: SectionHit, excerpt: string): Citation => ({
  chapter: section.chapter,
  chapterTitle: section.chapterTitle,
  title: section.title,
  anchor: section.anchor,
  excerpt,
});

/** Where a passage comes from, said in the answer: chapter, its title, and the section. */
function source(hit: SectionHit, previous: SectionHit | undefined): string {
  const { chapter, chapterTitle, title } = hit.section;
  if (!previous) return `Según el capítulo ${chapter}, «${chapterTitle}», en «${title}»`;
  if (previous.section.chapter === chapter) return `En el mismo capítulo, en «${title}»`;
  return `En el capítulo ${chapter}, «${chapterTitle}», en «${title}»`;
}

/** The section at a reader's address (`9#margen-de-seguridad`), as a hit of the search. */
function pinned(index: BookIndex, address: string): SectionHit | null {
  const [chapter, anchor] = address.split('#');
  for (const section of index.sections.values()) {
    if (String(section.chapter) === chapter && section.anchor === anchor) {
      return { section, score: Number.POSITIVE_INFINITY };
    }
  }
  return null;
}

/** Words that ask how or whether, not about what: they do not make a section on topic. */
const INTENT_TERMS = new Set(spanishTerms('calcular cálculo fórmula medir saber cuánto cómo'));

/**
 * A further passage stays on the question's topic when its section's title carries more than
 * half of the question's own terms ("Punto de equilibrio en ingresos" for "mi punto de
 * equilibrio"), or it scores nearly as well as the best. "Errores comunes" or a section that
 * mentions the words in passing does not.
 */
function onTopic(hit: SectionHit, questionTerms: Set<string>, top: number): boolean {
  if (hit.score >= top * 0.9) return true;
  const topic = [...questionTerms].filter((t) => !INTENT_TERMS.has(t));
  if (topic.length === 0) return true;
  const title = new Set(spanishTerms(hit.section.title));
  return topic.filter((t) => termMatches(t, title)).length > topic.length / 2;
}

/**
 * An extractive answer from the book: the passages that answer the question (the sections that
 * explain a figure it names first, then the search's best, only those on its topic), each quoted
 * in whole sentences (the formula or the book's rule first when the question asks how to
 * calculate or how much), each with its chapter and section, in the answer and as a citation.
 * When nothing scores enough, an honest answer saying the book does not cover it, with the
 * nearest chapters.
 */
export function answerFromBook(question: string, index: BookIndex = bookIndex()): BookAnswer {
  const searched = expandQuestion(question);
  const queryTerms = new Set(spanishTerms(searched));
  const hits = index.search(searched, 6);
  const figure = ownFigureAsked(question);
  const lead = leadOf(question);
  const candidates = hits.filter(
    (hit) => hit.score >= MIN_SCORE && termCoverage(hit, queryTerms) > MIN_TERM_COVERAGE,
  );
  const top = candidates[0]?.score ?? 0;
  const found = candidates.filter(
    (hit, i) => i === 0 || (hit.score >= top * MIN_RELATIVE_SCORE && onTopic(hit, queryTerms, top)),
  );
  const relevant: SectionHit[] = [];
  const pins = figure ? FIGURE_SECTIONS[figure].sections.map((a) => pinned(index, a)) : [];
  for (const hit of [...pins, ...found]) {
    if (hit && !relevant.some((r) => r.section.id === hit.section.id)) relevant.push(hit);
  }
  relevant.splice(MAX_PASSAGES);
  if (relevant.length === 0) {
    const nearest = hits.slice(0, 2);
    const chapters = [
      ...new Set(nearest.map((h) => `capítulo ${h.section.chapter}, «${h.section.chapterTitle}»`)),
    ];
    return {
      covered: false,
      answer:
        nearest.length > 0
          ? `El libro no trata directamente esa pregunta. Lo más cercano está en el ${chapters.join(' y el ')}; ahí puedes empezar.`
          : 'El libro no trata esa pregunta. Si es sobre las finanzas de tu negocio, empieza por el capítulo 1, «Fundamentos financieros», y el capítulo 3, «Flujo de efectivo».',
      citations: nearest.map((hit) =>
        citation(hit, joinUnits(excerptUnits(hit, queryTerms, { lead, maxUnits: 1 }))),
      ),
      followUps: followUpQuestions(question, {
        figure: null,
        chapters: nearest.map((h) => h.section.chapter),
      }),
      passages: () => [],
    };
  }
  const quoted = relevant.map((hit, i) => ({
    hit,
    excerpt: joinUnits(
      excerptUnits(hit, queryTerms, {
        lead,
        maxUnits: i === 0 ? MAX_LEAD_UNITS : MAX_MORE_UNITS,
      }),
    ),
  }));
  const answer = quoted
    .map(({ hit, excerpt }, i) => `${source(hit, relevant[i - 1])}: ${excerpt}`)
    .join('\n\n');
  // What a model may write from: each section in whole sentences, as much as fits.
  const passages = () =>
    relevant.map((hit) => {
      const units: Unit[] = [];
      let length = 0;
      for (const unit of unitsOf(hit)) {
        length += unit.text.length + 1;
        if (length > MAX_PASSAGE) break;
        units.push(unit);
      }
      const { section } = hit;
      return {
        chapter: section.chapter,
        chapterTitle: section.chapterTitle,
        title: section.title,
        text: joinUnits(units),
      };
    });
  return {
    covered: true,
    answer,
    citations: quoted.map(({ hit, excerpt }) => citation(hit, excerpt)),
    followUps: followUpQuestions(question, {
      figure: figureTopic(question),
      chapters: relevant.map((h) => h.section.chapter),
    }),
    passages,
  };
}
