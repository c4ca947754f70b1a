import type { Cell, Row, Sheet } from "write-excel-file/node";
import { type ReportCell, type ReportColumnKind, type ReportDocument, type ReportTable } from "./report-document.ts";

/** Excel's number formats for money (dollars) and dates. */
const MONEY_FORMAT = "$#,##0.00";
const DATE_FORMAT = "yyyy-mm-dd";

/** A sheet's name: at most 31 characters, none of []:*?/\ (Excel's rules), unique in the workbook. */
function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[[\]:*?/\\]/g, " ")
      .trim()
      .slice(0, 28) || "Sheet";
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * A typed cell: money as dollars with a currency format (so sums in the spreadsheet are right), counts as
 * numbers, ISO dates as dates, text as text (a text cell is never read as a formula, whatever it starts with).
 */
function cellOf(cell: ReportCell, kind: ReportColumnKind = "text"): Cell {
  if (cell === null || cell === "") return null;
  if (typeof cell === "number") return kind === "money" ? { value: cell / 100, format: MONEY_FORMAT } : { value: cell };
  if (kind === "date" && /^\d{4}-\d{2}-\d{2}$/.test(cell))
    return { value: new Date(`${cell}T00:00:00Z`), format: DATE_FORMAT };
  return { value: cell, wrap: cell.includes("\n") };
}

const bold = (value: string): Cell => ({ value, fontWeight: "bold" });

function tableSheet(table: ReportTable, name: string): Sheet<Buffer> {
  const header: Row = table.columns.map((c) => ({
    value: c.header,
    fontWeight: "bold",
    backgroundColor: "#F1F5F9",
    bottomBorderStyle: "thin",
  }));
  const rows: Row[] = table.rows.map((row) => table.columns.map((c, i) => cellOf(row[i] ?? null, c.kind)));
  return {
    sheet: name,
    data: [header, ...rows],
    stickyRowsCount: 1,
    columns: table.columns.map((c) => ({
      width:
        c.kind === "money"
          ? 16
          : c.kind === "date" || c.kind === "count"
            ? 12
            : Math.min(60, Math.max(12, Math.round((c.width ?? 200) / 6))),
    })),
  };
}

/**
 * A report as an XLSX workbook (write-excel-file, decision 24): a Summary sheet with the heading, byline,
 * figures and note, then one sheet per table with its header row frozen. Same figures as the PDF, as numbers.
 */
export async function reportXlsx(report: ReportDocument): Promise<Buffer> {
  const { default: writeXlsxFile } = await import("write-excel-file/node");
  const taken = new Set<string>();
  const summary: Row[] = [
    [{ value: report.title, fontWeight: "bold", fontSize: 16 }],
    [report.organizationName],
    [report.byline],
    [],
    [bold("Figure"), bold("Value")],
    ...report.figures.map((f): Row => [
      f.label,
      f.kind === "money" ? { value: f.value / 100, format: MONEY_FORMAT } : { value: f.value },
    ]),
  ];
  if (report.note) summary.push([], [report.note]);
  const sheets: Sheet<Buffer>[] = [
    { sheet: sheetName("Summary", taken), data: summary, columns: [{ width: 28 }, { width: 20 }] },
  ];
  report.tables.forEach((table, i) =>
    sheets.push(tableSheet(table, sheetName(table.title ?? (i === 0 ? "Rows" : `Table ${i + 1}`), taken))),
  );
  return writeXlsxFile(sheets).toBuffer();
}
