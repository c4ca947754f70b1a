import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { subscriptionResponse, switchPlanBody } from "../../shared/contracts/subscription.ts";
import { requireScope } from "../platform/access.ts";
import { cancelSubscription, getSubscription, reactivateSubscription, switchPlan } from "./subscription.queries.ts";

/** The organization's subscription: everyone reads it; only admins change it (no payment provider yet). */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["subscription"];

  app.get(
    "/api/subscription",
    { schema: { tags, summary: "The organization's plan, status, period, features and limits", response: { 200: subscriptionResponse, ...errorResponses(401, 403, 404) } } },
    async (request) => getSubscription(db, await requireScope(request, "read")),
  );

  app.post(
    "/api/subscription/plan",
    {
      schema: {
        tags,
        summary: "Switch to a plan: active, a new 30-day period, the plan's features (admins)",
        body: switchPlanBody,
        response: { 200: subscriptionResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => switchPlan(db, await requireScope(request, "admin"), request.body.plan),
  );

  app.post(
    "/api/subscription/cancel",
    { schema: { tags, summary: "Cancel at the end of the current period (admins)", response: { 200: subscriptionResponse, ...errorResponses(401, 403, 404) } } },
    async (request) => cancelSubscription(db, await requireScope(request, "admin")),
  );

  app.post(
    "/api/subscription/reactivate",
    { schema: { tags, summary: "Undo a cancellation (admins)", response: { 200: subscriptionResponse, ...errorResponses(401, 403, 404) } } },
    async (request) => reactivateSubscription(db, await requireScope(request, "admin")),
  );
};
