import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { profileResponse, profileUpdateBody } from "../../shared/contracts/profile.ts";
import { requireCaller } from "../platform/access.ts";
import { getProfile, updateProfile } from "./profile.queries.ts";
import { serve } from "../platform/serve.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";

/** The signed-in person's own profile (any role: it is theirs, not the organization's). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["account"];

  serve(
    app,
    accountEndpoints.profile.get,
    {
      schema: {
        tags,
        summary: "The caller's profile",
        response: { 200: profileResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return getProfile(db, caller.user.id, caller.organization?.id ?? null);
    },
  );

  serve(
    app,
    accountEndpoints.profile.save,
    {
      schema: {
        tags,
        summary: "Save full name, company name and phone (the e-mail is read-only)",
        body: profileUpdateBody,
        response: { 200: profileResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return updateProfile(db, caller.user.id, caller.organization?.id ?? null, request.body);
    },
  );
};
