import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { accounts, sessions, subscriptions, users } from "../db/schema/index.ts";
import {
  as,
  cookiesFrom,
  createTestApp,
  idsOf,
  signedInUser,
  TEST_APP_URL,
  type TestApp,
} from "../testing/test-app.ts";
import { totpCode } from "../platform/totp.ts";
import { startOidcProvider, type TestOidcProvider } from "../testing/oidc-provider.ts";
import type { SessionResponse } from "../../shared/contracts/account.ts";
import type { SocialProvidersResponse } from "../../shared/contracts/social.ts";

/**
 * Social sign-in end to end against a real OpenID provider on a local port (standing in for Google, and for
 * Apple with its form_post answer): the app is driven with `inject`, the provider with fetch, and a small
 * cookie jar per site plays the browser.
 */

let idp: TestOidcProvider;
let t: TestApp;

const CLIENTS = {
  google: { clientId: "google-client", clientSecret: "google-secret-0123456789" },
  apple: { clientId: "apple-client", clientSecret: "apple-secret-0123456789" },
};

beforeAll(async () => {
  idp = await startOidcProvider({
    clients: [
      { ...CLIENTS.google, redirectUris: [`${TEST_APP_URL}/api/auth/callback/google`] },
      { ...CLIENTS.apple, redirectUris: [`${TEST_APP_URL}/api/auth/callback/apple`] },
    ],
  });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENTS.google.clientId,
    GOOGLE_CLIENT_SECRET: CLIENTS.google.clientSecret,
    GOOGLE_ISSUER: idp.issuer,
    APPLE_CLIENT_ID: CLIENTS.apple.clientId,
    APPLE_CLIENT_SECRET: CLIENTS.apple.clientSecret,
    APPLE_ISSUER: idp.issuer,
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(lines: string[]): void {
    for (const line of lines) {
      const [pair = "", ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const expired = attrs.some(
        (a) =>
          /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1] ?? "") < Date.now()),
      );
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

const setCookies = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw : raw ? [raw] : []);

/** The first form of an HTML page: its action, method and fields. */
function formIn(html: string, base: string): { action: string; method: string; fields: URLSearchParams } {
  const form = /<form[^>]*>[\s\S]*?<\/form>/i.exec(html)?.[0];
  if (!form) throw new Error(`no form in page: ${html.slice(0, 400)}`);
  const action = /action="([^"]*)"/i.exec(form)?.[1] ?? "";
  const method = (/method="([^"]*)"/i.exec(form)?.[1] ?? "get").toLowerCase();
  const fields = new URLSearchParams();
  for (const input of form.matchAll(/<input[^>]*>/gi)) {
    const name = /name="([^"]*)"/i.exec(input[0])?.[1];
    const value = /value="([^"]*)"/i.exec(input[0])?.[1] ?? "";
    if (name)
      fields.set(
        name,
        value
          .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, "&"),
      );
  }
  return { action: new URL(action.replace(/&amp;/g, "&"), base).toString(), method, fields };
}

type Flow = { finalUrl: URL; app: CookieJar; idpPages: string[]; appSetCookies: string[]; appRequests: string[] };

/**
 * Plays the browser through a social sign-in: POST /api/auth/social/:provider, then the provider's
 * authorization, login form (the account's e-mail), consent form, the redirect (or Apple's auto-submitted
 * form) back to our callback, until a page of the app is reached.
 */
