import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deletedResponse, errorResponses, idParam } from "../../shared/contracts/common.ts";
import {
  INVITATION_DAYS,
  invitationList,
  invitationSummary,
  inviteBody,
  memberList,
  memberParam,
  memberSummary,
  roleBody,
} from "../../shared/contracts/team.ts";
import { requireScope } from "../platform/access.ts";
import { consume } from "../platform/rate-limit.ts";
import { invitationEmail } from "./emails.ts";
import { invitationToken } from "./invitation-token.ts";
import {
  createInvitation,
  invitationNames,
  invitationSummaryOf,
  listInvitations,
  renewInvitation,
  revokeInvitation,
  type Invitation,
} from "./invitations.queries.ts";
import { changeRole, listMembers, removeMember } from "./team.queries.ts";
import { serve } from "../platform/serve.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";

const tags = ["team"];

/** Team management: members (everyone reads; admins change roles and remove) and invitations (admins). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, auth, mailer, config, limits } = app.deps;

  /** E-mails the invitation's current link; answers it as the list shows it. */
  async function sendInvitation(inv: Invitation) {
    const { secret } = await auth.$context;
    const names = await invitationNames(db, inv);
    const url = `${config.appUrl}/invitations/${invitationToken(secret, inv.id, inv.expiresAt)}`;
    await mailer.send(invitationEmail(inv.email, { ...names, role: inv.role ?? "member", url, days: INVITATION_DAYS }));
    return invitationSummaryOf(inv, names.inviterName);
  }

  serve(
    app,
    accountEndpoints.team.members,
    {
      schema: {
        tags,
        summary: "Members of the caller's organization",
        response: { 200: memberList, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "read");
      return { members: await listMembers(db, scope) };
    },
  );

  serve(
    app,
    accountEndpoints.team.changeRole,
    {
      schema: {
        tags,
        summary: "Change a member's role (admins; the last admin stays admin)",
        params: memberParam,
        body: roleBody,
        response: { 200: memberSummary, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => changeRole(db, await requireScope(request, "admin"), request.params.userId, request.body.role),
  );

  serve(
    app,
    accountEndpoints.team.removeMember,
    {
      schema: {
        tags,
        summary: "Remove a member (admins; not the last admin); their sessions in the organization end",
        params: memberParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "admin");
      await removeMember(db, scope, request.params.userId);
      return { id: request.params.userId, deleted: true as const };
    },
  );

  serve(
    app,
    accountEndpoints.team.invitations,
    {
      schema: {
        tags,
        summary: "Pending invitations (admins)",
        response: { 200: invitationList, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ invitations: await listInvitations(db, await requireScope(request, "admin")) }),
  );

  serve(
    app,
    accountEndpoints.team.invite,
    {
      schema: {
        tags,
        summary: "Invite someone by e-mail with a role (admins; takes a seat of the plan)",
        body: inviteBody,
        response: { 201: invitationSummary, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const scope = await requireScope(request, "admin");
      await consume(db, `invite:org:${scope.organizationId}`, limits.invitesPerOrganization);
      const invitation = await createInvitation(db, scope, request.body);
      return reply.code(201).send(await sendInvitation(invitation));
    },
  );

  serve(
    app,
    accountEndpoints.team.resendInvitation,
    {
      schema: {
        tags,
        summary: "Send an invitation again with a new link and expiry; the old link stops working (admins)",
        params: idParam,
        response: { 200: invitationSummary, ...errorResponses(401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const scope = await requireScope(request, "admin");
      await consume(db, `invite:org:${scope.organizationId}`, limits.invitesPerOrganization);
      return sendInvitation(await renewInvitation(db, scope, request.params.id));
    },
  );

  serve(
    app,
    accountEndpoints.team.revokeInvitation,
    {
      schema: {
        tags,
        summary: "Revoke a pending invitation (admins)",
        params: idParam,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await revokeInvitation(db, await requireScope(request, "admin"), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
