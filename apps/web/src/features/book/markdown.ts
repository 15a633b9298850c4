/**
 * The small Markdown subset the book is written in, parsed into a tree that the reader draws
 * with plain React elements (never as HTML): paragraphs, '-'/'*' and numbered lists, simple
 * pipe tables, **bold**, *italic*, `code` and links to the app's own screens
 * ([Reportes](/app/reports)). Anything else stays as literal text.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

/**
 * `[text](/app/...)` at `start` (a '['): the link and where it ends, or null. Only the app's
 * own screens: the book never links out, and anything else stays literal text.
 */
function matchAppLink(text: string, start: number): { node: Inline; end: number } | null {
  const close = text.indexOf(']', start + 1);
  if (close === -1 || text[close + 1] !== '(') return null;
  const end = text.indexOf(')', close + 2);
  if (end === -1) return null;
  const href = text.slice(close + 2, end);
  const label = text.slice(start + 1, close);
  if (!label.trim() || !/^\/app\/[a-z0-9/-]*$/.test(href)) return null;
  return { node: { type: 'link', href, children: parseInline(label) }, end: end + 1 };
}

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: false; items: Inline[][] }
  | { type: 'list'; ordered: true; start: number; items: Inline[][] }
  | { type: 'table'; header: Inline[][]; rows: Inline[][][] };

const ESCAPABLE = new Set(['\\', '*', '`', '_', '|', '#', '-', '.']);
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

/** Length of the run of `char` starting at `from`. */
function runLength(text: string, from: number, char: string): number {
  let end = from;
  while (text[end] === char) end += 1;
  return end - from;
}

/** Where the code span opened by `size` backticks closes, or -1. */
function findCodeClose(text: string, from: number, size: number): number {
  for (let i = from; i < text.length; ) {
    const run = runLength(text, i, '`');
    if (run === size) return i;
    i += Math.max(run, 1);
  }
  return -1;
}

/**
 * Where the emphasis opened at `from` closes: a run of '*' of at least `size`, preceded by a
 * non-space character. Escapes and code spans are skipped, so `a*b` inside code never closes.
 */
function findEmphasisClose(text: string, from: number, size: 1 | 2): number {
  for (let i = from; i < text.length; ) {
    const char = text[i];
    if (char === '\\') {
      i += 2;
      continue;
    }
    if (char === '`') {
      const run = runLength(text, i, '`');
      const close = findCodeClose(text, i + run, run);
      i = close === -1 ? i + run : close + run;
      continue;
    }
    if (char !== '*') {
      i += 1;
      continue;
    }
    const run = runLength(text, i, '*');
    if (i > from && !isSpace(text[i - 1])) {
      // '**' inside an italic span is nested bold, not the end of the italic.
      if (size === 1 && run === 1) return i;
      if (size === 2 && run >= 2) return i + run - 2;
      if (size === 1 && run >= 3) return i + run - 1;
    }
    i += run;
  }
  return -1;
}

/** Inline markup of one paragraph, list item or table cell. */
export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) nodes.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    const next = text[i + 1];
    if (char === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      buffer += next;
      i += 2;
      continue;
    }
    if (char === '[') {
      const link = matchAppLink(text, i);
      if (link) {
        flush();
        nodes.push(link.node);
        i = link.end;
        continue;
      }
    }
    if (char === '`') {
      const run = runLength(text, i, '`');
      const close = findCodeClose(text, i + run, run);
      if (close === -1) {
        buffer += '`'.repeat(run);
        i += run;
        continue;
      }
      flush();
      nodes.push({ type: 'code', text: text.slice(i + run, close).trim() });
      i = close + run;
      continue;
    }
    if (char === '*') {
      const run = runLength(text, i, '*');
      const size: 1 | 2 = run >= 2 ? 2 : 1;
      // An opener is followed by text: '3 * 4' and a lone '*' stay as they are.
      if (!isSpace(text[i + size])) {
        const close = findEmphasisClose(text, i + size, size);
        if (close !== -1) {
          flush();
          const children = parseInline(text.slice(i + size, close));
          nodes.push(size === 2 ? { type: 'strong', children } : { type: 'em', children });
          i = close + size;
          continue;
        }
      }
      buffer += '*'.repeat(size);
      i += size;
      continue;
    }
    buffer += char;
    i += 1;
  }
  flush();
  return nodes;
}

const BULLET = /^ {0,3}[-*+][ \t]+(.*)$/;
const ORDERED = /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

function tableCells(line: string): string[] {
  const inner = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

type ListItemMatch = { ordered: boolean; number: number; text: string };

function matchListItem(line: string): ListItemMatch | null {
  const bullet = BULLET.exec(line);
  if (bullet) return { ordered: false, number: 0, text: bullet[1] ?? '' };
  const ordered = ORDERED.exec(line);
  if (ordered) return { ordered: true, number: Number(ordered[1]), text: ordered[2] ?? '' };
  return null;
}

/** The blocks of a Markdown text, in order. Blank lines separate blocks. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (!line.trim()) {
      i += 1;
      continue;
    }

    const divider = lines[i + 1];
    if (TABLE_ROW.test(line) && divider !== undefined && TABLE_DIVIDER.test(divider)) {
      const header = tableCells(line).map(parseInline);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && TABLE_ROW.test(lines[i] as string)) {
        rows.push(tableCells(lines[i] as string).map(parseInline));
        i += 1;
      }
      blocks.push({ type: 'table', header, rows });
      continue;
    }

    const first = matchListItem(line);
    if (first) {
      const items: string[] = [first.text];
      i += 1;
      while (i < lines.length) {
        const current = lines[i] as string;
        if (!current.trim()) {
          // A blank line inside a list only continues it when the next item follows.
          const after = lines[i + 1];
          const nextItem = after === undefined ? null : matchListItem(after);
          if (nextItem && nextItem.ordered === first.ordered) {
            i += 1;
            continue;
          }
          break;
        }
        const item = matchListItem(current);
        if (item && item.ordered !== first.ordered) break;
        if (item) items.push(item.text);
        // A wrapped line belongs to the item above it.
        else items[items.length - 1] = `${items.at(-1) ?? ''} ${current.trim()}`;
        i += 1;
      }
      const parsed = items.map((text) => parseInline(text.trim()));
      blocks.push(
        first.ordered
          ? { type: 'list', ordered: true, start: first.number, items: parsed }
          : { type: 'list', ordered: false, items: parsed },
      );
      continue;
    }

    const paragraph: string[] = [line.trim()];
    i += 1;
    while (i < lines.length) {
      const current = lines[i] as string;
      if (!current.trim()) break;
      const item = matchListItem(current);
      // Like CommonMark: a bullet, or a numbered list starting at 1, interrupts a paragraph.
      if (item && (!item.ordered || item.number === 1)) break;
      if (TABLE_ROW.test(current) && TABLE_DIVIDER.test(lines[i + 1] ?? '')) break;
      paragraph.push(current.trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}

/** The text of inline nodes without markup (for headings, labels, tests). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) =>
      node.type === 'text' || node.type === 'code' ? node.text : inlineText(node.children),
    )
    .join('');
}
