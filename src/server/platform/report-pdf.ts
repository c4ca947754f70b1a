import type PDFDocumentClass from "pdfkit";
import { pdfSafeText } from "./pdf-text.ts";
import {
  alignsRight,
  cellText,
  figureText,
  REPORT_PAGE,
  reportColumnWidths,
  type ReportDocument,
  type ReportTable,
} from "./report-document.ts";

const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const HEAD_FILL = "#f1f5f9";
const BRAND = "#2563eb";

const PAD = { vertical: 5, horizontal: 4 };
const FONT_SIZE = 9;

/**
 * A report as a PDF (US Letter, landscape): the organization, the heading and its byline, the figures side by
 * side, the note, then each table under its heading, the header row repeated on every page, and "Page n of N"
 * at every foot. The document is a stream; pdfkit keeps the pages until `end()` so each can carry its count.
 * pdfkit (and its fonts) is loaded on the first report, not at start.
 */
export async function reportPdf(report: ReportDocument): Promise<PDFKit.PDFDocument> {
  const PDFDocument: typeof PDFDocumentClass = (await import("pdfkit")).default;
  const doc = new PDFDocument({
    size: REPORT_PAGE.size,
    layout: REPORT_PAGE.orientation,
    margins: {
      top: REPORT_PAGE.margin,
      bottom: REPORT_PAGE.margin,
      left: REPORT_PAGE.margin,
      right: REPORT_PAGE.margin,
    },
    bufferPages: true,
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: report.title,
      Author: report.organizationName,
      Subject: report.title,
      Creator: "BuildOps",
      CreationDate: report.createdAt,
    },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(MUTED).font("Helvetica").fontSize(10).text(pdfSafeText(report.organizationName), left, 50, { width });
  doc.moveDown(0.2).fillColor(INK).font("Helvetica-Bold").fontSize(22).text(pdfSafeText(report.title), { width });
  doc.moveDown(0.2).fillColor(MUTED).font("Helvetica").fontSize(10).text(pdfSafeText(report.byline), { width });

  if (report.figures.length > 0) {
    const gap = 16;
    const boxWidth = (width - gap * (report.figures.length - 1)) / report.figures.length;
    const top = doc.y + 16;
    report.figures.forEach((figure, i) => {
      const x = left + i * (boxWidth + gap);
      doc.roundedRect(x, top, boxWidth, 58, 6).lineWidth(1).strokeColor(RULE).stroke();
      doc
        .fillColor(MUTED)
        .font("Helvetica")
        .fontSize(10)
        .text(pdfSafeText(figure.label), x + 12, top + 10, { width: boxWidth - 24 });
      doc
        .fillColor(figure.accent ? BRAND : INK)
        .font("Helvetica-Bold")
        .fontSize(18)
        .text(pdfSafeText(figureText(figure)), x + 12, top + 26, { width: boxWidth - 24 });
    });
    doc.x = left;
    doc.y = top + 58 + 12;
  }
  if (report.note)
    doc.fillColor(MUTED).font("Helvetica").fontSize(9).text(pdfSafeText(report.note), left, doc.y, { width });

  for (const table of report.tables) {
    doc.moveDown(1);
    if (table.title) {
      if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
      doc.fillColor(INK).font("Helvetica-Bold").fontSize(13).text(pdfSafeText(table.title), left, doc.y, { width });
      doc.moveDown(0.4);
    }
    if (table.rows.length === 0)
      doc.fillColor(INK).font("Helvetica").fontSize(11).text(pdfSafeText(table.empty), left, doc.y, { width });
    else drawTable(doc, table, left, width);
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
      .text(
        pdfSafeText(`${report.title} · ${report.organizationName} · Page ${i - range.start + 1} of ${range.count}`),
        left,
        doc.page.height - 32,
        {
          width,
          align: "center",
          lineBreak: false,
        },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return doc;
}

/**
 * A table whose header row starts every page: each row measured, then drawn cell by cell (a row is never split; a
 * row that would pass the page's foot starts the next page under the header again). Money and counts align right.
 * Drawn by hand rather than with pdfkit's `table()`, which styles and measures every cell again: a 200-line
 * pay application took about three times as long.
 */
function drawTable(doc: PDFKit.PDFDocument, table: ReportTable, left: number, width: number): void {
  const widths = reportColumnWidths(table.columns, width);
  const total = widths.reduce((sum, w) => sum + w, 0);
  const aligns = table.columns.map((c) => (alignsRight(c.kind) ? ("right" as const) : ("left" as const)));
  const header = table.columns.map((c) => pdfSafeText(c.header));
  const heightOf = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(FONT_SIZE);
    const text = Math.max(
      ...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * PAD.horizontal })),
    );
    return text + 2 * PAD.vertical + 2;
  };
  const headerHeight = heightOf(header, "Helvetica-Bold");
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  let y = doc.y;
  const drawRow = (cells: readonly string[], height: number, head: boolean) => {
    if (head) doc.rect(left, y, total, height).fill(HEAD_FILL);
    doc
      .fillColor(INK)
      .font(head ? "Helvetica-Bold" : "Helvetica")
      .fontSize(FONT_SIZE);
    let x = left;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      doc.text(cell, x + PAD.horizontal, y + PAD.vertical, { width: w - 2 * PAD.horizontal, align: aligns[i] });
      x += w;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + total, y + height)
      .lineWidth(head ? 1 : 0.5)
      .strokeColor(RULE)
      .stroke();
    y += height;
  };
  const startPage = (fresh: boolean) => {
    if (fresh) {
      doc.addPage();
      y = doc.y;
    }
    drawRow(header, headerHeight, true);
  };

  startPage(y + 2 * headerHeight > bottom());
  for (const row of table.rows) {
    const cells = table.columns.map((c, i) => pdfSafeText(cellText(row[i] ?? null, c.kind)));
    const height = heightOf(cells, "Helvetica");
    if (y + height > bottom()) startPage(true);
    drawRow(cells, height, false);
  }
  doc.x = left;
  doc.y = y;
}

/** A report's PDF as bytes, for an e-mail attachment. */
export async function reportPdfBuffer(report: ReportDocument): Promise<Buffer> {
  const doc = await reportPdf(report);
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
