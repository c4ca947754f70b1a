import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import type PDFDocumentClass from "pdfkit";
import { formatCents, formatReportDate } from "../../server/platform/report-document.ts";
import { lineCellText, summaryRows, type DocumentFormats } from "./document-text.ts";
import type { ClientDocument } from "./invoicing.contract.ts";
import { shownColumns, type ItemColumnId } from "./template-sections.ts";

/**
 * The PDF of an estimate or an invoice, shaped by its template's sections (spec: Document template): the header
 * (logo, company, title, number, dates), the client, the items table with the template's columns in its order
 * and under its labels, the totals, then terms, notes and the signature, and "Page n of m" at every foot.
 * US Letter portrait in pdfkit's built-in Helvetica; money as "$1,234.50" (the report renderer's formatter).
 *
 * The logo is decoded once per distinct image (by its bytes' hash) and kept as the two deflated streams a PDF
 * image needs (colour and alpha), which each document then writes as they are: pdfkit would decode the PNG,
 * split its alpha and deflate both again for every document, which costs more than drawing the rest.
 */

const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const HEAD_FILL = "#f1f5f9";
const BRAND = "#2563eb";
const DANGER = "#b91c1c";

const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";

const MARGIN = 50;
/** The logo's box at the top left, in points: a 600×240 logo shows at 180×72 (240 dpi). */
const LOGO_BOX = { width: 180, height: 72 };
/** The column of title, number and dates at the top right. */
const META_WIDTH = 230;

const TABLE_FONT_SIZE = 9;
const HEAD_FONT_SIZE = 8.5;
const CELL_PAD = { vertical: 5, horizontal: 6 };
/** A column's least width; numbers widen theirs to fit the longest value, the description takes the rest. */
const MIN_WIDTH: Record<ItemColumnId, number> = { item: 140, quantity: 54, unit: 50, price: 74, tax: 48, total: 80 };
const RIGHT_ALIGNED: ReadonlySet<ItemColumnId> = new Set(["quantity", "price", "tax", "total"]);
const SUMMARY_WIDTH = 240;

const TITLE = { estimate: "ESTIMATE", invoice: "INVOICE" } as const;

// ---------------------------------------------------------------------------------------------------------------
// Text

/** Characters outside Latin-1 that Helvetica's WinAnsi encoding still has (pdfkit maps them). */
const WIN_ANSI_EXTRA = new Set("ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜");
const LOOK_ALIKE: Record<string, string> = { "Ł": "L", "ł": "l", "Đ": "D", "đ": "d", "ı": "i", "‐": "-", "‑": "-", "‒": "-", "−": "-", "′": "'", "″": '"', "\t": " " };
const representable = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return ch === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/**
 * Text as Helvetica can draw it: line ends as "\n", accents that WinAnsi lacks dropped from their letters
 * ("ő" → "o"), a few look-alikes swapped, anything else "?" (a standard font has no other glyphs).
 */
function pdfSafeText(text: string): string {
  if (/^[\x20-\x7e\n]*$/.test(text)) return text;
  const normalized = text.replace(/\r\n?/g, "\n").normalize("NFC");
  let out = "";
  for (const ch of normalized) {
    if (representable(ch)) out += ch;
    else if (LOOK_ALIKE[ch] !== undefined) out += LOOK_ALIKE[ch];
    else {
      const bare = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += bare && [...bare].every(representable) ? bare : "?";
    }
  }
  return out;
}

const quantityFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });
const rateFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "2026-04-27" (or a timestamp) as "Apr 27, 2026"; anything else as it is. */
function dateText(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  return day && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? formatReportDate(day) : value;
}

const FORMATS: DocumentFormats = { money: formatCents, quantity: (n) => quantityFormat.format(n), rate: (n) => rateFormat.format(n) };
const cellText = (line: ClientDocument["lines"][number], id: ItemColumnId): string => pdfSafeText(lineCellText(line, id, FORMATS));

/** The attachment's name: `estimate-EST-2026-0427.pdf`, the number reduced to letters, digits, dots and dashes. */
export function salesDocumentFileName(view: { kind: "estimate" | "invoice"; number: string }): string {
  const number = view.number
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80);
  return number ? `${view.kind}-${number}.pdf` : `${view.kind}.pdf`;
}

// ---------------------------------------------------------------------------------------------------------------
// The logo, decoded once

