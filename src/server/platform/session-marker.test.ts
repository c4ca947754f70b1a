import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import {
  isSessionMarker,
  markerInCookies,
  SESSION_MARKER_COOKIE,
  SESSION_MARKER_HEADER,
  SIGNED_IN_HEADER,
} from "../../shared/session-marker.ts";
import { cookiesFrom, createTestAppServing, signedInUser, type TestApp, type TestUser } from "../testing/test-app.ts";
import { clearedMarkerCookie, markerCookieFollowing, sessionMarker, tokenOfSessionCookie } from "./session-marker.ts";

const SESSION = "better-auth.session_token";

describe("the session marker", () => {
  it("names a session without giving its token away: fixed per token and secret, 128 bits of base64url", () => {
    const marker = sessionMarker("tok3nOfSession", "secret-a");
    expect(isSessionMarker(marker)).toBe(true);
    expect(sessionMarker("tok3nOfSession", "secret-a")).toBe(marker);
    expect(sessionMarker("anotherToken", "secret-a")).not.toBe(marker);
    expect(sessionMarker("tok3nOfSession", "secret-b")).not.toBe(marker);
    expect(marker).not.toContain("tok3nOfSession");
  });

  it("reads the token out of better-auth's signed cookie value", () => {
    expect(tokenOfSessionCookie("abc123.c2lnbmF0dXJl%2Bx%3D")).toBe("abc123");
    expect(tokenOfSessionCookie("")).toBeNull();
    expect(tokenOfSessionCookie("nodot")).toBeNull();
    expect(tokenOfSessionCookie("%E0%A4%A")).toBeNull();
  });

  it("follows the session cookie: same lifetime and attributes, readable by scripts; deleted with it", () => {
    const set = markerCookieFollowing(
      `${SESSION}=abc123.sig%3D; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Lax`,
      SESSION,
      "s",
    );
    expect(set).toBe(
      `${SESSION_MARKER_COOKIE}=${sessionMarker("abc123", "s")}; Max-Age=604800; Path=/; Secure; SameSite=Lax`,
    );
    // Not remembered: a cookie for the browser's session, like the session cookie.
    expect(markerCookieFollowing(`${SESSION}=abc123.sig; Path=/; HttpOnly; SameSite=Lax`, SESSION, "s")).toBe(
      `${SESSION_MARKER_COOKIE}=${sessionMarker("abc123", "s")}; Path=/; SameSite=Lax`,
    );
    for (const deleted of [
      `${SESSION}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
      `${SESSION}=abc.sig; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`,
    ]) {
      expect(markerCookieFollowing(deleted, SESSION, "s")).toBe(clearedMarkerCookie(false));
    }
    expect(markerCookieFollowing("better-auth.session_data=xyz; Path=/", SESSION, "s")).toBeNull();
  });

  it("is found in a Cookie string only when it looks like one", () => {
    const marker = sessionMarker("t", "s");
    expect(markerInCookies(`a=1; ${SESSION_MARKER_COOKIE}=${marker}; b=2`)).toBe(marker);
    expect(markerInCookies(`${SESSION_MARKER_COOKIE}=`)).toBeNull();
    expect(markerInCookies(`${SESSION_MARKER_COOKIE}=<script>`)).toBeNull();
    expect(markerInCookies("a=1")).toBeNull();
  });
});

describe("the marker on the wire", () => {
  const BUILT = '<!doctype html><html><head><title>BuildOps</title></head><body><div id="root"></div></body></html>';
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestAppServing({ "index.html": BUILT });
    user = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const setCookies = (res: LightMyRequestResponse): string[] => {
    const raw = res.headers["set-cookie"];
    return Array.isArray(raw) ? raw : raw ? [raw] : [];
  };
  const markerLine = (res: LightMyRequestResponse) =>
    setCookies(res).find((l) => l.startsWith(`${SESSION_MARKER_COOKIE}=`));
  const signIn = () =>
    t.app.inject({ method: "POST", url: "/api/auth/sign-in", payload: { email: user.email, password: user.password } });
  const page = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

  it("is set, readable, with the session at sign-in, and the page's header and session block name the same", async () => {
    const signedIn = await signIn();
    const line = markerLine(signedIn);
    expect(line).toBeDefined();
    expect(line).not.toMatch(/HttpOnly/i);
    expect(line).toMatch(/Max-Age=\d+/);
    const cookie = cookiesFrom(signedIn);
    const marker = markerInCookies(cookie);
    expect(isSessionMarker(marker)).toBe(true);
    const sessionValue = /better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "";
    expect(sessionValue).not.toContain(marker ?? "-");

    const res = await page("/dashboard/projects", cookie);
    expect(res.headers[SIGNED_IN_HEADER]).toBe("1");
    expect(res.headers[SESSION_MARKER_HEADER]).toBe(marker);
    expect(res.body).toContain(`<meta name="session-marker" content="${marker}">`);
    // The device already has it: not sent again.
    expect(markerLine(res)).toBeUndefined();
    // A device without it (a session older than the marker) gets it with the page, for the session's lifetime.
    const without = await page(
      "/dashboard",
      cookie
        .split("; ")
        .filter((c) => !c.startsWith(SESSION_MARKER_COOKIE))
        .join("; "),
    );
    expect(markerLine(without)).toMatch(new RegExp(`^${SESSION_MARKER_COOKIE}=${marker}; Max-Age=\\d{5,}`));
  });

  it("differs per session, and is deleted at sign-out", async () => {
    const first = cookiesFrom(await signIn());
    const second = cookiesFrom(await signIn());
    expect(markerInCookies(first)).not.toBe(markerInCookies(second));
    const out = await t.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie: second } });
    expect(out.statusCode).toBe(200);
    expect(markerLine(out)).toMatch(new RegExp(`^${SESSION_MARKER_COOKIE}=; Max-Age=0; Path=/`));
  });

  it("is deleted from a device whose session was ended elsewhere: by its next refused request or page", async () => {
    const here = cookiesFrom(await signIn());
    const elsewhere = cookiesFrom(await signIn());
    const revoked = await t.app.inject({
      method: "POST",
      url: "/api/account/sessions/revoke-others",
      headers: { cookie: elsewhere },
    });
    expect(revoked.json()).toMatchObject({ revoked: expect.any(Number) });

    const refused = await t.app.inject({ method: "GET", url: "/api/projects", headers: { cookie: here } });
    expect(refused.statusCode).toBe(401);
    expect(markerLine(refused)).toMatch(new RegExp(`^${SESSION_MARKER_COOKIE}=; Max-Age=0`));

    const res = await page("/dashboard", here);
    expect(res.headers[SIGNED_IN_HEADER]).toBe("0");
    expect(res.headers[SESSION_MARKER_HEADER]).toBeUndefined();
    expect(res.body).not.toContain('name="session-marker"');
    expect(markerLine(res)).toMatch(new RegExp(`^${SESSION_MARKER_COOKIE}=; Max-Age=0`));
    // A signed-out visitor without one is sent no cookie.
    expect(markerLine(await page("/", ""))).toBeUndefined();
  });
});
