import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pingDatabase } from "../db/client.ts";
import { errorBody } from "./errors.ts";
import { errorResponse } from "../../shared/contracts/common.ts";
import { healthResponse } from "../../shared/contracts/health.ts";
import { platformEndpoints } from "../../shared/contracts/platform.routes.ts";
import { openToAll } from "./caller-first.ts";
import { serve } from "./serve.ts";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  openToAll(app);
  serve(
    app,
    platformEndpoints.health,
    {
      schema: {
        tags: ["platform"],
        summary: "Liveness and database check",
        response: { 200: healthResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.deps.database);
      } catch (err) {
        request.log.error({ err }, "health: database unreachable");
        return reply.code(503).send(errorBody("DATABASE_UNAVAILABLE", "The database is not reachable."));
      }
      return { status: "ok" as const, database: app.deps.database.engine };
    },
  );
};
