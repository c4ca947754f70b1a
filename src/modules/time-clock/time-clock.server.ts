import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, fileResponse, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { sendJsonText } from "../../server/platform/http.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { serve } from "../../server/platform/serve.ts";
import {
  approveInput,
  certifiedPayrollQuery,
  clockStatus,
  payrollQuery,
  punch,
  punchCorrectionInput,
  punchInput,
  punchRemoveInput,
  reopenInput,
  timeClockSettings,
  timeClockSettingsInput,
  timesheet,
  timesheetWeek,
  weekQuery,
  workerParam,
} from "./time-clock.contract.ts";
import { timeClockEndpoints } from "./time-clock.routes.ts";
import { addPunch, changePunch, removePunch } from "./corrections.queries.ts";
import { clockStatus as readClock, recordPunch } from "./punches.queries.ts";
import { getTimeClockSettings, saveTimeClockSettings } from "./time-clock-settings.queries.ts";
import { weekTimesheetsJson } from "./timesheets.queries.ts";
import { approveTimesheet, reopenTimesheet, workerTimesheet } from "./worker-timesheet.queries.ts";
import { sendCertifiedPayroll, sendPayrollCsv } from "./payroll-files.server.ts";

const tags = ["time clock"];

/**
 * The time clock (issue 31): members clock in and out for a job site and a cost code, with breaks, the position
 * read once at each punch against the site's geofence; weekly timesheets with overtime; an admin's corrections
 * (with reasons, in a history), approval (hours locked, labour cost on the project) and payroll exports. From the
 * Professional plan (field operations). Viewers read their own week.
 */
export const timeClockRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "field_operations", "Time Clock");
  // A viewer's write is refused before its body is read (a read-only role learns nothing from validation).
  app.addHook("preValidation", async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") await requireScope(request, "write");
  });
  const { db, database, limits } = app.deps;
  const e = timeClockEndpoints;

  serve(
    app,
    e.clock,
    {
      schema: {
        tags,
        summary: "The caller's clock: clocked out, working or on a break, their recent punches, sites and cost codes",
        response: { 200: clockStatus, ...errorResponses(401, 403) },
      },
    },
    async (request) => readClock(db, await requireScope(request, "read")),
  );

  serve(
    app,
    e.punch,
    {
      schema: {
        tags,
        summary:
          "Clock in (a site, a cost code), start or end a break, clock out: 201 with the punch, or 200 with the one already stored under the same clientKey (sent again from a phone that was offline)",
        body: punchInput,
        response: { 200: punch, 201: punch, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { punch: saved, created } = await recordPunch(db, await requireScope(request, "write"), request.body);
      return reply.code(created ? 201 : 200).send(saved);
    },
  );

  serve(
    app,
    e.week,
    {
      schema: {
        tags,
        summary:
          "A week's timesheets with straight time, overtime and double time: everyone's for an admin, one's own otherwise",
        querystring: weekQuery,
        response: { 200: timesheetWeek, ...errorResponses(400, 401, 403) },
      },
    },
    // Sent as the JSON text counted (or kept) for this week; the API tests check its shape.
    async (request, reply) =>
      sendJsonText(reply, await weekTimesheetsJson(database, await requireScope(request, "read"), request.query.week)),
  );

  serve(
    app,
    e.sheet,
    {
      schema: {
        tags,
        summary:
          "One worker's week: its punches, work by day, site and cost code, and history (an admin, or the worker)",
        params: workerParam,
        querystring: weekQuery,
        response: { 200: timesheet, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      workerTimesheet(db, await requireScope(request, "read"), request.params.userId, request.query.week),
  );

  serve(
    app,
    e.addPunch,
    {
      schema: {
        tags,
        summary: "Add a punch to a worker's timesheet, with the reason (admins; not in an approved week)",
        params: workerParam,
        body: punchCorrectionInput,
        response: { 201: punch, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "admin");
      return reply.code(201).send(await addPunch(db, scope, request.params.userId, request.body));
    },
  );

  serve(
    app,
    e.changePunch,
    {
      schema: {
        tags,
        summary: "Change a punch's kind, time, site or cost code, with the reason (admins; not in an approved week)",
        params: idParam,
        body: punchCorrectionInput,
        response: { 200: punch, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => changePunch(db, await requireScope(request, "admin"), request.params.id, request.body),
  );

  serve(
    app,
    e.removePunch,
    {
      schema: {
        tags,
        summary: "Remove a punch from the timesheet, with the reason kept in its history (admins)",
        params: idParam,
        body: punchRemoveInput,
        response: { 200: punch, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => removePunch(db, await requireScope(request, "admin"), request.params.id, request.body),
  );

  serve(
    app,
    e.approve,
    {
      schema: {
        tags,
        summary:
          "Approve a worker's ended week: its hours are locked and become labour cost on the sites' projects (admins)",
        params: workerParam,
        body: approveInput,
        response: { 200: timesheet, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => approveTimesheet(db, await requireScope(request, "admin"), request.params.userId, request.body),
  );

  serve(
    app,
    e.reopen,
    {
      schema: {
        tags,
        summary: "Reopen an approved week, with the reason: its labour cost is withdrawn (admins)",
        params: workerParam,
        body: reopenInput,
        response: { 200: timesheet, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => reopenTimesheet(db, await requireScope(request, "admin"), request.params.userId, request.body),
  );

  serve(
    app,
    e.settings,
    {
      schema: {
        tags,
        summary: "The organization's time clock rules: geofence policy, overtime, the week's first day",
        response: { 200: timeClockSettings, ...errorResponses(401, 403) },
      },
    },
    async (request) => getTimeClockSettings(db, await requireScope(request, "read")),
  );

  serve(
    app,
    e.saveSettings,
    {
      schema: {
        tags,
        summary: "Save the time clock rules (admins)",
        body: timeClockSettingsInput,
        response: { 200: timeClockSettings, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => saveTimeClockSettings(db, await requireScope(request, "admin"), request.body),
  );

  serve(
    app,
    e.payrollCsv,
    {
      schema: {
        tags,
        summary: "Approved hours and gross pay per worker and week of a period, as CSV (admins)",
        querystring: payrollQuery,
        produces: ["text/csv"],
        response: { 200: fileResponse("payroll-{from}-{to}.csv"), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendPayrollCsv(reply, db, await requireScope(request, "admin"), request.query),
  );

  serve(
    app,
    e.certifiedPayrollPdf,
    {
      schema: {
        tags,
        summary: "A project's certified payroll for a week in the WH-347 layout, as PDF (admins)",
        querystring: certifiedPayrollQuery,
        produces: ["application/pdf"],
        response: {
          200: fileResponse("certified-payroll-{project}-{week}.pdf"),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) =>
      sendCertifiedPayroll(reply, db, limits, await requireScope(request, "admin"), request.query),
  );
};
