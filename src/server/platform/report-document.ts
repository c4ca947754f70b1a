/**
 * A saved report as every module describes it, for the one renderer of each format (decision 24): the PDF
 * (report-pdf.ts, pdfkit), the workbook (report-xlsx.ts, write-excel-file) and the Word document
 * (report-docx.ts, docx). A module builds this from its
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

/**
 * The page both paged formats (PDF and Word) draw on, in points: US Letter, landscape, 50 pt margins. One
 * place, so the Word document is laid out as the PDF is.
 */
export const REPORT_PAGE = { size: "LETTER", orientation: "landscape", width: 792, height: 612, margin: 50 } as const;

/**
 * Each column's width in points on a line `width` points wide: a column's own `width`, the others sharing what
 * is left (at least 40 pt each). The PDF and the Word document size their tables with it.
 */
export function reportColumnWidths(columns: readonly ReportColumn[], width: number): number[] {
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const flexible = columns.filter((c) => c.width === undefined).length;
  const share = flexible > 0 ? Math.max(40, (width - fixed) / flexible) : 0;
  return columns.map((c) => c.width ?? share);
}

/** Money and counts read right-aligned (in every format that aligns). */
export const alignsRight = (kind: ReportColumnKind | undefined) => kind === "money" || kind === "count";

const money = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
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

export const figureText = (f: ReportFigure) =>
  f.kind === "money" ? formatCents(f.value) : f.value.toLocaleString("en-US");
