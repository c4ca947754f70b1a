import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, idParam } from "../../shared/contracts/common.ts";
import { project, projectListQuery } from "../projects/projects.contract.ts";
import { getProject, listProjects } from "../projects/projects.queries.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { publicApiEndpoints } from "./public-api.routes.ts";

const tags = ["v1"];

/** The public API's projects (read only), through the projects module's queries: `{ data: … }` as the spec's client expects. */
export const v1ProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "projects", "Projects");
  const { db, database } = app.deps;

  serve(
    app,
    publicApiEndpoints.projects,
    {
      schema: {
        tags,
        summary: "A page of the organization's projects, newest first; `nextCursor` asks for the next page",
        querystring: projectListQuery,
        response: {
          200: z.object({ data: z.array(project), nextCursor: z.string().nullable() }),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const page = await listProjects(database, await requireScope(request, "read"), request.query);
      return { data: page.projects, nextCursor: page.nextCursor };
    },
  );

  serve(
    app,
    publicApiEndpoints.project,
    {
      schema: {
        tags,
        summary: "One project",
        params: idParam,
        response: { 200: z.object({ data: project }), ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => ({ data: await getProject(db, await requireScope(request, "read"), request.params.id) }),
  );
};
