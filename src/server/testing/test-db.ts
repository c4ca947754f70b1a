import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "../db/client.ts";

/** Which engine the API tests run on: the embedded one, or PostgreSQL when TEST_ENGINE=postgres. */
export const testEngine = (): "pglite" | "postgres" => (process.env.TEST_ENGINE === "postgres" ? "postgres" : "pglite");

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_ENGINE=postgres needs TEST_DATABASE_URL");
  return url;
}

/** A brand-new PostgreSQL database on the test server; dropped by the returned function. */
export async function createScratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = testDatabaseUrl();
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // Let the closed pool's connections finish leaving first: forcing one that is still saying goodbye makes
      // its client raise an error nobody listens to any more.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A fresh, migrated database for one test file, on the engine under test. */
export async function createTestDatabase(): Promise<Database> {
  if (testEngine() === "postgres") {
    const scratch = await createScratchPostgres();
    const database = await openPostgres(scratch.url, 10);
    await database.migrate();
    return { ...database, close: async () => (await database.close(), await scratch.drop()) };
  }
  const database = await openPglite(undefined);
  await database.migrate();
  return database;
}
