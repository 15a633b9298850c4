import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPEARANCE_CACHE_KEY,
  type Appearance,
  appearanceAttributes,
  applyAppearance,
  chartsAnimate,
  clearAppearance,
  DEFAULT_APPEARANCE,
  parseAppearance,
  readCachedAppearance,
} from './appearance.ts';

const INIT_SCRIPT = readFileSync(
  new URL('../../public/appearance-init.js', import.meta.url),
  'utf8',
);

/** The few browser objects appearance.ts touches: <html>'s attributes, storage, media queries. */
function fakeBrowser({ systemDark = false, reducedMotion = false } = {}) {
  const attributes = new Map<string, string>();
  const storage = new Map<string, string>();
  const listeners = new Set<() => void>();
  const dark = {
    matches: systemDark,
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  const browser = {
    attributes,
    storage,
    listeners,
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        getAttribute: (name: string) => attributes.get(name) ?? null,
        hasAttribute: (name: string) => attributes.has(name),
        removeAttribute: (name: string) => attributes.delete(name),
      },
    },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
    matchMedia: (query: string) =>
      query.includes('color-scheme') ? dark : { ...dark, matches: reducedMotion },
    /** The system switches between light and dark. */
    setSystemDark(value: boolean) {
      dark.matches = value;
      for (const f of listeners) f();
    },
  };
  return browser;
}

type FakeBrowser = ReturnType<typeof fakeBrowser>;

function install(browser: FakeBrowser) {
  vi.stubGlobal('document', browser.document);
  vi.stubGlobal('localStorage', browser.localStorage);
  vi.stubGlobal('matchMedia', browser.matchMedia);
}

/** Runs public/appearance-init.js as the browser would, at `pathname`. */
function runInitScript(browser: FakeBrowser, pathname: string) {
  runInNewContext(INIT_SCRIPT, {
    location: { pathname },
    document: browser.document,
    localStorage: browser.localStorage,
    matchMedia: browser.matchMedia,
  });
  return Object.fromEntries(browser.attributes);
}

const withoutNulls = (attributes: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== null));

const DARK_PURPLE: Appearance = {
  theme: 'dark',
  color_scheme: 'purple',
  font_size: 'large',
  compact_mode: true,
  show_animations: false,
};

afterEach(() => {
  // Stops an 'auto' listener a test left behind (only where a fake document is installed).
  if (typeof document !== 'undefined') clearAppearance();
  vi.unstubAllGlobals();
});

describe('parseAppearance', () => {
  it('keeps valid fields and defaults each bad one', () => {
    expect(parseAppearance(DARK_PURPLE)).toEqual(DARK_PURPLE);
    expect(parseAppearance({ theme: 'dark', color_scheme: 'pink', compact_mode: 'yes' })).toEqual({
      ...DEFAULT_APPEARANCE,
      theme: 'dark',
    });
    expect(parseAppearance(null)).toEqual(DEFAULT_APPEARANCE);
    expect(parseAppearance('dark')).toEqual(DEFAULT_APPEARANCE);
  });
});

describe('appearanceAttributes', () => {
  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['auto', false, 'light'],
    ['auto', true, 'dark'],
  ] as const)('theme %s with a dark system %s is %s', (theme, systemDark, expected) => {
    expect(appearanceAttributes({ ...DEFAULT_APPEARANCE, theme }, systemDark)['data-theme']).toBe(
      expected,
    );
  });

  it('marks compact mode and animations off only when chosen', () => {
    expect(withoutNulls(appearanceAttributes(DEFAULT_APPEARANCE, false))).toEqual({
      'data-theme': 'light',
      'data-scheme': 'green',
      'data-font-size': 'medium',
    });
    expect(withoutNulls(appearanceAttributes(DARK_PURPLE, false))).toEqual({
      'data-theme': 'dark',
      'data-scheme': 'purple',
      'data-font-size': 'large',
      'data-density': 'compact',
      'data-motion': 'off',
    });
  });
});

