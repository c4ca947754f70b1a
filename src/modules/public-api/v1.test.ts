import type { FastifyPluginAsync } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens, rateLimits } from "../../server/db/schema/index.ts";
import { requireScope } from "../../server/platform/access.ts";
import { API_TOKEN_REQUESTS_PER_MINUTE } from "../../server/platform/limits.ts";
import {
  as,
  createTestApp,
  joinOrganizationOf,
  setRole,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../../server/testing/test-app.ts";
import { API_TOKEN_MSG, type ApiTokenScope, type CreatedApiToken } from "../../shared/contracts/api-tokens.ts";
import type { Project } from "../projects/projects.contract.ts";

/** Test-only /api/v1 routes needing each level, until the public API has writes of its own (bids). */
const probes: FastifyPluginAsync = async (app) => {
  app.get("/api/v1/test-probe/read", async (request) => {
    // Checked twice in one request: still one request against the token's limit.
    await requireScope(request, "read");
    const scope = await requireScope(request, "read");
    return { role: scope.role, organizationId: scope.organizationId, userId: scope.userId };
  });
  app.post("/api/v1/test-probe/write", async (request) => ({ role: (await requireScope(request, "write")).role }));
  app.post("/api/v1/test-probe/admin", async (request) => ({ role: (await requireScope(request, "admin")).role }));
};

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let ownProject: Project;
let strangersProject: Project;

beforeAll(async () => {
  t = await createTestApp({}, probes);
  owner = await signedInUser(t, { companyName: "Owner Builders", fullName: "Olivia Owner" });
  stranger = await signedInUser(t, { companyName: "Other Co" });
  ownProject = (
    await as(t, owner).post("/api/projects", { name: "Harbor Bridge", startDate: "2026-03-01", endDate: "2026-09-30" })
  ).json();
  strangersProject = (
    await as(t, stranger).post("/api/projects", { name: "Their Tower", startDate: "2026-03-01", endDate: "2026-09-30" })
  ).json();
});
afterAll(() => t.close());

async function tokenOf(user: TestUser, scope: ApiTokenScope, name = `${scope} token`): Promise<CreatedApiToken> {
  const res = await as(t, user).post("/api/organization/api-tokens", { name, scope });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A request with `Authorization: Bearer <token>` and nothing else (no cookie, no Origin: a script's). */
function withToken(token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
}

describe("/api/v1 with a personal API token", () => {
  it("reads projects as { data } with a read token, one project as { data }, newest first", async () => {
    const { token } = await tokenOf(owner, "read");
    const list = await withToken(token, "GET", "/api/v1/projects");
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<{ data: Project[]; nextCursor: string | null }>();
    expect(body.data.map((p) => p.id)).toEqual([ownProject.id]);
    expect(body.nextCursor).toBeNull();
    const one = await withToken(token, "GET", `/api/v1/projects/${ownProject.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ data: ownProject });
  });

  it("keeps the tenant wall: another organization's project is a 404, as a missing one", async () => {
    const { token } = await tokenOf(owner, "write");
    const res = await withToken(token, "GET", `/api/v1/projects/${strangersProject.id}`);
    expect(res.statusCode).toBe(404);
    expect((await withToken(token, "GET", "/api/v1/projects/no-such-id")).statusCode).toBe(404);
    const theirs = await tokenOf(stranger, "read");
    const list = (await withToken(theirs.token, "GET", "/api/v1/projects")).json<{ data: Project[] }>();
    expect(list.data.map((p) => p.id)).toEqual([strangersProject.id]);
  });

  it("acts as a viewer with a read token and as a member with a write token, never as an admin", async () => {
    const read = await tokenOf(owner, "read");
    const write = await tokenOf(owner, "write");
    expect((await withToken(read.token, "GET", "/api/v1/test-probe/read")).json()).toMatchObject({ role: "viewer" });
    const readWrite = await withToken(read.token, "POST", "/api/v1/test-probe/write", {});
    expect(readWrite.statusCode).toBe(403);
    expect(readWrite.json().error.message).toBe("Your role is read-only.");
    const writeWrite = await withToken(write.token, "POST", "/api/v1/test-probe/write", {});
    expect(writeWrite.statusCode).toBe(200);
    expect(writeWrite.json()).toEqual({ role: "member" });
    expect((await withToken(write.token, "POST", "/api/v1/test-probe/admin", {})).statusCode).toBe(403);
  });

  it("acts for the admin who made it, in the token's organization", async () => {
    const { token } = await tokenOf(owner, "read");
    const me = (await as(t, owner).get("/api/auth/session")).json<{
      user: { id: string };
      organization: { id: string };
    }>();
    expect((await withToken(token, "GET", "/api/v1/test-probe/read")).json()).toEqual({
      role: "viewer",
      organizationId: me.organization.id,
      userId: me.user.id,
    });
  });

  it("answers 401 with JSON for a revoked, expired, unknown or malformed token", async () => {
    const revoked = await tokenOf(owner, "read");
    expect((await withToken(revoked.token, "GET", "/api/v1/projects")).statusCode).toBe(200);
    expect((await as(t, owner).delete(`/api/organization/api-tokens/${revoked.id}`)).statusCode).toBe(200);
    const afterRevoke = await withToken(revoked.token, "GET", "/api/v1/projects");
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json()).toEqual({ error: { code: "UNAUTHORIZED", message: API_TOKEN_MSG.invalid } });

    const expired = await tokenOf(owner, "read");
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.id));
    expect((await withToken(expired.token, "GET", "/api/v1/projects")).statusCode).toBe(401);

    expect((await withToken(`bo_${"x".repeat(43)}`, "GET", "/api/v1/projects")).statusCode).toBe(401);
    for (const header of ["Bearer", "Basic dXNlcjpwYXNz", "Bearer not-ours", "Bearer a b"]) {
      const res = await t.app.inject({ method: "GET", url: "/api/v1/projects", headers: { authorization: header } });
      expect(res.statusCode, header).toBe(401);
    }
  });

  it("a bad token is refused even beside a valid session cookie (the token decides alone on /api/v1)", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/projects",
      headers: { cookie: owner.cookie, authorization: "Bearer bo_wrong" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("stops working when its admin is no longer an admin of the organization, and again when they are", async () => {
    const colleague = await signedInUser(t);
    await joinOrganizationOf(t, colleague, owner, "admin");
    const { token } = await tokenOf(colleague, "read");
    expect((await withToken(token, "GET", "/api/v1/projects")).statusCode).toBe(200);
    await setRole(t, colleague, "member");
    expect((await withToken(token, "GET", "/api/v1/projects")).statusCode).toBe(401);
    await setRole(t, colleague, "admin");
    expect((await withToken(token, "GET", "/api/v1/projects")).statusCode).toBe(200);
  });

  it("opens /api/v1 only: the same token on any other route is 401, and cannot make tokens", async () => {
    const { token } = await tokenOf(owner, "write");
    for (const [method, url] of [
      ["GET", "/api/projects"],
      ["GET", `/api/projects/${ownProject.id}`],
      ["GET", "/api/organization/api-tokens"],
      ["GET", "/api/auth/session"],
      ["GET", "/api/v1/../projects"],
      ["GET", "/api/v1/%2e%2e/projects"],
    ] as const) {
      const res = await withToken(token, method, url);
      expect(res.statusCode, url).not.toBe(200);
    }
    const projects = await withToken(token, "GET", "/api/projects");
    expect(projects.statusCode).toBe(401);
    expect(projects.json().error.message).toBe(API_TOKEN_MSG.v1Only);
    expect(
      (
        await withToken(token, "POST", "/api/projects", {
          name: "Sneaky",
          startDate: "2026-01-01",
          endDate: "2026-02-01",
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await withToken(token, "POST", "/api/organization/api-tokens", { name: "More", scope: "write" })).statusCode,
    ).toBe(401);
  });

  it("the browser's session works on /api/v1 too, with the member's own role", async () => {
    const res = await as(t, owner).get("/api/v1/projects");
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Project[] }>().data.map((p) => p.id)).toEqual([ownProject.id]);
    expect((await as(t, owner).post("/api/v1/test-probe/admin", {})).json()).toEqual({ role: "admin" });
    expect((await as(t, null).get("/api/v1/projects")).statusCode).toBe(401);
  });

  it("notes when a token was last used", async () => {
    const created = await tokenOf(owner, "read");
    await withToken(created.token, "GET", "/api/v1/projects");
    const list = (await as(t, owner).get("/api/organization/api-tokens")).json<{
      tokens: { id: string; lastUsedAt: string | null }[];
    }>();
    const used = list.tokens.find((tk) => tk.id === created.id);
    expect(Date.now() - Date.parse(used?.lastUsedAt ?? "")).toBeLessThan(60_000);
  });
});

describe("the per-token rate limit", () => {
  it("counts each request once, in the shared counters", async () => {
    const { id, token } = await tokenOf(owner, "read");
    await withToken(token, "GET", "/api/v1/test-probe/read");
    await withToken(token, "GET", "/api/v1/projects");
    const [row] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `api-token:${id}`));
    expect(row?.count).toBe(2);
  });

  it(`answers 429 with Retry-After past ${API_TOKEN_REQUESTS_PER_MINUTE} requests a minute, for that token only`, async () => {
    const busy = await tokenOf(owner, "read", "busy");
    const calm = await tokenOf(owner, "read", "calm");
    // The minute's count so far, as other processes would have left it.
    await t.database.db
      .insert(rateLimits)
      .values({ key: `api-token:${busy.id}`, count: API_TOKEN_REQUESTS_PER_MINUTE - 1, windowStart: Date.now() });
    expect((await withToken(busy.token, "GET", "/api/v1/projects")).statusCode).toBe(200);
    const refused = await withToken(busy.token, "GET", "/api/v1/projects");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: "TOO_MANY_REQUESTS", message: API_TOKEN_MSG.tooMany } });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await withToken(calm.token, "GET", "/api/v1/projects")).statusCode).toBe(200);
    // The browser's session is not limited by a token.
    expect((await as(t, owner).get("/api/v1/projects")).statusCode).toBe(200);
  });
});

describe("the OpenAPI document", () => {
  it("documents /api/v1 with the bearer scheme beside the session cookie", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const doc = res.json<{
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes.session).toMatchObject({ type: "apiKey" });
    expect(doc.paths["/api/v1/projects"]?.get?.security).toEqual([{ session: [] }, { bearerAuth: [] }]);
    expect(doc.paths["/api/v1/projects/{id}"]?.get?.security).toEqual([{ session: [] }, { bearerAuth: [] }]);
    // The bids module's operations too, declared without a word about tokens.
    expect(doc.paths["/api/v1/bids"]?.post?.security).toEqual([{ session: [] }, { bearerAuth: [] }]);
    expect(doc.paths["/api/v1/bids/{id}"]?.put?.security).toEqual([{ session: [] }, { bearerAuth: [] }]);
    expect(doc.paths["/api/projects"]?.get?.security).toBeUndefined();
  });
});

describe("/api/v1/bids with tokens (the bids module knows nothing of them)", () => {
  const bidBody = {
    projectName: "Token Bid",
    client: "Token Client",
    dueDate: "2026-12-01",
    status: "pending",
    items: [{ name: "Steel", quantity: 2, unitPrice: 150 }],
  };

  it("reads with a read token, writes only with a write token, and keeps the tenant wall", async () => {
    const boss = await signedInUser(t, { companyName: "Enterprise Bidder", plan: "enterprise" });
    const rival = await signedInUser(t, { companyName: "Rival Bidder", plan: "enterprise" });
    const read = await tokenOf(boss, "read");
    const write = await tokenOf(boss, "write");

    const refused = await withToken(read.token, "POST", "/api/v1/bids", bidBody);
    expect(refused.statusCode).toBe(403);
    const created = await withToken(write.token, "POST", "/api/v1/bids", bidBody);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { id: string } }>().data.id;

    const list = await withToken(read.token, "GET", "/api/v1/bids");
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: { id: string }[] }>().data.map((b) => b.id)).toEqual([id]);
    expect(
      (await withToken(read.token, "PUT", `/api/v1/bids/${id}`, { ...bidBody, status: "active" })).statusCode,
    ).toBe(403);
    expect(
      (await withToken(write.token, "PUT", `/api/v1/bids/${id}`, { ...bidBody, status: "active" })).statusCode,
    ).toBe(200);
    expect((await withToken(read.token, "DELETE", `/api/v1/bids/${id}`)).statusCode).toBe(403);

    // Another organization's token: the bid is not there for it.
    const theirs = await tokenOf(rival, "write");
    expect((await withToken(theirs.token, "GET", `/api/v1/bids/${id}`)).statusCode).toBe(404);
    expect((await withToken(theirs.token, "PUT", `/api/v1/bids/${id}`, bidBody)).statusCode).toBe(404);
    expect((await withToken(theirs.token, "DELETE", `/api/v1/bids/${id}`)).statusCode).toBe(404);
    expect((await withToken(theirs.token, "GET", "/api/v1/bids")).json<{ data: unknown[] }>().data).toEqual([]);

    expect((await withToken(write.token, "DELETE", `/api/v1/bids/${id}`)).statusCode).toBe(200);
  });

  it("follows the organization's plan: a Basic organization's token meets the plan gate", async () => {
    const { token } = await tokenOf(owner, "write");
    const res = await withToken(token, "GET", "/api/v1/bids");
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("PLAN_REQUIRED");
  });
});
