import { APP_MODULES, appModuleAt, appModuleUrl } from '@caudal/contracts/app-modules';
import { describe, expect, it } from 'vitest';
import { loadBook, parseChapter } from '../src/chapters.ts';
import { plainText } from '../src/search-index.ts';

/** The app's screens (the registry in the contracts): a chapter or a tool can only name these. */
const ROUTES = new Set(APP_MODULES.map(appModuleUrl));

describe('parseChapter', () => {
  it('reads the front matter, the intro and the sections', () => {
    const chapter = parseChapter(
      [
        '---',
        'chapter: 9',
        'title: Punto de equilibrio',
        'slug: punto-de-equilibrio',
        'module: /app/costs-pricing',
        'summary: Resumen.',
        'tools:',
        '  - id: equilibrio-calc',
        '    name: Calculadora',
        '    kind: calculator',
        '    route: null',
        '    description: Calcula.',
        '---',
        '# Punto de equilibrio',
        '',
        'Intro.',
        '',
        '## Unidades y ventas de equilibrio',
        'Texto uno.',
        '## Margen de seguridad',
        'Texto dos.',
      ].join('\n'),
    );
    expect(chapter).toMatchObject({ number: 9, slug: 'punto-de-equilibrio', intro: 'Intro.' });
    expect(chapter.sections.map((s) => [s.id, s.title, s.anchor, s.text])).toEqual([
      ['9-1', 'Unidades y ventas de equilibrio', 'unidades-y-ventas-de-equilibrio', 'Texto uno.'],
      ['9-2', 'Margen de seguridad', 'margen-de-seguridad', 'Texto dos.'],
    ]);
    expect(chapter.tools[0]).toMatchObject({ id: 'equilibrio-calc', route: null, chapter: 9 });
  });
});

describe('the book', () => {
  const book = loadBook();

  it('has the 15 chapters of the outline, in order', () => {
    expect(book.map((c) => c.number)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it.each(loadBook().map((c) => [c.number, c] as const))(
    'chapter %i meets the bar',
    (_n, chapter) => {
      expect(chapter.words).toBeGreaterThanOrEqual(2000);
      expect(chapter.sections.length).toBeGreaterThanOrEqual(5);
      expect(chapter.summary.length).toBeGreaterThan(40);
      expect(chapter.tools.length).toBeGreaterThanOrEqual(3);
      expect(chapter.concepts.length).toBeGreaterThanOrEqual(3);
      expect(chapter.sections.some((s) => /^Ejemplo práctico/.test(s.title))).toBe(true);
      expect(chapter.sections.some((s) => /^Errores comunes/.test(s.title))).toBe(true);
      for (const tool of chapter.tools) {
        expect(['worksheet', 'checklist', 'calculator']).toContain(tool.kind);
        if (tool.route !== null) expect(ROUTES).toContain(tool.route);
      }
    },
  );

  it('has 45+ tools and unique tool and concept ids', () => {
    const tools = book.flatMap((c) => c.tools.map((t) => t.id));
    const concepts = book.flatMap((c) => c.concepts.map((t) => t.id));
    expect(tools.length).toBeGreaterThanOrEqual(45);
    expect(new Set(tools).size).toBe(tools.length);
    expect(new Set(concepts).size).toBe(concepts.length);
  });
});

describe('links in the chapters', () => {
  it('name the screen they open: no bare route is printed for the reader', () => {
    for (const chapter of loadBook()) {
      const text = [chapter.intro, ...chapter.sections.map((s) => s.text)].join('\n');
      // A route outside the (...) of a [name](route) link would be printed as it is.
      const bare = text.replace(/\]\(\/app\/[a-z0-9/-]*\)/g, '').match(/\/app\/[a-z-]+/g);
      expect(bare, `capítulo ${chapter.number}`).toBeNull();
    }
  });

  it('leave only their names in the plain text that search, answers and PDFs read', () => {
    expect(plainText('Abre [Reportes](/app/reports) cada lunes.')).toBe(
      'Abre Reportes cada lunes.',
    );
  });
});

describe("the chapters' screens", () => {
  const book = loadBook();

  it.each(book.map((c) => [c.number, c.module] as const))(
    'chapter %i names a screen of the registry (%s) that lists it',
    (number, module) => {
      // The front matter keeps the screen's address (the API serves it as ChapterSummary.module).
      expect(module).not.toBeNull();
      const screen = appModuleAt(module ?? '');
      expect(screen, `${module} no está en APP_MODULES (packages/contracts)`).not.toBeNull();
      expect(module).toBe(screen && appModuleUrl(screen));
      expect(screen?.chapters).toContain(number);
    },
  );

  it('lists under each screen only the chapters that name it', () => {
    for (const screen of APP_MODULES) {
      for (const number of screen.chapters) {
        expect(book.find((c) => c.number === number)?.module).toBe(appModuleUrl(screen));
      }
    }
  });
});
