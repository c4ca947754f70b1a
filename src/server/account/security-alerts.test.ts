import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { mailOutbox } from "../db/schema/index.ts";
import { totpCode } from "../platform/totp.ts";
import { DEFAULT_SETTINGS } from "../../shared/contracts/settings.ts";
import { as, createTestApp, linkIn, signedInUser, uniqueIp, type TestApp, type TestUser } from "../testing/test-app.ts";

/** Changes to an account's protection are told by e-mail, with when, the device and the address (issue 12, finding 9). */

const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const mailsTo = async (user: TestUser) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)).orderBy(desc(mailOutbox.createdAt));
const latest = async (user: TestUser, subject: string) => (await mailsTo(user)).find((m) => m.subject === subject);

describe("security alerts", () => {
  it("tell of a password change, with when, the device and the address, even with Security Alerts off", async () => {
    const user = await signedInUser(t);
    // The setting silences other notices; not these.
    await as(t, user).put("/api/settings", {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, securityAlerts: false },
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      remoteAddress: "198.51.100.23",
      headers: { cookie: user.cookie, "user-agent": SAFARI },
      payload: { currentPassword: user.password, newPassword: "changed-pass-77", confirmPassword: "changed-pass-77" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await latest(user, "Your password was changed");
    expect(mail?.text).toContain("The password of your BuildOps account was changed");
    expect(mail?.text).toContain("198.51.100.23");
    expect(mail?.text).toMatch(/Device: Safari on iPhone|Device: .*iPhone/);
    expect(mail?.text).toContain("http://localhost:3000/dashboard/profile");
  });

  it("tell of a password reset", async () => {
    const user = await signedInUser(t);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: uniqueIp(),
      payload: { email: user.email },
    });
    const resetMail = await latest(user, "Reset your password");
    const token = new URL(linkIn(resetMail?.text ?? "")).searchParams.get("token") ?? "";
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      remoteAddress: "203.0.113.77",
      payload: { token, password: "reset-pass-88", confirmPassword: "reset-pass-88" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const mail = await latest(user, "Your password was reset");
    expect(mail?.text).toContain("203.0.113.77");
  });

  it("tell of two-factor authentication turned on and off", async () => {
    const user = await signedInUser(t);
    const { secret } = (await as(t, user).post("/api/auth/two-factor/setup", {})).json() as { secret: string };
    expect(
      (await as(t, user).post("/api/auth/two-factor/enable", { code: totpCode(secret, Date.now()) })).statusCode,
    ).toBe(200);
    expect(await latest(user, "Two-factor authentication is on")).toBeDefined();
    const off = await as(t, user).post("/api/auth/two-factor/disable", { code: totpCode(secret, Date.now() + 30_000) });
    expect(off.statusCode, off.body).toBe(200);
    expect(await latest(user, "Two-factor authentication is off")).toBeDefined();
  });
});

describe("new backup codes", () => {
  it("need a current app code, replace the old codes, and are told by e-mail", async () => {
    const user = await signedInUser(t);
    const { secret } = (await as(t, user).post("/api/auth/two-factor/setup", {})).json() as { secret: string };
    const enabled = await as(t, user).post("/api/auth/two-factor/enable", { code: totpCode(secret, Date.now()) });
    const oldCodes = (enabled.json() as { backupCodes: string[] }).backupCodes;
    // A backup code cannot mint new ones; a wrong code is refused.
    expect((await as(t, user).post("/api/auth/two-factor/backup-codes", { code: oldCodes[0] })).statusCode).toBe(400);
    expect((await as(t, user).post("/api/auth/two-factor/backup-codes", { code: "000000" })).statusCode).toBe(400);
    const renewed = await as(t, user).post("/api/auth/two-factor/backup-codes", {
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { backupCodes } = renewed.json() as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(oldCodes.length);
    expect(backupCodes.some((c) => oldCodes.includes(c))).toBe(false);
    expect(await latest(user, "New backup codes were made")).toBeDefined();
    // The old codes no longer turn two-factor off; a new one does.
    expect((await as(t, user).post("/api/auth/two-factor/disable", { code: oldCodes[1] })).statusCode).toBe(400);
    expect((await as(t, user).post("/api/auth/two-factor/disable", { code: backupCodes[0] })).statusCode).toBe(200);
  });

  it("are refused while two-factor is off", async () => {
    const user = await signedInUser(t);
    expect((await as(t, user).post("/api/auth/two-factor/backup-codes", { code: "123456" })).statusCode).toBe(400);
  });
});

describe("sign-ins from a new device", () => {
  const CHROME_WINDOWS =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
  const signInFrom = (user: TestUser, userAgent: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      remoteAddress: "192.0.2.44",
      headers: { "user-agent": userAgent },
      payload: { email: user.email, password: user.password },
    });
  const newDeviceMails = async (user: TestUser) =>
    (await mailsTo(user)).filter((m) => m.subject === "New sign-in to your account");

  it("are told once per new device, not for the first one, and not when Security Alerts is off", async () => {
    const user = await signedInUser(t);
    // The account's first known device (the helper's sign-in) says nothing; a second one does, once.
    expect((await signInFrom(user, SAFARI)).statusCode).toBe(200);
    expect((await signInFrom(user, SAFARI)).statusCode).toBe(200);
    const told = await newDeviceMails(user);
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain("192.0.2.44");
    expect(told[0]?.text).toContain("You can turn these sign-in alerts off");
    // Turned off: a third device is remembered, and not told.
    await as(t, user).put("/api/settings", {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, securityAlerts: false },
    });
    expect((await signInFrom(user, CHROME_WINDOWS)).statusCode).toBe(200);
    expect(await newDeviceMails(user)).toHaveLength(1);
  });
});
