import { describe, expect, it } from 'vitest';
import {
  APP_MODULES,
  appModule,
  appModuleAt,
  appModuleUrl,
  isComingSoon,
  LEARNING_MODULE_IDS,
  learningModuleScreen,
} from './app-modules.ts';
import { BOOK_CHAPTER_COUNT, LEARNING_MODULES } from './learning.ts';

describe('the registry of app screens', () => {
  it('names each screen and each path once', () => {
    const ids = APP_MODULES.map((m) => m.id);
    const paths = APP_MODULES.map((m) => m.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^[a-z][a-z-]*$/);
  });

  it('lists the ten modules in the sidebar, then the book, the settings and the profile', () => {
    expect(APP_MODULES.filter((m) => m.sidebar === 'modules').map((m) => m.path)).toEqual([
      'dashboard',
      'cash-flow',
      'unit-economics',
      'costs-pricing',
      'profitability',
      'planning',
      'reports',
      'automation',
      'growth',
      'ai-agents',
    ]);
    expect(appModule('book')).toMatchObject({ path: 'libro', sidebar: 'book', built: true });
    expect(appModule('settings')).toMatchObject({ sidebar: 'account', built: true });
    // The profile is in the user menu, not in the sidebar.
    expect(appModule('profile')).toMatchObject({ path: 'profile', sidebar: null, built: true });
  });

  it('gives every screen a label, a heading, a summary and search words', () => {
    for (const m of APP_MODULES) {
      expect(m.label.trim()).not.toBe('');
      expect(m.title.trim()).not.toBe('');
      expect(m.summary.length).toBeGreaterThan(20);
      expect(m.search.description.trim()).not.toBe('');
      expect(m.search.keywords.split(' ').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('puts each chapter of the book under one screen at most', () => {
    const chapters = APP_MODULES.flatMap((m) => m.chapters);
    expect(new Set(chapters).size).toBe(chapters.length);
    for (const n of chapters) {
      expect(Number.isInteger(n) && n >= 1 && n <= BOOK_CHAPTER_COUNT).toBe(true);
    }
  });

  it('gives each module of the learning path exactly one screen', () => {
    for (const id of LEARNING_MODULE_IDS) {
      expect(APP_MODULES.filter((m) => m.learning?.module === id)).toHaveLength(1);
    }
  });

  it('finds the screen an address opens', () => {
    expect(appModuleAt('/app/costs-pricing')?.label).toBe('Costos y precios');
    expect(appModuleAt('/app/costs-pricing?tab=1#margen')?.id).toBe('costs-pricing');
    expect(appModuleAt('/app/libro/9#margen-de-seguridad')?.id).toBe('book');
    expect(appModuleAt('/app/onboarding')).toBeNull();
    expect(appModuleAt('/dashboard')).toBeNull();
    expect(appModuleAt('/app/')).toBeNull();
  });

  it('says which addresses open a screen not built yet', () => {
    for (const m of APP_MODULES) {
      expect(isComingSoon(appModuleUrl(m)), m.id).toBe(!m.built);
      expect(isComingSoon(`${appModuleUrl(m)}?x=1#y`), m.id).toBe(!m.built);
    }
    expect(isComingSoon('/app/libro/3#seccion')).toBe(false);
    expect(isComingSoon('/app/onboarding')).toBe(false);
    expect(isComingSoon('/guias-del-libro')).toBe(false);
  });
});

describe('the learning path reads the registry', () => {
  it.each(LEARNING_MODULES.map((m) => [m.id, m] as const))(
    '%s: its route, chapters, group and reading steps are its screen’s',
    (id, learning) => {
      const screen = learningModuleScreen(id);
      expect(learning.route).toBe(appModuleUrl(screen));
      expect(learning.chapters).toEqual(screen.chapters);
      expect(learning.learningPath).toBe(screen.learning.path);
      expect(learning.steps.filter((s) => s.kind === 'read').map((s) => s.href)).toEqual(
        screen.chapters.map((n) => `/app/libro/${n}`),
      );
    },
  );

  it('keeps the six modules in path order', () => {
    expect(LEARNING_MODULES.map((m) => m.id)).toEqual([...LEARNING_MODULE_IDS]);
  });
});
