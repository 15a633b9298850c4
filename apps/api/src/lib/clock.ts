const MEXICO_CITY_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// The last day computed and the UTC minute it was computed for: offsets change only on a
// minute boundary, so within one minute the day is the same (formatting costs microseconds on
// every signed-in read).
let lastDay = { minute: Number.NaN, day: '' };

/** Today's date (`YYYY-MM-DD`) in America/Mexico_City: "today" for every period and month. */
export function todayInMexicoCity(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: MEXICO_CITY_DAY.format(now) };
  return lastDay.day;
}

/**
 * Where services and jobs read the time. The app gets the system clock; a test passes a fixed
 * one, so "today" (a period's end, a month's projection, a sandbox's age) is what the test says.
 */
export type Clock = {
  now: () => Date;
  /** `YYYY-MM-DD` in America/Mexico_City. */
  today: () => string;
};

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => todayInMexicoCity(),
};

/** A clock stopped at `instant` (an ISO timestamp or a Date). */
export function fixedClock(instant: string | Date): Clock {
  const at = new Date(instant);
  return { now: () => new Date(at), today: () => todayInMexicoCity(at) };
}
