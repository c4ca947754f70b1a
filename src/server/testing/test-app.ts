import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from "fastify";
import { desc, eq } from "drizzle-orm";
import { loadConfig, type Config } from "../config.ts";
import { buildApp, type BuildOptions } from "../../app/server/app.ts";
import { createDeps } from "../deps-factory.ts";
import type { Jobs } from "../platform/jobs.ts";
import type { Database } from "../db/client.ts";
import type { Mailer } from "../platform/mail.ts";
import { mailOutbox, members, sessions, users } from "../db/schema/index.ts";
import type { Role } from "../../shared/roles.ts";
import { createTestDatabase } from "./test-db.ts";
import type { Timeouts } from "../platform/timeouts.ts";

export const TEST_APP_URL = "http://localhost:3000";

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  mailer: Mailer;
  /** The job queue: a test works its jobs with `runDue` (no worker runs in tests). */
  jobs: Jobs;
  config: Config;
  close: () => Promise<void>;
};

/**
 * The whole application on a fresh database, driven with `app.inject` (no port). `overrides` replace settings
 * no environment variable sets (the built front end's folder); `timeouts` shortens the slow-client deadlines.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extraRoutes?: FastifyPluginAsync,
  overrides: Partial<Config> = {},
  timeouts?: Timeouts,
  onRoute?: BuildOptions["onRoute"],
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "buildops-test-"));
  const config: Config = {
    ...loadConfig({
      APP_URL: TEST_APP_URL,
      DATA_DIR: dataDir,
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
      LOG_LEVEL: "silent",
      ...env,
    }),
    ...overrides,
  };
  const database = await createTestDatabase();
  const deps = await createDeps(config, database);
  const app = await buildApp(deps, {
    logger: process.env.TEST_LOG === "1" ? { level: "error" } : false,
    ...(timeouts ? { timeouts } : {}),
    ...(onRoute ? { onRoute } : {}),
  });
  // Test-only routes (e.g. to exercise platform guards no public route uses yet).
  if (extraRoutes) await app.register(extraRoutes);
  await app.ready();
  return {
    app,
    database,
    mailer: deps.mailer,
    jobs: deps.jobs,
    config,
    close: async () => {
      await app.close();
      await deps.mailer.close();
      await deps.jobs.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app serving a stand-in front end: `files` (paths under dist/web, such as "index.html" or
 * ".ssr/render-page.js") written to a folder of its own, which `close` deletes with the rest.
 */
export async function createTestAppServing(files: Record<string, string>): Promise<TestApp> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "buildops-web-"));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), content);
  }
  const t = await createTestApp({}, undefined, { webDistDir: dist });
  return {
    ...t,
    close: async () => {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** The cookie header to send back, from a response's Set-Cookie headers. */
export function cookiesFrom(res: LightMyRequestResponse): string {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

/** The newest e-mail sent to an address (from the outbox every message goes through). */
export async function lastMailTo(database: Database, to: string) {
  const rows = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** The first link to our app in a text e-mail. */
export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail: ${text}`);
  return match[0];
}

export type TestUser = { email: string; password: string; fullName: string; cookie: string };

let counter = 0;
let ipCounter = 0;

/**
 * A client address no other request in this process has used. Every injected request otherwise comes
 * from 127.0.0.1, and the per-address rate limits (20 sign-ups an hour) would soon refuse a test file.
 */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Signs up, follows the verification link and signs in: a ready user with an organization. */
export async function signedInUser(
  t: TestApp,
  overrides: Partial<{
    email: string;
    fullName: string;
    companyName: string;
    plan: string;
    password: string;
    ip: string;
  }> = {},
): Promise<TestUser> {
  counter += 1;
  const remoteAddress = overrides.ip ?? uniqueIp();
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? "correct-horse-1";
  const fullName = overrides.fullName ?? `Test User ${counter}`;
  const signUp = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up",
    remoteAddress,
    payload: {
      fullName,
      email,
      password,
      confirmPassword: password,
      companyName: overrides.companyName,
      plan: overrides.plan,
    },
  });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const mail = await lastMailTo(t.database, email);
  if (!mail) throw new Error("no verification mail");
  const link = new URL(linkIn(mail.text));
  const verify = await t.app.inject({ method: "GET", url: link.pathname + link.search, remoteAddress });
  if (verify.headers.location !== "/signin?verified=true")
    throw new Error(`verification failed: ${verify.headers.location}`);
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    remoteAddress,
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return { email, password, fullName, cookie: cookiesFrom(signIn) };
}

/** The user's id and their (first) organization's id. */
export async function idsOf(
  t: TestApp,
  user: Pick<TestUser, "email">,
): Promise<{ userId: string; organizationId: string }> {
  const [row] = await t.database.db
    .select({ userId: users.id, organizationId: members.organizationId })
    .from(users)
    .innerJoin(members, eq(members.userId, users.id))
    .where(eq(users.email, user.email))
    .limit(1);
  if (!row) throw new Error(`no membership for ${user.email}`);
  return row;
}

/**
 * Moves a user into another user's organization with a role, as if invited (their sessions switch to it).
 * For tests that need colleagues before the invitation flow is involved.
 */
export async function joinOrganizationOf(
  t: TestApp,
  user: Pick<TestUser, "email">,
  owner: Pick<TestUser, "email">,
  role: Role,
): Promise<void> {
  const { userId } = await idsOf(t, user);
  const { organizationId } = await idsOf(t, owner);
  await t.database.db.update(members).set({ organizationId, role }).where(eq(members.userId, userId));
  await t.database.db.update(sessions).set({ activeOrganizationId: organizationId }).where(eq(sessions.userId, userId));
}

/** Sets a user's role in their organization. */
export async function setRole(t: TestApp, user: Pick<TestUser, "email">, role: Role): Promise<void> {
  const { userId } = await idsOf(t, user);
  await t.database.db.update(members).set({ role }).where(eq(members.userId, userId));
}

/** Requests as a signed-in user: `as(user).post("/api/x", body)`. */
export function as(t: TestApp, user: Pick<TestUser, "cookie"> | null) {
  const send = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: user ? { cookie: user.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => send("GET", url),
    post: (url: string, body: unknown) => send("POST", url, body),
    put: (url: string, body: unknown) => send("PUT", url, body),
    patch: (url: string, body: unknown) => send("PATCH", url, body),
    delete: (url: string) => send("DELETE", url),
  };
}

/**
 * A module's usual API-test setup: a fresh app with an owner (Olivia Owner of Owner Builders) and a stranger
 * in another organization, for the tenant wall. Call in `beforeAll`; close `t` in `afterAll`.
 */
export async function ownerAndStranger(
  opts: { plan?: string } = {},
): Promise<{ t: TestApp; owner: TestUser; stranger: TestUser }> {
  const t = await createTestApp();
  const owner = await signedInUser(t, { companyName: "Owner Builders", fullName: "Olivia Owner", plan: opts.plan });
  const stranger = await signedInUser(t, { companyName: "Other Co", plan: opts.plan });
  return { t, owner, stranger };
}
