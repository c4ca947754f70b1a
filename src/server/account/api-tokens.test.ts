import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens } from "../db/schema/index.ts";
import {
  as,
  joinOrganizationOf,
  ownerAndStranger,
  signedInUser,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";
import type { ApiTokenList, CreatedApiToken } from "../../shared/contracts/api-tokens.ts";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let member: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  ({ t, owner, stranger } = await ownerAndStranger());
  member = await signedInUser(t);
  viewer = await signedInUser(t);
  await joinOrganizationOf(t, member, owner, "member");
  await joinOrganizationOf(t, viewer, owner, "viewer");
});
afterAll(() => t.close());

const PATH = "/api/organization/api-tokens";

async function create(user: TestUser, body: object = { name: "Zapier", scope: "read" }): Promise<CreatedApiToken> {
  const res = await as(t, user).post(PATH, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("personal API tokens in Account Settings", () => {
  it("an admin creates one: the token is answered once, recognizable, and stored only as its SHA-256", async () => {
    const res = await as(t, owner).post(PATH, { name: "  Accounting sync ", scope: "write", expiresInDays: 30 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const created = res.json<CreatedApiToken>();
    expect(created.token).toMatch(/^bo_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: "Accounting sync",
      scope: "write",
      prefix: created.token.slice(0, 11),
      lastUsedAt: null,
      createdBy: "Olivia Owner",
    });
    const days = (Date.parse(created.expiresAt ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.tokenHash).toBe(createHash("sha256").update(created.token).digest("hex"));
    // Nothing stored holds the token itself.
    expect(JSON.stringify(row)).not.toContain(created.token.slice(11));
  });

  it("lists the organization's tokens without the tokens themselves: name, scope, dates and prefix", async () => {
    const created = await create(owner, { name: "Read-only dashboard", scope: "read" });
    const res = await as(t, owner).get(PATH);
    expect(res.statusCode).toBe(200);
    const { tokens } = res.json<ApiTokenList>();
    const listed = tokens.find((tk) => tk.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: "Read-only dashboard",
      scope: "read",
      prefix: created.prefix,
      createdAt: created.createdAt,
      lastUsedAt: null,
      expiresAt: null,
      createdBy: "Olivia Owner",
    });
    expect(res.body).not.toContain(created.token);
    expect(tokens[0]?.id).toBe(created.id); // newest first
  });

  it("refuses a missing name, an unknown scope and an expiry out of range", async () => {
    const blank = await as(t, owner).post(PATH, { name: "  ", scope: "read" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBe("Please enter a name for the token.");
    expect((await as(t, owner).post(PATH, { name: "X", scope: "admin" })).statusCode).toBe(400);
    expect((await as(t, owner).post(PATH, { name: "X", scope: "read", expiresInDays: 0 })).statusCode).toBe(400);
    expect((await as(t, owner).post(PATH, { name: "X", scope: "read", expiresInDays: 1.5 })).statusCode).toBe(400);
  });

  it("is for admins only: members and viewers get 403 on every verb, the signed-out 401", async () => {
    const token = await create(owner);
    for (const user of [member, viewer]) {
      expect((await as(t, user).get(PATH)).statusCode).toBe(403);
      expect((await as(t, user).post(PATH, { name: "Mine", scope: "read" })).statusCode).toBe(403);
      expect((await as(t, user).delete(`${PATH}/${token.id}`)).statusCode).toBe(403);
    }
    expect((await as(t, null).get(PATH)).statusCode).toBe(401);
    expect((await as(t, null).post(PATH, { name: "Mine", scope: "read" })).statusCode).toBe(401);
  });

  it("keeps each organization's tokens to itself: another admin neither sees nor revokes them (404)", async () => {
    const mine = await create(owner);
    const theirs = await create(stranger, { name: "Stranger's", scope: "write" });
    const list = (await as(t, stranger).get(PATH)).json<ApiTokenList>();
    expect(list.tokens.map((tk) => tk.id)).toEqual([theirs.id]);
    expect((await as(t, stranger).delete(`${PATH}/${mine.id}`)).statusCode).toBe(404);
    expect((await as(t, owner).get(PATH)).json<ApiTokenList>().tokens.map((tk) => tk.id)).toContain(mine.id);
  });

  it("revokes a token: gone from the list, a second revoke 404", async () => {
    const token = await create(owner);
    const res = await as(t, owner).delete(`${PATH}/${token.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: token.id, deleted: true });
    expect((await as(t, owner).get(PATH)).json<ApiTokenList>().tokens.map((tk) => tk.id)).not.toContain(token.id);
    expect((await as(t, owner).delete(`${PATH}/${token.id}`)).statusCode).toBe(404);
  });

  it("an admin's tokens are the organization's: another admin lists and revokes them", async () => {
    const coAdmin = await signedInUser(t);
    await joinOrganizationOf(t, coAdmin, owner, "admin");
    const token = await create(owner);
    expect((await as(t, coAdmin).get(PATH)).json<ApiTokenList>().tokens.map((tk) => tk.id)).toContain(token.id);
    expect((await as(t, coAdmin).delete(`${PATH}/${token.id}`)).statusCode).toBe(200);
    expect((await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, token.id))).length).toBe(0);
  });
});
