import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { errorResponses } from "../../shared/contracts/common.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { overview, overviewQuery } from "./overview.contract.ts";
import { overviewFor } from "./overview.queries.ts";
import { overviewEndpoints } from "./overview.routes.ts";

export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "projects", "Dashboard");
  const { database } = app.deps;
  serve(
    app,
    overviewEndpoints.overview,
    {
      schema: {
        tags: ["overview"],
        summary: "The dashboard's figures, recent projects and upcoming deadlines",
        querystring: overviewQuery,
        response: { 200: overview, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "read");
      return overviewFor(database, scope, request.query.today ?? utcToday());
    },
  );
};
