import type { FastifyInstance, FastifyRequest } from "fastify";
import { callerIfSignedIn, requireCaller } from "./access.ts";
import { unauthorized } from "./errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What a signed-out request to this route hears instead of "Please sign in." (a spec's own text). */
    signedOutMessage?: string;
  }
}

/**
 * A route's `security` when anyone may call it signed out: OpenAPI's "no security", so the document says so too
 * (`schema: { security: NO_SIGN_IN, … }`). Sign-in and sign-up, health, the contact form, invitation, file and
 * client document links. Every other API route needs a caller (a session, or a token on /api/v1).
 */
export const NO_SIGN_IN: readonly never[] = [];

/**
 * Whether a request's route needs a caller: every API route but those declared `NO_SIGN_IN`. Pages and their
 * files outside /api (the app, published sites) are public, and a request no route matched is the 404's.
 */
function needsCaller(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route === undefined || !route.startsWith("/api/")) return false;
  return request.routeOptions.schema?.security?.length !== 0;
}

/**
 * Who is asking, before anything else about the request (issue 25): Fastify reads the body and checks params,
 * query and body against the route's schema before the handler runs, so a handler's `requireScope` came too
 * late and a signed-out request learnt a route's parameters from its 400. Here the caller is read in
 * `onRequest`, for every route that needs one, and a signed-out request answers 401 whatever it sent. The
 * caller is kept for the handler's `requireScope` (`callerIfSignedIn`), so a session is still read once and a
 * token counted once.
 */
export function installCallerFirst(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (!needsCaller(request) || (await callerIfSignedIn(request))) return;
    const { signedOutMessage } = request.routeOptions.config;
    if (signedOutMessage !== undefined) throw unauthorized(signedOutMessage);
    // Signed out: requireCaller's own 401 (it words a token sent outside /api/v1 its way).
    await requireCaller(request);
  });
}

/** Declares every route the plugin registers from here on public (`NO_SIGN_IN`): for a plugin whose routes we do not write (the API reference pages). */
export function openToAll(app: Pick<FastifyInstance, "addHook">): void {
  app.addHook("onRoute", (route) => {
    route.schema = { ...route.schema, security: NO_SIGN_IN };
  });
}
