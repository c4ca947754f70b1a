import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { errorResponses } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { fieldEndpoints } from "./field.routes.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { fieldSummary as summarySchema, todayQuery } from "./field.contract.ts";
import { fieldSummary } from "./field.queries.ts";
import { fieldReportRoutes } from "./field-reports.server.ts";
import { fieldSiteRoutes } from "./field-sites.server.ts";

/** The field operations module (sites, daily reports, stat and site cards), from the Professional plan. */
export const fieldRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "field_operations", "Field Operations");
  // A viewer's write is refused before its body is read (a read-only role learns nothing from validation).
  app.addHook("preValidation", async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") await requireScope(request, "write");
  });
  const { db } = app.deps;

  serve(
    app,
    fieldEndpoints.summary,
    {
      schema: {
        tags: ["field"],
        summary:
          "The stat cards as of the caller's today (Active Sites, Crew On Site, Open Issues by priority, Reports This Week) and the site cards (a few active sites with their latest reports)",
        querystring: todayQuery,
        response: { 200: summarySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => fieldSummary(db, await requireScope(request, "read"), request.query.today ?? utcToday()),
  );

  await app.register(fieldSiteRoutes);
  await app.register(fieldReportRoutes);
};
