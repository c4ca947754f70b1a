/**
 * What the parts of an estimate's or invoice's PDF share: its colours, fonts and table metrics, the cell texts as
 * shown, the page box, and the drawing helpers that never let pdfkit wrap or turn a page on its own.
 */
import { pdfSafeText } from "../../server/platform/pdf-text.ts";
import { formatCents } from "../../server/platform/report-document.ts";
import { lineCellText, type DocumentFormats } from "./document-text.ts";
import type { ClientDocument } from "./invoicing.contract.ts";
import type { ItemColumnId } from "./template-sections.ts";

export const INK = "#0f172a";
export const MUTED = "#475569";
export const RULE = "#cbd5e1";
export const HEAD_FILL = "#f1f5f9";

export const REGULAR = "Helvetica";
export const BOLD = "Helvetica-Bold";

export const TABLE_FONT_SIZE = 9;
export const HEAD_FONT_SIZE = 8.5;
export const CELL_PAD = { vertical: 5, horizontal: 6 };
/** A column's least width; numbers widen theirs to fit the longest value, the description takes the rest. */
export const MIN_WIDTH: Record<ItemColumnId, number> = {
  item: 140,
  quantity: 54,
  unit: 50,
  price: 74,
  tax: 48,
  total: 80,
};
export const RIGHT_ALIGNED: ReadonlySet<ItemColumnId> = new Set(["quantity", "price", "tax", "total"]);

const quantityFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });
const rateFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const FORMATS: DocumentFormats = {
  money: formatCents,
  quantity: (n) => quantityFormat.format(n),
  rate: (n) => rateFormat.format(n),
};
export const cellText = (line: ClientDocument["lines"][number], id: ItemColumnId): string =>
  pdfSafeText(lineCellText(line, id, FORMATS));

export type Box = { left: number; width: number; top: number; bottom: number };
export type Column = { id: ItemColumnId; label: string; width: number; align: "left" | "right" };

/** One line of text at x, y, outside pdfkit's line wrapping (and so never turning the page). */
export function textAt(doc: PDFKit.PDFDocument, text: string, x: number, y: number): void {
  doc.text(text, x, y, { lineBreak: false });
}

/** One line of text ending at `right`. */
export function textRight(doc: PDFKit.PDFDocument, text: string, right: number, y: number): void {
  doc.text(text, right - doc.widthOfString(text), y, { lineBreak: false });
}

/** Starts a new page when `height` more points do not fit below y; returns where to draw. */
export function room(doc: PDFKit.PDFDocument, box: Box, y: number, height: number): number {
  if (y + height <= box.bottom || y <= box.top) return y;
  doc.addPage();
  return box.top;
}
