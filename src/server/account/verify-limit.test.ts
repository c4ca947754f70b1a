import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, uniqueIp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const follow = (token: string, remoteAddress: string) =>
  t.app.inject({ method: "GET", url: `/api/auth/verify-email?token=${token}`, remoteAddress });

describe("verification links from one address", () => {
  it("are looked at 30 times in 15 minutes, counted before the token is read, then refused with a notice", async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(Array.from({ length: 36 }, (_, i) => follow(`guess-${i}`, ip)));
    const locations = answers.map((r) => r.headers.location);
    expect(locations.filter((l) => l === "/signin?verifyError=true")).toHaveLength(30);
    expect(locations.filter((l) => l === "/signin?verifyLimited=true")).toHaveLength(6);
    // Another address is not held back.
    expect((await follow("guess-other", uniqueIp())).headers.location).toBe("/signin?verifyError=true");
  });
});
