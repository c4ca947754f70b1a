import type PDFDocumentClass from "pdfkit";
import { pdfSafeText } from "../../server/platform/pdf-text.ts";
import { formatReportDate, formatReportTime } from "../../server/platform/report-document.ts";

/**
 * A certification as a plain record, for its one-page PDF (safety's and quality's certifications, decision 0029).
 * Dates are ISO `YYYY-MM-DD`; `issued` may be unknown. `status` is the standing as the module computed it
 * (valid, expiring, expired).
 */
export type CertificateRecord = {
  name: string;
  number: string;
  issuingAuthority: string;
  issued: string | null;
  expires: string;
  status: string;
  renewalRequirements: string;
  description: string;
  organizationName: string;
  /** The heading over the name, e.g. "Quality Certification". */
  kind?: string;
};

const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const BRAND = "#2563eb";

const STATUS_LABELS: Record<string, string> = { valid: "Valid", expiring: "Expiring", expired: "Expired" };
const orNone = (text: string | null) => (text && text.trim() ? text : "—");

/**
 * A certification's record on one page (US Letter, portrait): the organization, the kind and the name, then
 * its number, issuing authority, dates and status as label and value, its renewal requirements and
 * description, and when the record was made. Long texts are cut to fit the page. pdfkit is loaded on first use.
 */
export async function certificatePdf(record: CertificateRecord, now = new Date()): Promise<Buffer> {
  const PDFDocument: typeof PDFDocumentClass = (await import("pdfkit")).default;
  const title = `${record.kind ?? "Certification"}: ${record.name}`;
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: 60, bottom: 60, left: 60, right: 60 },
    lang: "en-US",
    displayTitle: true,
    info: { Title: title, Author: record.organizationName, Subject: title, Creator: "BuildOps", CreationDate: now },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;

  doc.fillColor(MUTED).font("Helvetica").fontSize(11).text(pdfSafeText(record.organizationName), left, 60, { width });
  doc
    .moveDown(0.3)
    .fillColor(BRAND)
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(pdfSafeText((record.kind ?? "Certification").toUpperCase()), { width, characterSpacing: 1 });
  doc
    .moveDown(0.2)
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(24)
    .text(pdfSafeText(record.name), { width, height: 90, ellipsis: true });
  doc.moveDown(0.5);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(1);

  const rows: [string, string][] = [
    ["Certificate Number", orNone(record.number)],
    ["Issuing Authority", orNone(record.issuingAuthority)],
    ["Issue Date", record.issued ? formatReportDate(record.issued) : "—"],
    ["Expiry Date", formatReportDate(record.expires)],
    ["Status", STATUS_LABELS[record.status] ?? record.status],
  ];
  const labelWidth = 150;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fillColor(MUTED).font("Helvetica").fontSize(11).text(pdfSafeText(label), left, y, { width: labelWidth });
    doc
      .fillColor(INK)
      .font("Helvetica-Bold")
      .fontSize(11)
      .text(pdfSafeText(value), left + labelWidth, y, { width: width - labelWidth, height: 40, ellipsis: true });
    doc.moveDown(0.6);
  }

  const block = (heading: string, text: string, height: number) => {
    doc.moveDown(0.8);
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(13).text(pdfSafeText(heading), left, doc.y, { width });
    doc.moveDown(0.3);
    const room = Math.max(20, Math.min(height, bottom - 40 - doc.y));
    doc
      .fillColor(INK)
      .font("Helvetica")
      .fontSize(11)
      .text(pdfSafeText(orNone(text)), left, doc.y, { width, height: room, ellipsis: true });
  };
  block("Renewal Requirements", record.renewalRequirements, 150);
  block("Description", record.description, 200);

  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(8)
    .text(
      pdfSafeText(`${record.organizationName} · certificate record made ${formatReportTime(now)}`),
      left,
      bottom - 10,
      { width, align: "center", lineBreak: false },
    );
  doc.end();

  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
