import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { okResponse } from "../../shared/contracts/account.ts";
import { membershipList, switchOrganizationBody } from "../../shared/contracts/organizations.ts";
import { requireCaller } from "../platform/access.ts";
import { membershipsOf, switchOrganization } from "./organizations.queries.ts";
import { serve } from "../platform/serve.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  serve(
    app,
    accountEndpoints.organizations.list,
    {
      schema: {
        tags: ["account"],
        summary: "The organizations the caller belongs to",
        response: { 200: membershipList, ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return { organizations: await membershipsOf(db, caller.user.id), activeId: caller.organization?.id ?? null };
    },
  );
  serve(
    app,
    accountEndpoints.organizations.switchActive,
    {
      schema: {
        tags: ["account"],
        summary: "Switch this session to another of the caller's organizations",
        body: switchOrganizationBody,
        response: { 200: okResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      await switchOrganization(db, caller.user.id, caller.sessionId, request.body.organizationId);
      return { ok: true as const };
    },
  );
};
