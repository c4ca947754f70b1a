import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import {
  accounts,
  mailOutbox,
  members,
  organizations,
  profiles,
  sessions,
  subscriptionFeatures,
  subscriptions,
  users,
  verifications,
} from "../db/schema/index.ts";
import { FEATURE_NAMES, PLAN_FEATURES } from "../../shared/plan-features.ts";
import {
  cookiesFrom,
  createTestApp,
  lastMailTo,
  linkIn,
  signedInUser,
  uniqueIp,
  type TestApp,
} from "../testing/test-app.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const SIGN_IN_FAILED = "Invalid email or password. Please check your credentials and try again.";
const TOO_MANY = "Too many attempts. Please try again later.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const newEmail = (label: string) => `${label}-${++seq}-${Date.now()}@example.com`;

type SignUp = {
  fullName?: string;
  email: string;
  password?: string;
  confirmPassword?: string;
  companyName?: string;
  plan?: string;
};

function signUp(body: SignUp, ip = uniqueIp()) {
  const password = body.password ?? "secret-pass-1";
  return t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up",
    remoteAddress: ip,
    payload: { fullName: "Jane Doe", confirmPassword: password, ...body, password },
  });
}

function signIn(email: string, password: string, ip = uniqueIp()) {
  return t.app.inject({ method: "POST", url: "/api/auth/sign-in", remoteAddress: ip, payload: { email, password } });
}

function session(cookie: string | undefined) {
  return t.app.inject({ method: "GET", url: "/api/auth/session", headers: cookie ? { cookie } : {} });
}

async function userByEmail(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/** The user's organization, membership, subscription, features and profile. */
async function workspaceOf(userId: string) {
  const db = t.database.db;
  const memberRows = await db.select().from(members).where(eq(members.userId, userId));
  const membership = memberRows[0];
  if (!membership) throw new Error("no membership");
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, membership.organizationId));
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, membership.organizationId));
  const features = subscription
    ? await db.select().from(subscriptionFeatures).where(eq(subscriptionFeatures.subscriptionId, subscription.id))
    : [];
  const profileRows = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return { memberRows, membership, organization, subscription, features, profileRows };
}

/** Follows the verification link in the newest e-mail to this address. */
async function verify(email: string) {
  const mail = await lastMailTo(t.database, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = new URL(linkIn(mail.text));
  return t.app.inject({ method: "GET", url: link.pathname + link.search });
}

async function mailCount(to: string) {
  const [row] = await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, to));
  return Number(row?.n ?? 0);
}

async function tableCount(table: typeof users | typeof organizations | typeof subscriptions | typeof members) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