describe('applyAppearance and clearAppearance', () => {
  let browser: FakeBrowser;
  beforeEach(() => {
    browser = fakeBrowser();
    install(browser);
  });

  it('sets the attributes and caches the appearance for the next load', () => {
    applyAppearance(DARK_PURPLE);
    expect(browser.attributes.get('data-theme')).toBe('dark');
    expect(browser.attributes.get('data-motion')).toBe('off');
    expect(readCachedAppearance()).toEqual(DARK_PURPLE);

    applyAppearance(DEFAULT_APPEARANCE);
    expect(browser.attributes.get('data-theme')).toBe('light');
    expect(browser.attributes.has('data-density')).toBe(false);
    expect(browser.attributes.has('data-motion')).toBe(false);
  });

  it("follows the system live on 'auto', and stops when another theme or the public site comes", () => {
    applyAppearance({ ...DEFAULT_APPEARANCE, theme: 'auto' });
    expect(browser.attributes.get('data-theme')).toBe('light');
    browser.setSystemDark(true);
    expect(browser.attributes.get('data-theme')).toBe('dark');

    applyAppearance({ ...DEFAULT_APPEARANCE, theme: 'light' });
    expect(browser.listeners.size).toBe(0);
    browser.setSystemDark(false);
    browser.setSystemDark(true);
    expect(browser.attributes.get('data-theme')).toBe('light');

    applyAppearance({ ...DEFAULT_APPEARANCE, theme: 'auto' });
    clearAppearance();
    expect(browser.listeners.size).toBe(0);
    expect(browser.attributes.size).toBe(0);
  });

  it('clearing keeps the cache unless told to forget it', () => {
    applyAppearance(DARK_PURPLE);
    clearAppearance();
    expect(readCachedAppearance()).toEqual(DARK_PURPLE);
    clearAppearance({ forget: true });
    expect(browser.storage.has(APPEARANCE_CACHE_KEY)).toBe(false);
    expect(readCachedAppearance()).toEqual(DEFAULT_APPEARANCE);
  });

  it('reads a broken cache as the default', () => {
    browser.storage.set(APPEARANCE_CACHE_KEY, '{"theme":');
    expect(readCachedAppearance()).toEqual(DEFAULT_APPEARANCE);
  });

  it('lets charts animate unless the setting or the system says otherwise, in the app only', () => {
    expect(chartsAnimate()).toBe(true);
    applyAppearance(DEFAULT_APPEARANCE);
    expect(chartsAnimate()).toBe(true);
    applyAppearance(DARK_PURPLE);
    expect(chartsAnimate()).toBe(false);

    const reduced = fakeBrowser({ reducedMotion: true });
    install(reduced);
    expect(chartsAnimate()).toBe(true);
    applyAppearance(DEFAULT_APPEARANCE);
    expect(chartsAnimate()).toBe(false);
  });
});

describe('public/appearance-init.js', () => {
  const caches: [string, string | null][] = [
    ['dark purple, large, compact, still', JSON.stringify(DARK_PURPLE)],
    ['the default', JSON.stringify(DEFAULT_APPEARANCE)],
    ['auto', JSON.stringify({ ...DEFAULT_APPEARANCE, theme: 'auto', color_scheme: 'orange' })],
    ['bad fields', JSON.stringify({ theme: 'dark', color_scheme: 7, font_size: 'huge' })],
  ];

  it.each(caches)('sets what applyAppearance sets: %s', (_, cached) => {
    for (const systemDark of [false, true]) {
      const early = fakeBrowser({ systemDark });
      if (cached) early.storage.set(APPEARANCE_CACHE_KEY, cached);
      const fromScript = runInitScript(early, '/app/dashboard');

      const late = fakeBrowser({ systemDark });
      install(late);
      late.storage.set(APPEARANCE_CACHE_KEY, cached ?? '');
      applyAppearance(readCachedAppearance());
      expect(fromScript).toEqual(Object.fromEntries(late.attributes));
      clearAppearance();
    }
  });

  it.each([
    ['the public site', '/', JSON.stringify(DARK_PURPLE)],
    ['an address that only starts like the app', '/applicacion', JSON.stringify(DARK_PURPLE)],
    ['no cache', '/app/dashboard', null],
    ['broken JSON', '/app/dashboard', '{"theme":"dark"'],
    ['a cache that is not an object', '/app', '"dark"'],
  ])('does nothing on %s', (_, pathname, cached) => {
    const browser = fakeBrowser();
    if (cached !== null) browser.storage.set(APPEARANCE_CACHE_KEY, cached);
    expect(runInitScript(browser, pathname)).toEqual({});
  });

  it('runs on /app itself', () => {
    const browser = fakeBrowser();
    browser.storage.set(APPEARANCE_CACHE_KEY, JSON.stringify(DARK_PURPLE));
    expect(runInitScript(browser, '/app')['data-theme']).toBe('dark');
  });
});
