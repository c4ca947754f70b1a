import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { members } from "../db/schema/index.ts";
import {
  as,
  cookiesFrom,
  createTestApp,
  idsOf,
  signedInUser,
  uniqueIp,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { companyName: "Alpha Build" });
  other = await signedInUser(t, { companyName: "Beta Build" });
});
afterAll(async () => {
  await t.close();
});

describe("switching organizations", () => {
  it("lists the caller's organizations, switches between them, and refuses one they do not belong to", async () => {
    const alpha = await idsOf(t, owner);
    const beta = await idsOf(t, other);
    // The owner also belongs to Beta, as a member (as after accepting an invitation).
    await t.database.db
      .insert(members)
      .values({ id: crypto.randomUUID(), organizationId: beta.organizationId, userId: alpha.userId, role: "member" });

    const list = (await as(t, owner).get("/api/organizations")).json();
    expect(list.activeId).toBe(alpha.organizationId);
    expect(list.organizations.map((o: { name: string; role: string }) => `${o.name}:${o.role}`)).toEqual([
      "Alpha Build:admin",
      "Beta Build:member",
    ]);

    expect(
      (await as(t, owner).post("/api/organizations/active", { organizationId: beta.organizationId })).statusCode,
    ).toBe(200);
    const session = (await as(t, owner).get("/api/auth/session")).json();
    expect(session.organization).toMatchObject({ id: beta.organizationId, role: "member" });
    // Data follows the active organization.
    await as(t, other).post("/api/projects", { name: "Beta job", startDate: "2026-01-01", endDate: "2026-02-01" });
    expect((await as(t, owner).get("/api/projects")).json().projects.map((p: { name: string }) => p.name)).toEqual([
      "Beta job",
    ]);

    const stranger = await signedInUser(t);
    const theirs = await idsOf(t, stranger);
    const refused = await as(t, owner).post("/api/organizations/active", { organizationId: theirs.organizationId });
    expect(refused.statusCode).toBe(404);
    expect((await as(t, null).get("/api/organizations")).statusCode).toBe(401);
  });

  it("starts the next sign-in in the organization last worked in", async () => {
    const beta = await idsOf(t, other);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      remoteAddress: uniqueIp(),
      payload: { email: owner.email, password: owner.password },
    });
    expect(signIn.statusCode).toBe(200);
    const session = (await as(t, { cookie: cookiesFrom(signIn) }).get("/api/auth/session")).json();
    expect(session.organization.id).toBe(beta.organizationId);
    await t.database.db.delete(members).where(eq(members.organizationId, beta.organizationId));
  });
});
