import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { invitations, mailOutbox, members, organizations, users } from "../db/schema/index.ts";
import {
  as,
  cookiesFrom,
  createTestApp,
  idsOf,
  joinOrganizationOf,
  lastMailTo,
  linkIn,
  signedInUser,
  uniqueIp,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";
import { TEAM_MSG, type InvitationSummary, type MemberSummary } from "../../shared/contracts/team.ts";
import { MSG } from "../../shared/messages.ts";
import { seatLimitMessage } from "../../shared/plan-limits.ts";

let t: TestApp;
/** An Enterprise organization (3 seats) with an admin, a member and a viewer: full. */
let admin: TestUser;
let member: TestUser;
let viewer: TestUser;
/** Another Enterprise organization, with only its admin: 2 seats free. */
let other: TestUser;
let otherOrg: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { companyName: "Team Co", plan: "enterprise", fullName: "Ada Admin" });
  member = await signedInUser(t, { companyName: "Member's own" });
  viewer = await signedInUser(t, { companyName: "Viewer's own" });
  await joinOrganizationOf(t, member, admin, "member");
  await joinOrganizationOf(t, viewer, admin, "viewer");
  other = await signedInUser(t, { companyName: "Other Builders", plan: "enterprise", fullName: "Otto Other" });
  otherOrg = (await idsOf(t, other)).organizationId;
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const freshEmail = () => `invitee${++seq}-${Date.now()}@example.com`;

/** The token of the newest invitation link e-mailed to an address. */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = await lastMailTo(t.database, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const url = new URL(linkIn(mail.text));
  expect(url.pathname).toMatch(/^\/invitations\/[^/]+$/);
  return decodeURIComponent(url.pathname.split("/").pop() ?? "");
}

async function invite(by: TestUser, email: string, role = "member") {
  return as(t, by).post("/api/team/invitations", { email, role });
}

/** Invites into `other`'s organization (which has room) and returns the invitation and its link's token. */
async function invited(
  email = freshEmail(),
  role = "member",
): Promise<{ invitation: InvitationSummary; token: string; email: string }> {
  const res = await invite(other, email, role);
  expect(res.statusCode, res.body).toBe(201);
  return { invitation: res.json(), token: await tokenMailedTo(email.toLowerCase()), email: email.toLowerCase() };
}

const revoke = (id: string) => as(t, other).delete(`/api/team/invitations/${id}`);
const lookUp = (token: string) =>
  t.app.inject({ method: "GET", url: `/api/invitations/${encodeURIComponent(token)}`, remoteAddress: uniqueIp() });
const accept = (user: TestUser | null, token: string) =>
  as(t, user).post(`/api/invitations/${encodeURIComponent(token)}/accept`, {});

async function membershipsOf(email: string) {
  return t.database.db
    .select({ organizationId: members.organizationId, role: members.role })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(users.email, email));
}

async function sessionOrg(user: TestUser) {
  const res = await as(t, user).get("/api/auth/session");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().organization;
}

