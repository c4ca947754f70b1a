import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { cookiesFrom, createTestApp, signedInUser, uniqueIp, type TestApp } from "../testing/test-app.ts";
import { testEngine } from "../testing/test-db.ts";

let t: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  [t, behindProxy] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: "true" })]);
});
afterAll(async () => {
  await Promise.all([t.close(), behindProxy.close()]);
});

let seq = 0;
const contact = () => ({
  name: "Pat",
  email: `sec-${++seq}-${Date.now()}@example.com`,
  subject: "Hello",
  message: "A question.",
});

/** A 4xx answer in the one error shape, as JSON. */
function expectErrorJson(res: LightMyRequestResponse, status: number, code?: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json();
  expect(typeof body.error?.code).toBe("string");
  expect(typeof body.error?.message).toBe("string");
  if (code) expect(body.error.code).toBe(code);
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = String(res.headers["content-security-policy"]);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["referrer-policy"]).toBeDefined();
  expect(res.headers["x-powered-by"]).toBeUndefined();
}

describe("security headers", () => {
  it("are on an API response, without HSTS over plain http", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("are on a page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/about" });
    // With a built front end the page is index.html; without one, a JSON 404. Either way the headers are there.
    if (res.statusCode === 200) expect(res.headers["content-type"]).toMatch(/^text\/html/);
    else expectErrorJson(res, 404, "NOT_FOUND");
    expectSecurityHeaders(res);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("are on an error response", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/session" });
    expectErrorJson(res, 401, "UNAUTHORIZED");
    expectSecurityHeaders(res);
  });

  it("include HSTS when a trusted proxy says the request came over https", async () => {
    const res = await behindProxy.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
    expectSecurityHeaders(res);
  });

  it("do not include HSTS when the trusted proxy says http", async () => {
    const res = await behindProxy.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "http" },
    });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("take the client's address from the nearest proxy, not from what a client wrote at the left (TRUST_PROXY=true is one hop)", async () => {
    const user = await signedInUser(behindProxy, { ip: "198.51.100.7" });
    const signIn = await behindProxy.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.9" },
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = cookiesFrom(signIn);
    const sessions = (
      await behindProxy.app.inject({ method: "GET", url: "/api/account/sessions", headers: { cookie } })
    ).json() as { sessions: { ipAddress: string | null; current: boolean }[] };
    expect(sessions.sessions.find((s) => s.current)?.ipAddress).toBe("203.0.113.9");
  });

  it("ignore x-forwarded-proto when no proxy is trusted", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("cross-site requests", () => {
  it("refuses a POST from a foreign origin with 403 FOREIGN_ORIGIN", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: uniqueIp(),
      headers: { origin: "https://evil.example" },
      payload: contact(),
    });
    expectErrorJson(res, 403, "FOREIGN_ORIGIN");
  });

  it("refuses a foreign origin before anything else happens, even on sign-in", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      headers: { origin: "https://evil.example" },
      payload: { email: "a@example.com", password: "x" },
    });
    expectErrorJson(res, 403, "FOREIGN_ORIGIN");
  });

  it("refuses an opaque origin ('null') and a look-alike", async () => {
    for (const origin of [
      "null",
      "http://localhost:3000.evil.example",
      "https://localhost:3000",
      "http://localhost:3001",
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: uniqueIp(),
        headers: { origin },
        payload: contact(),
      });
      expectErrorJson(res, 403, "FOREIGN_ORIGIN");
    }
  });

  it("refuses what the browser marks as cross-site", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: uniqueIp(),
      headers: { "sec-fetch-site": "cross-site" },
      payload: contact(),
    });
    expectErrorJson(res, 403, "FOREIGN_ORIGIN");
  });

  it("accepts a POST from the app's own origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: uniqueIp(),
      headers: { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      payload: contact(),
    });
    expect(res.statusCode).toBe(201);
  });

  it("accepts a POST whose origin matches the Host it was sent to", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: uniqueIp(),
      headers: { origin: "http://127.0.0.1:4321", host: "127.0.0.1:4321" },
      payload: contact(),
    });
    expect(res.statusCode).toBe(201);
  });

  it("does not apply to reads", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { origin: "https://evil.example" } });
    expect(res.statusCode).toBe(200);
  });
});

describe("malformed requests", () => {
  it("answers a body over 1 MB with 413 JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: uniqueIp(),
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ ...contact(), message: "x".repeat(1024 * 1024 + 10) }),
    });
    expectErrorJson(res, 413);
  });

  it("answers malformed JSON with 400 JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: uniqueIp(),
      headers: { "content-type": "application/json" },
      payload: '{"name": "Pat", ',
    });
    expectErrorJson(res, 400);
  });

  it("answers an empty JSON body with 400 JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expectErrorJson(res, 400);
  });

  it("answers a JSON body that is not an object with 400 JSON", async () => {
    for (const payload of ["[]", "null", "42", '"text"']) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload,
      });
      expectErrorJson(res, 400);
    }
  });

  it("answers a content type the API does not take with 415 JSON", async () => {
    for (const type of [
      "application/xml",
      "application/x-www-form-urlencoded",
      "text/plain",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: uniqueIp(),
        headers: { "content-type": type },
        payload: "name=Pat",
      });
      expectErrorJson(res, 415);
    }
  });

  it("refuses text with a NUL character (PostgreSQL cannot store it) with 400 naming the field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: uniqueIp(),
      payload: { ...contact(), subject: "a\u0000b" },
    });
    expectErrorJson(res, 400, "VALIDATION_ERROR");
    expect(res.json().error.fields).toEqual({ subject: "Text must not contain NUL characters." });
    const query = await t.app.inject({ method: "GET", url: "/api/auth/verify-email?token=a%00b" });
    expectErrorJson(query, 400, "VALIDATION_ERROR");
    expect(query.json().error.fields).toEqual({ "query.token": "Text must not contain NUL characters." });
  });

  it("answers an unknown /api path with 404 JSON", async () => {
    expectErrorJson(await t.app.inject({ method: "GET", url: "/api/no-such-thing" }), 404, "NOT_FOUND");
    expectErrorJson(await t.app.inject({ method: "POST", url: "/api/no-such-thing", payload: {} }), 404, "NOT_FOUND");
    expectErrorJson(await t.app.inject({ method: "DELETE", url: "/api/contact" }), 404, "NOT_FOUND");
    expectErrorJson(await t.app.inject({ method: "GET", url: "/assets/missing.js" }), 404, "NOT_FOUND");
  });
});

describe("GET /api/health", () => {
  it("reports ok and the database engine", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: testEngine() });
  });
});

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3 document listing the auth, contact and health paths", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBeTruthy();
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/auth/sign-up",
        "/api/auth/sign-in",
        "/api/auth/sign-out",
        "/api/auth/session",
        "/api/auth/forgot-password",
        "/api/auth/reset-password",
        "/api/auth/verify-email",
        "/api/contact",
        "/api/health",
      ]),
    );
    expect(doc.paths["/api/contact"].post.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["name", "email", "subject", "message"]),
    );
    expect(paths).not.toContain("/api/openapi.json");
  });
});
