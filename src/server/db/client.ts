import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The one database type the rest of the server sees, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  /**
   * A hot query as a server-side prepared statement, parsed once per connection (on PGlite that costs more
   * than running a small join); one name always carries the same text. `text` uses $1, $2… for `params`.
   */
  prepared: <Row>(name: string, text: string, params: string[]) => Promise<Row[]>;
  /**
   * Raw SQL for a library that brings its own statements (the job queue, decision 0051): with values, one
   * statement; without, a script of several.
   */
  executeSql: (text: string, values?: readonly unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs the SQL migrations; safe to call from several processes at once. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Make both engines return the same JavaScript types: int8 (count(*)) as number, numeric as string.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** An arbitrary constant that names our migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK = 727_001;

export async function openPostgres(url: string, poolSize = 20): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: "postgres",
    // node-postgres prepares a named statement once on each pooled connection.
    prepared: async <Row>(name: string, text: string, params: string[]) =>
      (await pool.query({ name, text, values: params })).rows as Row[],
    // Without values node-postgres sends the simple query protocol, which takes a script.
    executeSql: async (text, values) =>
      values && values.length > 0 ? pool.query(text, [...values]) : pool.query(text),
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * A PGlite instance as the product needs it: with pg_trgm, whose trigram indexes serve the lists' "contains"
 * searches (migration 0014), as on PostgreSQL. `dataDir` undefined means in memory; `from` starts it as a copy of
 * a dumped data directory (`dumpPglite`).
 */
export const createPgliteClient = (dataDir?: string, from?: Blob) =>
  PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(from ? { loadDataDir: from } : {}), extensions: { pg_trgm } });

/** The embedded engine. `dataDir` undefined means in memory (tests); `from`: as in `createPgliteClient`. */
export async function openPglite(dataDir: string | undefined, from?: Blob): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await createPgliteClient(dataDir, from);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const preparing = new Map<string, Promise<unknown>>();
  return {
    db,
    engine: "pglite",
    // PGlite's client offers no named statements: PREPARE once, then EXECUTE with the values as literals.
    prepared: async <Row>(name: string, text: string, params: string[]) => {
      let ready = preparing.get(name);
      if (!ready) {
        ready = client.exec(`prepare ${name} as ${text}`);
        preparing.set(name, ready);
      }
      await ready;
      const args = params.map(sqlLiteral).join(", ");
      return (await client.query<Row>(`execute ${name}${params.length ? `(${args})` : ""}`)).rows;
    },
    // PGlite's `query` takes one statement; `exec` a script (answering each statement's result).
    executeSql: async (text, values) => {
      if (values && values.length > 0)
        return { rows: (await client.query<Record<string, unknown>>(text, [...values])).rows };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

/** A new embedded database, migrated, as its whole data directory uncompressed (what `openPglite(…, from)` starts from). */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = await createPgliteClient();
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

/** The SQL migrations' files, for whoever keeps a copy of a migrated database (a change makes it stale). */
export function migrationFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(migrationsFolder);
  return files;
}

/** A string as a SQL literal (standard_conforming_strings is on: only quotes need doubling). */
export function sqlLiteral(value: string): string {
  if (value.includes("\u0000")) throw new Error("NUL in SQL literal");
  return `'${value.replace(/'/g, "''")}'`;
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, "pglite"));
}

export async function pingDatabase(database: Database): Promise<void> {
  await database.prepared("ping", "select 1", []);
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function executeRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  const rows = typeof result === "object" && result !== null && "rows" in result ? result.rows : undefined;
  if (!Array.isArray(rows)) throw new Error("unexpected result shape from the database driver");
  return rows as Row[];
}
