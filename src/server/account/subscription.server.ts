import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import {
  billingPortalResponse,
  checkoutReturnBody,
  subscriptionResponse,
  switchPlanBody,
  switchPlanResponse,
} from "../../shared/contracts/subscription.ts";
import { requireScope } from "../platform/access.ts";
import { getSubscription } from "./subscription.queries.ts";
import {
  billingPortal,
  cancelScheduledChange,
  cancelSubscription,
  confirmCheckout,
  reactivateSubscription,
  switchPlan,
  type BillingDeps,
} from "./billing.queries.ts";
import { serve } from "../platform/serve.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";

/**
 * The organization's subscription (decision 0048): everyone reads it; admins subscribe, switch, cancel and
 * reactivate through the payment provider (or, without one, within a trial), even while the organization may
 * not write anything else ("billing" scope).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, payments, config } = app.deps;
  const deps: BillingDeps = { db, payments, appUrl: config.appUrl };
  const tags = ["subscription"];
  const billing = (summary: string) => ({
    schema: { tags, summary, response: { 200: subscriptionResponse, ...errorResponses(401, 403, 404, 409, 502) } },
  });

  serve(
    app,
    accountEndpoints.subscription.get,
    {
      schema: {
        tags,
        summary: "The organization's plan, status, period, features, limits, standing and billing",
        response: { 200: subscriptionResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getSubscription(db, await requireScope(request, "read"), payments !== null),
  );

  serve(
    app,
    accountEndpoints.subscription.switchPlan,
    {
      schema: {
        tags,
        summary:
          "Subscribe or switch plans (admins): the provider's Checkout without a card, else from the next billing cycle",
        body: switchPlanBody,
        response: { 200: switchPlanResponse, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => switchPlan(deps, await requireScope(request, "billing"), request.body.plan),
  );

  serve(
    app,
    accountEndpoints.subscription.cancelScheduledChange,
    billing("Keep the current plan: undo a switch scheduled for the next billing cycle (admins)"),
    async (request) => cancelScheduledChange(deps, await requireScope(request, "billing")),
  );

  serve(
    app,
    accountEndpoints.subscription.cancel,
    billing("Cancel at the end of the current period (admins)"),
    async (request) => cancelSubscription(deps, await requireScope(request, "billing")),
  );

  serve(app, accountEndpoints.subscription.reactivate, billing("Undo a cancellation (admins)"), async (request) =>
    reactivateSubscription(deps, await requireScope(request, "billing")),
  );

  serve(
    app,
    accountEndpoints.subscription.portal,
    {
      schema: {
        tags,
        summary: "The payment provider's customer portal, to change the card and read invoices (admins)",
        response: { 200: billingPortalResponse, ...errorResponses(401, 403, 404, 409, 502) },
      },
    },
    async (request) => billingPortal(deps, await requireScope(request, "billing")),
  );

  serve(
    app,
    accountEndpoints.subscription.checkoutReturn,
    {
      schema: {
        tags,
        summary: "Back from the provider's Checkout: its outcome applied now (admins)",
        body: checkoutReturnBody,
        response: { 200: subscriptionResponse, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request) => confirmCheckout(deps, await requireScope(request, "billing"), request.body.sessionId),
  );
};
