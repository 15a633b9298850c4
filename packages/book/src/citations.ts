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
  // The book does not change while the process runs, and advisors ask the same few topics.
  const key = `${chapters.join(',')}|${topic}`;
  const known = index === bookIndex() ? cited.get(key) : undefined;
  if (known !== undefined) return known;
  const citation = search(topic, chapters, index);
  if (index === bookIndex() && cited.size < MAX_CACHED) cited.set(key, citation);
  return citation;
}

const MAX_CACHED = 1000;
const cited = new Map<string, Citation | null>();

function search(topic: string, chapters: readonly number[], index: BookIndex): Citation | null {
  const hits = index.search(topic, DEPTH);
  for (const chapter of chapters) {
    const own = hits.find((hit) => hit.section.chapter === chapter);
    if (own) return quoteSection(own, topic);
  }
  const best = hits[0];
  return best ? quoteSection(best, topic) : null;
}