describe("session", () => {
  it("signs up, verifies and signs in to an organization of one admin on a trial", async () => {
    const user = await signedInUser(t, { companyName: "Acme Builders", plan: "Enterprise" });
    const res = await session(user.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe(user.email);
    expect(body.user).toMatchObject({ fullName: user.fullName, companyName: "Acme Builders", emailVerified: true });
    expect(body.organization).toMatchObject({
      name: "Acme Builders",
      role: "admin",
      plan: "enterprise",
      subscriptionStatus: "trialing",
    });
  });

  it("answers 401 JSON without a cookie", async () => {
    const res = await session(undefined);
    expect(res.statusCode).toBe(401);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  });

  it("answers 401 for a made-up session cookie", async () => {
    const res = await session("better-auth.session_token=made-up.value");
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHORIZED");
  });

  it("refuses a cookie whose signature was tampered with, or that carries the bare token", async () => {
    const user = await signedInUser(t);
    const match = user.cookie.match(/(better-auth\.session_token)=([^;]+)/);
    if (!match) throw new Error(`no session cookie in ${user.cookie}`);
    const [, name, value] = match;
    const [token, signature] = decodeURIComponent(value ?? "").split(".");
    expect(token && signature).toBeTruthy();
    const flipped = `${signature?.slice(0, -2)}${signature?.endsWith("AA") ? "BB" : "AA"}`;
    for (const forged of [`${token}.${flipped}`, `${token}`, `${token}.`]) {
      const res = await session(`${name}=${encodeURIComponent(forged)}`);
      expect(res.statusCode, forged).toBe(401);
    }
    expect((await session(user.cookie)).statusCode).toBe(200);
  });

  it("refuses a session that has expired on the server", async () => {
    const user = await signedInUser(t);
    const { id } = await userByEmail(user.email);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, id));
    const res = await session(user.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHORIZED");
  });

  it("slides a day-old session's expiry forward and sends the browser the refreshed cookie", async () => {
    const user = await signedInUser(t);
    const { id } = await userByEmail(user.email);
    const DAY = 24 * 60 * 60 * 1000;
    // As if signed in two days ago: 28 of its 30 days left, past the one-day refresh age.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 28 * DAY) })
      .where(eq(sessions.userId, id));
    const res = await session(user.cookie);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["set-cookie"])).toMatch(/session_token=.*Max-Age=\d+/i);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    // A fresh session is not refreshed on every request.
    const again = await session(user.cookie);
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("ends the session on the server at sign-out: the old cookie then gets 401", async () => {
    const user = await signedInUser(t);
    expect((await session(user.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie: user.cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    // The browser's cookie is cleared too.
    expect(String(out.headers["set-cookie"])).toMatch(/session_token=;/);
    const after = await session(user.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe("UNAUTHORIZED");
  });

  it("treats a sign-out without a session as done (idempotent), not as an error", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/sign-out" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });
});

describe("sign-up", () => {
  it("creates the user, an organization named after the company, an admin membership, a trial, its features and a profile", async () => {
    const email = newEmail("company");
    const before = Date.now();
    const res = await signUp({ email, fullName: "Jane Doe", companyName: "Doe Construction" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });

    const user = await userByEmail(email);
    expect(user).toMatchObject({
      name: "Jane Doe",
      companyName: "Doe Construction",
      emailVerified: false,
      selectedPlan: "basic",
    });
    const w = await workspaceOf(user.id);
    expect(w.memberRows).toHaveLength(1);
    expect(w.membership.role).toBe("admin");
    expect(w.organization?.name).toBe("Doe Construction");
    expect(w.organization?.slug).toMatch(/^doe-construction-[0-9a-f]{6}$/);

    const sub = w.subscription;
    if (!sub) throw new Error("no subscription");
    expect(sub).toMatchObject({ planName: "basic", status: "trialing", cancelAtPeriodEnd: false, canceledAt: null });
    const start = sub.currentPeriodStart.getTime();
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(start).toBeLessThanOrEqual(Date.now() + 1000);
    expect(sub.trialEnd?.getTime()).toBe(start + 14 * DAY_MS);
    expect(sub.currentPeriodEnd.getTime()).toBe(start + 30 * DAY_MS);

    expect(w.features.map((f) => f.featureName).sort()).toEqual([...FEATURE_NAMES].sort());
    expect(
      w.features
        .filter((f) => f.isEnabled)
        .map((f) => f.featureName)
        .sort(),
    ).toEqual([...PLAN_FEATURES.basic].sort());
    expect(w.profileRows).toHaveLength(1);
  });

  it("names the organization after the person when there is no company", async () => {
    const email = newEmail("person");
    expect((await signUp({ email, fullName: "Bob Builder" })).statusCode).toBe(201);
    const w = await workspaceOf((await userByEmail(email)).id);
    expect(w.organization?.name).toBe("Bob Builder");
  });

  it("names the organization after the person when the company is blank", async () => {
    const email = newEmail("blank-company");
    expect((await signUp({ email, fullName: "Carol Mason", companyName: "   " })).statusCode).toBe(201);
    const user = await userByEmail(email);
    expect(user.companyName).toBeNull();
    expect((await workspaceOf(user.id)).organization?.name).toBe("Carol Mason");
  });

  it("takes the plan lowercased", async () => {
    const email = newEmail("plan");
    expect((await signUp({ email, plan: "Professional" })).statusCode).toBe(201);
    const user = await userByEmail(email);
    expect(user.selectedPlan).toBe("professional");
    const w = await workspaceOf(user.id);
    expect(w.subscription?.planName).toBe("professional");
    expect(
      w.features
        .filter((f) => f.isEnabled)
        .map((f) => f.featureName)
        .sort(),
    ).toEqual([...PLAN_FEATURES.professional].sort());
  });

  it("falls back to basic for an unknown plan", async () => {
    const email = newEmail("unknown-plan");
    expect((await signUp({ email, plan: "platinum" })).statusCode).toBe(201);
    expect((await workspaceOf((await userByEmail(email)).id)).subscription?.planName).toBe("basic");
  });

  it("stores the e-mail lowercased and trimmed", async () => {
    const email = newEmail("mixed");
    expect((await signUp({ email: `  ${email.toUpperCase()} ` })).statusCode).toBe(201);
    expect((await userByEmail(email)).email).toBe(email);
  });

  it("sends a verification e-mail with a link back to the API", async () => {
    const email = newEmail("mail");
    await signUp({ email, fullName: "Dana Roof" });
    const mail = await lastMailTo(t.database, email);
    expect(mail?.subject).toBe("Verify your email address");
    expect(mail?.text).toContain("Hi Dana Roof,");
    expect(linkIn(mail?.text ?? "")).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it("refuses mismatched passwords with the spec's message", async () => {
    const res = await signUp({ email: newEmail("mismatch"), password: "secret-1", confirmPassword: "secret-2" });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toBe("The passwords you entered do not match. Please re-enter.");
    expect(error.fields).toEqual({ confirmPassword: "The passwords you entered do not match. Please re-enter." });
  });

  it("refuses a short password with the spec's message", async () => {
    const res = await signUp({ email: newEmail("short"), password: "12345" });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toBe("Password must be at least 6 characters long.");
    expect(error.fields.password).toBe("Password must be at least 6 characters long.");
  });

  it("requires name, e-mail and password", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      remoteAddress: uniqueIp(),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(["fullName", "email", "password"]));
  });

  it("refuses an invalid e-mail address", async () => {
    const res = await signUp({ email: "not-an-email" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe("Please enter a valid email address.");
  });

  it("answers a duplicate e-mail with the same 201 and creates nothing new", async () => {
    const email = newEmail("dup");
    expect((await signUp({ email, companyName: "First Co" })).statusCode).toBe(201);
    const counts = [
      await tableCount(users),
      await tableCount(organizations),
      await tableCount(subscriptions),
      await tableCount(members),
    ];
    const again = await signUp({ email, companyName: "Second Co", password: "another-pass" });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ok: true });
    expect([
      await tableCount(users),
      await tableCount(organizations),
      await tableCount(subscriptions),
      await tableCount(members),
    ]).toEqual(counts);
    expect((await userByEmail(email)).companyName).toBe("First Co");
    // The owner of the address learns of the attempt, with the way back in; no second verification link.
    const mail = await lastMailTo(t.database, email);
    expect(mail?.subject).toBe("Someone tried to sign up with your email address");
    expect(mail?.text).toContain("http://localhost:3000/forgot-password");
    expect(await mailCount(email)).toBe(2);
  });

  it("stores passwords hashed, never in plain text", async () => {
    const email = newEmail("hash");
    const password = "plain-text-secret";
    await signUp({ email, password });
    const user = await userByEmail(email);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    const stored = account?.password ?? "";
    expect(stored).not.toBe("");
    expect(stored).not.toContain(password);
    // scrypt as better-auth stores it (salt:key in hex), or an argon2 PHC string.
    expect(stored).toMatch(/^([0-9a-f]{32}:[0-9a-f]{128}|\$argon2(id|i|d)\$.+|\$scrypt\$.+)$/);
    const other = newEmail("hash2");
    await signUp({ email: other, password });
    const [otherAccount] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, (await userByEmail(other)).id));
    expect(otherAccount?.password).not.toBe(stored); // salted
  });
});

describe("e-mail verification", () => {
  it("works once; a second use of the link redirects to the error notice", async () => {
    const email = newEmail("verify");
    await signUp({ email });
    const first = await verify(email);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("/signin?verified=true");
    expect((await userByEmail(email)).emailVerified).toBe(true);
    const second = await verify(email);
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe("/signin?verifyError=true");
  });

  it("redirects a made-up token to the error notice", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/verify-email?token=not-a-real-token" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/signin?verifyError=true");
  });

  it("answers 400 JSON when the token is missing", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/verify-email" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_ERROR");
  });
});

