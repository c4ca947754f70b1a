import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { deletedResponse, errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { countReportPdf } from "../../server/platform/report-download.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { hrEndpoints } from "./hr.routes.ts";
import {
  employee,
  employeeInput,
  employeeList,
  employeeListQuery,
  hrEvents,
  hrReport,
  reportInput,
  todayQuery,
  userLinkInput,
} from "./hr.contract.ts";
import {
  createEmployee,
  deleteEmployee,
  getEmployee,
  linkEmployeeUser,
  listEmployees,
  updateEmployee,
} from "./hr.queries.ts";
import { hrUpcomingEvents } from "./hr-calendar.queries.ts";
import { generateHrReport, getHrReportRecord } from "./hr-reports.queries.ts";
import { sendHrReport } from "./hr-report-files.server.ts";

export const hrRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "finance_procurement_hr", "HR");
  const { db, limits } = app.deps;
  const tags = ["hr"];

  serve(
    app,
    hrEndpoints.employees,
    {
      schema: {
        tags,
        summary:
          "A page of the employee directory by last name then first name, searched by name, email or position and filtered by department and status (personal details are left out for viewers)",
        querystring: employeeListQuery,
        response: { 200: employeeList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listEmployees(db, await requireScope(request, "read"), request.query),
  );

  serve(
    app,
    hrEndpoints.employee,
    {
      schema: {
        tags,
        summary: "One employee with their certifications (personal details are left out for viewers)",
        params: idParam,
        response: { 200: employee, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getEmployee(db, await requireScope(request, "read"), request.params.id),
  );

  serve(
    app,
    hrEndpoints.createEmployee,
    {
      schema: {
        tags,
        summary: "Add an employee with their certifications (status Active and Full-time unless given)",
        body: employeeInput,
        response: { 201: employee, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createEmployee(db, await requireScope(request, "write"), request.body)),
  );

  serve(
    app,
    hrEndpoints.updateEmployee,
    {
      schema: {
        tags,
        summary: "Change an employee: every field, and their certifications replaced by the set sent",
        params: idParam,
        body: employeeInput,
        response: { 200: employee, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateEmployee(db, await requireScope(request, "write"), request.params.id, request.body),
  );

  serve(
    app,
    hrEndpoints.linkUser,
    {
      schema: {
        tags,
        summary:
          "Link an employee to a member of the organization (one employee per member: 409 when taken), or unlink with null",
        params: idParam,
        body: userLinkInput,
        response: { 200: employee, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      linkEmployeeUser(db, await requireScope(request, "write"), request.params.id, request.body.userId),
  );

  serve(
    app,
    hrEndpoints.deleteEmployee,
    {
      schema: {
        tags,
        summary: "Delete an employee and their certifications",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteEmployee(db, await requireScope(request, "write"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  serve(
    app,
    hrEndpoints.events,
    {
      schema: {
        tags,
        summary:
          "Upcoming events as of the caller's today: certifications expired or expiring within 30 days, work anniversaries and start dates in the next 30 days",
        querystring: todayQuery,
        response: { 200: hrEvents, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => hrUpcomingEvents(db, await requireScope(request, "read"), request.query.today ?? utcToday()),
  );

  serve(
    app,
    hrEndpoints.generateReport,
    {
      schema: {
        tags,
        summary:
          "Generate and save the HR report: headcount by department and employment type, certifications to renew, and the employee list",
        body: reportInput,
        response: { 201: hrReport, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "write");
      return reply.code(201).send(await generateHrReport(db, scope, request.body.today ?? utcToday()));
    },
  );

  serve(
    app,
    hrEndpoints.report,
    {
      schema: {
        tags,
        summary: "A saved HR report's figures",
        params: idParam,
        response: { 200: hrReport, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => (await getHrReportRecord(db, await requireScope(request, "read"), request.params.id)).report,
  );

  serve(
    app,
    hrEndpoints.reportFiles.pdf,
    {
      schema: {
        tags,
        summary: "A saved HR report as a PDF download",
        params: idParam,
        produces: ["application/pdf"],
        response: { 200: fileResponse("hr-report-YYYY-MM-DD.pdf"), ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "read");
      const record = await getHrReportRecord(db, scope, request.params.id);
      await countReportPdf(db, scope.userId, limits);
      return sendHrReport(reply, record, "pdf");
    },
  );

  serve(
    app,
    hrEndpoints.reportFiles.xlsx,
    {
      schema: {
        tags,
        summary: "A saved HR report as an Excel workbook (XLSX) download",
        params: idParam,
        produces: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
        response: { 200: fileResponse("hr-report-YYYY-MM-DD.xlsx"), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendHrReport(reply, await getHrReportRecord(db, await requireScope(request, "read"), request.params.id), "xlsx"),
  );

  serve(
    app,
    hrEndpoints.reportFiles.csv,
    {
      schema: {
        tags,
        summary: "A saved HR report's employee list as a CSV download",
        params: idParam,
        produces: ["text/csv"],
        response: { 200: fileResponse("hr-report-YYYY-MM-DD.csv"), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendHrReport(reply, await getHrReportRecord(db, await requireScope(request, "read"), request.params.id), "csv"),
  );
};
