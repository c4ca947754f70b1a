import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { utcToday } from "../../shared/calendar.ts";
import { requireScope } from "../../server/platform/access.ts";
import { organizationNameOf } from "../../server/platform/organization-rows.ts";
import { countReportPdf, reportContentType, sendPdfFile } from "../../server/platform/report-download.ts";
import { reportPdfBuffer } from "../../server/platform/report-pdf.ts";
import { serve } from "../../server/platform/serve.ts";
import { projectParam } from "./job-finance.contract.ts";
import { jobFinanceEndpoints } from "./job-finance.routes.ts";
import { projectJobCost } from "./job-costing.queries.ts";
import { payApplicationWithParties } from "./job-finance-files.queries.ts";
import {
  jobCostDocument,
  jobCostFileName,
  sendJobFinanceReport,
  wipDocument,
  wipFileName,
  type JobFinanceFileFormat,
} from "./job-finance-reports.server.ts";
import { payApplicationDocument, payApplicationFileName } from "./pay-application-pdf.server.ts";
import { workInProgress } from "./wip.queries.ts";

const tags = ["job finance"];
const FORMAT_NAMES: Record<JobFinanceFileFormat, string> = { pdf: "a PDF", xlsx: "an Excel workbook (XLSX)" };

/**
 * Job finance's files, behind its plan gate; viewers may read them. A pay application's PDF (G702/G703), and the
 * job cost and WIP reports as PDF and XLSX: each drawn from the same query functions the JSON routes answer
 * from, by the shared report renderer. PDFs count against the account's report PDFs (429 past the limit).
 */
export const jobFinanceFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, limits } = app.deps;

  serve(
    app,
    jobFinanceEndpoints.payApplications.pdf,
    {
      schema: {
        tags,
        summary: "A pay application as a PDF download in a G702/G703 layout (pay-application-{number}.pdf)",
        params: idParam,
        produces: ["application/pdf"],
        response: { 200: fileResponse("pay-application-N.pdf"), ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "read");
      const { app: payApplication, parties } = await payApplicationWithParties(db, scope, request.params.id);
      await countReportPdf(db, scope.userId, limits);
      const pdf = await reportPdfBuffer(payApplicationDocument(payApplication, parties));
      return sendPdfFile(reply, payApplicationFileName(payApplication.number), pdf);
    },
  );

  for (const format of ["pdf", "xlsx"] as const) {
    const rateLimited = format === "pdf" ? ([429] as const) : [];
    serve(
      app,
      jobFinanceEndpoints.projects.jobCostFiles[format],
      {
        schema: {
          tags,
          summary: `A project's job cost report as ${FORMAT_NAMES[format]} download`,
          params: projectParam,
          produces: [reportContentType(format)],
          response: {
            200: fileResponse(`job-cost-report-YYYY-MM-DD.${format}`),
            ...errorResponses(401, 403, 404, ...rateLimited),
          },
        },
      },
      async (request, reply) => {
        const scope = await requireScope(request, "read");
        const report = await projectJobCost(db, scope, request.params.projectId);
        if (format === "pdf") await countReportPdf(db, scope.userId, limits);
        const document = jobCostDocument(report, await organizationNameOf(db, scope));
        return sendJobFinanceReport(reply, format, jobCostFileName(utcToday(), format), document);
      },
    );
    serve(
      app,
      jobFinanceEndpoints.wipFiles[format],
      {
        schema: {
          tags,
          summary: `The work-in-progress report as ${FORMAT_NAMES[format]} download`,
          produces: [reportContentType(format)],
          response: {
            200: fileResponse(`wip-report-YYYY-MM-DD.${format}`),
            ...errorResponses(401, 403, ...rateLimited),
          },
        },
      },
      async (request, reply) => {
        const scope = await requireScope(request, "read");
        const report = await workInProgress(db, scope);
        if (format === "pdf") await countReportPdf(db, scope.userId, limits);
        const document = wipDocument(report, await organizationNameOf(db, scope));
        return sendJobFinanceReport(reply, format, wipFileName(utcToday(), format), document);
      },
    );
  }
};
