import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migratedPgliteDump, migrationFiles, openPglite, openPostgres, type Database } from "../db/client.ts";

/** Which engine the API tests run on: the embedded one, or PostgreSQL when TEST_ENGINE=postgres. */
export const testEngine = (): "pglite" | "postgres" => (process.env.TEST_ENGINE === "postgres" ? "postgres" : "pglite");

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_ENGINE=postgres needs TEST_DATABASE_URL");
  return url;
}

/** Waits (up to 5 s) until no connection to database `name` is left, as a closed pool's leave. */
async function connectionsGone(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [name],
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The test server's address for database `name`. */
function databaseUrl(name: string): string {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A brand-new PostgreSQL database on the test server, empty or a copy of database `template`; dropped by the
 * returned function.
 */
export async function createScratchPostgres(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = testDatabaseUrl();
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  return {
    url: databaseUrl(name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // Let the closed pool's connections finish leaving first: forcing one that is still saying goodbye makes
      // its client raise an error nobody listens to any more.
      await connectionsGone(c, name);
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A fresh, migrated database for one test file, on the engine under test. */
export async function createTestDatabase(): Promise<Database> {
  if (testEngine() === "postgres") {
    const scratch = await createScratchPostgres(await migratedTemplate());
    const database = await openPostgres(scratch.url, 10);
    return { ...database, close: async () => (await database.close(), await scratch.drop()) };
  }
  return openPglite(undefined, await migratedSnapshot());
}

/** What a copy of the migrated database depends on: the migrations and the engine's version. */
function migrationsKey(): string {
  const hash = createHash("sha256");
  for (const file of migrationFiles()) hash.update(file).update(fs.readFileSync(file));
  const pgliteVersion: unknown = JSON.parse(
    fs.readFileSync(path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ).version;
  hash.update(String(pgliteVersion));
  return hash.digest("hex").slice(0, 16);
}

/** An arbitrary constant that names the test template's lock among PostgreSQL advisory locks. */
const TEMPLATE_LOCK = 727_002;
let template: Promise<string> | undefined;

/**
 * The migrated database on the test server that every file's database is copied from (`create database …
 * template`, a fraction of a second, where running the migrations takes seconds), named by the migrations' key.
 * The first process to need it makes it under a lock, under a private name renamed when it is complete.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const name = `buildops_template_${migrationsKey()}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    try {
      await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
      const { rows } = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (rows.length === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const database = await openPostgres(databaseUrl(building), 1);
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        await connectionsGone(admin, building);
        await admin.query(`alter database ${building} rename to ${name}`);
      }
      return name;
    } finally {
      await admin.end();
    }
  })();
  return template;
}

const SNAPSHOT_PREFIX = "buildops-migrated-pglite-";
let snapshot: Promise<Blob> | undefined;

/**
 * The migrated embedded database, made once for every test process and kept in the temp folder under the
 * migrations' key: a file's database starts as a copy of it (about 0.4 s) instead of running every migration
 * (about 2 s, ten times that on a busy machine). Written to a private name, then renamed: a process never reads
 * half a file; two that make it at once both write the same thing.
 */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = path.join(os.tmpdir(), `${SNAPSHOT_PREFIX}${migrationsKey()}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const dump = await migratedPgliteDump();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    // Copies made for migrations that have since changed are of no use any more.
    for (const old of fs.readdirSync(os.tmpdir())) {
      if (old.startsWith(SNAPSHOT_PREFIX) && old.endsWith(".tar") && path.join(os.tmpdir(), old) !== file)
        fs.rmSync(path.join(os.tmpdir(), old), { force: true });
    }
    return dump;
  })();
  return snapshot;
}
