import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../shared/contracts/common.ts";
import {
  acceptInvitationResponse,
  invitationSignUpBody,
  invitationSignUpResponse,
  invitationTokenParam,
  publicInvitation,
} from "../../shared/contracts/team.ts";
import { requireCaller } from "../platform/access.ts";
import { NO_SIGN_IN } from "../platform/caller-first.ts";
import { forwardCookies, toHeaders } from "../platform/http.ts";
import { consume } from "../platform/rate-limit.ts";
import { authCall } from "./auth-errors.ts";
import {
  acceptInvitation,
  invalidInvitationLink,
  invitationForToken,
  toPublicInvitation,
} from "./invitations.queries.ts";
import { markInvitedAddressVerified, signUpThroughInvitation } from "./invited-sign-up.ts";
import { serve } from "../platform/serve.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";

const tags = ["team"];

/**
 * The invitation link's side: what the accept page shows, accepting as a signed-in person, and signing up
 * through the link. A link that does not work answers one way (404 INVALID_LINK, "Link Invalid"), and
 * nothing here tells whether an address has an account.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, auth, limits } = app.deps;

  async function liveInvitation(token: string) {
    const { secret } = await auth.$context;
    const invitation = await invitationForToken(db, secret, token);
    if (!invitation) throw invalidInvitationLink();
    return invitation;
  }

  serve(
    app,
    accountEndpoints.invitations.one,
    {
      schema: {
        security: NO_SIGN_IN,
        tags,
        summary: "What an invitation link offers: organization, role and invited e-mail (public)",
        params: invitationTokenParam,
        response: { 200: publicInvitation, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await consume(db, `invitation:ip:${request.ip}`, limits.invitationLinksPerIp);
      return toPublicInvitation(await liveInvitation(request.params.token));
    },
  );

  serve(
    app,
    accountEndpoints.invitations.accept,
    {
      schema: {
        tags,
        summary:
          "Join the organization with the invited role (signed in with the invited e-mail); the session switches to it",
        params: invitationTokenParam,
        response: { 200: acceptInvitationResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      await consume(db, `invitation:ip:${request.ip}`, limits.invitationLinksPerIp);
      const invitation = await liveInvitation(request.params.token);
      const joined = await acceptInvitation(db, invitation.id, caller.user, { sessionId: caller.sessionId });
      return {
        organizationId: joined.organizationId,
        organizationName: invitation.organizationName,
        role: joined.role,
      };
    },
  );

  serve(
    app,
    accountEndpoints.invitations.signUp,
    {
      schema: {
        security: NO_SIGN_IN,
        tags,
        summary:
          "Create an account with the invited e-mail; it joins the organization with the role (no own organization). The link proved the address: the account is verified and signed in at once (a session cookie, signedIn true)",
        params: invitationTokenParam,
        body: invitationSignUpBody,
        response: { 201: invitationSignUpResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await consume(db, `signup:ip:${request.ip}`, limits.signUpPerIp);
      const invitation = await liveInvitation(request.params.token);
      await consume(db, `signup:email:${invitation.email}`, limits.signUpPerEmail);
      const { fullName, password } = request.body;
      // An address that already has an account gets the usual "you already have an account" e-mail and is not
      // signed in; it joins by signing in and accepting. Only the link's holder, who has the address, sees which.
      const { joinedUserId } = await signUpThroughInvitation(invitation.id, () =>
        authCall(() =>
          auth.api.signUpEmail({
            headers: toHeaders(request),
            body: { name: fullName, email: invitation.email, password },
          }),
        ),
      );
      if (!joinedUserId) return reply.code(201).send({ ok: true as const, signedIn: false });
      // The invitation e-mail reached this address: verified, and signed in straight into the organization.
      await markInvitedAddressVerified(db, joinedUserId);
      const { headers } = await authCall(() =>
        auth.api.signInEmail({
          headers: toHeaders(request),
          body: { email: invitation.email, password },
          returnHeaders: true,
        }),
      );
      forwardCookies(headers, reply);
      return reply.code(201).send({ ok: true as const, signedIn: true });
    },
  );
};
