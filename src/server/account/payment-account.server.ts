import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import { paymentAccountResponse, redirectResponse } from "../../shared/contracts/payments.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";
import { requireScope } from "../platform/access.ts";
import { serve } from "../platform/serve.ts";
import { connectPaymentAccount, getPaymentAccount } from "./payment-account.queries.ts";

/** The organization's own Stripe account for its clients' payments (decision 0048): everyone reads; admins connect. */
export const paymentAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, payments, config } = app.deps;
  const tags = ["payments"];

  serve(
    app,
    accountEndpoints.paymentAccount.get,
    {
      schema: {
        tags,
        summary: "Whether the organization takes its clients' payments online, through its own Stripe account",
        response: { 200: paymentAccountResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => getPaymentAccount(db, payments, await requireScope(request, "read")),
  );

  serve(
    app,
    accountEndpoints.paymentAccount.connect,
    {
      schema: {
        tags,
        summary: "Connect the organization's Stripe account, or resume its setup: the provider's onboarding (admins)",
        response: { 200: redirectResponse, ...errorResponses(401, 402, 403, 409, 502) },
      },
    },
    async (request) => connectPaymentAccount(db, payments, config.appUrl, await requireScope(request, "admin")),
  );
};