describe("inviting", () => {
  it("stores the invitation for 7 days and e-mails a link that shows the organization, role and e-mail", async () => {
    const email = freshEmail();
    const before = Date.now();
    const { invitation, token } = await invited(email.toUpperCase(), "viewer");
    expect(invitation).toMatchObject({ email, role: "viewer", expired: false, invitedBy: "Otto Other" });
    const days = (Date.parse(invitation.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row).toMatchObject({ organizationId: otherOrg, email, role: "viewer", status: "pending" });
    const mail = await lastMailTo(t.database, email);
    expect(mail?.subject).toBe("You are invited to join Other Builders on BuildOps");
    // The link is signed: the id alone (as the admins' list shows it) is not a token.
    expect(token).not.toBe(invitation.id);
    expect(token.startsWith(`${invitation.id}.`)).toBe(true);

    const shown = await lookUp(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({
      organizationName: "Other Builders",
      role: "viewer",
      email,
      expiresAt: invitation.expiresAt,
    });
    const list = await as(t, other).get("/api/team/invitations");
    expect(list.json().invitations.map((i: InvitationSummary) => i.id)).toContain(invitation.id);
    expect((await revoke(invitation.id)).statusCode).toBe(200);
  });

  it("answers a missing e-mail with the spec's message and a bad role with 400", async () => {
    const empty = await invite(other, "  ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.email).toBe(TEAM_MSG.emailRequired.message);
    expect((await invite(other, "not-an-email")).statusCode).toBe(400);
    expect((await invite(other, freshEmail(), "owner")).statusCode).toBe(400);
  });

  it("defaults the role to member", async () => {
    const email = freshEmail();
    const res = await as(t, other).post("/api/team/invitations", { email });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().role).toBe("member");
    await revoke(res.json().id);
  });

  it("refuses (409) an address already in the organization, and one already invited", async () => {
    const self = await invite(other, other.email);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(TEAM_MSG.alreadyMember);
    const { invitation, email } = await invited();
    const again = await invite(other, email);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(TEAM_MSG.alreadyInvited);
    await revoke(invitation.id);
  });

  it("is for admins only: members and viewers get 403 and see no invitations", async () => {
    for (const user of [member, viewer]) {
      expect((await invite(user, freshEmail())).statusCode).toBe(403);
      expect((await as(t, user).get("/api/team/invitations")).statusCode).toBe(403);
      // Everyone in the organization reads the member list.
      expect((await as(t, user).get("/api/team/members")).statusCode).toBe(200);
    }
    expect((await as(t, null).post("/api/team/invitations", { email: freshEmail() })).statusCode).toBe(401);
  });
});

describe("seats", () => {
  it("counts members and pending invitations against the plan, with the plan's contact-sales message", async () => {
    // Admin's organization: admin, member, viewer = 3 of 3 Enterprise seats.
    const full = await invite(admin, freshEmail());
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(seatLimitMessage("enterprise"));

    const a = await invited();
    const b = await invited();
    const third = await invite(other, freshEmail());
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toBe(seatLimitMessage("enterprise"));
    // Revoking frees the seat.
    await revoke(a.invitation.id);
    const c = await invited();
    await revoke(b.invitation.id);
    await revoke(c.invitation.id);
  });

  it("allows nobody else on Basic (1 seat)", async () => {
    const solo = await signedInUser(t, { plan: "basic" });
    const res = await invite(solo, freshEmail());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(seatLimitMessage("basic"));
  });
});

describe("invitation links", () => {
  it("stop working when revoked", async () => {
    const { invitation, token } = await invited();
    expect((await revoke(invitation.id)).statusCode).toBe(200);
    const res = await lookUp(token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: "INVALID_LINK", message: MSG.invalidLink.message });
    expect((await revoke(invitation.id)).statusCode).toBe(404);
    const list = await as(t, other).get("/api/team/invitations");
    expect(list.json().invitations.map((i: InvitationSummary) => i.id)).not.toContain(invitation.id);
  });

  it("stop working once expired; a re-send renews the expiry and the link, and the old link stays dead", async () => {
    const { invitation, token } = await invited();
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitation.id));
    expect((await lookUp(token)).statusCode).toBe(404);
    const listed = (await as(t, other).get("/api/team/invitations"))
      .json()
      .invitations.find((i: InvitationSummary) => i.id === invitation.id);
    expect(listed.expired).toBe(true);

    const resent = await as(t, other).post(`/api/team/invitations/${invitation.id}/resend`, {});
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().expired).toBe(false);
    const fresh = await tokenMailedTo(invitation.email);
    expect(fresh).not.toBe(token);
    expect((await lookUp(fresh)).statusCode).toBe(200);
    expect((await lookUp(token)).statusCode).toBe(404);
    await revoke(invitation.id);
  });

  it("die on re-send even when still valid", async () => {
    const { invitation, token } = await invited();
    expect((await as(t, other).post(`/api/team/invitations/${invitation.id}/resend`, {})).statusCode).toBe(200);
    const fresh = await tokenMailedTo(invitation.email);
    expect((await lookUp(token)).statusCode).toBe(404);
    expect((await lookUp(fresh)).statusCode).toBe(200);
    await revoke(invitation.id);
  });

  it("refuse forged, truncated and bare-id tokens alike", async () => {
    const { invitation, token } = await invited();
    for (const bad of [
      invitation.id,
      `${invitation.id}.`,
      `${invitation.id}.${"A".repeat(43)}`,
      token.slice(0, -2),
      "x.y",
      "nonsense",
    ]) {
      const res = await lookUp(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().error.code).toBe("INVALID_LINK");
    }
    await revoke(invitation.id);
  });

  it("refuse re-send and revoke by members and viewers (403)", async () => {
    for (const user of [member, viewer]) {
      expect((await as(t, user).post(`/api/team/invitations/x/resend`, {})).statusCode).toBe(403);
      expect((await as(t, user).delete(`/api/team/invitations/x`)).statusCode).toBe(403);
    }
  });
});

