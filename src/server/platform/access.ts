import type { FastifyRequest } from "fastify";
import { organizationContext, type OrganizationContext } from "../account/session.queries.ts";
import { canManage, canWrite, type Role } from "../../shared/roles.ts";
import { forbidden, unauthorized } from "./errors.ts";
import { toHeaders } from "./http.ts";
import type { AppDeps } from "../deps.ts";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  emailVerified: boolean;
  companyName?: string | null;
};

export type Caller = { user: SessionUser; organization: OrganizationContext | null; sessionId: string };

/** Every query on organization data takes this: whose data, who asks, with which role. */
export type Scope = { organizationId: string; userId: string; role: Role };

/** The signed-in caller, or 401. */
export async function requireCaller(request: FastifyRequest): Promise<Caller> {
  const caller = await callerFromHeaders(request.server.deps, toHeaders(request));
  if (!caller) throw unauthorized();
  return caller;
}

/** The caller a request's cookies identify, or null. */
export async function callerFromHeaders({ auth, db }: Pick<AppDeps, "auth" | "db">, headers: Headers): Promise<Caller | null> {
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const orgId = result.session.activeOrganizationId;
  const organization = orgId ? await organizationContext(db, result.user.id, orgId) : null;
  return { user: result.user, organization, sessionId: result.session.id };
}

export type Need = "read" | "write" | "admin";

/** The caller's scope in their organization, refusing (403) what their role cannot do. */
export async function requireScope(request: FastifyRequest, need: Need = "read"): Promise<Scope> {
  const caller = await requireCaller(request);
  const org = caller.organization;
  if (!org) throw forbidden("You are not a member of an organization.");
  if (need === "write" && !canWrite(org.role)) throw forbidden("Your role is read-only.");
  if (need === "admin" && !canManage(org.role)) throw forbidden("Only an admin can do this.");
  return { organizationId: org.id, userId: caller.user.id, role: org.role };
}
