import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  forgotPasswordBody,
  okResponse,
  resetPasswordBody,
  sessionResponse,
  signedOutSession,
  signInBody,
  signUpBody,
  verifyEmailQuery,
} from "../../shared/contracts/account.ts";
import { MSG } from "../../shared/messages.ts";
import { errorResponses } from "../../shared/contracts/common.ts";
import { normalizePlan } from "../../shared/plans.ts";
import { callerFromHeaders, requireCaller } from "../platform/access.ts";
import { openToAll } from "../platform/caller-first.ts";
import { HttpError, tooManyRequests, unauthorized } from "../platform/errors.ts";
import { forwardCookies, toHeaders } from "../platform/http.ts";
import { consume, hit, reset, retryAfterHit, unhit } from "../platform/rate-limit.ts";
import { authCall } from "./auth-errors.ts";
import {
  FAILED_SIGN_IN_ACCOUNT_WINDOW_MS,
  FAILED_SIGN_IN_WINDOW_MS,
  MAX_FAILED_SIGN_INS,
  MAX_FAILED_SIGN_INS_PER_ACCOUNT,
} from "../platform/limits.ts";
import { consumeToken, userOfResetToken } from "./tokens.queries.ts";
import { noteSignInDevice, sendSecurityAlert } from "./security-alerts.ts";
import { signInResponse } from "../../shared/contracts/security.ts";
import { toSessionResponse } from "./session-response.ts";
import { SESSION_OPTIONAL_HEADER } from "../../shared/contracts/session-probe.ts";
import { createChallenge, isTwoFactorEnabled } from "./two-factor.queries.ts";
import { pendingCookie } from "./two-factor-cookie.ts";
import { sessions, users } from "../db/schema/index.ts";
import { eq } from "drizzle-orm";
import { serve } from "../platform/serve.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";

const tags = ["account"];