describe("accepting as a new person (sign-up through the link)", () => {
  it("creates the account with the invited e-mail, joins with the role, verified and signed in at once, with no organization of its own", async () => {
    const { token, email } = await invited(freshEmail(), "viewer");
    const orgsBefore = (await t.database.db.select({ id: organizations.id }).from(organizations)).length;
    const remoteAddress = uniqueIp();
    const signUp = await t.app.inject({
      method: "POST",
      url: `/api/invitations/${encodeURIComponent(token)}/sign-up`,
      remoteAddress,
      // An e-mail in the body is ignored: the address is the invitation's.
      payload: {
        fullName: "Nina New",
        password: "correct-horse-1",
        confirmPassword: "correct-horse-1",
        email: "someone-else@example.com",
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect(signUp.json()).toEqual({ ok: true, signedIn: true });
    expect(await membershipsOf(email)).toEqual([{ organizationId: otherOrg, role: "viewer" }]);
    expect((await t.database.db.select({ id: organizations.id }).from(organizations)).length).toBe(orgsBefore);
    // Used once.
    expect((await lookUp(token)).statusCode).toBe(404);

    // Opening the link proved the address: verified, no verification e-mail, and signed in straight into the organization.
    const [row] = await t.database.db
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
    const sent = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
    expect(sent.map((m) => m.subject)).toEqual([expect.stringContaining("invited")]);
    const nina: TestUser = { email, password: "correct-horse-1", fullName: "Nina New", cookie: cookiesFrom(signUp) };
    expect(await sessionOrg(nina)).toMatchObject({ id: otherOrg, name: "Other Builders", role: "viewer" });
    // The password works for the next sign-in too.
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      remoteAddress,
      payload: { email, password: "correct-horse-1" },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().organization).toMatchObject({ id: otherOrg, role: "viewer" });
    expect(await membershipsOf(email)).toHaveLength(1);
    const list = (await as(t, nina).get("/api/team/members")).json().members as MemberSummary[];
    expect(list.map((m) => m.email)).toEqual(expect.arrayContaining([other.email, email]));
    // Make room again.
    const { userId } = await idsOf(t, nina);
    expect((await as(t, other).delete(`/api/team/members/${userId}`)).statusCode).toBe(200);
  });

  it("neither signs in nor joins an address that already has an account (it gets its usual e-mail)", async () => {
    const existing = await signedInUser(t);
    const { invitation, token } = await invited(existing.email);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/invitations/${encodeURIComponent(token)}/sign-up`,
      remoteAddress: uniqueIp(),
      payload: { fullName: "Someone", password: "whatever-123", confirmPassword: "whatever-123" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, signedIn: false });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect((await membershipsOf(existing.email)).map((m) => m.organizationId)).not.toContain(otherOrg);
    expect((await lookUp(token)).statusCode).toBe(200);
    await revoke(invitation.id);
  });

  it("refuses a dead link (404, Link Invalid)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/invitations/nope.nope/sign-up`,
      remoteAddress: uniqueIp(),
      payload: { fullName: "X", password: "whatever-123", confirmPassword: "whatever-123" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(MSG.invalidLink.message);
  });
});

describe("accepting as an existing user", () => {
  it("joins with the role and switches the session to the organization; the link is then used", async () => {
    const existing = await signedInUser(t, { companyName: "Own Shop" });
    const own = await sessionOrg(existing);
    const { token } = await invited(existing.email, "member");
    expect((await accept(null, token)).statusCode).toBe(401);

    const res = await accept(existing, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ organizationId: otherOrg, organizationName: "Other Builders", role: "member" });
    expect(await sessionOrg(existing)).toMatchObject({ id: otherOrg, role: "member" });
    const orgs = (await membershipsOf(existing.email)).map((m) => m.organizationId).sort();
    expect(orgs).toEqual([own.id, otherOrg].sort());

    expect((await accept(existing, token)).statusCode).toBe(404);
    expect((await lookUp(token)).statusCode).toBe(404);
    const { userId } = (
      await t.database.db.select({ userId: users.id }).from(users).where(eq(users.email, existing.email))
    )[0] ?? { userId: "" };
    expect((await as(t, other).delete(`/api/team/members/${userId}`)).statusCode).toBe(200);
  });

  it("refuses (403) someone signed in with another e-mail, and leaves the invitation pending", async () => {
    const { invitation, token } = await invited();
    const intruder = await signedInUser(t);
    const res = await accept(intruder, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(TEAM_MSG.emailMismatch);
    expect((await lookUp(token)).statusCode).toBe(200);
    expect((await membershipsOf(intruder.email)).map((m) => m.organizationId)).not.toContain(otherOrg);
    await revoke(invitation.id);
  });

  it("refuses an expired link", async () => {
    const existing = await signedInUser(t);
    const { invitation, token } = await invited(existing.email);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(invitations.id, invitation.id));
    const res = await accept(existing, token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("INVALID_LINK");
    await revoke(invitation.id);
  });
});

describe("roles and removal", () => {
  async function colleagueOf(
    owner: TestUser,
    role: "admin" | "member" | "viewer",
  ): Promise<{ user: TestUser; userId: string }> {
    const user = await signedInUser(t);
    const token = (await invited(user.email, role)).token;
    expect((await accept(user, token)).statusCode).toBe(200);
    void owner;
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    return { user, userId: row?.id ?? "" };
  }

  it("lets an admin change a role ('Role Updated'); the new role applies to the next request", async () => {
    const { user, userId } = await colleagueOf(other, "member");
    const res = await as(t, other).patch(`/api/team/members/${userId}`, { role: "viewer" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: userId, role: "viewer", email: user.email });
    expect(await sessionOrg(user)).toMatchObject({ id: otherOrg, role: "viewer" });
    // Viewers are read-only everywhere.
    const write = await as(t, user).post("/api/projects", {
      name: "Nope",
      startDate: "2026-03-01",
      endDate: "2026-09-30",
    });
    expect(write.statusCode).toBe(403);
    expect((await as(t, user).get("/api/projects")).statusCode).toBe(200);
    expect((await as(t, other).delete(`/api/team/members/${userId}`)).statusCode).toBe(200);
  });

  it("refuses role changes and removals by members and viewers (403)", async () => {
    const { userId } = await idsOf(t, admin);
    for (const user of [member, viewer]) {
      expect((await as(t, user).patch(`/api/team/members/${userId}`, { role: "viewer" })).statusCode).toBe(403);
      expect((await as(t, user).delete(`/api/team/members/${userId}`)).statusCode).toBe(403);
    }
    expect(await sessionOrg(admin)).toMatchObject({ role: "admin" });
  });

  it("keeps the last admin: no demotion, no removal (409); with a second admin both work", async () => {
    const { userId: selfId } = await idsOf(t, other);
    const demote = await as(t, other).patch(`/api/team/members/${selfId}`, { role: "member" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toBe(TEAM_MSG.lastAdmin);
    const remove = await as(t, other).delete(`/api/team/members/${selfId}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error.message).toBe(TEAM_MSG.lastAdmin);

    const second = await colleagueOf(other, "admin");
    expect((await as(t, second.user).patch(`/api/team/members/${selfId}`, { role: "member" })).statusCode).toBe(200);
    // Now `second` is the last admin.
    expect((await as(t, second.user).patch(`/api/team/members/${second.userId}`, { role: "viewer" })).statusCode).toBe(
      409,
    );
    expect((await as(t, second.user).patch(`/api/team/members/${selfId}`, { role: "admin" })).statusCode).toBe(200);
    expect((await as(t, other).delete(`/api/team/members/${second.userId}`)).statusCode).toBe(200);
  });

  it("removes a member ('Member Removed'): gone from the list, and their session there is refused at once", async () => {
    const { user, userId } = await colleagueOf(other, "member");
    expect((await as(t, user).get("/api/team/members")).statusCode).toBe(200);
    const res = await as(t, other).delete(`/api/team/members/${userId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: userId, deleted: true });
    expect((await as(t, user).get("/api/team/members")).statusCode).toBe(401);
    expect((await as(t, user).get("/api/auth/session")).statusCode).toBe(401);
    const list = (await as(t, other).get("/api/team/members")).json().members as MemberSummary[];
    expect(list.map((m) => m.id)).not.toContain(userId);
    expect((await as(t, other).delete(`/api/team/members/${userId}`)).statusCode).toBe(404);
  });
});

describe("tenant walls", () => {
  it("answers 404 for another organization's members and invitations", async () => {
    const { userId: memberId } = await idsOf(t, member);
    expect((await as(t, other).patch(`/api/team/members/${memberId}`, { role: "viewer" })).statusCode).toBe(404);
    expect((await as(t, other).delete(`/api/team/members/${memberId}`)).statusCode).toBe(404);
    expect(await sessionOrg(member)).toMatchObject({ role: "member" });

    const { invitation } = await invited();
    expect((await as(t, admin).post(`/api/team/invitations/${invitation.id}/resend`, {})).statusCode).toBe(404);
    expect((await as(t, admin).delete(`/api/team/invitations/${invitation.id}`)).statusCode).toBe(404);
    const theirs = (await as(t, admin).get("/api/team/invitations")).json().invitations as InvitationSummary[];
    expect(theirs.map((i) => i.id)).not.toContain(invitation.id);
    expect((await revoke(invitation.id)).statusCode).toBe(200);
  });
});
