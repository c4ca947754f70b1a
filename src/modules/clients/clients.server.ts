import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { requireScope } from "../../server/platform/access.ts";
import { serve } from "../../server/platform/serve.ts";
import { client, clientInput, clientList, clientListQuery } from "./clients.contract.ts";
import { createClient, listClients } from "./clients.queries.ts";
import { clientsEndpoints } from "./clients.routes.ts";

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "projects", "Clients");
  const { db } = app.deps;
  serve(
    app,
    clientsEndpoints.list,
    {
      schema: {
        tags: ["clients"],
        summary: "The organization's clients by name, at most 500 (search with q)",
        querystring: clientListQuery,
        response: { 200: clientList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listClients(db, await requireScope(request, "read"), request.query),
  );
  serve(
    app,
    clientsEndpoints.create,
    {
      schema: {
        tags: ["clients"],
        summary: "Add a client (an existing name answers the existing client with 200)",
        body: clientInput,
        response: { 200: client, 201: client, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "write");
      const { client: saved, created } = await createClient(db, scope, request.body);
      return reply.code(created ? 201 : 200).send(saved);
    },
  );
};
