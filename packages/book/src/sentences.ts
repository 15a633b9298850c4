import { plainText } from './search-index.ts';

/**
 * One quotable piece of a section: a whole sentence, or a formula written on its own line.
 * Answers are built from these and nothing smaller, so an excerpt never ends mid-word or
 * mid-sentence.
 */
export type Unit = {
  text: string;
  /** The Markdown block (paragraph, list item, formula line) it comes from, in reading order. */
  block: number;
  /** A rule written as `name = expression` (a formula line, or a sentence stating one). */
  formula: boolean;
  /** It comes from a list item. */
  item: boolean;
};

let segmenter: Intl.Segmenter | undefined;

/** Titles before a name: ICU's segmenter ends a sentence at their full stop. */
const TITLE = /\b(Sr|Sra|Srta|Dr|Dra|Lic|Ing|Mtro|Mtra)\.$/;

/** Sentences of one block of plain text, by the Spanish sentence rules of `Intl.Segmenter`. */
export function splitSentences(text: string): string[] {
  segmenter ??= new Intl.Segmenter('es', { granularity: 'sentence' });
  const out: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    const sentence = segment.trim();
    if (!sentence) continue;
    const previous = out.at(-1);
    if (previous !== undefined && TITLE.test(previous))
      out[out.length - 1] = `${previous} ${sentence}`;
    else out.push(sentence);
  }
  return out;
}

const FORMULA_LINE = /^`[^`]+`$/;
const LIST_ITEM = /^\s*(?:[-*]|\d+\.)\s+/;

/** A formula names what it computes on the left of its first '=': no digits there. */
function statesFormula(text: string): boolean {
  const equals = text.indexOf(' = ');
  if (equals <= 0) return false;
  const left = text.slice(0, equals);
  return !/\d/.test(left) && !left.includes(':');
}

/**
 * The Markdown's blocks: paragraphs split at blank lines, each list item its own block, tables
 * left out (a row is not a sentence a reader can follow out of its table).
 */
function blocks(markdown: string): { text: string; item: boolean }[] {
  const out: { text: string; item: boolean }[] = [];
  for (const paragraph of markdown.split(/\n\s*\n/)) {
    let current: string[] = [];
    const flush = () => {
      const text = current.join(' ');
      if (text.trim() !== '') out.push({ text, item: LIST_ITEM.test(current[0] ?? '') });
      current = [];
    };
    for (const line of paragraph.split('\n')) {
      if (line.trim().startsWith('|')) {
        flush();
        continue;
      }
      if (LIST_ITEM.test(line)) flush();
      current.push(LIST_ITEM.test(line) ? line : line.trim());
    }
    flush();
  }
  return out;
}

/** A section's Markdown as the units an answer may quote, in reading order. */
export function passageUnits(markdown: string): Unit[] {
  const units: Unit[] = [];
  blocks(markdown).forEach(({ text, item }, index) => {
    const plain = plainText(text);
    if (FORMULA_LINE.test(text.replace(LIST_ITEM, '').trim())) {
      units.push({ text: plain, block: index, formula: true, item });
      return;
    }
    for (const sentence of splitSentences(plain)) {
      units.push({ text: sentence, block: index, formula: statesFormula(sentence), item });
    }
  });
  return units;
}

const ENDED = /[.!?:;…]["'»”)]*$/;

/**
 * Units joined as prose. A formula line (or a list item) has no full stop of its own; it gets
 * one, so the next sentence does not run into it.
 */
export function joinUnits(units: readonly Pick<Unit, 'text'>[]): string {
  return units
    .map((u, i) => {
      // "…÷ 12)" then "que es lo mismo que…": the sentence goes on after the formula.
      const goesOn = /^\p{Ll}/u.test(units[i + 1]?.text ?? '');
      return ENDED.test(u.text) || goesOn ? u.text : `${u.text}.`;
    })
    .join(' ');
}
