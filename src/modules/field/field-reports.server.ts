import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { fieldEndpoints } from "./field.routes.ts";
import { removePhotoFiles } from "../../server/platform/photos-files.ts";
import {
  dailyReport,
  dailyReportInput,
  issueParams,
  issueResolvedInput,
  reportList,
  reportListQuery,
} from "./field.contract.ts";
import { deleteReport, fileReport, getReport, listReports, setIssueResolved } from "./field-reports.queries.ts";

/** Daily reports: the list (of a site), one report, filing one (once per client key), an issue resolved, delete. */
export const fieldReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ["field"];

  serve(
    app,
    fieldEndpoints.reports,
    {
      schema: {
        tags,
        summary: "A page of the organization's daily reports, newest date first, of one site when siteId is given",
        querystring: reportListQuery,
        response: { 200: reportList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listReports(db, await requireScope(request, "read"), request.query),
  );

  serve(
    app,
    fieldEndpoints.report,
    {
      schema: {
        tags,
        summary: "One daily report with its issues and photos",
        params: idParam,
        response: { 200: dailyReport, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getReport(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    fieldEndpoints.fileReport,
    {
      schema: {
        tags,
        summary:
          "File a daily report (the caller as reporter, every issue open): 201 with the new report, or 200 with the one already filed under the same clientKey (a re-send from a device that was offline)",
        body: dailyReportInput,
        response: { 200: dailyReport, 201: dailyReport, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { report, created } = await fileReport(db, await requireScope(request, "write"), request.body);
      return reply.code(created ? 201 : 200).send(report);
    },
  );

  serve(
    app,
    fieldEndpoints.resolveIssue,
    {
      schema: {
        tags,
        summary: "Mark an issue of a daily report resolved, or open again",
        params: issueParams,
        body: issueResolvedInput,
        response: { 200: dailyReport, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setIssueResolved(
        db,
        await requireScope(request, "write"),
        request.params.id,
        request.params.issueId,
        request.body.resolved,
      ),
  );

  serve(
    app,
    fieldEndpoints.deleteReport,
    {
      schema: {
        tags,
        summary: "Delete a daily report and its photos",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const files = await deleteReport(db, await requireScope(request, "write"), request.params.id);
      await removePhotoFiles(storage, files, request.log);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