/** A logo as a PDF image's streams: 8-bit colour (RGB or grey) and, when any pixel is see-through, its alpha. */
type PreparedLogo = { width: number; height: number; colorSpace: "DeviceRGB" | "DeviceGray"; pixels: Buffer; alpha: Buffer | null };

const LOGO_CACHE_SIZE = 32;
/** Prepared logos by the SHA-256 of their bytes, least recently used first; a logo that cannot be read is kept as null. */
const logoCache = new Map<string, Promise<PreparedLogo | null>>();

function preparedLogo(bytes: Buffer): Promise<PreparedLogo | null> {
  const key = createHash("sha256").update(bytes).digest("base64");
  const cached = logoCache.get(key);
  if (cached) {
    logoCache.delete(key);
    logoCache.set(key, cached);
    return cached;
  }
  const prepared = prepareLogo(bytes);
  logoCache.set(key, prepared);
  if (logoCache.size > LOGO_CACHE_SIZE) {
    const oldest = logoCache.keys().next();
    if (!oldest.done) logoCache.delete(oldest.value);
  }
  return prepared;
}

/**
 * Decodes the image (sharp), at most 600×240 pixels, into colour and alpha planes, each deflated once. An image
 * that cannot be read gives null: the document is drawn without a logo rather than not at all.
 */
async function prepareLogo(bytes: Buffer): Promise<PreparedLogo | null> {
  const { default: sharp } = await import("sharp");
  let raw: { data: Buffer; info: { width: number; height: number; channels: number } };
  try {
    raw = await sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 })
      .resize({ width: 600, height: 240, fit: "inside", withoutEnlargement: true })
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const { data, info } = raw;
  const { width, height, channels } = info;
  if (channels < 1 || channels > 4 || width < 1 || height < 1) return null;
  const hasAlpha = channels === 2 || channels === 4;
  const colors = hasAlpha ? channels - 1 : channels;
  const pixelCount = width * height;
  const color = Buffer.allocUnsafe(pixelCount * colors);
  const alpha = hasAlpha ? Buffer.allocUnsafe(pixelCount) : null;
  let opaque = true;
  for (let p = 0, i = 0, c = 0; p < pixelCount; p++) {
    for (let k = 0; k < colors; k++) color[c++] = data[i++] ?? 0;
    if (alpha) {
      const a = data[i++] ?? 255;
      alpha[p] = a;
      if (a !== 255) opaque = false;
    }
  }
  return {
    width,
    height,
    colorSpace: colors === 1 ? "DeviceGray" : "DeviceRGB",
    pixels: deflateSync(color, { level: 9 }),
    alpha: alpha && !opaque ? deflateSync(alpha, { level: 9 }) : null,
  };
}

/** Writes the prepared streams as this document's image (no decoding, no deflating) and draws it at x, y. */
function drawLogo(doc: PDFKit.PDFDocument, logo: PreparedLogo, x: number, y: number, width: number, height: number): void {
  const image = { Type: "XObject", Subtype: "Image", Width: logo.width, Height: logo.height, BitsPerComponent: 8, Filter: "FlateDecode" };
  let mask: PDFKit.PDFKitReference | null = null;
  if (logo.alpha) {
    mask = doc.ref({ ...image, ColorSpace: "DeviceGray", Decode: [0, 1] });
    mask.end(logo.alpha);
  }
  const ref = doc.ref(mask ? { ...image, ColorSpace: logo.colorSpace, SMask: mask } : { ...image, ColorSpace: logo.colorSpace });
  ref.end(logo.pixels);
  doc.page.xobjects.Logo = ref;
  doc.save().transform(width, 0, 0, -height, x, y + height).addContent("/Logo Do");
  doc.restore();
}

// ---------------------------------------------------------------------------------------------------------------
// The document

type Box = { left: number; width: number; top: number; bottom: number };
type Column = { id: ItemColumnId; label: string; width: number; align: "left" | "right" };

/**
 * The estimate or invoice as PDF bytes. `logo` is the organization's logo (PNG, up to 600×240, transparency
 * kept), drawn when the template shows it; null draws none.
 */
