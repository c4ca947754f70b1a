/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: a session made on one
 * is valid on the other, a sign-out on one ends it on both, rate limits are counted together, and both
 * shut down gracefully. Needs a PostgreSQL server (TEST_DATABASE_URL); skipped otherwise.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchPostgres } from "../testing/test-db.ts";
import { freePort } from "../testing/free-port.ts";

type Server = {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  output: string[];
  exit: Promise<number | null>;
  dataDir: string;
};

const AUTH_SECRET = "multi-process-secret-0123456789abcdef";

let scratch: { url: string; drop: () => Promise<void> } | undefined;
let a: Server;
let b: Server;
let appOrigin: string;

function startServer(name: string, port: number, databaseUrl: string, appUrl: string): Server {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `buildops-mp-${name}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: appUrl,
    AUTH_SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  // The real limits, whatever the surrounding run uses.
  delete env.RATE_LIMIT_FACTOR;
  delete env.TRUST_PROXY;
  delete env.CONTACT_INBOX;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/app/server/main.ts"], {
    cwd: process.cwd(),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, port, base: `http://127.0.0.1:${port}`, child, output, exit, dataDir };
}

async function waitForHealth(server: Server, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exit.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${server.name} exited during start:\n${server.output.join("")}`);
    try {
      const res = await fetch(`${server.base}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${server.name} did not become healthy in ${timeoutMs} ms:\n${server.output.join("")}`);
}

async function stop(server: Server | undefined): Promise<number | null> {
  if (!server) return null;
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill("SIGTERM");
  const timeout = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 15_000));
  const result = await Promise.race([server.exit, timeout]);
  if (result === "timeout") {
    server.child.kill("SIGKILL");
    return null;
  }
  return result;
}

function post(server: Server, url: string, body: unknown, cookie?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", origin: appOrigin };
  if (cookie) headers.cookie = cookie;
  return fetch(`${server.base}${url}`, { method: "POST", headers, body: JSON.stringify(body), redirect: "manual" });
}

function getSession(server: Server, cookie: string) {
  return fetch(`${server.base}/api/auth/session`, { headers: { cookie } });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function latestMailText(to: string): Promise<string> {
  if (!scratch) throw new Error("no database");
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ body_text: string }>(
      "select body_text from mail_outbox where to_address = $1 order by created_at desc limit 1",
      [to],
    );
    const text = rows[0]?.body_text;
    if (!text) throw new Error(`no mail to ${to}`);
    return text;
  } finally {
    await client.end();
  }
}

describe.runIf(!!process.env.TEST_DATABASE_URL)("two server processes on one PostgreSQL database", () => {
  beforeAll(async () => {
    scratch = await createScratchPostgres();
    // Two different ports: a port just probed and closed can be handed out again at once.
    const portA = await freePort();
    let portB = await freePort();
    while (portB === portA) portB = await freePort();
    const appUrl = `http://localhost:${portA}`;
    appOrigin = new URL(appUrl).origin;
    // Both started at once: the migration lock lets only one of them migrate.
    a = startServer("A", portA, scratch.url, appUrl);
    b = startServer("B", portB, scratch.url, appUrl);
    await Promise.all([waitForHealth(a, 60_000), waitForHealth(b, 60_000)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    for (const server of [a, b]) if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }, 60_000);

  it("both report PostgreSQL", async () => {
    for (const server of [a, b]) {
      const res = await fetch(`${server.base}/api/health`);
      expect(await res.json()).toEqual({ status: "ok", database: "postgres" });
    }
  });

  it("shares sessions: a sign-in on A is valid on B, and a sign-out on B ends it on A", async () => {
    const email = `mp-${Date.now()}@example.com`;
    const password = "multi-process-1";
    const signUp = await post(a, "/api/auth/sign-up", {
      fullName: "Multi Process",
      companyName: "Two Nodes Ltd",
      email,
      password,
      confirmPassword: password,
    });
    expect(signUp.status).toBe(201);

    const link = new URL((await latestMailText(email)).match(/https?:\/\/\S+/)?.[0] ?? "");
    expect(link.origin).toBe(appOrigin);
    const verified = await fetch(`${a.base}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/signin?verified=true");

    const signIn = await post(a, "/api/auth/sign-in", { email, password });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    expect(cookie).toMatch(/session_token=/);

    const onB = await getSession(b, cookie);
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ user: { email }, organization: { name: "Two Nodes Ltd", role: "admin" } });
    expect((await getSession(a, cookie)).status).toBe(200);

    const signOut = await post(b, "/api/auth/sign-out", {}, cookie);
    expect(signOut.status).toBe(200);
    const onA = await getSession(a, cookie);
    expect(onA.status).toBe(401);
    expect((await onA.json()).error.code).toBe("UNAUTHORIZED");
    expect((await getSession(b, cookie)).status).toBe(401);
  });

  it("shares rate limits: the 6th contact message from one address is refused, whichever server takes it", async () => {
    const email = `mp-contact-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await post(server, "/api/contact", {
        name: "Pat",
        email,
        subject: `Message ${i + 1}`,
        message: "Hello from a visitor.",
      });
      statuses.push(res.status);
      if (res.status === 429) expect((await res.json()).error.code).toBe("TOO_MANY_REQUESTS");
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("refuses a foreign origin on both", async () => {
    for (const server of [a, b]) {
      const res = await fetch(`${server.base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://evil.example" },
        body: JSON.stringify({ name: "x", email: "x@example.com", subject: "x", message: "x" }),
      });
      expect(res.status).toBe(403);
    }
  });

  it("shuts down gracefully on SIGTERM (exit code 0)", async () => {
    const [codeA, codeB] = await Promise.all([stop(a), stop(b)]);
    expect(codeA, a.output.join("")).toBe(0);
    expect(codeB, b.output.join("")).toBe(0);
  }, 40_000);
});
