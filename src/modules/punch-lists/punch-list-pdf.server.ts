import type PDFDocumentClass from "pdfkit";
import { pdfSafeText } from "../../server/platform/pdf-text.ts";
import { formatReportDate, formatReportTime } from "../../server/platform/report-document.ts";
import type { PunchItem } from "./punch-lists.contract.ts";
import { PUNCH_STATUS_LABELS } from "./punch-lists.constants.ts";

/** What the PDF draws: the organization, the project, the items (newest first) and each photo's image bytes. */
export type PunchListSheet = {
  organizationName: string;
  projectName: string;
  items: readonly PunchItem[];
  /** A photo's thumbnail (a JPEG at most 320 px) by its id; a photo whose file is gone is left out. */
  images: ReadonlyMap<string, Buffer>;
  /** Whether more items matched than the PDF draws. */
  truncated: boolean;
  now?: Date;
};

const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const MARGIN = 50;
const PHOTO = { width: 150, height: 112, gap: 12 };

/** `punch-list-harbor-tower.pdf`. */
export const punchListFileName = (projectName: string) =>
  `punch-list-${
    projectName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "project"
  }.pdf`;

const detailsOf = (item: PunchItem) =>
  [
    `Status: ${PUNCH_STATUS_LABELS[item.status]}`,
    item.trade ? `Trade: ${item.trade}` : "",
    item.assignee ? `Assignee: ${item.assignee.fullName}` : "",
    item.dueDate ? `Due: ${formatReportDate(item.dueDate)}` : "",
  ]
    .filter(Boolean)
    .join("   ·   ");

/** The latest rejection's note of an item back to Open, said under it. */
const lastRejection = (item: PunchItem) =>
  item.status === "open" ? item.history.findLast((e) => e.action === "rejected")?.note : undefined;

/**
 * A project's punch list as a PDF (US Letter, portrait): the organization, the project and how many items, then
 * each item (number, location, description, status, trade, assignee, due date, the last rejection's note) with
 * its photos in rows of three; "Page n of N" at every foot. pdfkit is loaded on the first PDF, not at start.
 */
export async function punchListPdf(sheet: PunchListSheet): Promise<Buffer> {
  const PDFDocument: typeof PDFDocumentClass = (await import("pdfkit")).default;
  const now = sheet.now ?? new Date();
  const title = `Punch List: ${sheet.projectName}`;
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: "en-US",
    displayTitle: true,
    info: { Title: title, Author: sheet.organizationName, Creator: "BuildOps", CreationDate: now },
  });
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 20;
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(10)
    .text(pdfSafeText(sheet.organizationName), left, MARGIN, { width });
  doc.moveDown(0.2).fillColor(INK).font("Helvetica-Bold").fontSize(20).text(pdfSafeText(title), { width });
  const count = `${sheet.items.length} ${sheet.items.length === 1 ? "item" : "items"}`;
  const more = sheet.truncated ? " (the newest; narrow the filters for the rest)" : "";
  doc
    .moveDown(0.2)
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(10)
    .text(`${count}${more} · Generated ${formatReportTime(now)}`, { width });
  if (sheet.items.length === 0) doc.moveDown(1).fillColor(INK).fontSize(11).text("No punch items.", { width });

  sheet.items.forEach((item, index) => {
    room(80);
    doc.moveDown(0.8);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.5).fillColor(INK).font("Helvetica-Bold").fontSize(12);
    doc.text(pdfSafeText(`${sheet.items.length - index}. ${item.location}`), left, doc.y, { width });
    doc.font("Helvetica").fontSize(10).text(pdfSafeText(item.description), { width });
    doc
      .fillColor(MUTED)
      .fontSize(9)
      .text(pdfSafeText(detailsOf(item)), { width });
    const rejection = lastRejection(item);
    if (rejection) doc.text(pdfSafeText(`Rejected: ${rejection}`), { width });
    const images = item.photos.flatMap((photo) => sheet.images.get(photo.id) ?? []);
    for (let i = 0; i < images.length; i += 3) {
      room(PHOTO.height + PHOTO.gap);
      const top = doc.y + 6;
      images.slice(i, i + 3).forEach((image, j) => {
        doc.image(image, left + j * (PHOTO.width + PHOTO.gap), top, { fit: [PHOTO.width, PHOTO.height] });
      });
      doc.x = left;
      doc.y = top + PHOTO.height;
    }
  });

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(8)
      .text(`Page ${i + 1} of ${range.count}`, left, doc.page.height - 32, { width, align: "right", lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