/** Sign-up, sign-in, sign-out, session, verification and password reset, over better-auth. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // The way in: every route here is for the signed out too (the session route answers them itself).
  openToAll(app);
  const { auth, db, limits } = app.deps;

  serve(
    app,
    accountEndpoints.account.signUp,
    {
      schema: {
        tags,
        summary: "Create an account, its organization and trial",
        body: signUpBody,
        response: { 201: okResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await consume(db, `signup:ip:${request.ip}`, limits.signUpPerIp);
      await consume(db, `signup:email:${body.email}`, limits.signUpPerEmail);
      await authCall(() =>
        auth.api.signUpEmail({
          headers: toHeaders(request),
          body: {
            name: body.fullName,
            email: body.email,
            password: body.password,
            companyName: body.companyName || undefined,
            selectedPlan: normalizePlan(body.plan),
          },
        }),
      );
      return reply.code(201).send({ ok: true as const });
    },
  );

  serve(
    app,
    accountEndpoints.account.signIn,
    {
      schema: {
        tags,
        summary:
          "Sign in with e-mail and password; with two-factor on, answers {twoFactorRequired} and a pending cookie instead of a session",
        body: signInBody,
        response: { 200: signInResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      // Wrong passwords are counted per account and address (a stranger's guesses lock out only that address),
      // and per account from everywhere under a higher, slower ceiling (guesses spread over many addresses).
      const addressKey = `signin:fail:${email}:${request.ip}`;
      const accountKey = `signin:fail:${email}`;
      await consume(db, `signin:ip:${request.ip}`, limits.signInPerIp);
      // The attempt is counted before the password is checked (one upsert each, answering the new count), so a
      // burst of concurrent guesses cannot all be checked.
      const fromHere = await retryAfterHit(db, addressKey, {
        max: MAX_FAILED_SIGN_INS,
        windowMs: FAILED_SIGN_IN_WINDOW_MS,
      });
      const fromAnywhere = await retryAfterHit(db, accountKey, {
        max: MAX_FAILED_SIGN_INS_PER_ACCOUNT,
        windowMs: FAILED_SIGN_IN_ACCOUNT_WINDOW_MS,
      });
      if (fromHere !== null || fromAnywhere !== null)
        throw tooManyRequests(undefined, Math.max(fromHere ?? 0, fromAnywhere ?? 0));
      let headers: Headers;
      let signedIn: { token: string; user: { id: string } };
      try {
        ({ headers, response: signedIn } = await authCall(
          () =>
            auth.api.signInEmail({
              headers: toHeaders(request),
              body: { email, password, rememberMe },
              returnHeaders: true,
            }),
          {
            INVALID_EMAIL_OR_PASSWORD: { status: 401, code: "INVALID_CREDENTIALS", message: MSG.signInFailed.message },
            EMAIL_NOT_VERIFIED: { status: 403, code: "EMAIL_NOT_VERIFIED", message: MSG.emailNotVerified.message },
          },
        ));
      } catch (err) {
        // A refusal for another reason (an unverified address) is not a guess: it does not count.
        if (!(err instanceof HttpError && err.code === "INVALID_CREDENTIALS")) {
          await unhit(db, addressKey);
          await unhit(db, accountKey);
        }
        throw err;
      }
      // Right: this address starts afresh, and the attempt was no guess (the account's count keeps only wrong ones).
      await reset(db, addressKey);
      await unhit(db, accountKey);
      if (await isTwoFactorEnabled(db, signedIn.user.id)) {
        // The password was right; the session better-auth just made is not handed out (as its own
        // two-factor plugin does): a code must come first, through the pending cookie.
        await db.delete(sessions).where(eq(sessions.token, signedIn.token));
        const pending = await createChallenge(db, signedIn.user.id, rememberMe ?? true);
        reply.header("set-cookie", pendingCookie(await auth.$context, pending));
        return { twoFactorRequired: true as const };
      }
      forwardCookies(headers, reply);
      // Read the new session back through the same path every later request takes.
      const cookie = headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const caller = await callerFromHeaders(app.deps, new Headers({ cookie }));
      if (!caller) throw unauthorized();
      await noteSignInDevice(request, caller.user);
      return toSessionResponse(caller);
    },
  );

  serve(
    app,
    accountEndpoints.account.signOut,
    { schema: { tags, summary: "End this session", response: { 200: okResponse } } },
    async (request, reply) => {
      const { headers } = await authCall(() =>
        auth.api.signOut({ headers: toHeaders(request), returnHeaders: true }),
      ).catch((err: unknown) => {
        if (err instanceof HttpError) throw unauthorized();
        throw err;
      });
      forwardCookies(headers, reply);
      return { ok: true as const };
    },
  );

  serve(
    app,
    accountEndpoints.account.session,
    {
      schema: {
        tags,
        summary: `The signed-in user and organization (401 when signed out; with \`${SESSION_OPTIONAL_HEADER}: 1\`, 200 with nulls instead)`,
        response: { 200: sessionResponse.or(signedOutSession), ...errorResponses(401) },
      },
    },
    async (request) => {
      // The browser's probe on public pages: signed out is an answer there, not an error to log.
      if (request.headers[SESSION_OPTIONAL_HEADER] === "1") {
        const caller = await requireCaller(request).catch((err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 401) return null;
          throw err;
        });
        return caller ? toSessionResponse(caller) : { user: null, organization: null };
      }
      return toSessionResponse(await requireCaller(request));
    },
  );

  serve(
    app,
    accountEndpoints.account.forgotPassword,
    {
      schema: {
        tags,
        summary: "Send a password reset link (same answer for any address)",
        body: forgotPasswordBody,
        response: { 200: okResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { email } = request.body;
      await consume(db, `forgot:ip:${request.ip}`, limits.forgotPerIp);
      await consume(db, `forgot:email:${email}`, limits.forgotPerEmail);
      await authCall(() =>
        auth.api.requestPasswordReset({ headers: toHeaders(request), body: { email, redirectTo: "/update-password" } }),
      );
      return { ok: true as const };
    },
  );

  serve(
    app,
    accountEndpoints.account.resetPassword,
    {
      schema: {
        tags,
        summary: "Set a new password with a reset link's token",
        body: resetPasswordBody,
        response: { 200: okResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      await consume(db, `reset:ip:${request.ip}`, limits.resetPerIp);
      const userId = await userOfResetToken(db, token);
      await authCall(
        () => auth.api.resetPassword({ headers: toHeaders(request), body: { token, newPassword: password } }),
        {
          INVALID_TOKEN: { status: 400, code: "INVALID_TOKEN", message: MSG.invalidLink.message },
        },
      );
      const [user] = userId
        ? await db
            .select({ id: users.id, email: users.email, name: users.name })
            .from(users)
            .where(eq(users.id, userId))
        : [];
      if (user) await sendSecurityAlert(request, user, "password-reset");
      return { ok: true as const };
    },
  );

  serve(
    app,
    accountEndpoints.account.verifyEmail,
    {
      schema: {
        tags,
        summary: "Follow a verification link (single use); redirects to sign-in",
        querystring: verifyEmailQuery,
        response: { 302: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      // Counted before the token is looked at (one upsert): a burst from one address cannot all get through.
      const { count } = await hit(db, `verify:ip:${request.ip}`, limits.verifyPerIp.windowMs);
      if (count > limits.verifyPerIp.max) return reply.redirect("/signin?verifyLimited=true");
      const fresh = await consumeToken(db, token, "verify-email");
      if (!fresh) return reply.redirect("/signin?verifyError=true");
      try {
        await authCall(() => auth.api.verifyEmail({ headers: toHeaders(request), query: { token } }));
      } catch (err) {
        if (err instanceof HttpError) return reply.redirect("/signin?verifyError=true");
        throw err;
      }
      return reply.redirect("/signin?verified=true");
    },
  );
};
