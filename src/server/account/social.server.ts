import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import {
  SOCIAL_PROVIDER_IDS,
  SOCIAL_PROVIDERS,
  socialProviderParams,
  socialProvidersResponse,
  socialSignInBody,
  socialSignInResponse,
  socialErrorMessage,
  type SocialProviderId,
} from "../../shared/contracts/social.ts";
import { isPlanId } from "../../shared/plans.ts";
import { openToAll } from "../platform/caller-first.ts";
import { HttpError } from "../platform/errors.ts";
import { toHeaders } from "../platform/http.ts";
import { consume } from "../platform/rate-limit.ts";
import { authCall } from "./auth-errors.ts";
import { createChallenge, isTwoFactorEnabled } from "./two-factor.queries.ts";
import { pendingCookie } from "./two-factor-cookie.ts";
import { deleteSessionByToken, userById, userOfSessionToken } from "./social.queries.ts";
import { noteSignInDevice } from "./security-alerts.ts";
import { safeNextPath } from "../../shared/safe-next.ts";
import { serve } from "../platform/serve.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";
import { href } from "../../shared/route.ts";

const tags = ["account"];
const DEFAULT_LANDING = "/dashboard";

/** The first value of each Set-Cookie line, by cookie name. */
function cookieValue(lines: string[], name: string): string | null {
  for (const line of lines) {
    const [pair] = line.split(";");
    const eq = pair?.indexOf("=") ?? -1;
    if (pair && eq > 0 && pair.slice(0, eq) === name) return decodeURIComponent(pair.slice(eq + 1));
  }
  return null;
}

