import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { countReportPdf, reportContentType } from "../../server/platform/report-download.ts";
import { qualityReport, qualityReportInput } from "./quality-report.contract.ts";
import type { QualityReportFormat } from "./quality-report.constants.ts";
import { sendQualityReport } from "./quality-report-files.server.ts";
import { generateQualityReport, getQualityReportRecord } from "./quality-reports.queries.ts";

const FILES: readonly { format: QualityReportFormat; what: string; counted: boolean }[] = [
  { format: "pdf", what: "a PDF", counted: true },
  { format: "xlsx", what: "an Excel workbook (XLSX)", counted: false },
  // Word blocks the process as the PDF does (decision 24): counted on the same budget.
  { format: "docx", what: "a Word document (DOCX)", counted: true },
];

/** Generate Quality Report and its files, registered inside the quality plugin (its plan gate and viewer hook apply). */
export const qualityReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, limits } = app.deps;
  const tags = ["quality"];

  app.post(
    "/api/quality/reports",
    {
      schema: {
        tags,
        summary:
          "Generate and save a quality report of a period (title, start and end date required): its inspections with the stat cards, metrics and common defects computed over them, and the certifications with their standing as of the caller's today",
        body: qualityReportInput,
        response: { 201: qualityReport, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "write");
      return reply.code(201).send(await generateQualityReport(db, scope, request.body, request.body.today ?? utcToday()));
    },
  );

  app.get(
    "/api/quality/reports/:id",
    { schema: { tags, summary: "A saved quality report's figures", params: idParam, response: { 200: qualityReport, ...errorResponses(401, 403, 404) } } },
    async (request) => (await getQualityReportRecord(db, await requireScope(request, "read"), request.params.id)).report,
  );

  for (const { format, what, counted } of FILES) {
    app.get(
      `/api/quality/reports/:id/${format}`,
      {
        schema: {
          tags,
          summary: `A saved quality report as ${what} download`,
          params: idParam,
          produces: [reportContentType(format).split(";")[0] ?? reportContentType(format)],
          response: { 200: fileResponse(`quality-report-YYYY-MM-DD.${format}`), ...(counted ? errorResponses(401, 403, 404, 429) : errorResponses(401, 403, 404)) },
        },
      },
      async (request, reply) => {
        const scope = await requireScope(request, "read");
        const record = await getQualityReportRecord(db, scope, request.params.id);
        if (counted) await countReportPdf(db, scope.userId, limits);
        return sendQualityReport(reply, record, format);
      },
    );
  }
};
