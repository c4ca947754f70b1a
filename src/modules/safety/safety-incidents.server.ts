import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { safetyEndpoints } from "./safety.routes.ts";
import { organizationNameOf } from "../../server/platform/organization-rows.ts";
import { countReportPdf, sendPdfFile } from "../../server/platform/report-download.ts";
import { reportPdfBuffer } from "../../server/platform/report-pdf.ts";
import { incident, incidentInput, incidentList, incidentListQuery, incidentStatusInput } from "./safety.contract.ts";
import { incidentReportDocument, incidentReportFileName } from "./safety-incident-pdf.server.ts";
import { getIncident, listIncidents, moveIncident, reportIncident } from "./safety-incidents.queries.ts";

/** Incidents: Report Incident (once per client key), the list, one incident and its report PDF, its status flow. */
export const safetyIncidentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, limits } = app.deps;
  const tags = ["safety"];

  serve(
    app,
    safetyEndpoints.incidents,
    {
      schema: {
        tags,
        summary:
          "A page of the organization's incidents, newest date first, searched by location, description or immediate actions and filtered by status, severity and type",
        querystring: incidentListQuery,
        response: { 200: incidentList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listIncidents(db, await requireScope(request, "read"), request.query),
  );

  serve(
    app,
    safetyEndpoints.incident,
    {
      schema: {
        tags,
        summary: "One incident with its involved persons and photos",
        params: idParam,
        response: { 200: incident, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getIncident(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    safetyEndpoints.incidentPdf,
    {
      schema: {
        tags,
        summary:
          "An incident's report as a PDF download (type, status, severity, date and time, location, description, people involved, witnesses, immediate actions, reporter, status history, photo count), counted against the account's report PDFs",
        params: idParam,
        produces: ["application/pdf"],
        response: { 200: fileResponse("incident-<date>-<id>.pdf"), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "read");
      const found = await getIncident(db, scope, request.params.id);
      await countReportPdf(db, scope.userId, limits);
      const pdf = await reportPdfBuffer(incidentReportDocument(found, await organizationNameOf(db, scope)));
      return sendPdfFile(reply, incidentReportFileName(found), pdf);
    },
  );

  serve(
    app,
    safetyEndpoints.reportIncident,
    {
      schema: {
        tags,
        summary:
          "Report Incident (Under Investigation, the caller as reporter): 201 with the new incident, or 200 with the one already reported under the same clientKey (a re-send from a device that was offline)",
        body: incidentInput,
        response: { 200: incident, 201: incident, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { incident: reported, created } = await reportIncident(
        db,
        await requireScope(request, "write"),
        request.body,
      );
      return reply.code(created ? 201 : 200).send(reported);
    },
  );

  serve(
    app,
    safetyEndpoints.moveIncident,
    {
      schema: {
        tags,
        summary:
          "Move an incident along Under Investigation → Resolved → Closed (a Resolved one may be reopened); any other move answers 409",
        params: idParam,
        body: incidentStatusInput,
        response: { 200: incident, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => moveIncident(db, await requireScope(request, "write"), request.params.id, request.body.status),
  );
};
