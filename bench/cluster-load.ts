import http from "node:http";
import { startServer, type ServerProcess } from "./server-process.ts";
import { startSmtpCatcher, type SmtpCatcher } from "./smtp-catcher.ts";
import { freePort } from "../src/server/testing/free-port.ts";

/**
 * Issue 12's load proof: USERS signed-in users doing a mix of lists, details, creates, updates and uploads for a
 * while, against two server processes on one PostgreSQL database behind a small reverse proxy (one hop: the
 * proxy sets X-Forwarded-For to the client's address, and the servers trust one hop). Each user has an address
 * of its own, as real users do. Reports errors and p50/p99 per route, and which process answered.
 */

export type RouteFigures = { route: string; count: number; errors: number; p50: number; p99: number };
export type ClusterResult = {
  users: number;
  seconds: number;
  requests: number;
  errors: string[];
  routes: RouteFigures[];
  perProcess: number[];
  limitShared: boolean;
};

type Proxy = { url: string; answered: number[]; close: () => Promise<void> };

/**
 * Round-robin over the servers, on `port`; the client's own address (X-Client-Address here, what a real proxy
 * sees as the peer) becomes X-Forwarded-For, replacing whatever the client sent.
 */
async function startProxy(targets: string[], port: number): Promise<Proxy> {
  const answered = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % targets.length;
    const target = new URL(targets[index] ?? "");
    const headers = { ...req.headers };
    const client = String(headers["x-client-address"] ?? req.socket.remoteAddress ?? "");
    delete headers["x-client-address"];
    headers["x-forwarded-for"] = client;
    headers["x-forwarded-proto"] = "http";
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        answered[index] = (answered[index] ?? 0) + 1;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { code: "BAD_GATEWAY", message: "upstream failed" } }));
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    answered,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type User = { address: string; cookie: string; projects: string[] };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signUp(proxy: string, smtp: SmtpCatcher, n: number): Promise<User> {
  const address = `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const email = `load-${n}-${Date.now()}@example.com`;
  const password = "correct-horse-load-1";
  const post = (path: string, body: object) =>
    fetch(`${proxy}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-address": address },
      body: JSON.stringify(body),
    });
  const signUpRes = await post("/api/auth/sign-up", {
    fullName: `Load User ${n}`,
    companyName: `Load Co ${n}`,
    email,
    password,
    confirmPassword: password,
    plan: "enterprise",
  });
  if (signUpRes.status !== 201) throw new Error(`sign-up ${n}: ${signUpRes.status} ${await signUpRes.text()}`);
  const mail = await smtp.waitForMail(email);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?token=[^\s"<>]+/)?.[0];
  if (!link) throw new Error("no verification link");
  const target = new URL(link);
  await (
    await fetch(`${proxy}${target.pathname}${target.search}`, {
      redirect: "manual",
      headers: { "x-client-address": address },
    })
  ).arrayBuffer();
  const signIn = await post("/api/auth/sign-in", { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in ${n}: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { address, cookie, projects: [] };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export async function measureCluster(
  databaseUrl: string,
  dataDir: string,
  users: number,
  seconds: number,
): Promise<ClusterResult> {
  const smtp = await startSmtpCatcher();
  const proxyPort = await freePort();
  const appUrl = `http://127.0.0.1:${proxyPort}`;
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    TRUST_PROXY: "true",
    APP_URL: appUrl,
  };
  const servers: ServerProcess[] = [];
  let proxy: Proxy | undefined;
  try {
    servers.push(await startServer(env, 120_000));
    servers.push(await startServer(env, 120_000));
    proxy = await startProxy(
      servers.map((s) => s.url),
      proxyPort,
    );
    const base = proxy.url;
    const people: User[] = [];
    for (let n = 0; n < users; n += 10)
      people.push(
        ...(await Promise.all(Array.from({ length: Math.min(10, users - n) }, (_, i) => signUp(base, smtp, n + i)))),
      );

    const latencies = new Map<string, number[]>();
    const errorCounts = new Map<string, number>();
    const errors: string[] = [];
    const call = async (
      user: User,
      route: string,
      path: string,
      init: RequestInit = {},
    ): Promise<Response | undefined> => {
      const started = performance.now();
      try {
        const res = await fetch(`${base}${path}`, {
          ...init,
          headers: { ...(init.headers ?? {}), cookie: user.cookie, "x-client-address": user.address, origin: appUrl },
        });
        const body = await res.arrayBuffer();
        const list = latencies.get(route) ?? [];
        list.push(performance.now() - started);
        latencies.set(route, list);
        if (res.status >= 400) {
          errorCounts.set(route, (errorCounts.get(route) ?? 0) + 1);
          if (errors.length < 20)
            errors.push(`${route}: ${res.status} ${Buffer.from(body).toString("utf8").slice(0, 160)}`);
          return undefined;
        }
        return new Response(body, { status: res.status, headers: res.headers });
      } catch (err) {
        errorCounts.set(route, (errorCounts.get(route) ?? 0) + 1);
        if (errors.length < 20) errors.push(`${route}: ${err instanceof Error ? err.message : String(err)}`);
        return undefined;
      }
    };
    const json = (body: unknown): RequestInit => ({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

    let seq = 0;
    const step = async (user: User) => {
      const roll = Math.random();
      const project = user.projects[Math.floor(Math.random() * user.projects.length)];
      if (roll < 0.12 || !project) {
        const res = await call(
          user,
          "POST /api/projects",
          "/api/projects",
          json({ name: `Load ${++seq}`, startDate: "2026-03-01", endDate: "2026-09-30", budget: 1000 + seq }),
        );
        const id = res ? ((await res.json()) as { id: string }).id : undefined;
        if (id) user.projects.push(id);
      } else if (roll < 0.4) await call(user, "GET /api/projects", "/api/projects");
      else if (roll < 0.55) await call(user, "GET /api/projects/:id", `/api/projects/${project}`);
      else if (roll < 0.63)
        await call(user, "PUT /api/projects/:id", `/api/projects/${project}`, {
          ...json({
            name: `Load ${project.slice(0, 8)} v${++seq}`,
            startDate: "2026-03-01",
            endDate: "2026-09-30",
            progress: seq % 100,
          }),
          method: "PUT",
        });
      else if (roll < 0.71) await call(user, "GET /api/overview", "/api/overview?today=2026-11-24");
      else if (roll < 0.79) await call(user, "GET /api/documents", "/api/documents");
      else if (roll < 0.85) await call(user, "GET /api/gantt/tasks", `/api/gantt/tasks?projectId=${project}`);
      else if (roll < 0.91)
        await call(
          user,
          "POST /api/gantt/tasks",
          "/api/gantt/tasks",
          json({ name: `Task ${++seq}`, startDate: "2026-03-02", endDate: "2026-03-20", projectId: project }),
        );
      else if (roll < 0.96) await call(user, "GET /api/contracts", "/api/contracts");
      else
        await call(
          user,
          "POST /api/documents (upload)",
          `/api/documents?${new URLSearchParams({ name: `Load doc ${++seq}`, fileName: `l${seq}.pdf`, projectId: project })}`,
          {
            method: "POST",
            headers: { "content-type": "application/pdf" },
            body: Buffer.from(`%PDF-1.4\n% load ${seq} ${"x".repeat(20_000)}\ntrailer<<>>\n%%EOF\n`),
          },
        );
    };
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      people.map(async (user) => {
        while (performance.now() < until) {
          await step(user);
          await sleep(50 + Math.random() * 250);
        }
      }),
    );

    // Limits are shared: the contact form takes 5 messages an hour from one address, whichever process answers.
    const contactAddress = "10.88.0.1";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-client-address": contactAddress },
        body: JSON.stringify({
          name: "Load",
          email: "limit@example.com",
          subject: "Limit",
          message: `Message ${i} about the shared limit.`,
        }),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    const limitShared = statuses.slice(0, 5).every((s) => s === 200 || s === 201) && statuses[5] === 429;

    const routes = [...latencies.entries()]
      .map(([route, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return {
          route,
          count: list.length,
          errors: errorCounts.get(route) ?? 0,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
        };
      })
      .sort((a, b) => b.count - a.count);
    return {
      users,
      seconds,
      requests: routes.reduce((a, r) => a + r.count, 0),
      errors,
      routes,
      perProcess: [...proxy.answered],
      limitShared,
    };
  } finally {
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await smtp.close();
  }
}
