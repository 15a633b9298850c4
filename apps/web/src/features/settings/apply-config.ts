import type { UserConfig } from '@caudal/contracts';
import { applyAppearance } from '../../lib/appearance.ts';

/**
 * The one place a saved configuration takes effect in this browser: called when the
 * configuration loads and after appearance or dashboard are saved. It applies the look (theme,
 * colours, font size, density, animations) and caches it, so the next load paints it before the
 * app's code runs (public/appearance-init.js).
 */
export function applySavedConfig(config: UserConfig): void {
  applyAppearance({ ...config.appearance, show_animations: config.dashboard.show_animations });
}
