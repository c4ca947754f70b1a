import type { FastifyReply } from "fastify";
import { MSG } from "../../shared/messages.ts";
import type { Db } from "../db/client.ts";
import type { Limits } from "./limits.ts";
import { consume } from "./rate-limit.ts";
import type { ReportDocument } from "./report-document.ts";
import { reportPdf } from "./report-pdf.ts";
import { reportXlsx } from "./report-xlsx.ts";

/** The formats a saved report downloads as. */
export type ReportFormat = "pdf" | "xlsx" | "csv";

const TYPES: Record<ReportFormat, string> = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

/**
 * A report file's headers: an attachment named by the module (`finance-report-2026-03-15.pdf`), its type as
 * made, never kept by a shared cache, not second-guessed by the browser.
 */
function asDownload(reply: FastifyReply, format: ReportFormat, fileName: string): FastifyReply {
  return reply
    .type(TYPES[format])
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff");
}

/** Sends a PDF made for one record (a purchase order) as a download named `fileName`. */
export const sendPdfFile = (reply: FastifyReply, fileName: string, pdf: Buffer): FastifyReply => asDownload(reply, "pdf", fileName).send(pdf);

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
  reply.type("image/png").header("cache-control", "private, max-age=3600").header("x-content-type-options", "nosniff").send(png);

/** What a module gives for a saved report: its document (PDF, workbook) and its CSV text, built on demand. */
export type ReportFiles = { document: () => ReportDocument; csv: () => string };

/** Sends a saved report in the format asked for. */
export async function sendReportFile(reply: FastifyReply, format: ReportFormat, fileName: string, files: ReportFiles): Promise<FastifyReply> {
  if (format === "csv") return asDownload(reply, format, fileName).send(files.csv());
  const body = format === "pdf" ? await reportPdf(files.document()) : await reportXlsx(files.document());
  return asDownload(reply, format, fileName).send(body);
}

/**
 * Counts a report PDF this account is about to build, before building it and atomically (one upsert), so a
 * burst cannot all get through: 429 past the limit. One budget per account across every module's reports.
 */
export const countReportPdf = (db: Db, userId: string, limits: Limits) => consume(db, `report-pdf:user:${userId}`, limits.reportPdfsPerAccount, MSG.reportPdfLimit);
