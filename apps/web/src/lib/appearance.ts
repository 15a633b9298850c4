/**
 * The signed-in app's appearance (issue 20): theme, colour scheme, font size, compact mode and
 * animations, applied as attributes on <html> that index.css styles. Only /app carries them; the
 * public site keeps the default look. public/appearance-init.js applies the cached copy before
 * the first paint and must agree with `appearanceAttributes` (appearance.test.ts runs both).
 */

import type { AppearanceSettings } from '@caudal/contracts';

// The contracts' values, repeated because this file is in the public site's first load, which
// carries no zod; `satisfies` keeps them the contracts' (a type-only import costs no bytes).
export const THEMES = [
  'light',
  'dark',
  'auto',
] as const satisfies readonly AppearanceSettings['theme'][];
export const COLOR_SCHEMES = [
  'green',
  'blue',
  'purple',
  'orange',
] as const satisfies readonly AppearanceSettings['color_scheme'][];
export const FONT_SIZES = [
  'small',
  'medium',
  'large',
] as const satisfies readonly AppearanceSettings['font_size'][];

export type Theme = (typeof THEMES)[number];
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export type FontSize = (typeof FONT_SIZES)[number];

/** The user config's `appearance` plus `dashboard.show_animations`, in the spec's names. */
export type Appearance = AppearanceSettings & { show_animations: boolean };

export const DEFAULT_APPEARANCE: Appearance = {
  theme: 'light',
  color_scheme: 'green',
  font_size: 'medium',
  compact_mode: false,
  show_animations: true,
};

/** The localStorage key of the cached appearance (JSON of the five fields). */
export const APPEARANCE_CACHE_KEY = 'caudal_appearance';

const ATTRIBUTES = ['data-theme', 'data-scheme', 'data-font-size', 'data-density', 'data-motion'];
export type AppearanceAttributes = Record<string, string | null>;

const DARK_QUERY = '(prefers-color-scheme: dark)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** Any value (a parsed cache, a settings response) as an Appearance: each bad field defaulted. */
export function parseAppearance(value: unknown): Appearance {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const d = DEFAULT_APPEARANCE;
  return {
    theme: oneOf(THEMES, v.theme, d.theme),
    color_scheme: oneOf(COLOR_SCHEMES, v.color_scheme, d.color_scheme),
    font_size: oneOf(FONT_SIZES, v.font_size, d.font_size),
    compact_mode: typeof v.compact_mode === 'boolean' ? v.compact_mode : d.compact_mode,
    show_animations: typeof v.show_animations === 'boolean' ? v.show_animations : d.show_animations,
  };
}

/** The attributes <html> gets for an appearance (null: removed); 'auto' resolved by `systemDark`. */
export function appearanceAttributes(a: Appearance, systemDark: boolean): AppearanceAttributes {
  const dark = a.theme === 'dark' || (a.theme === 'auto' && systemDark);
  return {
    'data-theme': dark ? 'dark' : 'light',
    'data-scheme': a.color_scheme,
    'data-font-size': a.font_size,
    'data-density': a.compact_mode ? 'compact' : null,
    'data-motion': a.show_animations ? null : 'off',
  };
}

/** The cached appearance, or the default when there is none or it does not parse. */
export function readCachedAppearance(): Appearance {
  try {
    const raw = globalThis.localStorage?.getItem(APPEARANCE_CACHE_KEY);
    return raw ? parseAppearance(JSON.parse(raw)) : DEFAULT_APPEARANCE;
  } catch {
    return DEFAULT_APPEARANCE;
  }
}

function setAttributes(attributes: AppearanceAttributes) {
  const html = document.documentElement;
  for (const name of ATTRIBUTES) {
    const value = attributes[name];
    if (value == null) html.removeAttribute(name);
    else html.setAttribute(name, value);
  }
}

const media = (query: string) =>
  typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(query) : undefined;

// The listener that keeps 'auto' in step with the system while it is applied.
let stopFollowingSystem: (() => void) | undefined;

/**
 * Applies an appearance to <html> (the signed-in app) and caches it for the next load's
 * appearance-init.js. 'auto' follows the system's colour scheme live until the next apply or
 * clear.
 */
export function applyAppearance(a: Appearance): void {
  stopFollowingSystem?.();
  stopFollowingSystem = undefined;
  const dark = media(DARK_QUERY);
  setAttributes(appearanceAttributes(a, dark?.matches ?? false));
  if (a.theme === 'auto' && dark) {
    const follow = () => setAttributes(appearanceAttributes(a, dark.matches));
    dark.addEventListener('change', follow);
    stopFollowingSystem = () => dark.removeEventListener('change', follow);
  }
  try {
    globalThis.localStorage?.setItem(APPEARANCE_CACHE_KEY, JSON.stringify(a));
  } catch {
    // Storage full or blocked: the look still applies, only the next load may flash.
  }
}

/**
 * Back to the default look (the public site). The cache is kept, so the next visit to /app paints
 * in the user's appearance at once; `forget` removes it too (signing out on a shared device).
 */
export function clearAppearance({ forget = false }: { forget?: boolean } = {}): void {
  stopFollowingSystem?.();
  stopFollowingSystem = undefined;
  for (const name of ATTRIBUTES) document.documentElement.removeAttribute(name);
  if (forget) {
    try {
      globalThis.localStorage?.removeItem(APPEARANCE_CACHE_KEY);
    } catch {
      // Nothing to forget where there is no storage.
    }
  }
}

/** Whether the app's charts may animate: the setting is on and the system asks for no less motion. */
export function chartsAnimate(): boolean {
  if (typeof document === 'undefined') return true;
  const html = document.documentElement;
  // Outside the app (the public demo) charts animate as they always have.
  if (!html.hasAttribute('data-theme')) return true;
  if (html.getAttribute('data-motion') === 'off') return false;
  return !(media(REDUCED_MOTION_QUERY)?.matches ?? false);
}
