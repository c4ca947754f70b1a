import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { parseCookies } from "better-auth/cookies";
import { errorResponses } from "../../shared/contracts/common.ts";
import { sessionResponse } from "../../shared/contracts/account.ts";
import {
  backupCodesResponse,
  SECURITY_MSG,
  twoFactorCodeBody,
  twoFactorDisableResponse,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
} from "../../shared/contracts/security.ts";
import { callerFromHeaders, requireCaller } from "../platform/access.ts";
import { NO_SIGN_IN } from "../platform/caller-first.ts";
import { HttpError, tooManyRequests, unauthorized } from "../platform/errors.ts";
import { MAX_TWO_FACTOR_FAILURES, TWO_FACTOR_FAILURE_WINDOW_MS } from "../platform/limits.ts";
import { consume, reset, retryAfterHit } from "../platform/rate-limit.ts";
import { secretBox } from "../platform/secret-box.ts";
import { otpauthUri } from "../platform/totp.ts";
import type { Db } from "../db/client.ts";
import { createSignedInSession } from "./session-cookie.ts";
import { toSessionResponse } from "./session-response.ts";
import {
  checkSecondFactor,
  consumeChallenge,
  disableTwoFactor,
  enableTwoFactor,
  findChallenge,
  renewBackupCodes,
  startSetup,
} from "./two-factor.queries.ts";
import { clearPendingCookie, PENDING_COOKIE } from "./two-factor-cookie.ts";
import { noteSignInDevice, sendSecurityAlert } from "./security-alerts.ts";
import { serve } from "../platform/serve.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";

const tags = ["account"];
const ISSUER = "BuildOps";

const invalidCode = () =>
  new HttpError(400, "INVALID_CODE", SECURITY_MSG.invalidCode, { code: SECURITY_MSG.invalidCode });

/**
 * Runs a code check under the per-account limit on wrong codes: refused (429) once too many were wrong in
 * the window, a wrong one counted, a right one clearing the count.
 */
async function limitedCheck(
  db: Db,
  userId: string,
  check: () => Promise<boolean>,
  onExhausted?: () => Promise<void>,
): Promise<boolean> {
  const key = `2fa:fail:${userId}`;
  // Counted before the code is checked (one upsert answering the new count): a burst of concurrent guesses
  // gets at most MAX_TWO_FACTOR_FAILURES checks; a right code clears the count.
  const retryAfter = await retryAfterHit(db, key, {
    max: MAX_TWO_FACTOR_FAILURES,
    windowMs: TWO_FACTOR_FAILURE_WINDOW_MS,
  });
  if (retryAfter !== null) {
    await onExhausted?.();
    throw tooManyRequests(undefined, retryAfter);
  }
  if (await check()) {
    await reset(db, key);
    return true;
  }
  return false;
}

/** Two-factor: setup (secret), enable (first code; backup codes), disable (a code), and the sign-in's second step. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, db, limits } = app.deps;
  const box = secretBox((await auth.$context).secret, "two-factor-secret");

  serve(
    app,
    accountEndpoints.twoFactor.setup,
    {
      schema: {
        tags,
        summary: "A new TOTP secret for the caller's authenticator app (two-factor stays off until a code confirms it)",
        response: { 200: twoFactorSetupResponse, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      const secret = await startSetup(db, box, caller.user.id);
      return { secret, otpauthUri: otpauthUri(secret, caller.user.email, ISSUER) };
    },
  );

  serve(
    app,
    accountEndpoints.twoFactor.enable,
    {
      schema: {
        tags,
        summary: "Turn two-factor on with a code from the app; answers the one-time backup codes (shown once)",
        body: twoFactorCodeBody,
        response: { 200: twoFactorEnableResponse, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      let codes: string[] | null = null;
      await limitedCheck(db, caller.user.id, async () => {
        codes = await enableTwoFactor(db, box, caller.user.id, request.body.code);
        return codes !== null;
      });
      if (!codes) throw invalidCode();
      await sendSecurityAlert(request, caller.user, "two-factor-enabled");
      return { enabled: true as const, backupCodes: codes };
    },
  );

  serve(
    app,
    accountEndpoints.twoFactor.disable,
    {
      schema: {
        tags,
        summary: "Turn two-factor off; needs a current code (or a backup code)",
        body: twoFactorCodeBody,
        response: { 200: twoFactorDisableResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      const ok = await limitedCheck(db, caller.user.id, () =>
        checkSecondFactor(db, box, caller.user.id, request.body.code, { allowBackupCode: true }),
      );
      if (!ok) throw invalidCode();
      await disableTwoFactor(db, caller.user.id);
      await sendSecurityAlert(request, caller.user, "two-factor-disabled");
      return { enabled: false as const };
    },
  );

  serve(
    app,
    accountEndpoints.twoFactor.backupCodes,
    {
      schema: {
        tags,
        summary: "New backup codes (the old ones stop working); needs a current code from the authenticator app",
        body: twoFactorCodeBody,
        response: { 200: backupCodesResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      // The app itself, not a backup code: whoever holds only old codes must not mint new ones.
      const ok = await limitedCheck(db, caller.user.id, () =>
        checkSecondFactor(db, box, caller.user.id, request.body.code, { allowBackupCode: false }),
      );
      if (!ok) throw invalidCode();
      const backupCodes = await renewBackupCodes(db, caller.user.id);
      await sendSecurityAlert(request, caller.user, "backup-codes-renewed");
      return { backupCodes };
    },
  );

  serve(
    app,
    accountEndpoints.twoFactor.verify,
    {
      schema: {
        security: NO_SIGN_IN,
        tags,
        summary: "Finish a sign-in that asked for a code (app code or backup code), with the pending cookie",
        body: twoFactorCodeBody,
        response: { 200: sessionResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await consume(db, `2fa:ip:${request.ip}`, limits.twoFactorPerIp);
      const context = await auth.$context;
      const token = parseCookies(request.headers.cookie ?? "").get(PENDING_COOKIE(context));
      const challenge = token ? await findChallenge(db, token) : null;
      if (!token || !challenge) {
        reply.header("set-cookie", clearPendingCookie(context));
        throw new HttpError(401, "TWO_FACTOR_EXPIRED", SECURITY_MSG.challengeExpired);
      }
      // Too many wrong codes end this pending sign-in: the password must be given again.
      const endSignIn = async () => {
        await consumeChallenge(db, token);
        reply.header("set-cookie", clearPendingCookie(context));
      };
      const ok = await limitedCheck(
        db,
        challenge.userId,
        () => checkSecondFactor(db, box, challenge.userId, request.body.code, { allowBackupCode: true }),
        endSignIn,
      );
      if (!ok) throw invalidCode();
      if (!(await consumeChallenge(db, token)))
        throw new HttpError(401, "TWO_FACTOR_EXPIRED", SECURITY_MSG.challengeExpired);
      const cookies = await createSignedInSession(auth, request, challenge.userId, challenge.rememberMe);
      reply.header("set-cookie", [...cookies, clearPendingCookie(context)]);
      const caller = await callerFromHeaders(
        app.deps,
        new Headers({ cookie: cookies.map((c) => c.split(";")[0]).join("; ") }),
      );
      if (!caller) throw unauthorized();
      await noteSignInDevice(request, caller.user);
      return toSessionResponse(caller);
    },
  );
};