export async function renderSalesDocumentPdf(view: ClientDocument, logo: Buffer | null): Promise<Buffer> {
  const showLogo = view.sections.header.companyLogo && logo !== null && logo.length > 0;
  const [PDFDocument, prepared] = await Promise.all([loadPdfkit(), showLogo && logo ? preparedLogo(logo) : null]);
  const title = view.kind === "estimate" ? "Estimate" : "Invoice";
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: "en-US",
    displayTitle: true,
    // The metadata is written as UTF-16 by pdfkit, so it keeps every character.
    info: { Title: `${title} ${view.number}`, Author: view.company.name, Subject: title, Creator: "BuildOps" },
  });
  const done = collect(doc);
  const box: Box = { left: MARGIN, width: doc.page.width - 2 * MARGIN, top: MARGIN, bottom: doc.page.height - MARGIN };

  let y = drawHeader(doc, view, prepared, box);
  y = drawClient(doc, view, box, y);
  y = drawItems(doc, view, box, y);
  y = drawSummary(doc, view, box, y);
  drawFooter(doc, view, box, y);
  drawPageNumbers(doc, view, box);

  doc.end();
  return done;
}

let pdfkit: Promise<typeof PDFDocumentClass> | null = null;
/** pdfkit (and its fonts) load with the first document, not at start. */
function loadPdfkit(): Promise<typeof PDFDocumentClass> {
  pdfkit ??= import("pdfkit").then((m) => m.default);
  return pdfkit;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer | Uint8Array) => chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/** One line of text at x, y, outside pdfkit's line wrapping (and so never turning the page). */
function textAt(doc: PDFKit.PDFDocument, text: string, x: number, y: number): void {
  doc.text(text, x, y, { lineBreak: false });
}

/** One line of text ending at `right`. */
function textRight(doc: PDFKit.PDFDocument, text: string, right: number, y: number): void {
  doc.text(text, right - doc.widthOfString(text), y, { lineBreak: false });
}

/** Starts a new page when `height` more points do not fit below y; returns where to draw. */
function room(doc: PDFKit.PDFDocument, box: Box, y: number, height: number): number {
  if (y + height <= box.bottom || y <= box.top) return y;
  doc.addPage();
  return box.top;
}

/** Logo and company at the left; title, number and dates at the right. Returns the y below both, past a rule. */
function drawHeader(doc: PDFKit.PDFDocument, view: ClientDocument, logo: PreparedLogo | null, box: Box): number {
  const flags = view.sections.header;
  const leftWidth = box.width - META_WIDTH - 24;
  let y = box.top;
  if (flags.companyLogo && logo) {
    const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height, 1);
    const width = logo.width * scale;
    const height = logo.height * scale;
    drawLogo(doc, logo, box.left, y, width, height);
    y += height + 10;
  }
  if (flags.companyInfo) {
    const { name, address, phone, email } = view.company;
    if (name.trim()) {
      doc.fillColor(INK).font(BOLD).fontSize(13).text(pdfSafeText(name.trim()), box.left, y, { width: leftWidth });
      y = doc.y + 2;
    }
    doc.fillColor(MUTED).font(REGULAR).fontSize(9);
    for (const text of [address, phone, email]) {
      if (!text.trim()) continue;
      doc.text(pdfSafeText(text.trim()), box.left, y, { width: leftWidth, lineGap: 1 });
      y = doc.y;
    }
  }

  const x = box.left + box.width - META_WIDTH;
  let right = box.top;
  if (flags.documentTitle) {
    doc.fillColor(BRAND).font(BOLD).fontSize(24).text(TITLE[view.kind], x, right, { width: META_WIDTH, align: "right" });
    right = doc.y + 2;
  }
  if (view.status === "void") {
    doc.fillColor(DANGER).font(BOLD).fontSize(11).text("VOID", x, right, { width: META_WIDTH, align: "right" });
    right = doc.y + 2;
  }
  const rows: [string, string][] = [];
  if (flags.documentNumber) rows.push([view.kind === "estimate" ? "Estimate #" : "Invoice #", pdfSafeText(view.number)]);
  if (flags.date) {
    rows.push(["Date", dateText(view.documentDate)]);
    if (view.kind === "estimate" && view.validUntil) rows.push(["Valid until", dateText(view.validUntil)]);
    if (view.kind === "invoice" && view.dueDate) rows.push(["Due date", dateText(view.dueDate)]);
    if (view.kind === "invoice" && view.paymentTerms) rows.push(["Payment terms", pdfSafeText(view.paymentTerms)]);
  }
  if (rows.length > 0) {
    right += 6;
    doc.font(REGULAR).fontSize(9);
    const labelWidth = Math.max(...rows.map(([label]) => doc.widthOfString(label))) + 12;
    for (const [label, value] of rows) {
      doc.fillColor(MUTED).font(REGULAR);
      textAt(doc, label, x, right);
      doc.fillColor(INK).font(BOLD).text(value, x + labelWidth, right, { width: META_WIDTH - labelWidth, align: "right" });
      right = Math.max(doc.y, right + 12) + 3;
    }
  }

  const bottom = Math.max(y, right);
  if (bottom === box.top) return box.top;
  doc.moveTo(box.left, bottom + 10).lineTo(box.left + box.width, bottom + 10).lineWidth(1).strokeColor(RULE).stroke();
  return bottom + 24;
}

