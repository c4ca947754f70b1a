import { memo } from "react";
import { cn } from "../../../web/ui/cn.ts";
import { addDays } from "../../../shared/calendar.ts";
import { addMonths, isWeekend, weekdayIndex, type GanttView } from "../gantt-view.ts";

export const HEADER_HEIGHT = 48;

const monthName = new Intl.DateTimeFormat(undefined, { month: "short", year: "numeric", timeZone: "UTC" });
const weekdayName = new Intl.DateTimeFormat(undefined, { weekday: "narrow", timeZone: "UTC" });
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The timeline's heading (decorative; the table's column header names the window): month names, then a cell per
 * day with its weekday and number (weekends shaded), or, at quarter zoom, the Monday of each week.
 */
export const DayHeader = memo(function DayHeader({
  view,
  columnPx,
  today,
}: {
  view: GanttView;
  columnPx: number;
  today: string;
}) {
  const days = Array.from({ length: view.days }, (_, i) => addDays(view.from, i));
  const months: { start: number; label: string }[] = [];
  for (let i = 0; i < days.length;) {
    const day = days[i] ?? view.from;
    months.push({ start: i, label: monthName.format(asDate(day)) });
    const next = addMonths(day, 1);
    while (i < days.length && (days[i] ?? next) < next) i++;
  }
  const quarter = view.zoom === "quarter";
  return (
    <div
      aria-hidden="true"
      className="relative select-none text-xs text-slate-600"
      style={{ width: view.days * columnPx, height: HEADER_HEIGHT }}
    >
      {months.map((m) => (
        <span
          key={m.start}
          className="absolute top-0 h-5 truncate border-l border-border px-1 font-medium leading-5 text-ink"
          style={{ left: m.start * columnPx }}
        >
          {m.label}
        </span>
      ))}
      {days.map((day, i) => {
        if (quarter && weekdayIndex(day) !== 0) return null;
        const isToday = day === today;
        return (
          <span
            key={day}
            className={cn(
              "tabular absolute bottom-0 flex h-7 flex-col justify-center overflow-visible whitespace-nowrap leading-3",
              quarter ? "items-start border-l border-border pl-1" : "items-center",
              !quarter && isWeekend(day) && "bg-[#eef2f7]",
              isToday && "font-bold text-brand",
            )}
            style={{ left: i * columnPx, width: quarter ? columnPx * 7 : columnPx }}
          >
            {quarter ? null : <span className="text-[10px]">{weekdayName.format(asDate(day))}</span>}
            <span>{Number(day.slice(8, 10))}</span>
          </span>
        );
      })}
    </div>
  );
});
