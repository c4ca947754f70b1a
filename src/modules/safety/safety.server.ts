import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { errorResponses } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { safetyEndpoints } from "./safety.routes.ts";
import { certificationRoutes } from "../certifications/certifications.public.server.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { safetySummary as summarySchema, todayQuery } from "./safety.contract.ts";
import { safetySummary } from "./safety.queries.ts";
import { safetyChecklistRoutes } from "./safety-checklist.server.ts";
import { safetyIncidentRoutes } from "./safety-incidents.server.ts";
import { safetyReportRoutes } from "./safety-reports.server.ts";

/** The safety module (incidents, certifications, compliance checklist, stat cards), from the Professional plan. */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "quality_safety", "Safety");
  // A viewer's write is refused before its body is read (a read-only role learns nothing from validation).
  app.addHook("preValidation", async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") await requireScope(request, "write");
  });
  const { db } = app.deps;

  serve(
    app,
    safetyEndpoints.summary,
    {
      schema: {
        tags: ["safety"],
        summary:
          "The stat cards as of the caller's today (Open Incidents, Days Without Incident, Compliance Rate, Safety Score with how it is made) and Recent Safety Records (the 5 newest incidents)",
        querystring: todayQuery,
        response: { 200: summarySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => safetySummary(db, await requireScope(request, "read"), request.query.today ?? utcToday()),
  );

  await app.register(safetyIncidentRoutes);
  await app.register(certificationRoutes("safety"));
  await app.register(safetyChecklistRoutes);
  await app.register(safetyReportRoutes);
};
