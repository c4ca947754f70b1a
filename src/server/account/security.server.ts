import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, idParam } from "../../shared/contracts/common.ts";
import {
  changePasswordBody,
  changePasswordResponse,
  revokedResponse,
  sessionListResponse,
} from "../../shared/contracts/security.ts";
import { requireCaller } from "../platform/access.ts";
import { consume } from "../platform/rate-limit.ts";
import { changePassword, listSessions, revokeOtherSessions, revokeSession } from "./security.queries.ts";
import { sendSecurityAlert } from "./security-alerts.ts";
import { serve } from "../platform/serve.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";

const tags = ["account"];

/** The Security section: change password, and the caller's own sessions. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, db, limits } = app.deps;

  serve(
    app,
    accountEndpoints.security.changePassword,
    {
      schema: {
        tags,
        summary: "Change the password (the current one is required); every other session ends, this one stays",
        body: changePasswordBody,
        response: { 200: changePasswordResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      await consume(db, `password:change:${caller.user.id}`, limits.changePasswordPerAccount);
      const { password } = await auth.$context;
      const otherSessionsEnded = await changePassword(db, password, {
        userId: caller.user.id,
        currentSessionId: caller.sessionId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
      await sendSecurityAlert(request, caller.user, "password-changed");
      return { ok: true as const, otherSessionsEnded };
    },
  );

  serve(
    app,
    accountEndpoints.security.sessions,
    {
      schema: {
        tags,
        summary: "The caller's active sessions (this device marked)",
        response: { 200: sessionListResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return { sessions: await listSessions(db, caller.user.id, caller.sessionId) };
    },
  );

  serve(
    app,
    accountEndpoints.security.revokeOthers,
    {
      schema: {
        tags,
        summary: "Sign out every other session",
        response: { 200: revokedResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return { revoked: await revokeOtherSessions(db, caller.user.id, caller.sessionId) };
    },
  );

  serve(
    app,
    accountEndpoints.security.revokeSession,
    {
      schema: {
        tags,
        summary: "Sign out one of the caller's sessions",
        params: idParam,
        response: { 200: revokedResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      await revokeSession(db, caller.user.id, request.params.id);
      return { revoked: 1 };
    },
  );
};
