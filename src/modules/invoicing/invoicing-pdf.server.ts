import type PDFDocumentClass from "pdfkit";
import { drawLogo, preparedLogo, type PreparedLogo } from "../../server/platform/pdf-logo.ts";
import { pdfSafeText } from "../../server/platform/pdf-text.ts";
import { formatCents, formatReportDate } from "../../server/platform/report-document.ts";
import { summaryRows } from "./document-text.ts";
import type { ClientDocument } from "./invoicing.contract.ts";
import { drawItems } from "./invoicing-pdf-items.server.ts";
import {
  BOLD,
  CELL_PAD,
  HEAD_FILL,
  INK,
  MUTED,
  REGULAR,
  room,
  RULE,
  textAt,
  textRight,
  type Box,
} from "./invoicing-pdf-layout.server.ts";

/**
 * The PDF of an estimate or an invoice, shaped by its template's sections (spec: Document template): the header
 * (logo, company, title, number, dates), the client, the items table with the template's columns in its order
 * and under its labels, the totals, then terms, notes and the signature, and "Page n of m" at every foot.
 * US Letter portrait in pdfkit's built-in Helvetica; money as "$1,234.50" (the report renderer's formatter).
 * The logo is decoded once per distinct image (src/server/platform/pdf-logo.ts); text goes through the platform's
 * cleaning for the standard fonts (pdf-text.ts).
 */

const BRAND = "#2563eb";
const DANGER = "#b91c1c";

const MARGIN = 50;
/** The logo's box at the top left, in points: a 600×240 logo shows at 180×72 (240 dpi). */
const LOGO_BOX = { width: 180, height: 72 };
/** The column of title, number and dates at the top right. */
const META_WIDTH = 230;

const SUMMARY_WIDTH = 240;

const TITLE = { estimate: "ESTIMATE", invoice: "INVOICE" } as const;

/** "2026-04-27" (or a timestamp) as "Apr 27, 2026"; anything else as it is. */
function dateText(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  return day && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? formatReportDate(day) : value;
}

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
// The document

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
    doc
      .fillColor(BRAND)
      .font(BOLD)
      .fontSize(24)
      .text(TITLE[view.kind], x, right, { width: META_WIDTH, align: "right" });
    right = doc.y + 2;
  }
  if (view.status === "void") {
    doc.fillColor(DANGER).font(BOLD).fontSize(11).text("VOID", x, right, { width: META_WIDTH, align: "right" });
    right = doc.y + 2;
  }
  const rows: [string, string][] = [];
  if (flags.documentNumber)
    rows.push([view.kind === "estimate" ? "Estimate #" : "Invoice #", pdfSafeText(view.number)]);
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
      doc
        .fillColor(INK)
        .font(BOLD)
        .text(value, x + labelWidth, right, { width: META_WIDTH - labelWidth, align: "right" });
      right = Math.max(doc.y, right + 12) + 3;
    }
  }

  const bottom = Math.max(y, right);
  if (bottom === box.top) return box.top;
  doc
    .moveTo(box.left, bottom + 10)
    .lineTo(box.left + box.width, bottom + 10)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
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
  doc
    .fillColor(MUTED)
    .font(BOLD)
    .fontSize(9)
    .text(view.kind === "invoice" ? "Bill to" : "Prepared for", box.left, y, { width });
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
      doc
        .fillColor(row.label === "Balance due" ? BRAND : INK)
        .font(BOLD)
        .fontSize(11);
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
    doc
      .fillColor(MUTED)
      .font(REGULAR)
      .fontSize(9)
      .text(body, box.left, doc.y + 3, { width: box.width, lineGap: 1 });
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
      .text(`${accepted ? "Accepted" : "Declined"} by ${pdfSafeText(name.trim())} on ${dateText(at)}`, box.left, y, {
        width: box.width,
      });
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
  doc
    .moveTo(box.left, lineY)
    .lineTo(box.left + signatureWidth, lineY)
    .stroke();
  doc
    .moveTo(dateX, lineY)
    .lineTo(dateX + dateWidth, lineY)
    .stroke();
  doc.fillColor(MUTED).font(REGULAR).fontSize(8.5);
  textAt(doc, view.kind === "estimate" ? "Signature and printed name" : "Signature", box.left, lineY + 4);
  textAt(doc, "Date", dateX, lineY + 4);
}

/** At the foot of every page: the document's title and number (as the template shows them) and "Page n of m". */
function drawPageNumbers(doc: PDFKit.PDFDocument, view: ClientDocument, box: Box): void {
  const flags = view.sections.header;
  const who = [
    flags.documentTitle ? (view.kind === "estimate" ? "Estimate" : "Invoice") : "",
    flags.documentNumber ? pdfSafeText(view.number) : "",
  ]
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
