import type PDFDocumentClass from "pdfkit";
import type { FastifyReply } from "fastify";
import type { ReportRow } from "./contracts.contract.ts";
import { reportFileName } from "./contracts.constants.ts";
import type { StoredReport } from "./contract-reports.queries.ts";
import { contractsCsv } from "./report-csv.server.ts";

/** The report's files: a PDF made with pdfkit and a CSV, both sent as downloads named by the report's date. */

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const calendarDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

const formatDate = (iso: string) => calendarDate.format(Date.parse(`${iso}T00:00:00Z`));

const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const HEAD_FILL = "#f1f5f9";
const BRAND = "#2563eb";

/**
 * The report as a PDF (US Letter, landscape): the organization, the report's date and author, the spec's three
 * figures, then every contract it covers with its value as typed and the amount counted for it. The document
 * is a stream; pdfkit keeps the pages until `end()` so each can carry "Page n of N". pdfkit (and its fonts) is
 * loaded on the first report, not at start.
 */
export async function contractsPdf({ report, data, organizationName }: StoredReport): Promise<PDFKit.PDFDocument> {
  const PDFDocument: typeof PDFDocumentClass = (await import("pdfkit")).default;
  const createdAt = new Date(report.createdAt);
  const doc = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margins: { top: 50, bottom: 50, left: 50, right: 50 },
    bufferPages: true,
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: `Contracts Report, ${formatDate(data.report_date)}`,
      Author: organizationName,
      Subject: "Contracts",
      Creator: "BuildOps",
      CreationDate: createdAt,
    },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(MUTED).font("Helvetica").fontSize(10).text(organizationName, left, 50, { width });
  doc.moveDown(0.2).fillColor(INK).font("Helvetica-Bold").fontSize(22).text("Contracts Report", { width });
  const author = report.generatedBy ? ` by ${report.generatedBy.fullName}` : "";
  doc
    .moveDown(0.2)
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(10)
    .text(`Report date ${formatDate(data.report_date)} · generated${author} on ${dateTime.format(createdAt)} UTC`, { width });

  // The three figures, side by side.
  const figures: [string, string][] = [
    ["Contracts", String(data.contracts_count)],
    ["Active Contracts", String(data.active_contracts)],
    ["Total Value", money.format(data.total_value)],
  ];
  const gap = 16;
  const boxWidth = (width - gap * (figures.length - 1)) / figures.length;
  const top = doc.y + 16;
  figures.forEach(([label, value], i) => {
    const x = left + i * (boxWidth + gap);
    doc.roundedRect(x, top, boxWidth, 58, 6).lineWidth(1).strokeColor(RULE).stroke();
    doc.fillColor(MUTED).font("Helvetica").fontSize(10).text(label, x + 12, top + 10, { width: boxWidth - 24 });
    doc.fillColor(i === 2 ? BRAND : INK).font("Helvetica-Bold").fontSize(18).text(value, x + 12, top + 26, { width: boxWidth - 24 });
  });
  doc.x = left;
  doc.y = top + 58 + 12;
  const uncounted = data.contracts.filter((c) => c.amount === null).length;
  const note =
    uncounted > 0
      ? `Total Value adds the amount read from each contract's value; ${uncounted} value${uncounted === 1 ? "" : "s"} held no amount and ${uncounted === 1 ? "is" : "are"} not counted.`
      : "Total Value adds the amount read from each contract's value (1.5M counts as $1,500,000.00).";
  doc.fillColor(MUTED).font("Helvetica").fontSize(9).text(note, left, doc.y, { width });
  doc.moveDown(1);

  if (data.contracts.length === 0) {
    doc.fillColor(INK).font("Helvetica").fontSize(11).text("The organization had no contracts when this report was generated.", { width });
  } else {
    contractsTable(doc, data.contracts, left, width);
  }

  // "Page n of N" at the foot of every page (inside the bottom margin, where it cannot start a new page).
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(8)
      .text(`Contracts Report · ${organizationName} · Page ${i - range.start + 1} of ${range.count}`, left, doc.page.height - 32, {
        width,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return doc;
}

const HEADER = ["Contract", "Client", "Type", "Status", "Timeline", "Value", "Counted"];
/** Every column but the first (which takes the rest of the width), in points. */
const FIXED_WIDTHS = [110, 80, 70, 130, 80, 80];
const PAD = { vertical: 5, horizontal: 4 };
const FONT_SIZE = 9;

function cellsOf(c: ReportRow): string[] {
  return [
    c.project_name ? `${c.name}\nProject: ${c.project_name}` : c.name,
    c.client_name,
    c.contract_type,
    c.status,
    c.end_date ? `${formatDate(c.start_date)} – ${formatDate(c.end_date)}` : `From ${formatDate(c.start_date)}`,
    c.value || "—",
    c.amount === null ? "Not counted" : money.format(c.amount),
  ];
}

/**
 * The contracts as a table whose header row starts every page: rows are measured first and each page's share
 * drawn as one pdfkit table (a row is never split, and the measure errs on the tall side so pdfkit never
 * breaks a page on its own).
 */
function contractsTable(doc: PDFKit.PDFDocument, rows: readonly ReportRow[], left: number, width: number): void {
  const widths = [width - FIXED_WIDTHS.reduce((a, b) => a + b, 0), ...FIXED_WIDTHS];
  const heightOf = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(FONT_SIZE);
    const text = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * PAD.horizontal })));
    return text + 2 * PAD.vertical + 2;
  };
  const headerHeight = heightOf(HEADER, "Helvetica-Bold");
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const draw = (page: string[][]) => {
    doc.fillColor(INK).font("Helvetica").fontSize(FONT_SIZE);
    doc.table({
      position: { x: left, y: doc.y },
      columnStyles: widths.map((w, i) => ({ width: w, align: { x: i === widths.length - 1 ? ("right" as const) : ("left" as const) } })),
      defaultStyle: { border: [0, 0, 0.5, 0], borderColor: RULE, padding: [PAD.vertical, PAD.horizontal] },
      rowStyles: (row) => (row === 0 ? { backgroundColor: HEAD_FILL, border: [0, 0, 1, 0] } : undefined),
      data: [HEADER.map((text) => ({ text, type: "TH" as const, font: { src: "Helvetica-Bold" } })), ...page],
    });
  };

  let page: string[][] = [];
  let used = doc.y + headerHeight;
  for (const row of rows) {
    const cells = cellsOf(row);
    const height = heightOf(cells, "Helvetica");
    if (page.length > 0 && used + height > bottom()) {
      draw(page);
      doc.addPage();
      page = [];
      used = doc.y + headerHeight;
    }
    page.push(cells);
    used += height;
  }
  draw(page);
}

/** A download's headers: the report's file name, never cached by shared caches, its type not second-guessed. */
function asDownload(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  return reply
    .type(type)
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff");
}

export async function sendReportPdf(reply: FastifyReply, stored: StoredReport): Promise<FastifyReply> {
  const pdf = await contractsPdf(stored);
  return asDownload(reply, "application/pdf", reportFileName(stored.data.report_date, "pdf")).send(pdf);
}

export function sendReportCsv(reply: FastifyReply, stored: StoredReport): FastifyReply {
  return asDownload(reply, "text/csv; charset=utf-8", reportFileName(stored.data.report_date, "csv")).send(contractsCsv(stored.data));
}