/** "Bill to" (invoice) or "Prepared for" (estimate): the client's fields the template shows and that have text. */
function drawClient(doc: PDFKit.PDFDocument, view: ClientDocument, box: Box, top: number): number {
  const flags = view.sections.clientInfo;
  const { name, address, contact, email } = view.client;
  const lines: { text: string; bold: boolean }[] = [];
  if (flags.name && name.trim()) lines.push({ text: name.trim(), bold: true });
  if (flags.contact && contact.trim()) lines.push({ text: `Attn: ${contact.trim()}`, bold: false });
  if (flags.address && address.trim()) lines.push({ text: address.trim(), bold: false });
  if (flags.email && email.trim()) lines.push({ text: email.trim(), bold: false });
  if (lines.length === 0) return top;
  const width = Math.min(300, box.width);
  let y = top;
  doc.fillColor(MUTED).font(BOLD).fontSize(9).text(view.kind === "invoice" ? "Bill to" : "Prepared for", box.left, y, { width });
  y = doc.y + 3;
  for (const line of lines) {
    doc
      .fillColor(INK)
      .font(line.bold ? BOLD : REGULAR)
      .fontSize(line.bold ? 11 : 9.5)
      .text(pdfSafeText(line.text), box.left, y, { width, lineGap: 1 });
    y = doc.y + 1;
  }
  return y + 18;
}

