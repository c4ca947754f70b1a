import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import {
  PUSH_MSG,
  pushKey,
  pushSubscribed,
  pushSubscriptionInput,
  pushUnsubscribe,
  pushUnsubscribed,
} from "../../shared/contracts/push-subscriptions.ts";
import { pushSubscriptionEndpoints as routes } from "../../shared/contracts/push-subscriptions.routes.ts";
import { requireScope } from "../../server/platform/access.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import { serve } from "../../server/platform/serve.ts";
import { isPushPublicKey, vapidKeys } from "../../server/platform/web-push.ts";
import { deletePushSubscription, savePushSubscription } from "./push-subscriptions.queries.ts";

const tags = ["notifications"];

/**
 * The caller's browsers for push notifications (issue 30): any role keeps and forgets its own. The server's VAPID
 * keys are made here, at its first start (kept in the database for every process after).
 */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await vapidKeys(db);

  serve(
    app,
    routes.key,
    {
      schema: {
        tags,
        summary: "The server's VAPID public key, which a browser subscribes to push notifications with",
        response: { 200: pushKey, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireScope(request, "read");
      return { publicKey: (await vapidKeys(db)).publicKey };
    },
  );
  serve(
    app,
    routes.subscribe,
    {
      schema: {
        tags,
        summary: "Keep this browser's push subscription for the caller (the same endpoint again replaces it)",
        body: pushSubscriptionInput,
        response: { 200: pushSubscribed, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "read");
      const device = request.body;
      if (!isPushPublicKey(device.keys.p256dh)) throw badRequest(PUSH_MSG.keysInvalid);
      await savePushSubscription(db, scope.userId, device, request.headers["user-agent"] ?? "");
      return { endpoint: device.endpoint, subscribed: true as const };
    },
  );
  serve(
    app,
    routes.unsubscribe,
    {
      schema: {
        tags,
        summary: "Forget one of the caller's browsers for push notifications",
        body: pushUnsubscribe,
        response: { 200: pushUnsubscribed, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "read");
      const { endpoint } = request.body;
      if (!(await deletePushSubscription(db, scope.userId, endpoint))) throw notFound(PUSH_MSG.notFound);
      return { endpoint, deleted: true as const };
    },
  );
};
