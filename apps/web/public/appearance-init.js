// Applies the signed-in app's cached appearance before the first paint (no flash of the wrong
// theme). A classic blocking script because the CSP allows no inline one. Mirrors
// src/lib/appearance.ts (appearanceAttributes); appearance.test.ts checks they agree.
(() => {
  try {
    const path = location.pathname;
    if (path !== '/app' && !path.startsWith('/app/')) return;
    const a = JSON.parse(localStorage.getItem('caudal_appearance') || 'null');
    if (!a || typeof a !== 'object') return;
    const html = document.documentElement;
    const dark =
      a.theme === 'dark' ||
      (a.theme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
    const oneOf = (options, value) => (options.includes(value) ? value : options[0]);
    html.setAttribute('data-theme', dark ? 'dark' : 'light');
    html.setAttribute('data-scheme', oneOf(['green', 'blue', 'purple', 'orange'], a.color_scheme));
    html.setAttribute('data-font-size', oneOf(['medium', 'small', 'large'], a.font_size));
    if (a.compact_mode === true) html.setAttribute('data-density', 'compact');
    if (a.show_animations === false) html.setAttribute('data-motion', 'off');
  } catch {
    // A broken cache or no storage: the default look, which the app corrects once it mounts.
  }
})();
