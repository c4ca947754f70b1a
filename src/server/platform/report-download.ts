import type { FastifyReply } from "fastify";
import { MSG } from "../../shared/messages.ts";
import type { Db } from "../db/client.ts";
import type { Limits } from "./limits.ts";
import { consume } from "./rate-limit.ts";
import type { ReportDocument } from "./report-document.ts";
import { reportDocx } from "./report-docx.ts";
import { reportPdf } from "./report-pdf.ts";
import { reportXlsx } from "./report-xlsx.ts";

/**
 * Every format the renderer makes a saved report in. Each module registers a route per format it offers
 * (`/api/finance/reports/:id/pdf`…), so a format it has no route for stays a 404. Word (`docx`) is for the
 * modules whose spec asks for it (quality, safety); such a module types its format with this.
 */
export type ReportFileFormat = "pdf" | "xlsx" | "csv" | "docx";

/**
 * The formats finance, procurement, HR and contracts offer (PDF, XLSX, CSV): their file names and addresses are
 * typed for these three, so Word stays out of their routes, types and screens.
 */
export type ReportFormat = Exclude<ReportFileFormat, "docx">;

const TYPES: Record<ReportFileFormat, string> = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** A format's content type, for a route's OpenAPI `produces`. */
export const reportContentType = (format: ReportFileFormat) => TYPES[format];

/**
 * A report file's headers: an attachment named by the module (`finance-report-2026-03-15.pdf`), its type as
 * made, never kept by a shared cache, not second-guessed by the browser.
 */
function asDownload(reply: FastifyReply, format: ReportFileFormat, fileName: string): FastifyReply {
  return reply
    .type(TYPES[format])
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff");
}

/** Sends a PDF made for one record (a purchase order) as a download named `fileName`. */
export const sendPdfFile = (reply: FastifyReply, fileName: string, pdf: Buffer): FastifyReply =>
  asDownload(reply, "pdf", fileName).send(pdf);

/** Sends a CSV made for one export (a period's payroll) as a download named `fileName`. */
export const sendCsvFile = (reply: FastifyReply, fileName: string, csv: string): FastifyReply =>
  asDownload(reply, "csv", fileName).send(csv);

/** Sends a PDF to be shown in the browser (a preview), not saved: inline, never cached. */
export const sendInlinePdf = (reply: FastifyReply, fileName: string, pdf: Buffer): FastifyReply =>
  reply
    .type(TYPES.pdf)
    .header("content-disposition", `inline; filename="${fileName}"`)
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(pdf);

/** Sends an image the server made itself (a PNG logo), cached privately for a while. */
export const sendPng = (reply: FastifyReply, png: Buffer): FastifyReply =>
  reply
    .type("image/png")
    .header("cache-control", "private, max-age=3600")
    .header("x-content-type-options", "nosniff")
    .send(png);

/** What a module gives for a saved report: its document (PDF, workbook, Word) and its CSV text, built on demand. */
export type ReportFiles = { document: () => ReportDocument; csv: () => string };

/** Sends a saved report in the format asked for. */
export async function sendReportFile(
  reply: FastifyReply,
  format: ReportFileFormat,
  fileName: string,
  files: ReportFiles,
): Promise<FastifyReply> {
  switch (format) {
    case "csv":
      return asDownload(reply, format, fileName).send(files.csv());
    case "pdf":
      return asDownload(reply, format, fileName).send(await reportPdf(files.document()));
    case "xlsx":
      return asDownload(reply, format, fileName).send(await reportXlsx(files.document()));
    case "docx":
      return asDownload(reply, format, fileName).send(await reportDocx(files.document()));
  }
}

/**
 * Counts a report PDF this account is about to build, before building it and atomically (one upsert), so a
 * burst cannot all get through: 429 past the limit. One budget per account across every module's reports.
 */
export const countReportPdf = (db: Db, userId: string, limits: Limits) =>
  consume(db, `report-pdf:user:${userId}`, limits.reportPdfsPerAccount, MSG.reportPdfLimit);
