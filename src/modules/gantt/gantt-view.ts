import { addDays, dayNumber, isoFromDay } from "../../shared/calendar.ts";

/** The timeline's window: which days are shown, kept in the URL (?zoom=, ?month=YYYY-MM, ?week=YYYY-MM-DD). */

export const ZOOMS = ["two-week", "month", "quarter"] as const;
export type Zoom = (typeof ZOOMS)[number];
export const DEFAULT_ZOOM: Zoom = "month";
export const ZOOM_LABELS: Record<Zoom, string> = { "two-week": "2 weeks", month: "Month", quarter: "Quarter" };

export type GanttView = {
  zoom: Zoom;
  /** First and last day shown (inclusive, `YYYY-MM-DD`). */
  from: string;
  to: string;
  days: number;
};

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The first day of the month `months` after the month of `iso` (negative goes back). */
export function addMonths(iso: string, months: number): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${String(y).padStart(4, "0")}-${String(m + 1).padStart(2, "0")}-01`;
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(iso: string): number {
  // 1970-01-01 was a Thursday (index 3).
  return (((dayNumber(iso) + 3) % 7) + 7) % 7;
}

export const isWeekend = (iso: string): boolean => weekdayIndex(iso) >= 5;

/** The window a zoom level shows around `anchor`: its month, its calendar quarter, or two weeks from its Monday. */
export function viewAt(zoom: Zoom, anchor: string): GanttView {
  let from: string;
  let to: string;
  if (zoom === "two-week") {
    from = addDays(anchor, -weekdayIndex(anchor));
    to = addDays(from, 13);
  } else if (zoom === "quarter") {
    const month = Number(anchor.slice(5, 7)) - 1;
    from = addMonths(anchor, -(month % 3));
    to = addDays(addMonths(from, 3), -1);
  } else {
    from = addMonths(anchor, 0);
    to = addDays(addMonths(from, 1), -1);
  }
  return { zoom, from, to, days: dayNumber(to) - dayNumber(from) + 1 };
}

function validDate(value: string | null): value is string {
  return value !== null && DATE_RE.test(value) && isoFromDay(dayNumber(value)) === value;
}

/** The view a URL asks for; anything missing or malformed falls back to the window around today. */
export function viewFromParams(params: URLSearchParams, today: string): GanttView {
  const zoomParam = params.get("zoom");
  const zoom: Zoom = (ZOOMS as readonly string[]).includes(zoomParam ?? "") ? (zoomParam as Zoom) : DEFAULT_ZOOM;
  if (zoom === "two-week") {
    const week = params.get("week");
    return viewAt(zoom, validDate(week) ? week : today);
  }
  const month = params.get("month");
  return viewAt(zoom, month && MONTH_RE.test(month) ? `${month}-01` : today);
}

/** Writes the view into the URL's parameters (others, like ?project=, are kept). The default zoom is left out. */
export function writeViewParams(params: URLSearchParams, view: GanttView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.zoom === DEFAULT_ZOOM) next.delete("zoom");
  else next.set("zoom", view.zoom);
  if (view.zoom === "two-week") {
    next.set("week", view.from);
    next.delete("month");
  } else {
    next.set("month", view.from.slice(0, 7));
    next.delete("week");
  }
  return next;
}

/** The previous (-1) or next (+1) window at the same zoom. */
export function shiftView(view: GanttView, direction: -1 | 1): GanttView {
  if (view.zoom === "two-week") return viewAt(view.zoom, addDays(view.from, 14 * direction));
  return viewAt(view.zoom, addMonths(view.from, (view.zoom === "quarter" ? 3 : 1) * direction));
}

export const viewContains = (view: Pick<GanttView, "from" | "to">, iso: string): boolean =>
  iso >= view.from && iso <= view.to;

/** Another zoom around the same place: today if the current window shows it, else the window's first day. */
export function zoomView(view: GanttView, zoom: Zoom, today: string): GanttView {
  return viewAt(zoom, viewContains(view, today) ? today : view.from);
}

/** Whether a task's dates overlap the window (tasks outside it are hidden). */
export const overlaps = (task: { startDate: string; endDate: string }, view: Pick<GanttView, "from" | "to">): boolean =>
  task.startDate <= view.to && task.endDate >= view.from;

/** Formatters are costly to create (a scroll frame that made a few took milliseconds): one per locale and style, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function utcFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    formatters.set(key, format);
  }
  return format;
}
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "May 4, 2026" in the user's locale. */
export function formatDay(iso: string, locale?: string): string {
  return utcFormat(locale, { dateStyle: "medium" }).format(asDate(iso));
}

/** The window's heading: "May 2026", "Q2 2026 (Apr – Jun)", or "May 4 – 17, 2026". */
export function viewTitle(view: GanttView, locale?: string): string {
  if (view.zoom === "month") return utcFormat(locale, { month: "long", year: "numeric" }).format(asDate(view.from));
  if (view.zoom === "quarter") {
    const quarter = Math.floor((Number(view.from.slice(5, 7)) - 1) / 3) + 1;
    const range = utcFormat(locale, { month: "short" }).formatRange(asDate(view.from), asDate(view.to));
    return `Q${quarter} ${view.from.slice(0, 4)} (${range})`;
  }
  return utcFormat(locale, { month: "short", day: "numeric", year: "numeric" }).formatRange(
    asDate(view.from),
    asDate(view.to),
  );
}
