import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInUser, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("session", () => {
  it("signs up, verifies and signs in to an organization of one admin on a trial", async () => {
    const user = await signedInUser(t, { companyName: "Acme Builders", plan: "Enterprise" });
    const res = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe(user.email);
    expect(body.organization).toMatchObject({ name: "Acme Builders", role: "admin", plan: "enterprise", subscriptionStatus: "trialing" });
  });
});
