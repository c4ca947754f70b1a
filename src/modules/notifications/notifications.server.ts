import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, idParam } from "../../shared/contracts/common.ts";
import { requireScope } from "../../server/platform/access.ts";
import { requireFeature } from "../../server/platform/plan-gate.ts";
import { serve } from "../../server/platform/serve.ts";
import { notification, notificationList, notificationListQuery, unreadCount } from "./notifications.contract.ts";
import { listUndelivered } from "./deliveries.queries.ts";
import { undeliveredList } from "../../shared/contracts/undelivered-notifications.ts";
import { undeliveredEndpoints } from "../../shared/contracts/undelivered-notifications.routes.ts";
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
  serve(
    app,
    undeliveredEndpoints.list,
    {
      schema: {
        tags,
        summary: "The organization's notifications that could not be delivered after their last try (admins)",
        response: { 200: undeliveredList, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ deliveries: await listUndelivered(db, await requireScope(request, "admin")) }),
  );
};
