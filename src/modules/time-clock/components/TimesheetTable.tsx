import { AlertTriangle, Eye } from "lucide-react";
import { formatCents } from "../../../web/lib/format.ts";
import { Badge } from "../../../web/ui/badge.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { RecordTable } from "../../../web/ui/record-table.tsx";
import { hoursText } from "../clock-text.ts";
import type { MinutesSplit, TimesheetRow, TimesheetWeek } from "../time-clock.contract.ts";

let weekdayFormat: Intl.DateTimeFormat | null = null;
/** "Mon" for a `YYYY-MM-DD` (a calendar date: read in UTC so no time zone moves it). */
const weekday = (day: string) =>
  (weekdayFormat ??= new Intl.DateTimeFormat(undefined, { weekday: "short", timeZone: "UTC" })).format(
    Date.parse(`${day}T00:00:00Z`),
  );

const dayHours = (d: MinutesSplit) => hoursText(d.straight + d.overtime + d.double);

export function TimesheetStatusBadge({ row }: { row: Pick<TimesheetRow, "status"> }) {
  return row.status === "approved" ? <Badge tone="success">Approved</Badge> : <Badge tone="neutral">Open</Badge>;
}

const flagsText = (n: number) => (n === 0 ? "None" : n === 1 ? "1 flag" : `${n} flags`);

/**
 * The week's timesheets: a table from `md` up (a column per day, then straight time, overtime, double time in
 * hours, pay for admins, status, flags and problems), a card per worker on a phone.
 */
export function TimesheetTable({
  week,
  showPay,
  busy,
  onView,
}: {
  week: TimesheetWeek;
  showPay: boolean;
  busy: boolean;
  onView: (row: TimesheetRow) => void;
}) {
  const rows = week.rows.map((row) => ({ ...row, id: row.worker.id }));
  const days = rows[0]?.days.map((d) => d.day) ?? [];
  const columns = [
    "Worker",
    ...days.map(weekday),
    "Straight",
    "Overtime",
    "Double",
    ...(showPay ? ["Pay"] : []),
    "Status",
    "Flags",
    "Problems",
  ];
  const view = (row: TimesheetRow) => (
    <Button type="button" variant="outline" size="sm" onClick={() => onView(row)}>
      <Eye aria-hidden="true" />
      View<span className="sr-only"> the timesheet of {row.worker.fullName}</span>
    </Button>
  );
  const pay = (row: TimesheetRow) => (row.payCents === null ? "—" : formatCents(row.payCents));

  return (
    <RecordTable
      label="Timesheets"
      busy={busy}
      columns={columns}
      rows={rows}
      cells={(row) => (
        <>
          <td className="px-4 py-3 font-medium">
            {row.worker.fullName}
            {row.onTheClock ? <span className="block text-xs font-normal text-brand">On the clock</span> : null}
          </td>
          {row.days.map((d) => (
            <td key={d.day} className="px-2 py-3 text-right tabular-nums">
              {dayHours(d)}
            </td>
          ))}
          <td className="px-4 py-3 text-right tabular-nums">{hoursText(row.total.straight)}</td>
          <td className="px-4 py-3 text-right tabular-nums">{hoursText(row.total.overtime)}</td>
          <td className="px-4 py-3 text-right tabular-nums">{hoursText(row.total.double)}</td>
          {showPay ? <td className="px-4 py-3 text-right tabular-nums">{pay(row)}</td> : null}
          <td className="px-4 py-3">
            <TimesheetStatusBadge row={row} />
          </td>
          <td className="px-4 py-3">{row.flagged > 0 ? <Badge tone="warning">{row.flagged}</Badge> : "0"}</td>
          <td className="px-4 py-3 text-sm text-red-800">{row.problems.join(" ") || "—"}</td>
          <td className="px-4 py-3 text-right">{view(row)}</td>
        </>
      )}
      card={(row) => (
        <Card className="space-y-3 p-4" role="article" aria-label={row.worker.fullName}>
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-semibold text-ink">
              {row.worker.fullName}
              {row.onTheClock ? <span className="block text-xs font-normal text-brand">On the clock</span> : null}
            </h3>
            <TimesheetStatusBadge row={row} />
          </div>
          <dl className="grid grid-cols-7 gap-1 text-center text-xs">
            {row.days.map((d) => (
              <div key={d.day}>
                <dt className="text-muted">{weekday(d.day)}</dt>
                <dd className="font-medium tabular-nums text-ink">{dayHours(d)}</dd>
              </div>
            ))}
          </dl>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-muted">Straight</dt>
              <dd className="font-semibold tabular-nums">{hoursText(row.total.straight)}</dd>
            </div>
            <div>
              <dt className="text-muted">Overtime</dt>
              <dd className="font-semibold tabular-nums">{hoursText(row.total.overtime)}</dd>
            </div>
            <div>
              <dt className="text-muted">Double</dt>
              <dd className="font-semibold tabular-nums">{hoursText(row.total.double)}</dd>
            </div>
            {showPay ? (
              <div>
                <dt className="text-muted">Pay</dt>
                <dd className="font-semibold tabular-nums">{pay(row)}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-muted">Flags</dt>
              <dd className="font-semibold">{flagsText(row.flagged)}</dd>
            </div>
          </dl>
          {row.problems.length > 0 ? (
            <p className="flex gap-2 text-sm text-red-800">
              <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
              {row.problems.join(" ")}
            </p>
          ) : null}
          {view(row)}
        </Card>
      )}
    />
  );
}
