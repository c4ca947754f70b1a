import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import { apiTokenInput, apiTokenList, createdApiToken } from "../../shared/contracts/api-tokens.ts";
import { requireScope } from "../platform/access.ts";
import { createApiToken, listApiTokens, revokeApiToken } from "./api-tokens.queries.ts";
import { serve } from "../platform/serve.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";

const tags = ["api tokens"];

/**
 * Personal API tokens of the caller's organization (decision 0033): admins list, create (the token is in the
 * answer this once) and revoke them. Everyone else gets 403.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  serve(
    app,
    accountEndpoints.apiTokens.list,
    {
      schema: {
        tags,
        summary: "The organization's API tokens, newest first, without the tokens themselves (admins)",
        response: { 200: apiTokenList, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ tokens: await listApiTokens(db, await requireScope(request, "admin")) }),
  );

  serve(
    app,
    accountEndpoints.apiTokens.create,
    {
      schema: {
        tags,
        summary:
          "Create an API token (admins): read or write, optional expiry in days; the answer shows the token once",
        body: apiTokenInput,
        response: { 201: createdApiToken, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "admin");
      // The answer carries a secret: no cache may keep it.
      reply.header("cache-control", "no-store");
      return reply.code(201).send(await createApiToken(db, scope, request.body));
    },
  );

  serve(
    app,
    accountEndpoints.apiTokens.revoke,
    {
      schema: {
        tags,
        summary: "Revoke an API token (admins): it stops working at once",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await revokeApiToken(db, await requireScope(request, "admin"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