describe("sign-in", () => {
  it("refuses an unverified account with 403 EMAIL_NOT_VERIFIED", async () => {
    const email = newEmail("unverified");
    await signUp({ email, password: "secret-pass-1" });
    const res = await signIn(email, "secret-pass-1");
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: "EMAIL_NOT_VERIFIED",
      message: "Please verify your email address before signing in. Check your inbox for the verification link.",
    });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("sends a fresh verification link when an unverified account signs in with the right password", async () => {
    const email = newEmail("resend");
    await signUp({ email, password: "secret-pass-1" });
    expect(await mailCount(email)).toBe(1);
    expect((await signIn(email, "secret-pass-1")).statusCode).toBe(403);
    expect(await mailCount(email)).toBe(2);
    expect((await lastMailTo(t.database, email))?.subject).toBe("Verify your email address");
    expect((await verify(email)).headers.location).toBe("/signin?verified=true");
    expect((await signIn(email, "secret-pass-1")).statusCode).toBe(200);
  });

  it("answers a wrong password on an unverified account with 401, and sends nothing", async () => {
    const email = newEmail("unverified-wrong");
    await signUp({ email, password: "secret-pass-1" });
    const res = await signIn(email, "wrong-password");
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("INVALID_CREDENTIALS");
    expect(await mailCount(email)).toBe(1);
  });

  it("refuses a wrong password with 401 INVALID_CREDENTIALS", async () => {
    const user = await signedInUser(t);
    const res = await signIn(user.email, "wrong-password");
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: "INVALID_CREDENTIALS", message: SIGN_IN_FAILED });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const res = await signIn(newEmail("nobody"), "whatever-1");
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: "INVALID_CREDENTIALS", message: SIGN_IN_FAILED });
  });

  it("accepts the e-mail in any case and returns the session", async () => {
    const user = await signedInUser(t, { companyName: "Case Co" });
    const res = await signIn(user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: user.email }, organization: { name: "Case Co", role: "admin" } });
    const cookie = cookiesFrom(res);
    expect(cookie).toMatch(/session_token=/);
    expect(String(res.headers["set-cookie"])).toMatch(/HttpOnly/i);
    expect((await session(cookie)).statusCode).toBe(200);
  });

  it("requires e-mail and password", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/sign-in", payload: { email: "a@example.com" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("password");
  });

  it("refuses the 26th attempt from an address after 25 wrong passwords from it, even with the right password; the owner elsewhere and other accounts are not affected", async () => {
    const user = await signedInUser(t);
    const from = uniqueIp();
    for (let i = 0; i < 25; i++) {
      const res = await signIn(user.email, `wrong-${i}`, from);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const locked = await signIn(user.email, user.password, from);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({ code: "TOO_MANY_REQUESTS", message: TOO_MANY });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.headers["set-cookie"]).toBeUndefined();
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    const other = await signedInUser(t);
    expect((await signIn(other.email, other.password, from)).statusCode).toBe(200);
  });

  it("resets the count of wrong passwords after a successful sign-in", async () => {
    const user = await signedInUser(t);
    const from = uniqueIp();
    for (let round = 0; round < 2; round++) {
      // 13 + 13 wrong from one address pass the 25 only if the right password in between cleared the count.
      for (let i = 0; i < 13; i++) expect((await signIn(user.email, `wrong-${round}-${i}`, from)).statusCode).toBe(401);
      expect((await signIn(user.email, user.password, from)).statusCode).toBe(200);
    }
  }, 60_000);
});

