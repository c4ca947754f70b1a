import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { utcToday } from "../../shared/calendar.ts";
import { z } from "zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { requireScope } from "../../server/platform/access.ts";
import { overview } from "./overview.contract.ts";
import { overviewFor } from "./overview.queries.ts";

/** The caller's "today" (their calendar, not the server's); the server's date when not given. */
const overviewQuery = z.object({ today: z.iso.date().optional() });

export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "projects", "Dashboard");
  const { database } = app.deps;
  app.get(
    "/api/overview",
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
