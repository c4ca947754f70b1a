import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../server/db/client.ts";
import { fanOutWaiting } from "./fanout.queries.ts";
import { errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { serve } from "../../server/platform/serve.ts";
import { notification, notificationList, notificationListQuery, unreadCount } from "./notifications.contract.ts";
import { notificationsEndpoints as routes } from "./notifications.routes.ts";
import { listNotifications, markAllRead, markRead, unreadCount as countUnread } from "./notifications.queries.ts";

const tags = ["notifications"];

/**
 * The caller's notifications (issue 30): every plan has them (they come with its projects), every role reads and
 * marks its own.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, "projects", "Notifications");
  const { db, database } = app.deps;

  serve(
    app,
    routes.list,
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first, a page at a time, with how many are unread",
        querystring: notificationListQuery,
        response: { 200: notificationList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listNotifications(database, await requireScope(request, "read"), request.query.cursor),
  );
  serve(
    app,
    routes.unread,
    {
      schema: {
        tags,
        summary: "How many of the caller's notifications are unread (up to 100)",
        response: { 200: unreadCount, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ unread: await countUnread(database, await requireScope(request, "read")) }),
  );
  serve(
    app,
    routes.read,
    {
      schema: {
        tags,
        summary: "Mark one of the caller's notifications read",
        params: idParam,
        response: { 200: notification, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => markRead(db, await requireScope(request, "read"), request.params.id),
  );
  serve(
    app,
    routes.readAll,
    {
      schema: {
        tags,
        summary: "Mark all of the caller's notifications read",
        response: { 200: unreadCount, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await markAllRead(db, await requireScope(request, "read"));
      return { unread: 0 };
    },
  );
};

/** How often each server process fans out the events recorded meanwhile. */
export const FAN_OUT_INTERVAL_MS = 1000;

/**
 * Fans out the events recorded meanwhile (fanout.queries.ts), every second, in each server process (safe from
 * several at once); the timer does not keep the process alive; `stop` ends it.
 */
export function startNotificationFanOut(opts: { db: Db; log: FastifyBaseLogger }): { stop: () => void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    fanOutWaiting(opts.db)
      .catch((err: unknown) => opts.log.error({ err }, "notifications could not be fanned out"))
      .finally(() => {
        running = false;
      });
  }, FAN_OUT_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