describe("password reset", () => {
  function forgot(email: string) {
    return t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: uniqueIp(),
      payload: { email },
    });
  }

  function reset(token: string, password: string, confirmPassword = password) {
    return t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      remoteAddress: uniqueIp(),
      payload: { token, password, confirmPassword },
    });
  }

  async function resetToken(email: string): Promise<string> {
    const mail = await lastMailTo(t.database, email);
    if (!mail || mail.subject !== "Reset your password") throw new Error(`no reset mail to ${email}`);
    const link = new URL(linkIn(mail.text));
    expect(link.origin + link.pathname).toBe("http://localhost:3000/update-password");
    const token = link.searchParams.get("token");
    if (!token) throw new Error("no token in the reset link");
    return token;
  }

  it("answers the same 200 for a known and an unknown address; only the known one gets an e-mail", async () => {
    const user = await signedInUser(t);
    const unknown = newEmail("unknown");
    const known = await forgot(user.email);
    const other = await forgot(unknown);
    expect(known.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(known.json());
    expect((await lastMailTo(t.database, user.email))?.subject).toBe("Reset your password");
    expect(await lastMailTo(t.database, unknown)).toBeNull();
  });

  it("sets a new password with the link's token, once, and ends the user's other sessions", async () => {
    const user = await signedInUser(t);
    const otherDevice = cookiesFrom(await signIn(user.email, user.password));
    expect((await session(otherDevice)).statusCode).toBe(200);

    await forgot(user.email);
    const token = await resetToken(user.email);
    // The link is valid for 24 hours, as the e-mail says.
    const [stored] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(24 * 60 * 60 * 1000 - 60_000);
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    const res = await reset(token, "brand-new-pass");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, "brand-new-pass")).statusCode).toBe(200);

    const again = await reset(token, "third-password");
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("INVALID_TOKEN");
    expect((await signIn(user.email, "third-password")).statusCode).toBe(401);

    expect((await session(user.cookie)).statusCode).toBe(401);
    expect((await session(otherDevice)).statusCode).toBe(401);
  });

  it("refuses an expired token with 400", async () => {
    const user = await signedInUser(t);
    await forgot(user.email);
    const token = await resetToken(user.email);
    const expired = await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verifications.identifier, `reset-password:${token}`))
      .returning({ id: verifications.id });
    expect(expired.length).toBeGreaterThan(0);
    const res = await reset(token, "brand-new-pass");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("INVALID_TOKEN");
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it("refuses a made-up token with 400 INVALID_TOKEN", async () => {
    const res = await reset("made-up-token", "brand-new-pass");
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: "INVALID_TOKEN",
      message: "This link is invalid, has expired or has already been used. Please request a new one.",
    });
  });

  it("asks to make sure the passwords match", async () => {
    const res = await reset("any-token", "brand-new-pass", "brand-new-pasz");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Please make sure your passwords match.");
    expect(res.json().error.fields).toEqual({ confirmPassword: "Please make sure your passwords match." });
  });

  it("refuses a short new password", async () => {
    const res = await reset("any-token", "abc");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Password must be at least 6 characters long.");
  });
});
