import type PDFDocumentClass from "pdfkit";
import { pdfSafeText } from "../../server/platform/pdf-text.ts";
import { formatCents, formatReportDate, formatReportTime } from "../../server/platform/report-document.ts";
import { LIEN_WAIVER_KIND_LABELS, type LienWaiverKind } from "./job-finance.constants.ts";
import { lienWaiverWording } from "./lien-waiver-wording.ts";

/** What a lien waiver's page says: its kind, the job, the payment and who signs. Dates are ISO `YYYY-MM-DD`. */
export type LienWaiverSheet = {
  kind: LienWaiverKind;
  projectName: string;
  /** What it was drawn from, in words: "Pay application No. 2, period to Apr 30, 2026". */
  source: string;
  throughDate: string;
  amountCents: number;
  claimant: string;
  customer: string;
  ownerName: string;
  jobLocation: string;
  exceptions: string;
  signatureName: string;
  signatureDate: string;
};

const INK = "#0f172a";
const MUTED = "#475569";
const BRAND = "#2563eb";
const MARGIN = 56;

const orNone = (text: string) => (text.trim() ? text.trim() : "—");

/** `lien-waiver-conditional-progress-2026-04-30.pdf`. */
export const lienWaiverFileName = (kind: LienWaiverKind, throughDate: string) =>
  `lien-waiver-${kind.replace(/_/g, "-")}-${throughDate}.pdf`;

/**
 * A lien waiver and release (US Letter, portrait), in the manner of the statutory forms: its title by kind, the
 * notice, the identifying information (claimant, customer, job location, owner, through date), the waiver's
 * words with the payment's amount, the exceptions, what a progress waiver leaves untouched, and the claimant's
 * signature block. Long exceptions flow onto a second page; the signature block is never split. pdfkit is loaded
 * on first use (the same standard fonts and text cleaning as every PDF of the product).
 */
export async function lienWaiverPdf(sheet: LienWaiverSheet, now = new Date()): Promise<Buffer> {
  const PDFDocument: typeof PDFDocumentClass = (await import("pdfkit")).default;
  const title = LIEN_WAIVER_KIND_LABELS[sheet.kind];
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: "en-US",
    displayTitle: true,
    info: { Title: title, Author: sheet.claimant, Subject: title, Creator: "BuildOps", CreationDate: now },
  });
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  const amount = formatCents(sheet.amountCents);
  const wording = lienWaiverWording(sheet.kind, amount);
  const heading = (text: string) => {
    doc.moveDown(0.9);
    if (doc.y + 40 > bottom) doc.addPage();
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(11).text(pdfSafeText(text), left, doc.y, { width });
    doc.moveDown(0.3);
  };
  const paragraph = (text: string) =>
    doc.fillColor(INK).font("Helvetica").fontSize(10).text(pdfSafeText(text), left, doc.y, { width, lineGap: 2 });

  doc
    .fillColor(BRAND)
    .font("Helvetica-Bold")
    .fontSize(10)
    .text("LIEN WAIVER AND RELEASE", left, MARGIN, { width, characterSpacing: 1 });
  doc.moveDown(0.2).fillColor(INK).font("Helvetica-Bold").fontSize(18).text(pdfSafeText(title), { width });
  doc.moveDown(0.6);
  const noticeTop = doc.y;
  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .text(pdfSafeText(wording.notice.toUpperCase()), left + 10, noticeTop + 8, { width: width - 20, lineGap: 1 });
  const noticeBottom = doc.y + 8;
  doc
    .rect(left, noticeTop, width, noticeBottom - noticeTop)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  doc.y = noticeBottom;

  heading("Identifying Information");
  const rows: [string, string][] = [
    ["Name of Claimant", orNone(sheet.claimant)],
    ["Name of Customer", orNone(sheet.customer)],
    ["Job Location", orNone(sheet.jobLocation)],
    ["Owner", orNone(sheet.ownerName)],
    ["Project", orNone(sheet.projectName)],
    ["Through Date", formatReportDate(sheet.throughDate)],
    ["For", orNone(sheet.source)],
  ];
  const labelWidth = 130;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fillColor(MUTED).font("Helvetica").fontSize(10).text(pdfSafeText(label), left, y, { width: labelWidth });
    doc
      .fillColor(INK)
      .font("Helvetica-Bold")
      .fontSize(10)
      .text(pdfSafeText(value), left + labelWidth, y, { width: width - labelWidth });
    doc.moveDown(0.35);
  }

  heading(
    wording.notAffected.length > 0 ? "Waiver and Release on Progress Payment" : "Waiver and Release on Final Payment",
  );
  paragraph(wording.body);
  heading("Amount of Payment");
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(12).text(amount, left, doc.y, { width });
  heading("Exceptions");
  paragraph(sheet.exceptions.trim() ? sheet.exceptions.trim() : "None.");
  if (wording.notAffected.length > 0) {
    heading("This document does not affect the following");
    wording.notAffected.forEach((line, i) => paragraph(`(${i + 1}) ${line}`));
  }

  // The signature block: kept whole on one page.
  doc.moveDown(1.2);
  if (doc.y + 90 > bottom) doc.addPage();
  const lineY = doc.y + 34;
  const signatureWidth = width * 0.55;
  const dateX = left + signatureWidth + 30;
  doc.lineWidth(0.75).strokeColor(MUTED);
  doc
    .moveTo(left, lineY)
    .lineTo(left + signatureWidth, lineY)
    .stroke();
  doc
    .moveTo(dateX, lineY)
    .lineTo(left + width, lineY)
    .stroke();
  doc.fillColor(MUTED).font("Helvetica").fontSize(8.5);
  doc.text("Claimant's signature", left, lineY + 4, { lineBreak: false });
  doc.text("Date of signature", dateX, lineY + 4, { lineBreak: false });
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(10);
  doc.text(formatReportDate(sheet.signatureDate), dateX, lineY - 14, { lineBreak: false });
  doc.text(pdfSafeText(sheet.signatureName.trim()), left, lineY + 20, { width: signatureWidth });
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(8.5)
    .text("Claimant's name (printed)", left, doc.y + 2, {
      width: signatureWidth,
    });

  // The foot, inside the bottom margin (where no text may start a page: the margin is lifted while it is drawn).
  doc.page.margins.bottom = 0;
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(8)
    .text(pdfSafeText(`${title} · ${sheet.claimant} · made ${formatReportTime(now)}`), left, bottom + 20, {
      width,
      align: "center",
      lineBreak: false,
    });
  doc.page.margins.bottom = MARGIN;
  doc.end();

  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
