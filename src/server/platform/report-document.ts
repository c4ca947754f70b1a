/**
 * A saved report as every module describes it, for the one renderer of each format (decision 24): the PDF
 * (report-pdf.ts, pdfkit) and the workbook (report-xlsx.ts, write-excel-file). A module builds this from its
 * stored snapshot; it never draws a page or writes a cell itself. Money is whole cents (decision 23), dates
 * ISO `YYYY-MM-DD`; each renderer formats them its own way (text in the PDF, typed cells in the workbook).
 */

export type ReportCell = string | number | null;

/** How a column's cells are read: text as it is, money in cents, a count, an ISO date. */
export type ReportColumnKind = "text" | "money" | "count" | "date";

export type ReportColumn = {
  header: string;
  kind?: ReportColumnKind;
  /** Its width in PDF points; the columns without one share what is left of the page. */
  width?: number;
};

export type ReportTable = {
  /** The section's heading (also the workbook sheet's name); none for a report of a single table. */
  title?: string;
  columns: readonly ReportColumn[];
  rows: readonly (readonly ReportCell[])[];
  /** What the PDF says when there are no rows. */
  empty: string;
};

export type ReportFigure = { label: string; value: number; kind: "money" | "count"; accent?: boolean };

export type ReportDocument = {
  /** "Finance Report": the first page's heading, the PDF's title and every page's foot. */
  title: string;
  organizationName: string;
  /** One line under the heading: what the report covers, who made it and when. */
  byline: string;
  createdAt: Date;
  figures: readonly ReportFigure[];
  /** A sentence under the figures saying how they were counted. */
  note?: string;
  tables: readonly ReportTable[];
};

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const calendarDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** `$1,250.50` from 125050 cents. */
export const formatCents = (cents: number) => money.format(cents / 100);
/** `Mar 15, 2026` from `2026-03-15`. */
export const formatReportDate = (iso: string) => calendarDate.format(Date.parse(`${iso}T00:00:00Z`));
/** `Mar 15, 2026, 2:05 PM UTC`. */
export const formatReportTime = (at: Date) => `${dateTime.format(at)} UTC`;

/** A cell as text, the way the PDF shows it. */
export function cellText(cell: ReportCell, kind: ReportColumnKind = "text"): string {
  if (cell === null || cell === "") return "—";
  if (typeof cell === "number") return kind === "money" ? formatCents(cell) : cell.toLocaleString("en-US");
  return kind === "date" && /^\d{4}-\d{2}-\d{2}$/.test(cell) ? formatReportDate(cell) : cell;
}

export const figureText = (f: ReportFigure) => (f.kind === "money" ? formatCents(f.value) : f.value.toLocaleString("en-US"));