/** The template's columns, the description taking what the others leave; numbers are as wide as their longest value. */
function tableColumns(doc: PDFKit.PDFDocument, view: ClientDocument, width: number): { columns: Column[]; rows: string[][] } {
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
function drawItems(doc: PDFKit.PDFDocument, view: ClientDocument, box: Box, top: number): number {
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
  const drawRow = (cells: readonly string[], single: readonly boolean[], y: number, height: number, header: boolean) => {
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
  const headerSingle = columns.map((c, i) => !(labels[i] ?? "").includes("\n") && doc.widthOfString(labels[i] ?? "") <= cellWidth(c));
  const headerHeight = rowHeight(labels, headerSingle);
  doc.font(REGULAR).fontSize(TABLE_FONT_SIZE);
  const single = rows.map(oneLine);
  const heights = rows.map((cells, r) => rowHeight(cells, single[r] ?? []));
  let y = room(doc, box, top, headerHeight + (heights[0] ?? 24));
  drawRow(labels, headerSingle, y, headerHeight, true);
  y += headerHeight;
  if (rows.length === 0) {
    doc.fillColor(MUTED).font(REGULAR).fontSize(TABLE_FONT_SIZE).text("No items.", box.left + CELL_PAD.horizontal, y + CELL_PAD.vertical, { lineBreak: false });
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

/** Subtotal, tax and total as the template says, right-aligned under the table; an invoice with payments adds Paid and Balance due. */
function drawSummary(doc: PDFKit.PDFDocument, view: ClientDocument, box: Box, top: number): number {
  const rows = summaryRows(view, formatCents);
  if (rows.length === 0) return top + 16;
  const rowHeight = 18;
  let y = room(doc, box, top + 12, rows.length * rowHeight + 8);
  const x = box.left + box.width - SUMMARY_WIDTH;
  for (const row of rows) {
    if (row.strong) {
      doc.rect(x, y, SUMMARY_WIDTH, rowHeight + 2).fill(HEAD_FILL);
      doc.fillColor(row.label === "Balance due" ? BRAND : INK).font(BOLD).fontSize(11);
    } else doc.fillColor(MUTED).font(REGULAR).fontSize(9.5);
    const textY = y + (row.strong ? 5 : 4);
    textAt(doc, row.label, x + CELL_PAD.horizontal, textY);
    if (!row.strong) doc.fillColor(INK);
    textRight(doc, row.value, x + SUMMARY_WIDTH - CELL_PAD.horizontal, textY);
    y += rowHeight + (row.strong ? 4 : 0);
  }
  return y + 16;
}

/** Terms (estimates), notes, then the signature: an estimate's acceptance line or its answer, an invoice's authorized signature. */
function drawFooter(doc: PDFKit.PDFDocument, view: ClientDocument, box: Box, top: number): void {
  const flags = view.sections.footer;
  let y = top;
  const block = (heading: string, text: string) => {
    const body = pdfSafeText(text.trim());
    doc.font(REGULAR).fontSize(9);
    const height = 16 + doc.heightOfString(body, { width: box.width, lineGap: 1 });
    // A block that fits on a page is kept whole; a longer one flows on (pdfkit turns the page).
    y = height <= box.bottom - box.top ? room(doc, box, y, height) : room(doc, box, y, 40);
    doc.fillColor(INK).font(BOLD).fontSize(10).text(heading, box.left, y, { width: box.width });
    doc.fillColor(MUTED).font(REGULAR).fontSize(9).text(body, box.left, doc.y + 3, { width: box.width, lineGap: 1 });
    y = doc.y + 16;
  };
  if (view.kind === "estimate" && flags.terms && view.terms.trim()) block("Terms", view.terms);
  if (flags.notes && view.notes.trim()) block("Notes", view.notes);
  if (!flags.signature) return;

  if (view.kind === "estimate" && view.answer) {
    const { accepted, name, at } = view.answer;
    y = room(doc, box, y + 4, 40);
    doc
      .fillColor(accepted ? INK : DANGER)
      .font(BOLD)
      .fontSize(11)
      .text(`${accepted ? "Accepted" : "Declined"} by ${pdfSafeText(name.trim())} on ${dateText(at)}`, box.left, y, { width: box.width });
    return;
  }
  const heading = view.kind === "estimate" ? "Acceptance" : "Authorized signature";
  const note = view.kind === "estimate" ? "By signing below, you accept this estimate, its prices and its terms." : "";
  y = room(doc, box, y + 4, note ? 88 : 72);
  doc.fillColor(INK).font(BOLD).fontSize(10).text(heading, box.left, y, { width: box.width });
  y = doc.y + 3;
  if (note) {
    doc.fillColor(MUTED).font(REGULAR).fontSize(9).text(note, box.left, y, { width: box.width });
    y = doc.y;
  }
  const lineY = y + 34;
  const signatureWidth = Math.min(260, box.width * 0.55);
  const dateX = box.left + signatureWidth + 30;
  const dateWidth = Math.min(150, box.left + box.width - dateX);
  doc.lineWidth(0.75).strokeColor(MUTED);
  doc.moveTo(box.left, lineY).lineTo(box.left + signatureWidth, lineY).stroke();
  doc.moveTo(dateX, lineY).lineTo(dateX + dateWidth, lineY).stroke();
  doc.fillColor(MUTED).font(REGULAR).fontSize(8.5);
  textAt(doc, view.kind === "estimate" ? "Signature and printed name" : "Signature", box.left, lineY + 4);
  textAt(doc, "Date", dateX, lineY + 4);
}

/** At the foot of every page: the document's title and number (as the template shows them) and "Page n of m". */
function drawPageNumbers(doc: PDFKit.PDFDocument, view: ClientDocument, box: Box): void {
  const flags = view.sections.header;
  const who = [flags.documentTitle ? (view.kind === "estimate" ? "Estimate" : "Invoice") : "", flags.documentNumber ? pdfSafeText(view.number) : ""]
    .filter(Boolean)
    .join(" ");
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Inside the bottom margin, where no text may start a page: the margin is lifted while it is drawn.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 34;
    doc.fillColor(MUTED).font(REGULAR).fontSize(8);
    if (who) textAt(doc, who, box.left, y);
    textRight(doc, `Page ${i - range.start + 1} of ${range.count}`, box.left + box.width, y);
    doc.page.margins.bottom = bottom;
  }
}
