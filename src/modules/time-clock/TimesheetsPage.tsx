import { CalendarClock, ChevronLeft, ChevronRight, FileDown, FileText, Settings } from "lucide-react";
import { canManage } from "../../shared/roles.ts";
import { formatDateRange } from "../../web/lib/format.ts";
import { lazyDialog } from "../../web/lib/lazy-dialog.tsx";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { useSession } from "../../web/lib/session.tsx";
import { useUrlFilters } from "../../web/lib/use-url-filters.ts";
import { Button } from "../../web/ui/button.tsx";
import { Input, Label } from "../../web/ui/input.tsx";
import { ListMessage } from "../../web/ui/list-message.tsx";
import { ListSkeleton } from "../../web/ui/list-states.tsx";
import { LoadError } from "../../web/ui/load-error.tsx";
import { otherWeek, readWeek } from "./clock-text.ts";
import { TIME_CLOCK_MSG } from "./time-clock.constants.ts";
import type { TimesheetRow } from "./time-clock.contract.ts";
import { useTimesheetWeek } from "./time-clock-api.ts";
import { TimeClockHeader } from "./components/TimeClockHeader.tsx";
import { TimesheetTable } from "./components/TimesheetTable.tsx";

const TimesheetDialog = lazyDialog(() => import("./components/TimesheetDialog.tsx"), "TimesheetDialog");
const TimeClockSettingsDialog = lazyDialog(
  () => import("./components/TimeClockSettingsDialog.tsx"),
  "TimeClockSettingsDialog",
);
const PayrollCsvDialog = lazyDialog(() => import("./components/PayrollCsvDialog.tsx"), "PayrollCsvDialog");
const CertifiedPayrollDialog = lazyDialog(
  () => import("./components/CertifiedPayrollDialog.tsx"),
  "CertifiedPayrollDialog",
);

type DialogState =
  { kind: "sheet"; row: TimesheetRow } | { kind: "settings" } | { kind: "payroll" } | { kind: "certified" };

/**
 * /dashboard/time-clock/timesheets (issue 31): a week's timesheets, the week in the address (`?week=`): each
 * worker's hours per day, straight time, overtime and double time, pay (admins), status and flags; one worker's
 * week in full in a dialog, where an admin corrects punches, approves or reopens. A member sees their own week.
 * Admins also set the time clock's rules and download payroll (CSV) and certified payroll (WH-347).
 */
export function TimesheetsPage() {
  useDocumentTitle("Timesheets");
  const { session } = useSession();
  const role = session?.organization?.role;
  const isAdmin = role !== undefined && canManage(role);
  const [{ week }, setFilters] = useUrlFilters(readWeek);
  const sheets = useTimesheetWeek(week);
  const dialog = useDialogState<DialogState>();
  const weekStart = sheets.data?.weekStart ?? week;
  const rows = sheets.data?.rows ?? [];

  const actions = isAdmin ? (
    <>
      <Button type="button" variant="outline" onClick={() => dialog.open({ kind: "settings" })}>
        <Settings aria-hidden="true" />
        Time Clock Settings
      </Button>
      <Button type="button" variant="outline" onClick={() => dialog.open({ kind: "payroll" })}>
        <FileDown aria-hidden="true" />
        Payroll CSV
      </Button>
      <Button type="button" variant="outline" onClick={() => dialog.open({ kind: "certified" })}>
        <FileText aria-hidden="true" />
        Certified Payroll (WH-347)
      </Button>
    </>
  ) : null;

  return (
    <div className="space-y-6">
      <TimeClockHeader actions={actions} />
      <div className="flex flex-wrap items-end gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Previous week"
          disabled={!weekStart}
          onClick={() => setFilters({ week: otherWeek(weekStart, -1) })}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <div className="space-y-1.5">
          <Label htmlFor="timesheet-week">Week of</Label>
          <Input
            id="timesheet-week"
            type="date"
            className="w-44"
            value={weekStart}
            onChange={(e) => setFilters({ week: readWeek(new URLSearchParams({ week: e.target.value })).week })}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Next week"
          disabled={!weekStart}
          onClick={() => setFilters({ week: otherWeek(weekStart, 1) })}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        {sheets.data ? (
          <p className="min-h-10 w-full pt-1 text-base font-semibold text-ink sm:w-auto sm:pl-2 sm:pt-2">
            {formatDateRange(sheets.data.weekStart, sheets.data.weekEnd)}
          </p>
        ) : null}
      </div>
      {sheets.data ? (
        rows.length === 0 ? (
          <ListMessage icon={<CalendarClock />} title="No hours this week">
            {isAdmin
              ? "When your team clocks in and out, their hours show here by day, with overtime."
              : "When you clock in and out, your hours show here by day, with overtime."}
          </ListMessage>
        ) : (
          <TimesheetTable
            week={sheets.data}
            showPay={isAdmin}
            busy={sheets.isFetching}
            onView={(row) => dialog.open({ kind: "sheet", row })}
          />
        )
      ) : sheets.isError ? (
        <LoadError
          title={TIME_CLOCK_MSG.fetchError}
          message={sheets.error.message}
          retrying={sheets.isFetching}
          onRetry={() => void sheets.refetch()}
        />
      ) : (
        <ListSkeleton label="Loading timesheets" />
      )}
      {dialog.state?.kind === "sheet" && sheets.data ? (
        <TimesheetDialog
          worker={dialog.state.row.worker}
          weekStart={sheets.data.weekStart}
          isAdmin={isAdmin}
          onClose={dialog.close}
        />
      ) : null}
      {dialog.state?.kind === "settings" ? <TimeClockSettingsDialog onClose={dialog.close} /> : null}
      {dialog.state?.kind === "payroll" && sheets.data ? (
        <PayrollCsvDialog from={sheets.data.weekStart} to={sheets.data.weekEnd} onClose={dialog.close} />
      ) : null}
      {dialog.state?.kind === "certified" && sheets.data ? (
        <CertifiedPayrollDialog week={sheets.data.weekStart} onClose={dialog.close} />
      ) : null}
    </div>
  );
}
