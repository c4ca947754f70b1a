import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyPluginAsync } from "fastify";
import { eq } from "drizzle-orm";
import { members, users } from "../db/schema/index.ts";
import { createTestApp, signedInUser, type TestApp, type TestUser } from "../testing/test-app.ts";
import { requireScope, type Need } from "./access.ts";

// What every module's handler does first: one route per need, answering the caller's scope.
const guarded: FastifyPluginAsync = async (app) => {
  for (const need of ["read", "write", "admin"] satisfies Need[]) {
    app.post(`/api/test-guard/${need}`, async (request) => requireScope(request, need));
  }
};

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, guarded);
  user = await signedInUser(t, { companyName: "Scope Co" });
});
afterAll(async () => {
  await t.close();
});

async function setRole(role: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  if (!row) throw new Error("no user");
  await t.database.db.update(members).set({ role }).where(eq(members.userId, row.id));
}

const call = (need: Need, cookie?: string) =>
  t.app.inject({ method: "POST", url: `/api/test-guard/${need}`, headers: cookie ? { cookie } : {} });

describe("requireScope: the caller's organization and role, enforced on the server", () => {
  it("answers 401 without a session, for every need", async () => {
    for (const need of ["read", "write", "admin"] as const) {
      const res = await call(need);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe("UNAUTHORIZED");
    }
  });

  it("gives an admin every need, with the organization's id as the scope", async () => {
    await setRole("admin");
    for (const need of ["read", "write", "admin"] as const) {
      const res = await call(need, user.cookie);
      expect(res.statusCode, need).toBe(200);
      expect(res.json()).toMatchObject({
        role: "admin",
        organizationId: expect.any(String),
        userId: expect.any(String),
      });
    }
  });

  it("lets a member read and write but not administer", async () => {
    await setRole("member");
    expect((await call("read", user.cookie)).statusCode).toBe(200);
    expect((await call("write", user.cookie)).statusCode).toBe(200);
    const admin = await call("admin", user.cookie);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.message).toBe("Only an admin can do this.");
  });

  it("keeps a viewer read-only", async () => {
    await setRole("viewer");
    expect((await call("read", user.cookie)).statusCode).toBe(200);
    const write = await call("write", user.cookie);
    expect(write.statusCode).toBe(403);
    expect(write.json().error.message).toBe("Your role is read-only.");
    expect((await call("admin", user.cookie)).statusCode).toBe(403);
  });

  it("takes a role change into account at once (the role is read on every request)", async () => {
    await setRole("viewer");
    expect((await call("write", user.cookie)).statusCode).toBe(403);
    await setRole("member");
    expect((await call("write", user.cookie)).statusCode).toBe(200);
  });

  it("refuses a caller whose membership is gone (403), though the session itself is valid", async () => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    if (!row) throw new Error("no user");
    const [membership] = await t.database.db.select().from(members).where(eq(members.userId, row.id));
    await t.database.db.delete(members).where(eq(members.userId, row.id));
    try {
      const res = await call("read", user.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("You are not a member of an organization.");
    } finally {
      if (membership) await t.database.db.insert(members).values(membership);
    }
  });
});
