import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  as,
  cookiesFrom,
  createTestApp,
  signedInUser,
  uniqueIp,
  type TestApp,
  type TestUser,
} from "../testing/test-app.ts";

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Another sign-in of the same user, from another device and address: a second session. */
async function signInAgain(user: TestUser, userAgent: string, ip = uniqueIp()): Promise<TestUser> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    remoteAddress: ip,
    headers: { "user-agent": userAgent },
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, cookie: cookiesFrom(res) };
}

const sessionStatus = async (user: TestUser) => (await as(t, user).get("/api/auth/session")).statusCode;

describe("change password", () => {
  it("needs the current password, ends the other sessions and keeps this one", async () => {
    const user = await signedInUser(t);
    const phone = await signInAgain(user, SAFARI_IPHONE);
    const res = await as(t, user).post("/api/account/password", {
      currentPassword: user.password,
      newPassword: "a-new-password-9",
      confirmPassword: "a-new-password-9",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, otherSessionsEnded: 1 });
    expect(await sessionStatus(user)).toBe(200);
    expect(await sessionStatus(phone)).toBe(401);
    const oldPassword = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      remoteAddress: uniqueIp(),
      payload: { email: user.email, password: user.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    await signInAgain({ ...user, password: "a-new-password-9" }, CHROME_WINDOWS);
  });

  it("says clearly when the current password is wrong, and changes nothing", async () => {
    const user = await signedInUser(t);
    const phone = await signInAgain(user, SAFARI_IPHONE);
    const res = await as(t, user).post("/api/account/password", {
      currentPassword: "not-my-password",
      newPassword: "a-new-password-9",
      confirmPassword: "a-new-password-9",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: "INVALID_PASSWORD",
        message: "Your current password is incorrect.",
        fields: { currentPassword: "Your current password is incorrect." },
      },
    });
    expect(await sessionStatus(phone)).toBe(200);
    await signInAgain(user, CHROME_WINDOWS);
  });

  it("applies the spec's rules to the new password", async () => {
    const user = await signedInUser(t);
    const mismatch = await as(t, user).post("/api/account/password", {
      currentPassword: user.password,
      newPassword: "abcdef1",
      confirmPassword: "abcdef2",
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: "Please make sure your passwords match." });
    const short = await as(t, user).post("/api/account/password", {
      currentPassword: user.password,
      newPassword: "abc",
      confirmPassword: "abc",
    });
    expect(short.json().error.fields).toMatchObject({ newPassword: "Password must be at least 6 characters long." });
    const empty = await as(t, user).post("/api/account/password", {
      currentPassword: "",
      newPassword: "abcdef1",
      confirmPassword: "abcdef1",
    });
    expect(empty.json().error.fields).toMatchObject({ currentPassword: "Please enter your current password." });
    expect(
      (
        await as(t, null).post("/api/account/password", {
          currentPassword: "x",
          newPassword: "abcdef1",
          confirmPassword: "abcdef1",
        })
      ).statusCode,
    ).toBe(401);
  });

  it("limits attempts per account", async () => {
    const user = await signedInUser(t);
    for (let i = 0; i < 10; i++) {
      const res = await as(t, user).post("/api/account/password", {
        currentPassword: `wrong-${i}`,
        newPassword: "abcdef1",
        confirmPassword: "abcdef1",
      });
      expect(res.statusCode).toBe(400);
    }
    const limited = await as(t, user).post("/api/account/password", {
      currentPassword: user.password,
      newPassword: "abcdef1",
      confirmPassword: "abcdef1",
    });
    expect(limited.statusCode).toBe(429);
  });
});

describe("sessions", () => {
  it("lists the user's sessions with device, address and times, this device first and marked", async () => {
    const first = await signedInUser(t);
    const laptop = await signInAgain(first, CHROME_WINDOWS, "10.200.0.7");
    const phone = await signInAgain(first, SAFARI_IPHONE, "10.200.0.8");
    const res = await as(t, laptop).get("/api/account/sessions");
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json() as {
      sessions: {
        id: string;
        device: string;
        ipAddress: string | null;
        current: boolean;
        createdAt: string;
        lastSeenAt: string;
      }[];
    };
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: "Chrome on Windows", ipAddress: "10.200.0.7", current: true });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.device === "Safari on iPhone")).toMatchObject({
      ipAddress: "10.200.0.8",
      current: false,
    });
    for (const s of sessions) {
      expect(Number.isNaN(Date.parse(s.createdAt))).toBe(false);
      expect(Number.isNaN(Date.parse(s.lastSeenAt))).toBe(false);
    }
    // From the phone, the phone is this device.
    expect((await as(t, phone).get("/api/account/sessions")).json().sessions[0]).toMatchObject({
      device: "Safari on iPhone",
      current: true,
    });
  });

  it("signs out one session; another user's session is a 404", async () => {
    const user = await signedInUser(t);
    const phone = await signInAgain(user, SAFARI_IPHONE);
    const other = await signedInUser(t);
    const list = (await as(t, user).get("/api/account/sessions")).json().sessions as { id: string; current: boolean }[];
    const phoneSession = list.find((s) => !s.current);
    if (!phoneSession) throw new Error("no other session");
    const foreign = await as(t, other).delete(`/api/account/sessions/${phoneSession.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe("NOT_FOUND");
    expect(await sessionStatus(phone)).toBe(200);
    expect((await as(t, user).delete("/api/account/sessions/no-such-session")).statusCode).toBe(404);
    const res = await as(t, user).delete(`/api/account/sessions/${phoneSession.id}`);
    expect(res.statusCode).toBe(200);
    expect(await sessionStatus(phone)).toBe(401);
    expect(await sessionStatus(user)).toBe(200);
  });

  it("signs out every other session and keeps this one; another user's sessions are untouched", async () => {
    const user = await signedInUser(t);
    const phone = await signInAgain(user, SAFARI_IPHONE);
    const laptop = await signInAgain(user, CHROME_WINDOWS);
    const other = await signedInUser(t);
    const res = await as(t, user).post("/api/account/sessions/revoke-others", {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect(await sessionStatus(phone)).toBe(401);
    expect(await sessionStatus(laptop)).toBe(401);
    expect(await sessionStatus(user)).toBe(200);
    expect(await sessionStatus(other)).toBe(200);
    expect((await as(t, user).get("/api/account/sessions")).json().sessions).toHaveLength(1);
  });

  it("answers 401 signed out", async () => {
    expect((await as(t, null).get("/api/account/sessions")).statusCode).toBe(401);
    expect((await as(t, null).post("/api/account/sessions/revoke-others", {})).statusCode).toBe(401);
    expect((await as(t, null).delete("/api/account/sessions/x")).statusCode).toBe(401);
  });
});
