import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SMTPServer } from "smtp-server";
import {
  ENV_BASE_URL,
  ENV_MAIL_DIR,
  ENV_OIDC_ISSUER,
  ENV_SLACK_URL,
  ENV_STRIPE_URL,
  type StoredMail,
} from "./support/env.ts";
import { parseMail } from "./support/mime.ts";
import { freePort } from "../src/server/testing/free-port.ts";
import { startOidcProvider } from "../src/server/testing/oidc-provider.ts";
import { startTestStripe, stripeEnv } from "../src/server/testing/billing-test-app.ts";
import { startFakeSlack } from "../src/server/testing/fake-slack.ts";

/**
 * The end-to-end harness, in the runner process: builds the front end when its sources are newer than
 * dist/web, starts a local SMTP server that stores every message as a JSON file under test-results/, and the
 * real server on a fresh PGlite data directory, with Google sign-in against a local OpenID provider (Apple
 * stays unconfigured) and payments through a fake Stripe (src/server/testing/fake-stripe.ts), whose Checkout and
 * portal pages the browser drives and whose signed webhooks it posts to the server, and Slack's incoming webhooks
 * through a fake Slack (src/server/testing/fake-slack.ts). The returned function stops them all.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS = path.join(ROOT, "test-results");

function newestMtime(p: string): number {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function buildFrontEndIfStale(): void {
  const builtIndex = path.join(ROOT, "dist/web/index.html");
  const sources = ["src/web", "src/shared", "src/modules", "vite.config.ts", "package-lock.json"]
    .map((p) => path.join(ROOT, p))
    .filter((p) => fs.existsSync(p));
  const sourceTime = Math.max(...sources.map(newestMtime));
  const builtTime = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  if (builtTime >= sourceTime) return;
  console.log("[e2e] building the front end (dist/web is missing or older than src)…");
  try {
    execFileSync(process.execPath, [path.join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
      cwd: ROOT,
      stdio: "inherit",
    });
  } catch (err) {
    // Someone else may be building dist/web at the same moment; the private copy below builds its own if need be.
    console.warn(`[e2e] building dist/web failed (${err instanceof Error ? err.message : String(err)}); continuing`);
  }
}

/** Every file the built front end needs: index.html's own references and every chunk in vite's manifest. */
export function missingWebFiles(webDir: string): string[] {
  const needed = new Set<string>();
  const index = fs.readFileSync(path.join(webDir, "index.html"), "utf8");
  for (const m of index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) if (m[1]) needed.add(m[1]);
  const manifestFile = path.join(webDir, ".vite/manifest.json");
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<
      string,
      { file: string; css?: string[]; assets?: string[] }
    >;
    for (const chunk of Object.values(manifest))
      for (const f of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) needed.add(f);
  }
  return [...needed].filter((f) => !fs.existsSync(path.join(webDir, f)));
}

/**
 * The server serves `dist/web` under its working directory. It runs from a private copy, so that someone
 * rebuilding the shared dist/web during the run (vite empties it first) cannot break pages mid-test.
 * If the copy is incomplete (caught mid-rebuild), the front end is built straight into the private copy.
 */
function snapshotFrontEnd(serverRoot: string): void {
  const target = path.join(serverRoot, "dist/web");
  try {
    fs.cpSync(path.join(ROOT, "dist/web"), target, { recursive: true });
    if (missingWebFiles(target).length === 0) return;
  } catch {
    // fall through to a private build
  }
  console.log("[e2e] dist/web changed while being copied; building a private copy…");
  fs.rmSync(target, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/vite/bin/vite.js"),
      "build",
      "--logLevel",
      "warn",
      "--outDir",
      target,
      "--emptyOutDir",
    ],
    { cwd: ROOT, stdio: "inherit" },
  );
}

