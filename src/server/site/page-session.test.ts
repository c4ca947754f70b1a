import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SESSION_ELEMENT_ID } from "../../shared/contracts/session-probe.ts";
import { createTestAppServing, signedInUser, type TestApp, type TestUser } from "../testing/test-app.ts";
import { jsonForHtml, pageWithSession } from "./page-session.ts";

const BUILT = '<!doctype html><html><head><title>BuildOps</title></head><body><div id="root"></div></body></html>';

/** The data block the page carries, parsed; undefined when there is none. */
function sessionIn(html: string): unknown {
  const found = new RegExp(`<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return found?.[1] === undefined ? undefined : JSON.parse(found[1]);
}

describe("the session written into the page", () => {
  it("escapes what could end the script element", () => {
    const text = jsonForHtml({ name: "</script><script>alert(1)</script><!--", sep: "a\u2028b\u2029c" });
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script><!--", sep: "a\u2028b\u2029c" });
  });

  it("puts the session, or the signed-out answer, before </body>, and leaves the page alone when unknown", () => {
    const signedOut = pageWithSession(BUILT, null);
    expect(signedOut).toMatch(/<\/script><\/body><\/html>$/);
    expect(sessionIn(signedOut)).toEqual({ user: null, organization: null });
    expect(pageWithSession(BUILT, undefined)).toBe(BUILT);
  });
});

describe("pages served with the caller's session", () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestAppServing({ "index.html": BUILT });
    user = await signedInUser(t, { companyName: "Page Co" });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  it("gives a signed-in caller's dashboard page the session the session route answers, kept by no shared cache", async () => {
    const res = await page("/dashboard/projects", user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers.vary).toMatch(/cookie/i);
    const route = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: user.cookie } });
    expect(sessionIn(res.body)).toEqual(route.json());
    expect(sessionIn(res.body)).toMatchObject({ user: { email: user.email }, organization: { name: "Page Co" } });
  });

  it("says signed out on a page without a session, or with a forged one", async () => {
    for (const cookie of [undefined, "better-auth.session_token=forged.value"]) {
      const res = await page("/", cookie);
      expect(res.statusCode).toBe(200);
      expect(sessionIn(res.body)).toEqual({ user: null, organization: null });
    }
  });

  it("still answers the API's unknown addresses 404 in JSON", async () => {
    const res = await page("/api/nothing-here", user.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NOT_FOUND");
  });
});
