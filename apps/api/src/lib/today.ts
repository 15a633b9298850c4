const MEXICO_CITY_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date (`YYYY-MM-DD`) in America/Mexico_City: "today" for every period and month. */
export function todayInMexicoCity(now: Date = new Date()): string {
  return MEXICO_CITY_DAY.format(now);
}
