import { formatReportTime, type ReportCell, type ReportDocument } from "../../server/platform/report-document.ts";
import type { RfiSummary, SubmittalSummary } from "./rfis.contract.ts";
import { RFI_STATUS_LABELS, SUBMITTAL_STATUS_LABELS, SUBMITTAL_TYPE_LABELS } from "./rfis.constants.ts";
import { isOverdue } from "./rfis.rules.ts";

/** A project's RFI and submittal logs as the shared renderer's documents (decision 24). */

export function rfiLogDocument(
  projectName: string,
  rows: readonly RfiSummary[],
  organizationName: string,
  today: string,
  now = new Date(),
): ReportDocument {
  const count = (pred: (r: RfiSummary) => boolean) => rows.filter(pred).length;
  return {
    title: "RFI Log",
    organizationName,
    byline: `Project: ${projectName} · ${rows.length} RFIs · made ${formatReportTime(now)}`,
    createdAt: now,
    figures: [
      { label: "Open", value: count((r) => r.status === "open"), kind: "count" },
      { label: "Overdue", value: count((r) => isOverdue(r, today)), kind: "count", accent: true },
      { label: "Answered", value: count((r) => r.status === "answered"), kind: "count" },
      { label: "Closed", value: count((r) => r.status === "closed"), kind: "count" },
    ],
    note: "Overdue: open, and its due date has passed.",
    tables: [
      {
        columns: [
          { header: "Number", width: 60 },
          { header: "Subject" },
          { header: "Status", width: 70 },
          { header: "Ball in Court", width: 120 },
          { header: "Due", kind: "date", width: 80 },
          { header: "Answered", kind: "date", width: 80 },
        ],
        rows: rows.map((r): ReportCell[] => [
          r.number,
          r.subject,
          isOverdue(r, today) ? "Overdue" : RFI_STATUS_LABELS[r.status],
          r.ballInCourt?.fullName ?? "",
          r.dueDate,
          r.answeredAt ? r.answeredAt.slice(0, 10) : null,
        ]),
        empty: "No RFIs for this project yet.",
      },
    ],
  };
}

export function submittalLogDocument(
  projectName: string,
  rows: readonly SubmittalSummary[],
  organizationName: string,
  now = new Date(),
): ReportDocument {
  const count = (pred: (s: SubmittalSummary) => boolean) => rows.filter(pred).length;
  return {
    title: "Submittal Log",
    organizationName,
    byline: `Project: ${projectName} · ${rows.length} submittals and revisions · made ${formatReportTime(now)}`,
    createdAt: now,
    figures: [
      { label: "In Review", value: count((s) => s.status === "in_review"), kind: "count" },
      {
        label: "Approved",
        value: count((s) => s.status === "approved" || s.status === "approved_as_noted"),
        kind: "count",
      },
      { label: "Revise and Resubmit", value: count((s) => s.status === "revise_and_resubmit"), kind: "count" },
      { label: "Rejected", value: count((s) => s.status === "rejected"), kind: "count", accent: true },
    ],
    tables: [
      {
        title: "Submittals",
        columns: [
          { header: "Spec Section", width: 70 },
          { header: "Number", width: 90 },
          { header: "Revision", kind: "count", width: 50 },
          { header: "Title" },
          { header: "Type", width: 80 },
          { header: "Status", width: 100 },
          { header: "Ball in Court", width: 100 },
          { header: "Required on Site", kind: "date", width: 80 },
        ],
        rows: rows.map((s): ReportCell[] => [
          s.specSection,
          s.number,
          s.revision,
          s.title,
          SUBMITTAL_TYPE_LABELS[s.type],
          SUBMITTAL_STATUS_LABELS[s.status],
          s.ballInCourt?.fullName ?? "",
          s.onSiteDate,
        ]),
        empty: "No submittals for this project yet.",
      },
    ],
  };
}
