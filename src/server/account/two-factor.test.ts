import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { mailOutbox, sessions, twoFactorBackupCodes, twoFactors, users } from "../db/schema/index.ts";
import { totpCode } from "../platform/totp.ts";
import {
  as,
  cookiesFrom,
  createTestApp,
  linkIn,
  signedInUser,
  uniqueIp,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";

const INVALID = "Invalid verification code";
const STEP_MS = 30_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// The clock is held in the middle of a 30-second step, so a code never crosses a step boundary mid-test;
// `advance(n)` moves it n steps on.
let clock = 0;
beforeEach(() => {
  clock = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
  vi.useFakeTimers({ toFake: ["Date"], now: clock });
});
afterEach(() => {
  vi.useRealTimers();
});
function advance(steps: number) {
  clock += steps * STEP_MS;
  vi.setSystemTime(clock);
}
const codeAt = (secret: string, offsetSteps = 0) => totpCode(secret, clock + offsetSteps * STEP_MS);

async function userId(email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error("no user");
  return row.id;
}

async function enableFor(user: TestUser): Promise<{ secret: string; backupCodes: string[] }> {
  const setup = await as(t, user).post("/api/auth/two-factor/setup", {});
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enable = await as(t, user).post("/api/auth/two-factor/enable", { code: codeAt(secret) });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, backupCodes: enable.json().backupCodes };
}

function signIn(user: Pick<TestUser, "email" | "password">, ip = uniqueIp()) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    remoteAddress: ip,
    payload: { email: user.email, password: user.password },
  });
}

function verify(pendingCookie: string, code: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/two-factor/verify",
    remoteAddress: uniqueIp(),
    headers: pendingCookie ? { cookie: pendingCookie } : {},
    payload: { code },
  });
}

/** Signs in with the password and answers the pending cookie (two-factor asked for). */
async function pending(user: TestUser): Promise<string> {
  const res = await signIn(user);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ twoFactorRequired: true });
  return cookiesFrom(res);
}

