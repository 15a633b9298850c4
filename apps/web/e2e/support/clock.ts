import type { Page } from 'playwright-core';

/**
 * The moment the browser's clock is pinned to for the sample figures: noon of Monday
 * 16 March 2026 in Mexico City (UTC−6 all year since 2022), so the app's today
 * (`todayInMexicoCity`) is PINNED_DAY whatever the machine's clock and time zone.
 */
export const PINNED_NOW = new Date('2026-03-16T12:00:00-06:00');
export const PINNED_DAY = '2026-03-16';

/** Installs Playwright's clock at PINNED_NOW; time flows as usual until `pauseClock`. */
export async function pinClock(page: Page) {
  await page.clock.install({ time: PINNED_NOW });
}

/** 12:01:00.000 in Mexico City: where `pauseClock` stops a pinned clock. */
export const PAUSED_AT = new Date(PINNED_NOW.getTime() + 60_000);

/**
 * Stops the page's clock (at PAUSED_AT when pinned, else a second from its now): from then on
 * its timers fire only when the test moves time with `page.clock.runFor`.
 */
export async function pauseClock(page: Page, at?: Date) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(at ?? new Date(now + 1_000));
}

/**
 * Moves a paused (or running) clock forward `stepMs` at a time until `done` holds: waits that
 * the app measures in its own timers (retries, backoff) pass at once instead of in real time.
 */
export async function advanceUntil(
  page: Page,
  done: () => Promise<boolean> | boolean,
  { stepMs = 250, maxMs = 30_000 } = {},
) {
  for (let elapsed = 0; !(await done()); elapsed += stepMs) {
    if (elapsed > maxMs) throw new Error(`Nada cambió tras ${maxMs} ms del reloj de la página`);
    await page.clock.runFor(stepMs);
  }
}
