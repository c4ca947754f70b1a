import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { webhookResponse } from "../../shared/contracts/subscription.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";
import { openToAll } from "../platform/caller-first.ts";
import { badRequest, notFound } from "../platform/errors.ts";
import { InvalidSignature } from "../platform/payments/provider.ts";
import { serve } from "../platform/serve.ts";
import { applyPaymentEvent, type PaymentEventHandler } from "./billing-events.queries.ts";

/** The largest event body taken (Stripe's are a few kilobytes). */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * The payment provider's webhooks (decision 0048): no session, the provider's signature instead, checked over
 * the exact bytes received (so this plugin alone reads JSON as bytes). A bad or missing signature is a 400 and
 * changes nothing; a verified event is applied once (billing-events.queries.ts) and answered 200, also when it
 * was applied before, so the provider stops sending it. A failure while applying is a 5xx: the provider retries.
 */
export function paymentWebhookRoutes(onConnectedEvent?: PaymentEventHandler): FastifyPluginAsyncZod {
  return async (app) => {
    openToAll(app);
    const { db, payments, mailer, config } = app.deps;
    app.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );

    serve(
      app,
      accountEndpoints.paymentWebhook,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ["payments"],
          summary: "The payment provider's events (signed with the webhook secret; Stripe-Signature header)",
          response: { 200: webhookResponse, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        if (!payments) throw notFound("Payments are not set up on this server.");
        const signature = request.headers["stripe-signature"];
        const body: unknown = request.body;
        if (typeof signature !== "string" || !Buffer.isBuffer(body))
          throw badRequest("A signed event is expected (Stripe-Signature header, JSON body).");
        let event;
        try {
          event = payments.provider.readEvent(body, signature);
        } catch (err) {
          if (err instanceof InvalidSignature || err instanceof SyntaxError) throw badRequest(err.message);
          throw err;
        }
        await applyPaymentEvent(
          { db, payments, mailer, appUrl: config.appUrl, ...(onConnectedEvent ? { onConnectedEvent } : {}) },
          event,
        );
        return { received: true };
      },
    );
  };
}
