import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { subscriptionResponse, switchPlanBody } from "../../shared/contracts/subscription.ts";
import { requireScope } from "../platform/access.ts";
import { cancelSubscription, getSubscription, reactivateSubscription, switchPlan } from "./subscription.queries.ts";
import { serve } from "../platform/serve.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";

/** The organization's subscription: everyone reads it; only admins change it (no payment provider yet). */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["subscription"];

  serve(
    app,
    accountEndpoints.subscription.get,
    {
      schema: {
        tags,
        summary: "The organization's plan, status, period, features and limits",
        response: { 200: subscriptionResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getSubscription(db, await requireScope(request, "read")),
  );

  serve(
    app,
    accountEndpoints.subscription.switchPlan,
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

  serve(
    app,
    accountEndpoints.subscription.cancel,
    {
      schema: {
        tags,
        summary: "Cancel at the end of the current period (admins)",
        response: { 200: subscriptionResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => cancelSubscription(db, await requireScope(request, "admin")),
  );

  serve(
    app,
    accountEndpoints.subscription.reactivate,
    {
      schema: {
        tags,
        summary: "Undo a cancellation (admins)",
        response: { 200: subscriptionResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => reactivateSubscription(db, await requireScope(request, "admin")),
  );
};
