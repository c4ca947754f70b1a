import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { countReportPdf, reportContentType } from "../../server/platform/report-download.ts";
import { safetyReport, safetyReportInput } from "./safety-report.contract.ts";
import type { SafetyReportFormat } from "./safety-report.constants.ts";
import { sendSafetyReport } from "./safety-report-files.server.ts";
import { generateSafetyReport, getSafetyReportRecord } from "./safety-reports.queries.ts";

const FILES: readonly { format: SafetyReportFormat; what: string; counted: boolean }[] = [
  { format: "pdf", what: "a PDF", counted: true },
  { format: "xlsx", what: "an Excel workbook (XLSX)", counted: false },
  { format: "csv", what: "its incident list as a CSV", counted: false },
  // Word blocks the process as the PDF does (decision 24): counted on the same budget.
  { format: "docx", what: "a Word document (DOCX)", counted: true },
];

/**
 * Generate Safety Report and its files, registered inside the safety plugin (its plan gate and its hook
 * refusing a viewer's write before the body is read apply).
 */
export const safetyReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, limits } = app.deps;
  const tags = ["safety"];

  app.post(
    "/api/safety/reports",
    {
      schema: {
        tags,
        summary:
          "Generate and save a safety report of a period (title, start and end date required): its incidents counted by severity, status and type, the compliance checklist, the certifications with their standing, and the stat cards with the Safety Score as of the caller's today",
        body: safetyReportInput,
        response: { 201: safetyReport, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "write");
      return reply.code(201).send(await generateSafetyReport(db, scope, request.body, request.body.today ?? utcToday()));
    },
  );

  app.get(
    "/api/safety/reports/:id",
    { schema: { tags, summary: "A saved safety report's figures", params: idParam, response: { 200: safetyReport, ...errorResponses(401, 403, 404) } } },
    async (request) => (await getSafetyReportRecord(db, await requireScope(request, "read"), request.params.id)).report,
  );

  for (const { format, what, counted } of FILES) {
    app.get(
      `/api/safety/reports/:id/${format}`,
      {
        schema: {
          tags,
          summary: `A saved safety report as ${what} download`,
          params: idParam,
          produces: [reportContentType(format).split(";")[0] ?? reportContentType(format)],
          response: { 200: fileResponse(`safety-report-YYYY-MM-DD.${format}`), ...(counted ? errorResponses(401, 403, 404, 429) : errorResponses(401, 403, 404)) },
        },
      },
      async (request, reply) => {
        const scope = await requireScope(request, "read");
        const record = await getSafetyReportRecord(db, scope, request.params.id);
        if (counted) await countReportPdf(db, scope.userId, limits);
        return sendSafetyReport(reply, record, format);
      },
    );
  }
};
