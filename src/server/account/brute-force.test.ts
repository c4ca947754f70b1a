import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { rateLimits } from "../db/schema/index.ts";
import { totpCode } from "../platform/totp.ts";
import { MAX_FAILED_SIGN_INS, MAX_FAILED_SIGN_INS_PER_ACCOUNT, MAX_TWO_FACTOR_FAILURES } from "../platform/limits.ts";
import { as, cookiesFrom, createTestApp, signedInUser, uniqueIp, type TestApp } from "../testing/test-app.ts";

/**
 * Concurrent guesses are held to the limits on either engine (issue 12, finding 2): each attempt is counted,
 * atomically, before the password or code is checked.
 */

let t: TestApp;
beforeAll(async () => {
  // Per-address limits out of the way: this is about the per-account ones.
  t = await createTestApp({ RATE_LIMIT_FACTOR: "1000" });
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string, password: string, from = uniqueIp()) =>
  t.app.inject({ method: "POST", url: "/api/auth/sign-in", remoteAddress: from, payload: { email, password } });

/** Every 429 says when to come back. */
function expectRetryAfter(res: { statusCode: number; headers: Record<string, unknown> }): void {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
}

describe("a burst of guesses", () => {
  it("at one account's password from one address: 80 at once, at most 25 are checked, then that address waits (Retry-After) while the owner elsewhere signs in", async () => {
    const user = await signedInUser(t);
    const stranger = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) => signIn(user.email, `wrong-password-${i}`, stranger)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(80 - MAX_FAILED_SIGN_INS);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    for (const refused of answers.filter((r) => r.statusCode === 429)) expectRetryAfter(refused);
    // Even the right password waits at the stranger's address; the owner at their own signs in.
    expectRetryAfter(await signIn(user.email, user.password, stranger));
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  }, 60_000);

  it("at one account's password spread over many addresses: each address counts toward the account's higher ceiling, and past it whoever asks waits", async () => {
    const user = await signedInUser(t);
    for (let i = 0; i < 3; i++) expect((await signIn(user.email, `spread-guess-${i}`)).statusCode).toBe(401);
    const [counted] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `signin:fail:${user.email}`));
    expect(counted?.count).toBe(3);
    // The rest of the ceiling spent from elsewhere (checking 100 passwords here would only cost time).
    await t.database.db
      .update(rateLimits)
      .set({ count: MAX_FAILED_SIGN_INS_PER_ACCOUNT })
      .where(eq(rateLimits.key, `signin:fail:${user.email}`));
    expectRetryAfter(await signIn(user.email, "one-more-guess"));
    expectRetryAfter(await signIn(user.email, user.password));
  });

  it("at one pending two-factor sign-in: 200 codes at once, at most 5 are checked, and the sign-in is over", async () => {
    const user = await signedInUser(t);
    const setup = await as(t, user).post("/api/auth/two-factor/setup", {});
    const { secret } = setup.json() as { secret: string };
    expect(
      (await as(t, user).post("/api/auth/two-factor/enable", { code: totpCode(secret, Date.now()) })).statusCode,
    ).toBe(200);
    const started = await signIn(user.email, user.password);
    expect(started.json()).toEqual({ twoFactorRequired: true });
    const pending = cookiesFrom(started);
    const right = totpCode(secret, Date.now());
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, "0");
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/two-factor/verify",
          remoteAddress: uniqueIp(),
          headers: { cookie: pending },
          payload: { code: wrong(i) },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(MAX_TWO_FACTOR_FAILURES);
    expect(statuses.every((s) => s === 400 || s === 401 || s === 429)).toBe(true);
    for (const refused of answers.filter((r) => r.statusCode === 429)) expectRetryAfter(refused);
    // The pending sign-in has ended: the right code no longer finishes it; the password must be given again.
    const late = await t.app.inject({
      method: "POST",
      url: "/api/auth/two-factor/verify",
      remoteAddress: uniqueIp(),
      headers: { cookie: pending },
      payload: { code: right },
    });
    expect(late.statusCode).not.toBe(200);
  }, 60_000);
});
