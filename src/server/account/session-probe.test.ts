import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_OPTIONAL_HEADER } from "../../shared/contracts/session-probe.ts";
import { createTestApp, signedInUser, type TestApp, type TestUser } from "../testing/test-app.ts";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signedInUser(t, { companyName: "Probe Co" });
});
afterAll(async () => {
  await t.close();
});

const session = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/auth/session", headers });

describe("the browser's session probe", () => {
  it("answers a signed-out probe 200 with nulls", async () => {
    const res = await session({ [SESSION_OPTIONAL_HEADER]: "1" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null, organization: null });
  });

  it("answers a signed-in probe with the session, as without the header", async () => {
    const probed = await session({ [SESSION_OPTIONAL_HEADER]: "1", cookie: user.cookie });
    const plain = await session({ cookie: user.cookie });
    expect(probed.statusCode).toBe(200);
    expect(probed.json()).toEqual(plain.json());
    expect(probed.json()).toMatchObject({ user: { email: user.email }, organization: { name: "Probe Co" } });
  });

  it("keeps 401 for a signed-out caller without the header, or with another value", async () => {
    for (const headers of [{}, { [SESSION_OPTIONAL_HEADER]: "0" }, { [SESSION_OPTIONAL_HEADER]: "true" }] as Record<
      string,
      string
    >[]) {
      const res = await session(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe("UNAUTHORIZED");
    }
  });

  it("does not open any other route to a signed-out caller", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/profile", headers: { [SESSION_OPTIONAL_HEADER]: "1" } });
    expect(res.statusCode).toBe(401);
  });

  it("treats an invalid session cookie as signed out", async () => {
    const res = await session({ [SESSION_OPTIONAL_HEADER]: "1", cookie: "better-auth.session_token=forged.value" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null, organization: null });
  });
});
