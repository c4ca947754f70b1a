import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireScope } from "../../server/platform/access.ts";
import { organizationNameOf } from "../../server/platform/organization-rows.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { serve } from "../../server/platform/serve.ts";
import { countReportPdf, reportContentType } from "../../server/platform/report-download.ts";
import { errorResponses, fileResponse } from "../../shared/contracts/common.ts";
import { analyticsAnswer, analyticsExportInput, analyticsPreferences, analyticsQuery } from "./analytics.contract.ts";
import { analyticsEndpoints } from "./analytics.routes.ts";
import { analyticsFor, analyticsPreferencesOf, saveAnalyticsPreferences } from "./analytics.queries.ts";
import { sendAnalyticsReport } from "./analytics-report.server.ts";

/**
 * Analytics (issue 17, decision 0035): the page's figures for a period and projects, the person's Customize
 * Dashboard, and the same figures exported as a file. Everything here reads the organization's data, so a viewer
 * may do all of it; saving one's own customization is not a write on the organization's records.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "advanced_analytics", "Analytics");
  const { db, limits } = app.deps;
  const tags = ["analytics"];

  serve(
    app,
    analyticsEndpoints.figures,
    {
      schema: {
        tags,
        summary:
          "The analytics page's figures (cards, project performance, resources, costs, quality, risks) for a period ending today or a custom range, and optionally some projects",
        querystring: analyticsQuery,
        response: { 200: analyticsAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => analyticsFor(db, await requireScope(request, "read"), request.query),
  );

  serve(
    app,
    analyticsEndpoints.preferences,
    {
      schema: {
        tags,
        summary: "The caller's Customize Dashboard in this organization (the defaults when none is saved)",
        response: { 200: analyticsPreferences, ...errorResponses(401, 403) },
      },
    },
    async (request) => analyticsPreferencesOf(db, await requireScope(request, "read")),
  );

  serve(
    app,
    analyticsEndpoints.savePreferences,
    {
      schema: {
        tags,
        summary:
          "Save the caller's Customize Dashboard (auto refresh, layout, sections) for this organization; any role",
        body: analyticsPreferences,
        response: { 200: analyticsPreferences, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => saveAnalyticsPreferences(db, await requireScope(request, "read"), request.body),
  );

  serve(
    app,
    analyticsEndpoints.export,
    {
      schema: {
        tags,
        summary:
          "The analytics figures for the same query as GET /api/analytics, as a PDF, Excel workbook (XLSX) or CSV download; reads only",
        querystring: analyticsQuery,
        body: analyticsExportInput,
        produces: [reportContentType("pdf"), reportContentType("xlsx"), "text/csv"],
        response: {
          200: fileResponse("analytics-report-{from}-to-{to}.pdf (or .xlsx, .csv)"),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "read");
      const { format } = request.body;
      // A PDF blocks the process while it is drawn: it counts against the account's report budget like every report PDF.
      if (format === "pdf") await countReportPdf(db, scope.userId, limits);
      const [answer, organizationName] = await Promise.all([
        analyticsFor(db, scope, request.query),
        organizationNameOf(db, scope),
      ]);
      return sendAnalyticsReport(reply, answer, format, {
        organizationName,
        projectsNamed: request.query.projects.length,
      });
    },
  );
};
