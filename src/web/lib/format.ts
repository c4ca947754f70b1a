/**
 * How every screen shows money and calendar dates: USD with 2 decimals, dates in the user's locale.
 *
 * Each formatter is made at its first use, not when this file loads: a page's first Intl formatter costs the
 * browser 30–65 ms (its locale data), 4× that on a slow phone, and a page that formats nothing (signing in)
 * should not pay it while its code starts.
 */

function madeOnce<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const money = madeOnce(
  () =>
    new Intl.NumberFormat(undefined, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
// Calendar dates carry no time of day: format them in UTC so no time zone shifts them by a day.
const calendarDate = madeOnce(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }));
const shortDate = madeOnce(
  () => new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" }),
);

export function formatMoney(amount: number): string {
  return money().format(amount);
}

/** Whole cents as money (decision 23): "$1,250.50". */
export const formatCents = (cents: number): string => formatMoney(cents / 100);

/** Whole cents as a money field shows them for editing: "1250.50". */
export const centsText = (cents: number): string => (cents / 100).toFixed(2);

const dateTime = madeOnce(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }));
const timestampDay = madeOnce(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }));

/** An ISO timestamp in the user's locale and time zone, e.g. "Mar 1, 2026, 2:05 PM". */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime().format(time);
}

/** The day of an ISO timestamp in the user's time zone, e.g. "Mar 1, 2026". */
export function formatTimestampDay(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : timestampDay().format(time);
}

/** `YYYY-MM-DD` as the user reads dates, e.g. "Mar 1, 2026". */
export function formatDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : calendarDate().format(time);
}

/** `YYYY-MM-DD` without the year, e.g. "Mar 1". */
export function formatShortDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : shortDate().format(time);
}

/** "Mar 1, 2026 – Sep 30, 2026". */
export function formatDateRange(startDate: string, endDate: string): string {
  return `${formatDate(startDate)} – ${formatDate(endDate)}`;
}

/** Today in the user's own calendar, as `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
