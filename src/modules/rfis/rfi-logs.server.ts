import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, fileResponse } from "../../shared/contracts/common.ts";
import { utcToday } from "../../shared/calendar.ts";
import { requireScope } from "../../server/platform/access.ts";
import { organizationNameOf } from "../../server/platform/organization-rows.ts";
import { countReportPdf, reportContentType, sendReportFile } from "../../server/platform/report-download.ts";
import { toCsv } from "../../server/platform/csv.ts";
import { cellText, type ReportDocument } from "../../server/platform/report-document.ts";
import { serve } from "../../server/platform/serve.ts";
import { getProject } from "../projects/projects.queries.ts";
import { projectParam } from "./rfis.contract.ts";
import { rfisEndpoints } from "./rfis.routes.ts";
import { projectRfis } from "./rfis.queries.ts";
import { projectSubmittals } from "./submittals.queries.ts";
import { rfiLogDocument, submittalLogDocument } from "./rfi-log-documents.server.ts";

const tags = ["rfis"];

/** The renderer asks every report for its CSV too; these logs are offered as PDF and XLSX, so it is never sent. */
const csvOf = (document: ReportDocument) => () => {
  const table = document.tables[0];
  if (!table) return "";
  return toCsv(
    table.columns.map((c) => c.header),
    table.rows.map((row) => row.map((cell, i) => cellText(cell, table.columns[i]?.kind))),
  );
};

/**
 * A project's RFI log (PDF) and submittal log (PDF and XLSX), for anyone who may read; a project of another
 * organization is not found. PDFs count against the account's report PDFs (429 past the limit).
 */
export const rfiLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, limits } = app.deps;

  serve(
    app,
    rfisEndpoints.rfis.logPdf,
    {
      schema: {
        tags,
        summary: "A project's RFI log as a PDF download (rfi-log-YYYY-MM-DD.pdf)",
        params: projectParam,
        produces: [reportContentType("pdf")],
        response: { 200: fileResponse("rfi-log-YYYY-MM-DD.pdf"), ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "read");
      const project = await getProject(db, scope, request.params.projectId);
      const rows = await projectRfis(db, scope, project.id);
      await countReportPdf(db, scope.userId, limits);
      const document = rfiLogDocument(project.name, rows, await organizationNameOf(db, scope), utcToday());
      return sendReportFile(reply, "pdf", `rfi-log-${utcToday()}.pdf`, {
        document: () => document,
        csv: csvOf(document),
      });
    },
  );

  for (const format of ["pdf", "xlsx"] as const) {
    const entry = format === "pdf" ? rfisEndpoints.submittals.logPdf : rfisEndpoints.submittals.logXlsx;
    serve(
      app,
      entry,
      {
        schema: {
          tags: ["submittals"],
          summary: `A project's submittal log as a ${format.toUpperCase()} download (submittal-log-YYYY-MM-DD.${format})`,
          params: projectParam,
          produces: [reportContentType(format)],
          response: {
            200: fileResponse(`submittal-log-YYYY-MM-DD.${format}`),
            ...errorResponses(401, 403, 404, ...(format === "pdf" ? ([429] as const) : [])),
          },
        },
      },
      async (request, reply) => {
        const scope = await requireScope(request, "read");
        const project = await getProject(db, scope, request.params.projectId);
        const rows = await projectSubmittals(db, scope, project.id);
        if (format === "pdf") await countReportPdf(db, scope.userId, limits);
        const document = submittalLogDocument(project.name, rows, await organizationNameOf(db, scope));
        return sendReportFile(reply, format, `submittal-log-${utcToday()}.${format}`, {
          document: () => document,
          csv: csvOf(document),
        });
      },
    );
  }
};