async function socialSignIn(
  provider: "google" | "apple",
  email: string,
  body: { plan?: string; next?: string } = {},
): Promise<Flow> {
  const app = new CookieJar();
  const idpJar = new CookieJar();
  const start = await t.app.inject({ method: "POST", url: `/api/auth/social/${provider}`, payload: body });
  expect(start.statusCode, start.body).toBe(200);
  app.store(setCookies(start.headers["set-cookie"]));
  let request: { url: string; method: string; form?: URLSearchParams } = {
    url: start.json<{ url: string }>().url,
    method: "GET",
  };
  const idpPages: string[] = [];
  const appSetCookies: string[] = [];
  const appRequests: string[] = [];
  for (let step = 0; step < 20; step++) {
    const url = new URL(request.url);
    if (url.origin === TEST_APP_URL) {
      if (!url.pathname.startsWith("/api/")) return { finalUrl: url, app, idpPages, appSetCookies, appRequests };
      const res = await t.app.inject({
        method: request.method as "GET" | "POST",
        url: url.pathname + url.search,
        headers: {
          cookie: app.header(),
          ...(request.form
            ? {
                "content-type": "application/x-www-form-urlencoded",
                origin: idp.issuer,
                "sec-fetch-site": "cross-site",
              }
            : {}),
        },
        ...(request.form ? { payload: request.form.toString() } : {}),
      });
      app.store(setCookies(res.headers["set-cookie"]));
      appSetCookies.push(...setCookies(res.headers["set-cookie"]));
      appRequests.push(`${request.method} ${url.pathname}`);
      const location = res.headers.location;
      if (!location) throw new Error(`app answered ${res.statusCode} without a redirect: ${res.body}`);
      request = { url: new URL(String(location), TEST_APP_URL).toString(), method: "GET" };
      continue;
    }
    const res = await fetch(url, {
      method: request.method,
      redirect: "manual",
      headers: {
        cookie: idpJar.header(),
        ...(request.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: request.form?.toString(),
    });
    idpJar.store(res.headers.getSetCookie());
    const location = res.headers.get("location");
    if (location) {
      request = { url: new URL(location, url).toString(), method: "GET" };
      continue;
    }
    const html = await res.text();
    idpPages.push(html);
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html}`);
    const form = formIn(html, url.toString());
    if (form.action.endsWith("/login")) form.fields.set("login", email);
    request = { url: form.action, method: form.method.toUpperCase(), form: form.fields };
  }
  throw new Error("too many steps");
}

async function sessionOf(flow: Flow): Promise<SessionResponse> {
  const res = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: flow.app.header() } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SessionResponse>();
}

async function userByEmail(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return user;
}

async function linkedAccounts(userId: string) {
  return t.database.db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, userId));
}

describe("social sign-in", () => {
  it("lists the configured providers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(res.statusCode).toBe(200);
    expect(res.json<SocialProvidersResponse>().providers).toEqual([
      { id: "google", name: "Google", configured: true },
      { id: "apple", name: "Apple", configured: true },
    ]);
  });

  it("creates a new user with the plan from oauth_plan, an organization on its trial, and a session cookie like e-mail sign-in", async () => {
    const account = idp.addAccount({ email: "new.social@example.com", emailVerified: true, name: "Nina Social" });
    const flow = await socialSignIn("google", account.email, { plan: "Professional" });
    expect(flow.finalUrl.pathname + flow.finalUrl.search).toBe("/dashboard?oauth_plan=professional");
    expect(flow.idpPages.some((p) => p.includes("Sign in to the test provider"))).toBe(true);

    const session = await sessionOf(flow);
    expect(session.user.email).toBe(account.email);
    expect(session.user.fullName).toBe("Nina Social");
    expect(session.user.emailVerified).toBe(true);

    const user = await userByEmail(account.email);
    expect(user?.selectedPlan).toBe("professional");
    const { organizationId } = await idsOf(t, account);
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organizationId));
    expect(subscription).toMatchObject({ planName: "professional", status: "trialing" });
    expect(await linkedAccounts(user?.id ?? "")).toEqual([{ providerId: "google" }]);
  });

  it("sets the state and session cookies HttpOnly and SameSite=Lax, as e-mail sign-in does", async () => {
    const account = idp.addAccount({ email: "cookie.social@example.com", emailVerified: true, name: "Cookie" });
    const start = await t.app.inject({ method: "POST", url: "/api/auth/social/google", payload: {} });
    const stateCookie = setCookies(start.headers["set-cookie"]).find((c) => c.startsWith("better-auth.state="));
    expect(stateCookie).toMatch(/HttpOnly/i);
    expect(stateCookie).toMatch(/SameSite=Lax/i);

    const flow = await socialSignIn("google", account.email);
    const sessionCookie = flow.appSetCookies.find((c) => c.startsWith("better-auth.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Path=\//i);
    // The same cookie e-mail sign-in sends (name and attributes).
    const password = await signedInUser(t);
    const [row] = await t.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, account.email));
    expect(row?.token).toBeTruthy();
    expect(password.cookie).toMatch(/^better-auth\.session_token=/);
  });

  it("signs a returning user into the same user (no second user or account)", async () => {
    const account = idp.addAccount({ email: "again.social@example.com", emailVerified: true, name: "Again" });
    const first = await sessionOf(await socialSignIn("google", account.email, { plan: "enterprise" }));
    const secondFlow = await socialSignIn("google", account.email, { plan: "basic" });
    expect(secondFlow.finalUrl.pathname).toBe("/dashboard");
    const second = await sessionOf(secondFlow);
    expect(second.user.id).toBe(first.user.id);
    expect(second.organization?.id).toBe(first.organization?.id);
    const rows = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(rows).toHaveLength(1);
    // The first plan stays (a plan is only saved when there is none).
    expect(rows[0]?.selectedPlan).toBe("enterprise");
    expect(await linkedAccounts(first.user.id)).toEqual([{ providerId: "google" }]);
  });

  it("signs an existing e-mail/password user with the same verified address into that user, and links the account", async () => {
    const existing = await signedInUser(t, {
      email: "both.ways@example.com",
      companyName: "Both Ways Ltd",
      plan: "basic",
    });
    const { userId, organizationId } = await idsOf(t, existing);
    idp.addAccount({ email: existing.email, emailVerified: true, name: "Someone Else" });
    const flow = await socialSignIn("google", existing.email, { plan: "enterprise" });
    expect(flow.finalUrl.pathname).toBe("/dashboard");
    const session = await sessionOf(flow);
    expect(session.user.id).toBe(userId);
    expect(session.organization?.id).toBe(organizationId);
    expect((await linkedAccounts(userId)).map((a) => a.providerId).sort()).toEqual(["credential", "google"]);
    // The password still works, and nothing of the user was overwritten.
    const user = await userByEmail(existing.email);
    expect(user?.name).toBe(existing.fullName);
    expect(user?.selectedPlan).toBe("basic");
  });

  it("never links on an address the provider has not verified", async () => {
    const existing = await signedInUser(t, { email: "victim@example.com" });
    const { userId } = await idsOf(t, existing);
    idp.addAccount({ email: existing.email, emailVerified: false, name: "Attacker" });
    const flow = await socialSignIn("google", existing.email);
    expect(flow.finalUrl.pathname).toBe("/signin");
    expect(flow.finalUrl.searchParams.get("social")).toBe("google");
    expect(flow.finalUrl.searchParams.get("error")).toBe("account_not_linked");
    expect(flow.app.has("better-auth.session_token")).toBe(false);
    expect(await linkedAccounts(userId)).toEqual([{ providerId: "credential" }]);
  });

  it("gives no session to a new user whose provider address is unverified (our verification e-mail instead)", async () => {
    const account = idp.addAccount({ email: "unverified.new@example.com", emailVerified: false, name: "Unverified" });
    const flow = await socialSignIn("google", account.email);
    expect(flow.finalUrl.pathname).toBe("/signin");
    expect(flow.finalUrl.searchParams.get("error")).toBe("email_not_verified");
    expect(flow.app.has("better-auth.session_token")).toBe(false);
    const user = await userByEmail(account.email);
    expect(user?.emailVerified).toBe(false);
  });

  it("still asks a user with two-factor on for a code: no session until then, the pending cookie instead", async () => {
    const user = await signedInUser(t, { email: "two.factor.social@example.com" });
    const setup = await as(t, user).post("/api/auth/two-factor/setup", {});
    const { secret } = setup.json<{ secret: string }>();
    const enable = await as(t, user).post("/api/auth/two-factor/enable", { code: totpCode(secret, Date.now()) });
    expect(enable.statusCode, enable.body).toBe(200);
    const [backupCode] = enable.json<{ backupCodes: string[] }>().backupCodes;
    idp.addAccount({ email: user.email, emailVerified: true, name: "Two Factor" });

    const flow = await socialSignIn("google", user.email, { next: "/dashboard/settings" });
    expect(flow.finalUrl.pathname).toBe("/signin");
    expect(flow.finalUrl.searchParams.get("twoFactor")).toBe("required");
    expect(flow.finalUrl.searchParams.get("next")).toBe("/dashboard/settings");
    expect(flow.app.has("better-auth.session_token")).toBe(false);
    const { userId } = await idsOf(t, user);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    // Only the password sign-in's session from signedInUser remains.
    expect(left).toHaveLength(1);

    const verify = await t.app.inject({
      method: "POST",
      url: "/api/auth/two-factor/verify",
      headers: { cookie: flow.app.header() },
      payload: { code: backupCode },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json<SessionResponse>().user.email).toBe(user.email);
  });

  it("signs in with Apple's form_post answer (a cross-site POST turned into a GET) and keeps ?next=", async () => {
    const account = idp.addAccount({ email: "apple.user@example.com", emailVerified: true, name: "Apple User" });
    const flow = await socialSignIn("apple", account.email, { next: "/dashboard/projects", plan: "enterprise" });
    expect(flow.finalUrl.pathname).toBe("/dashboard/projects");
    // The provider's auto-submitted form came back as a POST, continued as a GET carrying the state cookie.
    expect(
      flow.idpPages.some(
        (p) =>
          /<form[^>]*method="post"[^>]*action="http:\/\/localhost:3000\/api\/auth\/callback\/apple"/i.test(p) ||
          /action="http:\/\/localhost:3000\/api\/auth\/callback\/apple"[^>]*method="post"/i.test(p),
      ),
    ).toBe(true);
    expect(flow.appRequests).toEqual(["POST /api/auth/callback/apple", "GET /api/auth/callback/apple"]);
    const session = await sessionOf(flow);
    expect(session.user.email).toBe(account.email);
    const user = await userByEmail(account.email);
    expect(user?.selectedPlan).toBe("enterprise");
    const [row] = await t.database.db
      .select({ providerId: accounts.providerId })
      .from(accounts)
      .where(and(eq(accounts.userId, user?.id ?? ""), eq(accounts.providerId, "apple")));
    expect(row).toBeTruthy();
  });

  it("refuses a next address on another site, however it is written", async () => {
    for (const [i, next] of [
      "//evil.example.com/x",
      "/.//evil.example.com/x",
      "/\\evil.example.com",
      "https://evil.example.com/",
    ].entries()) {
      const account = idp.addAccount({ email: `next${i}.social@example.com`, emailVerified: true, name: "Next" });
      const flow = await socialSignIn("google", account.email, { next });
      expect(flow.finalUrl.toString(), next).toBe(`${TEST_APP_URL}/dashboard`);
    }
  });

  it("sends a callback with an unknown state back to /signin with the error, not JSON", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/callback/google?code=abc&state=not-a-state" });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location), TEST_APP_URL);
    expect(location.pathname).toBe("/signin");
    expect(location.searchParams.get("social")).toBe("google");
    expect(location.searchParams.get("error")).toBeTruthy();
  });

  it("sends a provider's refusal (access_denied) back to /signin", async () => {
    const start = await t.app.inject({ method: "POST", url: "/api/auth/social/google", payload: {} });
    const state = new URL(start.json<{ url: string }>().url).searchParams.get("state") ?? "";
    const res = await t.app.inject({
      method: "GET",
      url: `/api/auth/callback/google?error=access_denied&state=${encodeURIComponent(state)}`,
      headers: { cookie: cookiesFrom(start) },
    });
    const location = new URL(String(res.headers.location), TEST_APP_URL);
    expect(location.pathname).toBe("/signin");
    expect(location.searchParams.get("error")).toBe("access_denied");
  });
});

describe("social sign-in on a server without providers", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it("says which providers are not configured", async () => {
    const res = await bare.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(res.json<SocialProvidersResponse>().providers.map((p) => p.configured)).toEqual([false, false]);
  });

  it.each([
    ["google", "Google"],
    ["apple", "Apple"],
  ])("refuses to start a %s sign-in with the not-configured message", async (provider, name) => {
    const res = await bare.app.inject({
      method: "POST",
      url: `/api/auth/social/${provider}`,
      payload: { plan: "basic" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: "PROVIDER_NOT_CONFIGURED", message: `${name} sign-in is not configured on this server.` },
    });
  });

  it("answers 400 for a provider it does not know", async () => {
    const res = await bare.app.inject({ method: "POST", url: "/api/auth/social/facebook", payload: {} });
    expect(res.statusCode).toBe(400);
  });

  it("sends a callback for an unconfigured provider to /signin", async () => {
    const res = await bare.app.inject({ method: "GET", url: "/api/auth/callback/google?code=x&state=y" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${TEST_APP_URL}/signin?social=google&error=not_configured`);
  });
});
