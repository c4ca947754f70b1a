import type { FastifyReply } from "fastify";
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

/** What a module gives for a saved report: its document (PDF, workbook) and its CSV text, built on demand. */
export type ReportFiles = { document: () => ReportDocument; csv: () => string };

/** Sends a saved report in the format asked for. */
export async function sendReportFile(reply: FastifyReply, format: ReportFormat, fileName: string, files: ReportFiles): Promise<FastifyReply> {
  if (format === "csv") return asDownload(reply, format, fileName).send(files.csv());
  const body = format === "pdf" ? await reportPdf(files.document()) : await reportXlsx(files.document());
  return asDownload(reply, format, fileName).send(body);
}
