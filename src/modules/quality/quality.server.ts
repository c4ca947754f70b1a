import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { errorResponses } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { qualityEndpoints } from "./quality.routes.ts";
import { certificationRoutes } from "../certifications/certifications.public.server.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { qualitySummary as summarySchema, todayQuery } from "./quality.contract.ts";
import { qualitySummary } from "./quality.queries.ts";
import { qualityInspectionRoutes } from "./quality-inspections.server.ts";
import { qualityReportRoutes } from "./quality-reports.server.ts";

/** The quality module (inspections, certifications, stat cards, reports), from the Professional plan. */
export const qualityRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "quality_safety", "Quality Control");
  // A viewer's write is refused before its body is read (a read-only role learns nothing from validation).
  app.addHook("preValidation", async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") await requireScope(request, "write");
  });
  const { db } = app.deps;

  serve(
    app,
    qualityEndpoints.summary,
    {
      schema: {
        tags: ["quality"],
        summary:
          "The stat cards (Total Inspections, Open Defects, Pass Rate, Pending Reviews), Quality Metrics, Common Defects, Recent Inspections (the 5 newest) and the certifications' standing as of the caller's today",
        querystring: todayQuery,
        response: { 200: summarySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => qualitySummary(db, await requireScope(request, "read"), request.query.today ?? utcToday()),
  );

  await app.register(qualityInspectionRoutes);
  await app.register(certificationRoutes("quality"));
  await app.register(qualityReportRoutes);
};
