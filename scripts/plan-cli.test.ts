import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client.ts";
import { members, organizations, subscriptionFeatures, subscriptions, users } from "../src/server/db/schema/index.ts";

// `npm run plan`: the operator's command, run as the operator runs it, on an embedded database in a folder of its own.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "buildops-plan-cli-"));
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

function plan(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  delete env.STRIPE_SECRET_KEY;
  return spawnSync(process.execPath, ["--import", tsx, path.resolve("scripts/plan-cli.ts"), ...args], {
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
}

async function withDb<T>(body: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
    return await body(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  await withDb(async (db) => {
    await db
      .insert(users)
      .values({ id: "u1", name: "Olive Operator", email: "olive@example.com", emailVerified: true });
    await db.insert(organizations).values({ id: "org-1", name: "Cli Builders", slug: "cli-builders" });
    await db.insert(members).values({ id: "m1", organizationId: "org-1", userId: "u1", role: "admin" });
    await db.insert(subscriptions).values({
      organizationId: "org-1",
      planName: "basic",
      status: "trialing",
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      trialEnd: new Date(Date.now() - 86_400_000),
    });
  });
}, 60_000);
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run plan", () => {
  it("sets an organization's plan by a member's e-mail: active, with the plan's features", async () => {
    const run = plan("OLIVE@example.com", "enterprise");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Cli Builders (org-1) is on Enterprise, active with no end.");
    await withDb(async (db) => {
      const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.organizationId, "org-1"));
      expect(sub).toMatchObject({ planName: "enterprise", status: "active", providerSubscriptionId: null });
      if (!sub) return;
      const features = await db
        .select()
        .from(subscriptionFeatures)
        .where(eq(subscriptionFeatures.subscriptionId, sub.id));
      expect(features.every((f) => f.isEnabled)).toBe(true);
    });
  }, 60_000);

  it("sets it to a date by slug, and refuses what it does not know", async () => {
    const run = plan("cli-builders", "professional", "--until", "2099-01-31");
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("until 2099-01-31, read-only after");
    expect(plan("cli-builders", "platinum").status).toBe(1);
    const unknown = plan("nobody@example.com", "basic");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No organization with the id, slug or member e-mail "nobody@example.com".');
    expect(plan("cli-builders", "basic", "--until", "2001-01-01").stderr).toContain(
      "--until must be a date in the future.",
    );
  }, 120_000);
});
