import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { mailOutbox } from "../db/schema/index.ts";
import { as, createTestApp, linkIn, signedInUser, uniqueIp, type TestApp, type TestUser } from "../testing/test-app.ts";

/** A password set by one reset link, or changed, withdraws every other reset link the user still holds. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const forgot = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/forgot-password", remoteAddress: uniqueIp(), payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    remoteAddress: uniqueIp(),
    payload: { token, password, confirmPassword: password },
  });

/** The tokens of every reset e-mail sent to the user, oldest first. */
async function resetTokens(user: TestUser): Promise<string[]> {
  const mails = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, user.email))
    .orderBy(desc(mailOutbox.createdAt));
  return mails
    .filter((m) => m.subject === "Reset your password")
    .map((m) => new URL(linkIn(m.text)).searchParams.get("token") ?? "")
    .reverse();
}

describe("outstanding reset links", () => {
  it("stop working once another link has set the password", async () => {
    const user = await signedInUser(t);
    await forgot(user.email);
    await forgot(user.email);
    const [first, second] = await resetTokens(user);
    expect(first && second && first !== second).toBe(true);
    expect((await reset(second ?? "", "set-by-the-second-link")).statusCode).toBe(200);
    const old = await reset(first ?? "", "set-by-the-first-link");
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe("INVALID_TOKEN");
  });

  it("stop working once the password is changed in Account Settings", async () => {
    const user = await signedInUser(t);
    await forgot(user.email);
    const [link] = await resetTokens(user);
    const changed = await as(t, user).post("/api/account/password", {
      currentPassword: user.password,
      newPassword: "changed-in-settings-1",
      confirmPassword: "changed-in-settings-1",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const late = await reset(link ?? "", "set-by-an-old-link");
    expect(late.statusCode).toBe(400);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      remoteAddress: uniqueIp(),
      payload: { email: user.email, password: "changed-in-settings-1" },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
