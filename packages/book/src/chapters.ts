import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

export const CHAPTERS_DIR = fileURLToPath(new URL('../chapters', import.meta.url));

export type ToolKind = 'worksheet' | 'checklist' | 'calculator';
export type BookTool = {
  id: string;
  name: string;
  kind: ToolKind;
  route: string | null;
  description: string;
  chapter: number;
};
export type BookConcept = {
  id: string;
  term: string;
  formula: string;
  definition: string;
  chapter: number;
};
export type BookSection = {
  /** `3-2`: chapter 3, second section. */
  id: string;
  chapter: number;
  chapterTitle: string;
  title: string;
  /** URL fragment inside the chapter. */
  anchor: string;
  /** The section's Markdown body (without its heading). */
  text: string;
};
export type Chapter = {
  number: number;
  title: string;
  slug: string;
  module: string | null;
  summary: string;
  concepts: BookConcept[];
  tools: BookTool[];
  /** Markdown before the first section. */
  intro: string;
  sections: BookSection[];
  words: number;
};

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

type FrontMatter = {
  chapter: number;
  title: string;
  slug: string;
  module?: string | null;
  summary: string;
  concepts?: Omit<BookConcept, 'chapter'>[];
  tools?: Omit<BookTool, 'chapter'>[];
};

/** One chapter file: YAML front matter, a `#` title, an intro, and `##` sections. */
export function parseChapter(source: string, file = 'capítulo'): Chapter {
  const match = FRONT_MATTER.exec(source);
  if (!match?.[1]) throw new Error(`${file}: falta el front matter`);
  const meta = parseYaml(match[1]) as FrontMatter;
  const body = source.slice(match[0].length).replace(/^\s*# .*\n/, '');
  const [intro = '', ...parts] = body.split(/^## /m);
  const sections = parts.map((part, index) => {
    const newline = part.indexOf('\n');
    const title = part.slice(0, newline === -1 ? undefined : newline).trim();
    return {
      id: `${meta.chapter}-${index + 1}`,
      chapter: meta.chapter,
      chapterTitle: meta.title,
      title,
      anchor: slugify(title),
      text: newline === -1 ? '' : part.slice(newline + 1).trim(),
    };
  });
  return {
    number: meta.chapter,
    title: meta.title,
    slug: meta.slug,
    module: meta.module ?? null,
    summary: meta.summary.trim(),
    concepts: (meta.concepts ?? []).map((c) => ({ ...c, chapter: meta.chapter })),
    tools: (meta.tools ?? []).map((t) => ({ ...t, route: t.route ?? null, chapter: meta.chapter })),
    intro: intro.trim(),
    sections,
    words: countWords(body),
  };
}

let cache: Chapter[] | undefined;

/** Every chapter in `chapters/`, in order; read once per process. */
export function loadBook(dir: string = CHAPTERS_DIR): Chapter[] {
  if (dir === CHAPTERS_DIR && cache) return cache;
  const chapters = readdirSync(dir)
    .filter((f) => /^\d{2}-.+\.md$/.test(f))
    .sort()
    .map((file) => parseChapter(readFileSync(join(dir, file), 'utf8'), file));
  if (dir === CHAPTERS_DIR) cache = chapters;
  return chapters;
}
