import { useState } from "react";
import { formatDateTime } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { DeleteButton } from "../../../web/ui/delete-button.tsx";
import { DetailItem } from "../../../web/ui/detail-item.tsx";
import { DetailsPhotos } from "../../../web/photos/photo-thumbnails.tsx";
import { DetailsSection, orNone, RecordDetailsDialog } from "../../../web/ui/record-details-dialog.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { DailyReport, Issue } from "../field.contract.ts";
import { ISSUE_TYPE_LABELS } from "../field.constants.ts";
import { byPriority } from "../field.rules.ts";
import { useDailyReport, useResolveIssue } from "../field-api.ts";
import { reportTitle, weatherText } from "./field-format.ts";

function IssueItem({ report, issue, canWrite }: { report: DailyReport; issue: Issue; canWrite: boolean }) {
  const resolve = useResolveIssue();
  const label = `${ISSUE_TYPE_LABELS[issue.type]}: ${issue.description}`;
  // Shown ticked at once, in the same render as the tap, while the change is on its way (put back if the server
  // refuses; once it answers, the report it sends back says).
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const shown = optimistic ?? issue.resolved;
  const toggle = (resolved: boolean) => {
    setOptimistic(resolved);
    resolve.mutate(
      { reportId: report.id, issueId: issue.id, resolved },
      {
        onSuccess: () => toast.success(resolved ? "Issue marked resolved" : "Issue reopened"),
        onError: (err) => toast.error("Could not change the issue", err.message),
        onSettled: () => setOptimistic(null),
      },
    );
  };
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3">
      <StatusBadge set="issuePriority" status={issue.priority} />
      <p
        className={
          shown
            ? "min-w-0 flex-1 break-words text-sm text-muted line-through"
            : "min-w-0 flex-1 break-words text-sm text-ink"
        }
      >
        {label}
      </p>
      {canWrite ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={shown}
            disabled={resolve.isPending}
            aria-label={`Resolved: ${label}`}
            onChange={(e) => toggle(e.target.checked)}
          />
          Resolved
        </label>
      ) : (
        <span className="text-sm text-slate-700">{issue.resolved ? "Resolved" : "Open"}</span>
      )}
    </li>
  );
}

/** A daily report: every field, its issues (writers tick them resolved), its photos; writers may delete it. */
export function ReportDetailsDialog({
  id,
  known,
  canWrite,
  onDelete,
  onClose,
}: {
  id: string;
  known?: DailyReport;
  canWrite: boolean;
  onDelete: (report: DailyReport) => void;
  onClose: () => void;
}) {
  const query = useDailyReport(id, known);
  const report = query.data;
  return (
    <RecordDetailsDialog
      query={query}
      name="daily report"
      onClose={onClose}
      title={report ? reportTitle(report) : "Daily Report"}
      description={
        report
          ? `Submitted ${formatDateTime(report.createdAt)}${report.reportedBy ? ` by ${report.reportedBy.fullName}` : ""}`
          : "Daily report details"
      }
      footer={
        <>
          {report && canWrite ? (
            <DeleteButton className="sm:mr-auto" onClick={() => onDelete(report)}>
              Delete Report
            </DeleteButton>
          ) : null}
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {(report) => (
        <>
          <dl className="grid grid-cols-2 gap-4">
            <DetailItem term="Location">{orNone(report.location)}</DetailItem>
            <DetailItem term="Position">
              {report.latitude !== null && report.longitude !== null ? `${report.latitude}, ${report.longitude}` : "—"}
            </DetailItem>
            <DetailItem term="Weather">{weatherText(report)}</DetailItem>
            <DetailItem term="Crew">{`${report.crewPresent} present, ${report.crewAbsent} absent`}</DetailItem>
          </dl>
          <DetailsSection id="report-activities" title="Activities">
            <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{orNone(report.activities)}</p>
          </DetailsSection>
          <DetailsSection id="report-issues" title="Issues">
            {report.issues.length === 0 ? (
              <p className="text-sm text-muted">No issues.</p>
            ) : (
              <ul className="space-y-2">
                {byPriority(report.issues).map((issue) => (
                  <IssueItem key={issue.id} report={report} issue={issue} canWrite={canWrite} />
                ))}
              </ul>
            )}
          </DetailsSection>
          <dl className="grid gap-4 sm:grid-cols-2">
            <DetailItem term="Materials Received">
              <span className="whitespace-pre-wrap">{orNone(report.materialsReceived)}</span>
            </DetailItem>
            <DetailItem term="Materials Needed">
              <span className="whitespace-pre-wrap">{orNone(report.materialsNeeded)}</span>
            </DetailItem>
          </dl>
          <DetailsPhotos id="report-photos" photos={report.photos} label="Daily report photos" />
        </>
      )}
    </RecordDetailsDialog>
  );
}
