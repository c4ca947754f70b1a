import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggableUrl } from "./log-safety.ts";
import { createTestApp, signedInUser, type TestApp } from "../testing/test-app.ts";
import { buildApp } from "../../app/server/app.ts";
import { createDeps } from "../deps-factory.ts";
import type { FastifyInstance } from "fastify";

describe("loggableUrl", () => {
  it("drops the query string and hides secret path segments", () => {
    expect(loggableUrl("/update-password?token=abc123")).toBe("/update-password?[query hidden]");
    expect(loggableUrl("/api/auth/verify-email?token=s3cret")).toBe("/api/auth/verify-email?[query hidden]");
    expect(loggableUrl("/api/auth/callback/google?code=c0de&state=st4te")).toBe(
      "/api/auth/callback/google?[query hidden]",
    );
    expect(loggableUrl("/api/files/doc.1795534076175.Kgfzxd1CbKi24")).toBe("/api/files/[hidden]");
    expect(loggableUrl("/api/invitations/tok3n/accept")).toBe("/api/invitations/[hidden]/accept");
    expect(loggableUrl("/invitations/tok3n")).toBe("/invitations/[hidden]");
    expect(loggableUrl("/api/client-documents/t0ken/answer")).toBe("/api/client-documents/[hidden]/answer");
    expect(loggableUrl("/view/t0ken")).toBe("/view/[hidden]");
    expect(loggableUrl("/unsubscribe/a.email.sig")).toBe("/unsubscribe/[hidden]");
    expect(loggableUrl("/api/projects/123")).toBe("/api/projects/123");
  });
});

describe("the request log", () => {
  let t: TestApp;
  let logged: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString("utf8"));
        done();
      },
    });
    logged = await buildApp(await createDeps(t.config, t.database), { logger: { level: "info", stream } });
    await logged.ready();
  });
  afterAll(async () => {
    await logged.close();
    await t.close();
  });

  it("carries no token, code, state or signed link", async () => {
    const user = await signedInUser(t);
    await logged.inject({ method: "GET", url: "/api/auth/verify-email?token=verify-SECRET-1" });
    await logged.inject({ method: "GET", url: "/api/auth/callback/google?code=CODE-SECRET-2&state=STATE-SECRET-3" });
    await logged.inject({ method: "GET", url: "/api/files/SIGNED-SECRET-4" });
    await logged.inject({ method: "GET", url: "/api/invitations/INVITE-SECRET-5" });
    await logged.inject({ method: "GET", url: "/update-password?token=RESET-SECRET-6" });
    await logged.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: user.cookie } });
    // A personal API token, sent where it works, where it does not, and wrong.
    const created = await logged.inject({
      method: "POST",
      url: "/api/organization/api-tokens",
      headers: { cookie: user.cookie },
      payload: { name: "Logged", scope: "read" },
    });
    const apiToken = created.json<{ token: string }>().token;
    await logged.inject({ method: "GET", url: "/api/v1/projects", headers: { authorization: `Bearer ${apiToken}` } });
    await logged.inject({ method: "GET", url: "/api/projects", headers: { authorization: `Bearer ${apiToken}` } });
    await logged.inject({
      method: "GET",
      url: "/api/v1/projects",
      headers: { authorization: "Bearer bo_WRONG-SECRET-7" },
    });
    const text = lines.join("");
    expect(text).toContain("incoming request");
    expect(apiToken).toMatch(/^bo_/);
    for (const secret of [
      apiToken,
      apiToken.slice(11),
      "WRONG-SECRET-7",
      "verify-SECRET-1",
      "CODE-SECRET-2",
      "STATE-SECRET-3",
      "SIGNED-SECRET-4",
      "INVITE-SECRET-5",
      "RESET-SECRET-6",
      user.cookie.split("=")[1] ?? "no cookie",
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});