/**
 * Social sign-in (Google, Apple) over OpenID Connect, through better-auth's generic OAuth plugin:
 * which providers this server has, the start of a sign-in (the provider's authorization address, the state
 * and PKCE verifier kept server-side, bound to a SameSite=Lax cookie), and the provider's callback.
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  openToAll(app);
  const { auth, db, limits, config } = app.deps;
  const configured = (id: SocialProviderId) => Boolean(config.social[id]);
  // Only this plugin's routes read HTML form bodies (the form_post callback); the rest of the API stays JSON.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))));
    },
  );

  serve(
    app,
    accountEndpoints.social.providers,
    {
      schema: {
        tags,
        summary: "The social sign-in providers and whether this server has them configured",
        response: { 200: socialProvidersResponse },
      },
    },
    async () => ({
      providers: SOCIAL_PROVIDER_IDS.map((id) => ({ id, name: SOCIAL_PROVIDERS[id], configured: configured(id) })),
    }),
  );

  serve(
    app,
    accountEndpoints.social.start,
    {
      schema: {
        tags,
        summary:
          "Start a social sign-in: answers the provider's address to send the browser to (the plan and `next` are kept)",
        params: socialProviderParams,
        body: socialSignInBody,
        response: { 200: socialSignInResponse, ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const name = SOCIAL_PROVIDERS[provider];
      if (!configured(provider))
        throw new HttpError(404, "PROVIDER_NOT_CONFIGURED", socialErrorMessage("not_configured", name));
      await consume(db, `social:ip:${request.ip}`, limits.signInPerIp);
      const next = safeNextPath(request.body.next);
      const plan = request.body.plan?.trim().toLowerCase();
      const chosenPlan = plan && isPlanId(plan) ? plan : null;
      // Spec: after a social sign-in the user lands on /dashboard, with oauth_plan when a plan was chosen.
      const landing = next ?? (chosenPlan ? `${DEFAULT_LANDING}?oauth_plan=${chosenPlan}` : DEFAULT_LANDING);
      const errorTarget = new URL("/signin", config.appUrl);
      errorTarget.searchParams.set("social", provider);
      if (next) errorTarget.searchParams.set("next", next);
      const { headers, response } = await authCall(
        () =>
          auth.api.signInSocial({
            headers: toHeaders(request),
            body: {
              provider,
              callbackURL: `${config.appUrl}${landing}`,
              errorCallbackURL: errorTarget.toString(),
              disableRedirect: true,
              additionalData: chosenPlan ? { plan: chosenPlan } : undefined,
            },
            returnHeaders: true,
          }),
        // Configured, but its discovery document could not be read (provider down, wrong issuer).
        {
          PROVIDER_NOT_FOUND: {
            status: 503,
            code: "PROVIDER_UNAVAILABLE",
            message: socialErrorMessage("unavailable", name),
          },
        },
      );
      if (!response.url) throw new HttpError(503, "PROVIDER_UNAVAILABLE", socialErrorMessage("unavailable", name));
      const cookies = headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      reply.header("cache-control", "no-store");
      return { url: response.url };
    },
  );

  /**
   * Apple posts its answer from its own site (`response_mode=form_post`): a cross-site POST carries no
   * SameSite=Lax cookie, so the state cannot be checked here. The fields are moved into the address of a GET
   * to the same callback, a top-level navigation that does carry the cookie (as better-auth itself does).
   */
  serve(
    app,
    accountEndpoints.social.formPost,
    {
      schema: {
        tags,
        summary: "A provider's form_post answer (Apple): continues as a GET to the same callback",
        params: socialProviderParams,
        body: z.record(z.string(), z.string().max(8192)).optional(),
        response: { 303: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const params = new URLSearchParams();
      for (const key of ["code", "state", "error", "error_description", "user", "iss", "device_id"]) {
        const value = request.body?.[key];
        if (value) params.set(key, value);
      }
      reply.header("cache-control", "no-store");
      return reply.redirect(
        `${href(accountEndpoints.social.callback, { params: { provider: request.params.provider } })}?${params.toString()}`,
        303,
      );
    },
  );

  serve(
    app,
    accountEndpoints.social.callback,
    {
      schema: {
        tags,
        summary:
          "The provider's redirect back: signs in (or up) and redirects to the landing page, or to /signin with an error",
        params: socialProviderParams,
        querystring: z.record(z.string(), z.string().max(8192)),
        response: { 302: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      reply.header("cache-control", "no-store");
      const toSignIn = (error: string) =>
        reply.redirect(new URL(`/signin?social=${provider}&error=${encodeURIComponent(error)}`, config.appUrl).href);
      if (!configured(provider)) return toSignIn("not_configured");
      try {
        await consume(db, `social:ip:${request.ip}`, limits.signInPerIp);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 429) return toSignIn("too_many_attempts");
        throw err;
      }
      // better-auth's own callback endpoint, reached through its handler for this one path only.
      const search = new URL(request.url, config.appUrl).search;
      const response = await auth.handler(
        new Request(`${config.appUrl}/api/auth/callback/${provider}${search}`, {
          method: "GET",
          headers: toHeaders(request),
        }),
      );
      const location = response.headers.get("location");
      if (!location || response.status < 300 || response.status >= 400) {
        request.log.warn({ status: response.status }, "social callback did not redirect");
        return toSignIn("unexpected");
      }
      const target = new URL(location, config.appUrl);
      if (target.origin !== new URL(config.appUrl).origin) return toSignIn("unexpected");
      if (target.pathname === "/signin") {
        if (!target.searchParams.has("social")) target.searchParams.set("social", provider);
        return finish(request, reply, response.headers.getSetCookie(), `${target.pathname}${target.search}`);
      }
      // Where the sign-in started wanting to go, judged again as it comes back (the parser may have normalized it).
      const landing = safeNextPath(`${target.pathname}${target.search}${target.hash}`);
      if (!landing) return toSignIn("unexpected");
      return finish(request, reply, response.headers.getSetCookie(), landing);
    },
  );

  /**
   * Sends better-auth's cookies and redirect on; a user with two-factor on gets no session yet: as with a
   * password, the session is withdrawn and the sign-in page asks for a code (pending cookie).
   */
  async function finish(request: FastifyRequest, reply: FastifyReply, cookies: string[], location: string) {
    const context = await auth.$context;
    const sessionCookie = cookieValue(cookies, context.authCookies.sessionToken.name);
    const token = sessionCookie ? sessionCookie.slice(0, sessionCookie.lastIndexOf(".")) : "";
    const userId = token ? await userOfSessionToken(db, token) : null;
    if (userId && (await isTwoFactorEnabled(db, userId))) {
      await deleteSessionByToken(db, token);
      const pending = await createChallenge(db, userId, true);
      const sessionCookies = [
        context.authCookies.sessionToken.name,
        context.authCookies.sessionData.name,
        context.authCookies.dontRememberToken.name,
      ];
      const kept = cookies.filter((line) => !sessionCookies.some((name) => line.startsWith(`${name}=`)));
      reply.header("set-cookie", [...kept, pendingCookie(context, pending)]);
      const next = new URLSearchParams({ twoFactor: "required", next: location });
      return reply.redirect(new URL(`/signin?${next.toString()}`, config.appUrl).href);
    }
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    const user = userId ? await userById(db, userId) : null;
    if (user) await noteSignInDevice(request, user);
    // Absolute on APP_URL: a path the browser could read as another host cannot become one.
    return reply.redirect(new URL(location, config.appUrl).href);
  }
};
