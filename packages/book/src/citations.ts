import { type Citation, quoteSection } from './answer.ts';
import { type BookIndex, bookIndex } from './search-index.ts';

/** How far down the search's list a section of the preferred chapters may sit. */
const DEPTH = 40;

/**
 * The book's passage for an advisor's recommendation: the best section on `topic` in the
 * recommendation's own chapters (in the order given), else the best in the whole book, quoted in
 * whole sentences. Null only when nothing in the book shares a word with the topic.
 */
export function citeTopic(
  topic: string,
  chapters: readonly number[],
  index: BookIndex = bookIndex(),
): Citation | null {
  const hits = index.search(topic, DEPTH);
  for (const chapter of chapters) {
    const own = hits.find((hit) => hit.section.chapter === chapter);
    if (own) return quoteSection(own, topic);
  }
  const best = hits[0];
  return best ? quoteSection(best, topic) : null;
}
