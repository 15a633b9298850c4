import type { UserConfig } from '@caudal/contracts';

/**
 * The one place a saved configuration takes effect in this browser: called when the
 * configuration loads and after appearance or dashboard are saved.
 *
 * TODO: call `applyAppearance({ ...config.appearance, show_animations:
 * config.dashboard.show_animations })` from `lib/appearance.ts` once that file lands (it sets
 * the theme, colours, font size and density and caches them in localStorage).
 */
export function applySavedConfig(_config: UserConfig): void {}
