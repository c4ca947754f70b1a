import { CheckCircle2, Pencil, Plus, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import type { PersonRef } from "../../../shared/contracts/common.ts";
import { toastFailure } from "../../../web/lib/failure-toast.ts";
import { formatCents, formatDate, formatDateRange, formatDateTime, localToday } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { DetailsSection, RecordDetailsDialog } from "../../../web/ui/record-details-dialog.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { hoursText } from "../clock-text.ts";
import { PUNCH_KIND_LABELS, TIME_CLOCK_MSG, TIMESHEET_EVENT_LABELS } from "../time-clock.constants.ts";
import type { Punch, Timesheet, TimesheetRow } from "../time-clock.contract.ts";
import { useApproveWeek, useRemovePunch, useReopenWeek, useTimesheet } from "../time-clock-api.ts";
import { PunchCorrectionDialog } from "./PunchCorrectionDialog.tsx";
import { PunchFlags } from "./PunchFlags.tsx";
import { ReasonDialog } from "./ReasonDialog.tsx";
import { TimesheetStatusBadge } from "./TimesheetTable.tsx";

type Action = { kind: "add" } | { kind: "edit"; punch: Punch } | { kind: "remove"; punch: Punch } | { kind: "reopen" };

/** What keeps a week from approval that the screen can tell: its punches' problems, and a shift still open. */
const blockersOf = (row: TimesheetRow): string[] => [
  ...row.problems,
  ...(row.onTheClock ? ["Still clocked in: add the clock-out."] : []),
];

const hours = (s: { straight: number; overtime: number; double: number }) =>
  `${hoursText(s.straight)} straight · ${hoursText(s.overtime)} overtime · ${hoursText(s.double)} double`;

/**
 * One worker's week in full (read afresh on opening): its totals and problems, the punches with where each stood
 * against the geofence, the work by day, site and cost code, and the history of corrections and approvals. An
 * admin adds, changes and removes punches with a reason, approves the ended week, and reopens an approved one.
 */
export function TimesheetDialog({
  worker,
  weekStart,
  isAdmin,
  onClose,
}: {
  worker: PersonRef;
  weekStart: string;
  isAdmin: boolean;
  onClose: () => void;
}) {
  const sheet = useTimesheet(worker.id, weekStart);
  const approve = useApproveWeek();
  const reopen = useReopenWeek();
  const remove = useRemovePunch();
  const [action, setAction] = useState<Action | null>(null);
  const [refusal, setRefusal] = useState("");
  const row = sheet.data?.row;
  const approved = row?.status === "approved";
  const problems = row ? blockersOf(row) : [];

  function approveWeek() {
    setRefusal("");
    approve.mutate(
      { userId: worker.id, input: { week: weekStart, today: localToday() } },
      {
        onSuccess: () => toast.success("Week approved.", `${worker.fullName}'s hours are locked.`),
        onError: (err) => {
          setRefusal(err.message);
          toastFailure("Could not approve the week", err);
        },
      },
    );
  }

  const footer = (
    <>
      {isAdmin && row ? (
        <>
          <Button type="button" variant="outline" disabled={approved} onClick={() => setAction({ kind: "add" })}>
            <Plus aria-hidden="true" />
            Add Punch
          </Button>
          {approved ? (
            <Button type="button" variant="outline" onClick={() => setAction({ kind: "reopen" })}>
              <RotateCcw aria-hidden="true" />
              Reopen
            </Button>
          ) : (
            <Button
              type="button"
              disabled={problems.length > 0 || approve.isPending}
              aria-busy={approve.isPending || undefined}
              aria-describedby={problems.length > 0 ? "timesheet-problems" : undefined}
              onClick={approveWeek}
            >
              <CheckCircle2 aria-hidden="true" />
              {approve.isPending ? "Approving…" : "Approve Week"}
            </Button>
          )}
        </>
      ) : null}
      <Button type="button" variant="outline" onClick={onClose} data-dialog-close="">
        Close
      </Button>
    </>
  );

  return (
    <>
      <RecordDetailsDialog
        query={sheet}
        name="timesheet"
        title={worker.fullName}
        description={`Timesheet for ${formatDateRange(weekStart, sheet.data?.weekEnd ?? weekStart)}`}
        footer={footer}
        onClose={onClose}
      >
        {(data) => (
          <SheetBody
            sheet={data}
            canEdit={isAdmin && data.row.status !== "approved"}
            refusal={refusal}
            onEdit={(punch) => setAction({ kind: "edit", punch })}
            onRemove={(punch) => setAction({ kind: "remove", punch })}
          />
        )}
      </RecordDetailsDialog>
      {action?.kind === "add" ? <PunchCorrectionDialog worker={worker} onClose={() => setAction(null)} /> : null}
      {action?.kind === "edit" ? (
        <PunchCorrectionDialog worker={worker} punch={action.punch} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === "remove" ? (
        <ReasonDialog
          title="Remove Punch"
          description={`${PUNCH_KIND_LABELS[action.punch.kind]} at ${formatDateTime(action.punch.at)}. Say why; the history keeps it.`}
          submitLabel="Remove Punch"
          busyLabel="Removing…"
          busy={remove.isPending}
          onClose={() => setAction(null)}
          onSubmit={(reason, failed) =>
            remove.mutate(
              { id: action.punch.id, reason },
              {
                onSuccess: () => {
                  toast.success("Punch removed.");
                  setAction(null);
                },
                onError: (err) => {
                  failed(err);
                  toastFailure("Could not remove the punch", err);
                },
              },
            )
          }
        />
      ) : null}
      {action?.kind === "reopen" ? (
        <ReasonDialog
          title="Reopen Week"
          description="Its hours can be corrected again, and its labour cost is withdrawn until it is approved again."
          submitLabel="Reopen Week"
          busyLabel="Reopening…"
          busy={reopen.isPending}
          onClose={() => setAction(null)}
          onSubmit={(reason, failed) =>
            reopen.mutate(
              { userId: worker.id, input: { week: weekStart, reason } },
              {
                onSuccess: () => {
                  toast.success("Week reopened.");
                  setAction(null);
                },
                onError: (err) => {
                  failed(err);
                  toastFailure("Could not reopen the week", err);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}

function SheetBody({
  sheet,
  canEdit,
  refusal,
  onEdit,
  onRemove,
}: {
  sheet: Timesheet;
  canEdit: boolean;
  refusal: string;
  onEdit: (punch: Punch) => void;
  onRemove: (punch: Punch) => void;
}) {
  const { row } = sheet;
  return (
    <>
      <div className="space-y-2">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <TimesheetStatusBadge row={row} />
          {row.approvedAt ? <span className="text-slate-700">Approved {formatDateTime(row.approvedAt)}</span> : null}
        </p>
        <p className="text-base font-semibold tabular-nums text-ink">{hours(row.total)}</p>
        {row.payCents !== null ? (
          <p className="text-sm text-slate-700">
            Pay {formatCents(row.payCents)}
            {sheet.hourlyRateCents !== null ? ` at ${formatCents(sheet.hourlyRateCents)} an hour` : ""}
          </p>
        ) : null}
        {blockersOf(row).length > 0 ? (
          <div id="timesheet-problems" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            <p className="font-medium">{TIME_CLOCK_MSG.punchProblems}</p>
            <ul className="list-disc pl-5">
              {blockersOf(row).map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {refusal ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {refusal}
          </p>
        ) : null}
      </div>

      <DetailsSection id="timesheet-punches" title="Punches">
        {sheet.punches.length === 0 ? (
          <p className="text-sm text-slate-700">No punches this week.</p>
        ) : (
          <ul aria-label="Punches" className="divide-y divide-border rounded-md border border-border">
            {sheet.punches.map((p) => (
              <li key={p.id} className="space-y-1 px-3 py-2 text-sm">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium tabular-nums">{formatDateTime(p.at)}</span>
                  <span className="font-semibold">{PUNCH_KIND_LABELS[p.kind]}</span>
                  {p.site ? <span className="text-slate-700">{p.site.name}</span> : null}
                  {p.costCode ? (
                    <span className="text-slate-700">
                      {p.costCode.code} {p.costCode.name}
                    </span>
                  ) : null}
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <PunchFlags punch={p} distance fenceless />
                  {canEdit ? (
                    <span className="flex gap-1">
                      <Button type="button" variant="outline" size="sm" onClick={() => onEdit(p)}>
                        <Pencil aria-hidden="true" />
                        Edit
                        <span className="sr-only">
                          {" "}
                          {PUNCH_KIND_LABELS[p.kind]} at {formatDateTime(p.at)}
                        </span>
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="text-destructive hover:bg-red-50"
                        onClick={() => onRemove(p)}
                      >
                        <Trash2 aria-hidden="true" />
                        Remove
                        <span className="sr-only">
                          {" "}
                          {PUNCH_KIND_LABELS[p.kind]} at {formatDateTime(p.at)}
                        </span>
                      </Button>
                    </span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </DetailsSection>

      <DetailsSection id="timesheet-lines" title="Work by Day, Site and Cost Code">
        {sheet.lines.length === 0 ? (
          <p className="text-sm text-slate-700">No hours worked this week.</p>
        ) : (
          <ul aria-label="Work lines" className="divide-y divide-border rounded-md border border-border">
            {sheet.lines.map((l) => (
              <li key={`${l.day}-${l.site?.id ?? ""}-${l.costCode?.id ?? ""}`} className="px-3 py-2 text-sm">
                <p className="font-medium">
                  {formatDate(l.day)} · {l.site?.name ?? "No site"}
                  {l.costCode ? ` · ${l.costCode.code} ${l.costCode.name}` : ""}
                </p>
                <p className="tabular-nums text-slate-700">
                  {hours(l)}
                  {l.payCents !== null ? ` · ${formatCents(l.payCents)}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </DetailsSection>

      <DetailsSection id="timesheet-history" title="History">
        {sheet.history.length === 0 ? (
          <p className="text-sm text-slate-700">No corrections or approvals yet.</p>
        ) : (
          <ol aria-label="History" className="space-y-2 text-sm">
            {sheet.history.map((e) => (
              <li key={e.id}>
                <span className="font-medium">{TIMESHEET_EVENT_LABELS[e.action]}</span>
                {e.by ? ` by ${e.by.fullName}` : ""}, {formatDateTime(e.at)}
                {e.reason ? <span className="block text-slate-700">Reason: {e.reason}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </DetailsSection>
    </>
  );
}