describe("two-factor setup", () => {
  it("gives a base32 secret and its otpauth address, stored encrypted; stays off until a code confirms it", async () => {
    const user = await signedInUser(t);
    const res = await as(t, user).post("/api/auth/two-factor/setup", {});
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUri } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/BuildOps:${encodeURIComponent(user.email)}?secret=${secret}&issuer=BuildOps&algorithm=SHA1&digits=6&period=30`,
    );
    const [row] = await t.database.db
      .select()
      .from(twoFactors)
      .where(eq(twoFactors.userId, await userId(user.email)));
    expect(row?.secretEncrypted).toBeTruthy();
    expect(row?.secretEncrypted).not.toContain(secret);
    expect(row?.enabledAt).toBeNull();
    expect((await as(t, user).get("/api/profile")).json().twoFactorEnabled).toBe(false);
    // Still off: signing in needs no code.
    expect((await signIn(user)).json().user.email).toBe(user.email);
  });

  it("refuses a wrong code, then enables with the right one and shows ten backup codes kept only as hashes", async () => {
    const user = await signedInUser(t);
    const { secret } = (await as(t, user).post("/api/auth/two-factor/setup", {})).json();
    const wrong = await as(t, user).post("/api/auth/two-factor/enable", { code: codeAt(secret, 3) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { code: "INVALID_CODE", message: INVALID, fields: { code: INVALID } } });
    expect((await as(t, user).get("/api/profile")).json().twoFactorEnabled).toBe(false);

    const ok = await as(t, user).post("/api/auth/two-factor/enable", { code: codeAt(secret) });
    expect(ok.statusCode).toBe(200);
    const { enabled, backupCodes } = ok.json();
    expect(enabled).toBe(true);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const c of backupCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await as(t, user).get("/api/profile")).json().twoFactorEnabled).toBe(true);
    const stored = await t.database.db
      .select()
      .from(twoFactorBackupCodes)
      .where(eq(twoFactorBackupCodes.userId, await userId(user.email)));
    expect(stored).toHaveLength(10);
    const hashes = stored.map((r) => r.codeHash).join(" ");
    for (const c of backupCodes) expect(hashes).not.toContain(c.replace("-", ""));

    // Enabled: a new setup would replace the secret in use, so it is refused.
    expect((await as(t, user).post("/api/auth/two-factor/setup", {})).statusCode).toBe(409);
    expect((await as(t, user).post("/api/auth/two-factor/enable", { code: codeAt(secret, 1) })).statusCode).toBe(409);
  });

  it("refuses enable without a setup, and answers 401 signed out", async () => {
    const user = await signedInUser(t);
    const res = await as(t, user).post("/api/auth/two-factor/enable", { code: "123456" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Start the two-factor setup first.");
    expect((await as(t, null).post("/api/auth/two-factor/setup", {})).statusCode).toBe(401);
    expect((await as(t, user).post("/api/auth/two-factor/enable", { code: "" })).statusCode).toBe(400);
  });
});

describe("sign-in with two-factor", () => {
  it("asks for a code after the password, with no session until the code; the code then signs in", async () => {
    const user = await signedInUser(t);
    const { secret } = await enableFor(user);
    const id = await userId(user.email);
    const [before] = await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, id));

    const res = await signIn(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRequired: true });
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).not.toMatch(/session_token/);
    expect(setCookie).toMatch(
      /buildops\.two_factor=[^;]+; Max-Age=300; Path=\/api\/auth\/two-factor; HttpOnly; SameSite=Lax/,
    );
    const [after] = await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, id));
    expect(Number(after?.n)).toBe(Number(before?.n));
    const pendingCookie = cookiesFrom(res);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: pendingCookie } })).statusCode,
    ).toBe(401);

    advance(1);
    const done = await verify(pendingCookie, codeAt(secret));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.email).toBe(user.email);
    expect(done.json().organization).toMatchObject({ role: "admin" });
    const session = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { cookie: cookiesFrom(done) },
    });
    expect(session.statusCode).toBe(200);
    // The pending sign-in is spent.
    advance(1);
    expect((await verify(pendingCookie, codeAt(secret))).statusCode).toBe(401);
  });

  it("refuses a code already used (replay), then takes the next step's code", async () => {
    const user = await signedInUser(t);
    const { secret } = await enableFor(user);
    const cookie = await pending(user);
    const replay = await verify(cookie, codeAt(secret));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(INVALID);
    advance(1);
    expect((await verify(cookie, codeAt(secret))).statusCode).toBe(200);
    // …and that one, once used, is refused too, though still within its step.
    const again = await pending(user);
    expect((await verify(again, codeAt(secret))).statusCode).toBe(400);
  });

  it("tolerates one step of clock skew either way, not two", async () => {
    const user = await signedInUser(t);
    const { secret } = await enableFor(user);
    advance(10);
    const cookie = await pending(user);
    expect((await verify(cookie, codeAt(secret, -2))).statusCode).toBe(400);
    expect((await verify(cookie, codeAt(secret, 2))).statusCode).toBe(400);
    expect((await verify(cookie, codeAt(secret, -1))).statusCode).toBe(200);
    expect((await verify(await pending(user), codeAt(secret, 1))).statusCode).toBe(200);
  });

  it("takes a backup code once (typed in any case, with or without the dash)", async () => {
    const user = await signedInUser(t);
    const { backupCodes } = await enableFor(user);
    const [first, second] = backupCodes as [string, string];
    expect((await verify(await pending(user), first)).statusCode).toBe(200);
    const reused = await verify(await pending(user), first);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(INVALID);
    expect((await verify(await pending(user), second.toUpperCase().replace("-", " "))).statusCode).toBe(200);
  });

  it("refuses codes for a while after five wrong ones, even a right one", async () => {
    const user = await signedInUser(t);
    const { secret } = await enableFor(user);
    advance(1);
    const cookie = await pending(user);
    for (let i = 0; i < 5; i++) {
      const res = await verify(cookie, i % 2 ? "000000" : "not-a-backup");
      expect(res.statusCode).toBe(400);
    }
    const limited = await verify(cookie, codeAt(secret));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe("Too many attempts. Please try again later.");
    // The limit is the account's: disabling with a code is refused too.
    expect((await as(t, user).post("/api/auth/two-factor/disable", { code: codeAt(secret) })).statusCode).toBe(429);
  });

  it("answers 401 without a pending sign-in or with a made-up one", async () => {
    const none = await verify("", "123456");
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe("TWO_FACTOR_EXPIRED");
    expect((await verify("buildops.two_factor=made-up", "123456")).statusCode).toBe(401);
  });

  it("lets a pending sign-in expire after five minutes", async () => {
    const user = await signedInUser(t);
    const { secret } = await enableFor(user);
    const cookie = await pending(user);
    advance(11);
    expect((await verify(cookie, codeAt(secret))).statusCode).toBe(401);
  });

  it("still asks for the code after a password reset", async () => {
    const user = await signedInUser(t);
    const { secret } = await enableFor(user);
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: uniqueIp(),
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    // (The clock is held still, so the reset mail is found by its subject, not by its time.)
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.subject, "Reset your password")));
    const token = new URL(linkIn(mail?.text ?? "")).searchParams.get("token") ?? "";
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      remoteAddress: uniqueIp(),
      payload: { token, password: "brand-new-pass-2", confirmPassword: "brand-new-pass-2" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const cookie = await pending({ ...user, password: "brand-new-pass-2" });
    advance(1);
    expect((await verify(cookie, codeAt(secret))).statusCode).toBe(200);
  });
});

describe("disabling two-factor", () => {
  it("needs a current code; then sign-in asks for none", async () => {
    const user = await signedInUser(t);
    const { secret } = await enableFor(user);
    expect((await as(t, user).post("/api/auth/two-factor/disable", {})).statusCode).toBe(400);
    const wrong = await as(t, user).post("/api/auth/two-factor/disable", { code: codeAt(secret, 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(INVALID);
    // The code that enabled it is spent.
    expect((await as(t, user).post("/api/auth/two-factor/disable", { code: codeAt(secret) })).statusCode).toBe(400);
    expect((await as(t, user).get("/api/profile")).json().twoFactorEnabled).toBe(true);
    advance(1);
    const ok = await as(t, user).post("/api/auth/two-factor/disable", { code: codeAt(secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ enabled: false });
    expect((await as(t, user).get("/api/profile")).json().twoFactorEnabled).toBe(false);
    const id = await userId(user.email);
    expect(
      await t.database.db.select().from(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, id)),
    ).toHaveLength(0);
    const res = await signIn(user);
    expect(res.json().user.email).toBe(user.email);
  });

  it("refuses to disable when it is not on", async () => {
    const user = await signedInUser(t);
    expect((await as(t, user).post("/api/auth/two-factor/disable", { code: "123456" })).statusCode).toBe(400);
  });
});
