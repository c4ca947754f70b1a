/**
 * The items table of an estimate's or invoice's PDF: the template's columns in its order and under its labels,
 * widths fitted to the page, rows that break across pages with the header drawn again (invoicing-pdf.server.ts).
 */
import { pdfSafeText } from "../../server/platform/pdf-text.ts";
import type { ClientDocument } from "./invoicing.contract.ts";
import { shownColumns } from "./template-sections.ts";
import {
  BOLD,
  CELL_PAD,
  cellText,
  HEAD_FILL,
  HEAD_FONT_SIZE,
  INK,
  MIN_WIDTH,
  MUTED,
  REGULAR,
  RIGHT_ALIGNED,
  room,
  RULE,
  TABLE_FONT_SIZE,
  textAt,
  textRight,
  type Box,
  type Column,
} from "./invoicing-pdf-layout.server.ts";

/** The template's columns, the description taking what the others leave; numbers are as wide as their longest value. */
function tableColumns(
  doc: PDFKit.PDFDocument,
  view: ClientDocument,
  width: number,
): { columns: Column[]; rows: string[][] } {
  const shown = shownColumns(view.sections);
  const rows = view.lines.map((line) => shown.map((c) => cellText(line, c.id)));
  const widths = shown.map((c, i) => {
    if (c.id === "item") return 0;
    doc.font(BOLD).fontSize(HEAD_FONT_SIZE);
    const label = Math.min(doc.widthOfString(pdfSafeText(c.label)), 110);
    doc.font(REGULAR).fontSize(TABLE_FONT_SIZE);
    const values = c.id === "unit" ? 0 : rows.reduce((max, row) => Math.max(max, doc.widthOfString(row[i] ?? "")), 0);
    return Math.ceil(Math.max(MIN_WIDTH[c.id], label + 2 * CELL_PAD.horizontal, values + 2 * CELL_PAD.horizontal));
  });
  const others = widths.reduce((sum, w) => sum + w, 0);
  const columns = shown.map((c, i) => ({
    id: c.id,
    label: pdfSafeText(c.label),
    width: c.id === "item" ? Math.max(MIN_WIDTH.item, width - others) : (widths[i] ?? MIN_WIDTH[c.id]),
    align: RIGHT_ALIGNED.has(c.id) ? ("right" as const) : ("left" as const),
  }));
  return { columns, rows };
}

/**
 * The items, one row per line, a row never split across pages: rows are measured before they are drawn and the
 * header row starts every page the table reaches. Long descriptions (and units) wrap within their column.
 */
export function drawItems(doc: PDFKit.PDFDocument, view: ClientDocument, box: Box, top: number): number {
  const { columns, rows } = tableColumns(doc, view, box.width);
  const cellWidth = (c: Column) => c.width - 2 * CELL_PAD.horizontal;
  // Most cells are one line: those are placed by hand, and only text that needs it goes through pdfkit's wrapping.
  const oneLine = (cells: readonly string[]) =>
    columns.map((c, i) => {
      const cell = cells[i] ?? "";
      return c.align === "right" || (!cell.includes("\n") && doc.widthOfString(cell) <= cellWidth(c));
    });
  const rowHeight = (cells: readonly string[], single: readonly boolean[]) => {
    let text = doc.currentLineHeight(true);
    columns.forEach((c, i) => {
      const cell = cells[i] ?? "";
      if (cell && !single[i]) text = Math.max(text, doc.heightOfString(cell, { width: cellWidth(c) }));
    });
    return Math.ceil(text) + 2 * CELL_PAD.vertical;
  };
  const drawRow = (
    cells: readonly string[],
    single: readonly boolean[],
    y: number,
    height: number,
    header: boolean,
  ) => {
    if (header) doc.rect(box.left, y, box.width, height).fill(HEAD_FILL);
    doc
      .fillColor(INK)
      .font(header ? BOLD : REGULAR)
      .fontSize(header ? HEAD_FONT_SIZE : TABLE_FONT_SIZE);
    let x = box.left;
    columns.forEach((c, i) => {
      const cell = cells[i] ?? "";
      const textX = x + CELL_PAD.horizontal;
      const textY = y + CELL_PAD.vertical;
      if (cell && !single[i]) doc.text(cell, textX, textY, { width: cellWidth(c), align: c.align });
      else if (cell && c.align === "right") textRight(doc, cell, textX + cellWidth(c), textY);
      else if (cell) textAt(doc, cell, textX, textY);
      x += c.width;
    });
    doc
      .moveTo(box.left, y + height)
      .lineTo(box.left + box.width, y + height)
      .lineWidth(header ? 1 : 0.5)
      .strokeColor(header ? MUTED : RULE)
      .stroke();
  };

  const labels = columns.map((c) => c.label);
  doc.font(BOLD).fontSize(HEAD_FONT_SIZE);
  const headerSingle = columns.map(
    (c, i) => !(labels[i] ?? "").includes("\n") && doc.widthOfString(labels[i] ?? "") <= cellWidth(c),
  );
  const headerHeight = rowHeight(labels, headerSingle);
  doc.font(REGULAR).fontSize(TABLE_FONT_SIZE);
  const single = rows.map(oneLine);
  const heights = rows.map((cells, r) => rowHeight(cells, single[r] ?? []));
  let y = room(doc, box, top, headerHeight + (heights[0] ?? 24));
  drawRow(labels, headerSingle, y, headerHeight, true);
  y += headerHeight;
  if (rows.length === 0) {
    doc
      .fillColor(MUTED)
      .font(REGULAR)
      .fontSize(TABLE_FONT_SIZE)
      .text("No items.", box.left + CELL_PAD.horizontal, y + CELL_PAD.vertical, { lineBreak: false });
    return y + 24;
  }
  rows.forEach((cells, r) => {
    const height = heights[r] ?? 0;
    if (y + height > box.bottom) {
      doc.addPage();
      y = box.top;
      drawRow(labels, headerSingle, y, headerHeight, true);
      y += headerHeight;
    }
    drawRow(cells, single[r] ?? [], y, height, false);
    y += height;
  });
  return y;
}
