/** Calendar arithmetic on `YYYY-MM-DD` dates, for both sides (UTC days, so no daylight-saving surprises). */

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

/** The `YYYY-MM-DD` date of a day number. */
export function isoFromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return isoFromDay(dayNumber(isoDate) + days);
}

/** Inclusive length in days (a task from Monday to Monday is one day long). */
export function durationDays(startDate: string, endDate: string): number {
  return dayNumber(endDate) - dayNumber(startDate) + 1;
}

/** Today's date in UTC (`YYYY-MM-DD`): the server's "today" for a caller that does not say what today is where it is. */
export const utcToday = (now = new Date()): string => now.toISOString().slice(0, 10);

/**
 * The reporter's today as a request says it (a browser sends its own calendar's date), never after UTC's
 * tomorrow, as no time zone is further ahead; UTC's today when the request does not say.
 */
export function reporterToday(said: string | undefined, now = new Date()): string {
  const utc = utcToday(now);
  if (said === undefined) return utc;
  const latest = addDays(utc, 1);
  return said > latest ? latest : said;
}

/**
 * The latest date of something that has happened (a daily report's day, an incident): the day after the
 * reporter's `today`, a day's margin for a device whose clock or zone is off. The browser checks with its own
 * calendar's today and the server with the one the request carries (`reporterToday`), so both decide alike.
 */
export const latestHappenedDate = (today: string): string => addDays(today, 1);

export const happenedDateAllowed = (date: string, today: string): boolean => date <= latestHappenedDate(today);