async function startSmtp(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    banner: "BuildOps e2e mail catcher",
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (err: Error) => callback(err));
      stream.on("end", () => {
        try {
          const parsed = parseMail(Buffer.concat(chunks).toString("utf8"));
          const mail: StoredMail = {
            id: randomUUID(),
            receivedAt: Date.now(),
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : parsed.from,
            subject: parsed.subject,
            text: parsed.text,
            html: parsed.html,
          };
          const file = path.join(dir, `${mail.receivedAt}-${mail.id}.json`);
          // Write then rename, so a reader never sees half a file.
          fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail, null, 2));
          fs.renameSync(`${file}.tmp`, file);
          callback();
        } catch (err) {
          callback(err instanceof Error ? err : new Error(String(err)));
        }
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `[e2e] the server exited with code ${child.exitCode} before it was ready; see ${logFile}:\n${fs.readFileSync(logFile, "utf8")}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/health`);
      // Ours, not another process that holds the port: ours is still running.
      if (res.ok && child.exitCode === null) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`[e2e] the server did not answer ${url}/api/health within 90 s; see ${logFile}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  buildFrontEndIfStale();

  const serverRoot = fs.mkdtempSync(path.join(os.tmpdir(), "buildops-e2e-"));
  const dataDir = path.join(serverRoot, "data");
  try {
    snapshotFrontEnd(serverRoot);
  } catch (err) {
    fs.rmSync(serverRoot, { recursive: true, force: true });
    throw err;
  }

  // Per run, so that two runs at once (developers, helpers) never read or wipe each other's mail.
  const mailDir = path.join(serverRoot, "mail");
  const smtp = await startSmtp(mailDir);

  // A port the system hands out, never a fixed one: two runs at once (a developer's and CI's) that both found a
  // fixed port free started two servers on it, and the one that lost the race ran its journeys against the other
  // run's server, whose e-mails went to the other run's mailbox.
  const appPort = await freePort();
  const appUrl = `http://localhost:${appPort}`;
  const logFile = path.join(RESULTS, `e2e-server-${appPort}.log`);

  // "Google" for the social sign-in journeys: any e-mail typed on its login page signs in, verified.
  const google = { clientId: "e2e-google-client", clientSecret: `e2e-google-secret-${randomUUID()}` };
  let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
  try {
    oidc = await startOidcProvider({
      clients: [{ ...google, redirectUris: [`${appUrl}/api/auth/callback/google`] }],
      acceptAnyEmail: true,
    });
  } catch (err) {
    await smtp.close();
    fs.rmSync(serverRoot, { recursive: true, force: true });
    throw err;
  }
  // "Stripe" for the subscription journeys: its Checkout page's Subscribe is the customer paying, and its events
  // reach the server's webhook route over HTTP, signed, as Stripe's would.
  let stripe: Awaited<ReturnType<typeof startTestStripe>>;
  try {
    stripe = await startTestStripe();
  } catch (err) {
    await oidc.close();
    await smtp.close();
    fs.rmSync(serverRoot, { recursive: true, force: true });
    throw err;
  }
  stripe.setDeliverTo(`${appUrl}/api/payments/webhook`);
  // "Slack" for the Slack channel journey: the server posts only under SLACK_WEBHOOK_ORIGIN, here the fake's.
  let slack: Awaited<ReturnType<typeof startFakeSlack>>;
  try {
    slack = await startFakeSlack();
  } catch (err) {
    await stripe.close();
    await oidc.close();
    await smtp.close();
    fs.rmSync(serverRoot, { recursive: true, force: true });
    throw err;
  }
  fs.mkdirSync(RESULTS, { recursive: true });
  const log = fs.openSync(logFile, "w");

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(appPort),
    HOST: "127.0.0.1",
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    RATE_LIMIT_FACTOR: "50",
    LOG_LEVEL: "warn",
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: oidc.issuer,
    ...stripeEnv(stripe),
    SLACK_WEBHOOK_ORIGIN: slack.url,
  };
  // A fresh embedded database every run, whatever the shell has configured.
  delete env.DATABASE_URL;
  delete env.CONTACT_INBOX;
  // Apple stays unconfigured: its button reports so.
  delete env.APPLE_CLIENT_ID;
  delete env.APPLE_CLIENT_SECRET;
  delete env.APPLE_ISSUER;

  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  const server = spawn(process.execPath, ["--import", tsxLoader, path.join(ROOT, "src/app/server/main.ts")], {
    cwd: serverRoot,
    env,
    stdio: ["ignore", log, log],
  });

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      if (!(await waitForExit(server, 10_000))) {
        server.kill("SIGKILL");
        await waitForExit(server, 5_000);
      }
    }
    fs.closeSync(log);
    await smtp.close();
    await oidc.close();
    await stripe.close();
    await slack.close();
    fs.rmSync(serverRoot, { recursive: true, force: true });
  };

  try {
    await waitForHealth(appUrl, server, logFile);
  } catch (err) {
    await stop();
    throw err;
  }

  process.env[ENV_BASE_URL] = appUrl;
  process.env[ENV_MAIL_DIR] = mailDir;
  process.env[ENV_OIDC_ISSUER] = oidc.issuer;
  process.env[ENV_STRIPE_URL] = stripe.url;
  process.env[ENV_SLACK_URL] = slack.url;
  console.log(
    `[e2e] server ${appUrl} (SMTP 127.0.0.1:${smtp.port}, OpenID provider ${oidc.issuer}, fake Stripe ${stripe.url}, fake Slack ${slack.url}, data ${dataDir}) ready in ${Date.now() - started} ms`,
  );
  return stop;
}
