import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { userSettings } from "../../shared/contracts/settings.ts";
import { requireCaller } from "../platform/access.ts";
import { getSettings, saveSettings } from "./settings.queries.ts";
import { serve } from "../platform/serve.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";

/** The settings screen: the caller's own notification preferences and integrations (any role). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["account"];

  serve(
    app,
    accountEndpoints.settings.get,
    {
      schema: {
        tags,
        summary: "The caller's notification and integration settings (the spec's defaults until saved)",
        response: { 200: userSettings, ...errorResponses(401) },
      },
    },
    async (request) => getSettings(db, (await requireCaller(request)).user.id),
  );

  serve(
    app,
    accountEndpoints.settings.save,
    {
      schema: {
        tags,
        summary: "Save every notification and integration setting",
        body: userSettings,
        response: { 200: userSettings, ...errorResponses(400, 401) },
      },
    },
    async (request) => saveSettings(db, (await requireCaller(request)).user.id, request.body),
  );
};
