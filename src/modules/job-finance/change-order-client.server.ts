import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, tokenParam } from "../../shared/contracts/common.ts";
import { openToAll } from "../../server/platform/caller-first.ts";
import { consume } from "../../server/platform/rate-limit.ts";
import { linkScope } from "../../server/platform/link-tokens.ts";
import { serve } from "../../server/platform/serve.ts";
import { changeOrderAnswerInput, clientChangeOrder } from "./job-finance.contract.ts";
import { jobFinanceEndpoints } from "./job-finance.routes.ts";
import {
  answerChangeOrder,
  clientChangeOrderView,
  openChangeOrderLink,
  type OpenedChangeOrderLink,
} from "./change-order-links.queries.ts";
import { getChangeOrder } from "./change-orders.queries.ts";
import { changeOrderAnswerEmail } from "./change-order-email.server.ts";

const tags = ["client change orders"];

/**
 * The client's side of a change order (no account, no plan gate: the unguessable, expiring, revocable token is the
 * key; calls are limited per address): read it, approve or reject it with a typed name.
 */
export const changeOrderClientRoutes: FastifyPluginAsyncZod = async (app) => {
  openToAll(app);
  const { db, limits, mailer, config } = app.deps;
  const routes = jobFinanceEndpoints.client;
  const open = async (ip: string, token: string): Promise<OpenedChangeOrderLink> => {
    await consume(db, `client-link:ip:${ip}`, limits.clientLinksPerIp);
    return openChangeOrderLink(db, token);
  };

  serve(
    app,
    routes.changeOrder,
    {
      schema: {
        tags,
        summary:
          "The change order a client link opens; 404 for a wrong or revoked link, 410 once expired or (code CHANGE_ORDER_CHANGED) once it was edited after it was sent",
        params: tokenParam,
        response: { 200: clientChangeOrder, ...errorResponses(404, 410, 429) },
      },
    },
    async (request, reply) => {
      const link = await open(request.ip, request.params.token);
      reply.header("cache-control", "private, no-store").header("referrer-policy", "no-referrer");
      return clientChangeOrderView(db, link);
    },
  );

  serve(
    app,
    routes.answer,
    {
      schema: {
        tags,
        summary:
          "Approve or reject the change order with the client's typed name, at the version they read (once; 409 after)",
        params: tokenParam,
        body: changeOrderAnswerInput,
        response: { 200: clientChangeOrder, ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request, reply) => {
      const link = await open(request.ip, request.params.token);
      await answerChangeOrder(db, link, { ...request.body, ip: request.ip });
      if (link.sentBy) {
        const order = await getChangeOrder(db, linkScope(link), link.changeOrderId);
        const url = `${config.appUrl}/dashboard/projects/${encodeURIComponent(order.projectId)}`;
        await mailer
          .send(changeOrderAnswerEmail(link.sentBy, order, request.body.approve, request.body.name, url))
          .catch((err: unknown) => request.log.error({ err }, "could not record the change order answer mail"));
      }
      reply.header("cache-control", "private, no-store");
      return clientChangeOrderView(db, link);
    },
  );
};
