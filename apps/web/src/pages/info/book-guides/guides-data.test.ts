import { describe, expect, it } from 'vitest';
import { GUIDE_TEXTS } from './guides-data.ts';
import { parseLessonParam } from './lesson-video-page.tsx';

describe('the five book guides', () => {
  it('are reading routes of 15 to 35 minutes for their screens (000 §4, book outline)', () => {
    expect(GUIDE_TEXTS.map((g) => [g.id, g.duracion, g.screen])).toEqual([
      [1, 15, '/app/dashboard'],
      [2, 20, '/app/reports'],
      [3, 25, '/app/cash-flow'],
      [4, 30, '/app/automation'],
      [5, 35, '/app/growth'],
    ]);
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
