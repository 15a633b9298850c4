import type { ChapterSummary } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { buildGuide, GUIDE_TEXTS } from './guides-data.ts';
import { parseLessonParam } from './lesson-video-page.tsx';

describe('the five book guides', () => {
  it('are reading routes for their screens (000 §4, book outline)', () => {
    expect(GUIDE_TEXTS.map((g) => [g.id, g.capitulo, g.module])).toEqual([
      [1, 1, 'dashboard'],
      [2, 2, 'reports'],
      [3, 3, 'cash-flow'],
      [4, 4, 'automation'],
      [5, 15, 'growth'],
    ]);
  });

  it("take the screen's address and name from the registry", () => {
    const chapter: ChapterSummary = {
      number: 3,
      title: 'Flujo de efectivo',
      slug: 'flujo-de-efectivo',
      module: '/app/cash-flow',
      summary: 'Resumen.',
      words: 2400,
      tools: [],
      pdfUrl: '/resources/capitulo-3.pdf',
      concepts: [],
    };
    const guide = buildGuide(GUIDE_TEXTS[2] as (typeof GUIDE_TEXTS)[number], chapter);
    expect(guide).toMatchObject({
      screen: '/app/cash-flow',
      screenLabel: 'Flujo de caja',
      recursos: { ejercicios: '/app/cash-flow' },
      // 2,400 words at 200 a minute: the chapter's reading time, as the reader shows it.
      minutos: 12,
    });
  });
});

describe('parseLessonParam', () => {
  it.each([
    ['capitulo-1-video', 1],
    ['capitulo-5-video', 5],
    ['capitulo-6-video', null],
    ['capitulo-0-video', null],
    ['capitulo-3', null],
    ['capitulo-03-video', null],
    [undefined, null],
  ] as const)('%s → %s', (param, expected) => {
    expect(parseLessonParam(param)).toBe(expected);
  });
});
