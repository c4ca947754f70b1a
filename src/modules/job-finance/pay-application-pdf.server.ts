import { shareCents } from "../../shared/line-items.ts";
import {
  formatReportDate,
  formatReportTime,
  type ReportCell,
  type ReportDocument,
} from "../../server/platform/report-document.ts";
import type { PayApplication } from "./job-finance.contract.ts";
import { FULL_RATE_BPS, PAY_APPLICATION_STATUS_LABELS } from "./job-finance.constants.ts";
import type { PayApplicationParties } from "./job-finance-files.queries.ts";
import { percentText } from "./job-finance-reports.server.ts";

/** `pay-application-5.pdf`. */
export const payApplicationFileName = (number: number) => `pay-application-${number}.pdf`;

/** The G703 columns: item, description, C to I as on the form (our own drawing, not the AIA's). */
const CONTINUATION_COLUMNS = [
  { header: "Item No.", width: 42 },
  { header: "Description of Work" },
  { header: "C · Scheduled Value", kind: "money", width: 64 },
  { header: "D · From Previous Application", kind: "money", width: 66 },
  { header: "E · Work This Period", kind: "money", width: 64 },
  { header: "F · Materials Presently Stored", kind: "money", width: 66 },
  { header: "G · Completed and Stored to Date (D+E+F)", kind: "money", width: 70 },
  { header: "% (G ÷ C)", kind: "count", width: 44 },
  { header: "H · Balance to Finish (C − G)", kind: "money", width: 64 },
  { header: "I · Retainage", kind: "money", width: 62 },
] as const;

/**
 * A pay application as the shared report renderer's document (decision 24): the G702 application and certificate
 * for payment first (who it is between, its number and period, then lines 1 to 9 as the API's summary computes
 * them), then the G703 continuation sheet (a row per line, columns C to I, a totals row), its header repeated on
 * every page. Every amount is the API's own figure, formatted by the renderer's one money format, so the PDF
 * equals the screen to the cent.
 */
export function payApplicationDocument(
  app: PayApplication,
  parties: PayApplicationParties,
  now = new Date(),
): ReportDocument {
  const s = app.summary;
  const release = app.kind === "retainage_release";
  const owner = parties.ownerName && parties.ownerName !== parties.clientName ? parties.ownerName : "";
  const to = parties.clientName
    ? `To ${parties.clientName}${owner ? ` (owner ${owner})` : ""}`
    : owner
      ? `To ${owner}`
      : "";
  // Two lines at least, who then what: with the figures and the note of fixed length, the G702 then fills the first
  // page far enough that the continuation sheet starts on the second (the renderer turns the page for a heading
  // with little room under it).
  const byline = [
    [to, `Project: ${[parties.projectName, parties.jobLocation].filter(Boolean).join(", ")}`],
    [
      `Application No. ${app.number}${release ? " (retainage release)" : ""}, period to ${formatReportDate(app.periodTo)}`,
      parties.contractDate ? `contract date ${formatReportDate(parties.contractDate)}` : "",
      PAY_APPLICATION_STATUS_LABELS[app.status],
      `made ${formatReportTime(now)}`,
    ],
  ]
    .map((line) => line.filter(Boolean).join(" · "))
    .join("\n");
  const totals = app.lines.reduce(
    (t, l) => ({
      scheduled: t.scheduled + l.scheduledCents,
      previous: t.previous + l.previousCents,
      thisPeriod: t.thisPeriod + l.thisPeriodCents,
      stored: t.stored + l.storedCents,
      completed: t.completed + l.completedToDateCents,
      balance: t.balance + l.balanceToFinishCents,
      retainage: t.retainage + l.retainageCents,
    }),
    { scheduled: 0, previous: 0, thisPeriod: 0, stored: 0, completed: 0, balance: 0, retainage: 0 },
  );
  // G ÷ C of the totals, rounded as each line's is (the rules' shareCents).
  const totalPercent = totals.scheduled === 0 ? 0 : shareCents(totals.completed, FULL_RATE_BPS, totals.scheduled);
  const summaryRow = (line: string, label: string, cents: number): ReportCell[] => [line, label, cents];

  return {
    title: `Application and Certificate for Payment No. ${app.number}`,
    organizationName: parties.organizationName,
    byline,
    createdAt: now,
    figures: [
      { label: "Contract Sum to Date", value: s.contractSumToDateCents, kind: "money" },
      { label: "Completed and Stored to Date", value: s.completedAndStoredToDateCents, kind: "money" },
      { label: "Retainage", value: s.totalRetainageCents, kind: "money" },
      { label: "Current Payment Due", value: s.currentPaymentDueCents, kind: "money", accent: true },
    ],
    note: "The contractor certifies that, to the best of its knowledge, the work covered by this application has been completed in accordance with the contract documents, that amounts certified earlier have been paid to those owed them, and that the current payment shown is now due.",
    tables: [
      {
        title: "Application and Certificate for Payment (G702)",
        columns: [
          { header: "Line", width: 42 },
          { header: "Description" },
          { header: "Amount", kind: "money", width: 130 },
        ],
        rows: [
          summaryRow("1", "Original contract sum", s.originalContractSumCents),
          summaryRow("2", "Net change by change orders", s.netChangeByChangeOrdersCents),
          summaryRow("3", "Contract sum to date (line 1 ± 2)", s.contractSumToDateCents),
          summaryRow("4", "Total completed and stored to date (column G)", s.completedAndStoredToDateCents),
          summaryRow("5a", "Retainage on completed work (columns D + E)", s.retainageOnCompletedWorkCents),
          summaryRow("5b", "Retainage on stored material (column F)", s.retainageOnStoredMaterialCents),
          summaryRow("5", "Total retainage (lines 5a + 5b, column I)", s.totalRetainageCents),
          summaryRow("6", "Total earned less retainage (line 4 less line 5)", s.totalEarnedLessRetainageCents),
          summaryRow(
            "7",
            "Less previous certificates for payment (line 6 of the prior application)",
            s.previousCertificatesCents,
          ),
          summaryRow("8", "Current payment due", s.currentPaymentDueCents),
          summaryRow(
            "9",
            "Balance to finish, including retainage (line 3 less line 6)",
            s.balanceToFinishIncludingRetainageCents,
          ),
        ],
        empty: "",
      },
      {
        title: "Continuation Sheet (G703)",
        columns: CONTINUATION_COLUMNS,
        rows: [
          ...app.lines.map((l): ReportCell[] => [
            l.itemNo,
            l.description,
            l.scheduledCents,
            l.previousCents,
            l.thisPeriodCents,
            l.storedCents,
            l.completedToDateCents,
            percentText(l.percentBps),
            l.balanceToFinishCents,
            l.retainageCents,
          ]),
          [
            "Total",
            "Grand total",
            totals.scheduled,
            totals.previous,
            totals.thisPeriod,
            totals.stored,
            totals.completed,
            percentText(totalPercent),
            totals.balance,
            totals.retainage,
          ],
        ],
        empty: "This application has no lines.",
      },
    ],
  };
}
