import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createPgliteClient } from "./client.ts";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { eq } from "drizzle-orm";
import * as schema from "./schema/index.ts";
import { FEATURE_NAMES, PLAN_FEATURES } from "../../shared/plan-features.ts";

/**
 * Migration 0003 turns the feature rows of existing subscriptions (the pricing card's wording, as sign-up
 * wrote them before) into the stable feature names. Migrated to 0002, given old rows, then to the end.
 */
const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-0002-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function migrationsUpTo(tag: string): string {
  fs.cpSync(MIGRATIONS, tmp, { recursive: true });
  const journalFile = path.join(tmp, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string; idx: number }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return tmp;
}

describe("migration 0003: feature rows by name", () => {
  it("replaces the old wording with every feature name, enabled per plan, and keeps later rows unique", async () => {
    const client = await createPgliteClient();
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrationsUpTo("0002_projects_gantt") });

    const { organizations, subscriptionFeatures } = schema;
    const subs: Record<string, string> = {};
    for (const plan of ["basic", "professional", "enterprise"] as const) {
      await db.insert(organizations).values({ id: `org-${plan}`, name: plan, slug: `slug-${plan}` });
      // The table as it was then: later columns (decision 0048's billing) did not exist yet.
      const {
        rows: [s],
      } = await client.query<{ id: string }>(
        `insert into subscriptions (organization_id, plan_name, status, current_period_start, current_period_end)
         values ($1, $2, 'trialing', now(), now()) returning id`,
        [`org-${plan}`, plan],
      );
      if (!s) throw new Error("no subscription");
      subs[plan] = s.id;
      await db.insert(subscriptionFeatures).values(
        ["1 user", "10GB document storage", "Project management"].map((featureName) => ({
          subscriptionId: s.id,
          featureName,
        })),
      );
    }

    await migrate(db, { migrationsFolder: MIGRATIONS });
    for (const plan of ["basic", "professional", "enterprise"] as const) {
      const rows = await db
        .select()
        .from(subscriptionFeatures)
        .where(eq(subscriptionFeatures.subscriptionId, subs[plan] ?? ""));
      expect(rows.map((r) => r.featureName).sort()).toEqual([...FEATURE_NAMES].sort());
      expect(
        rows
          .filter((r) => r.isEnabled)
          .map((r) => r.featureName)
          .sort(),
        plan,
      ).toEqual([...PLAN_FEATURES[plan]].sort());
    }
    await expect(
      db.insert(subscriptionFeatures).values({ subscriptionId: subs.basic ?? "", featureName: "projects" }),
    ).rejects.toThrow();
    await client.close();
  });
});
