import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { executeRows, type Database } from "../db/client.ts";

/**
 * Backups of everything the product keeps (decision 21): every table of the database as JSON lines, read in
 * one snapshot, and, beside it, the stored files when they are on local disk (DATA_DIR/files) and the generated
 * auth secret (DATA_DIR/auth-secret: without it, sessions and the encrypted two-factor secrets could not be read).
 * The same code serves both engines. A backup holds password hashes and secrets: it is written for its owner only.
 */

export const BACKUP_FORMAT = 1;
const ROWS_PER_INSERT = 500;

export type BackupManifest = {
  format: number;
  createdAt: string;
  engine: Database["engine"];
  /** The last database migration of the code that made it: a restore needs the same. */
  migration: string;
  tables: Record<string, number>;
  files: number;
  authSecret: boolean;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "../db/migrations");

/** The last migration this code knows (drizzle's journal). */
export function currentMigration(): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error("no migrations");
  return last.tag;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The application's tables, each after the tables it references (so rows can go back in that order). */
export async function tablesInOrder(database: Database): Promise<string[]> {
  const tables = (
    await executeRows<{ name: string }>(
      database.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((r) => r.name);
  const references = await executeRows<{ child: string; parent: string }>(
    database.db,
    sql`select distinct tc.table_name as child, ccu.table_name as parent
        from information_schema.table_constraints tc
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const r of references) if (r.child === table && r.parent !== table) visit(r.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

function copyTree(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  let count = 0;
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) count += copyTree(source, target);
    else if (entry.isFile()) {
      fs.copyFileSync(source, target);
      fs.chmodSync(target, 0o600);
      count += 1;
    }
  }
  return count;
}

export type BackupSources = { database: Database; dataDir: string; localFiles: boolean; authSecretConfigured: boolean };

/** Writes a backup into `out` (a new folder) and answers its manifest. */
export async function writeBackup(
  { database, dataDir, localFiles, authSecretConfigured }: BackupSources,
  out: string,
): Promise<BackupManifest> {
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) throw new Error(`${out} is not empty`);
  fs.mkdirSync(path.join(out, "database"), { recursive: true, mode: 0o700 });
  const tables: Record<string, number> = {};
  const names = await tablesInOrder(database);
  // One snapshot for every table: a write that lands meanwhile is either wholly in the backup or not at all.
  await database.db.transaction(
    async (tx) => {
      for (const table of names) {
        const rows = await executeRows<{ row: unknown }>(
          tx,
          sql.raw(`select row_to_json(t) as row from ${quoted(table)} t`),
        );
        const file = path.join(out, "database", `${table}.jsonl`);
        fs.writeFileSync(file, rows.map((r) => JSON.stringify(r.row)).join("\n") + (rows.length ? "\n" : ""), {
          mode: 0o600,
        });
        tables[table] = rows.length;
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const files = localFiles ? copyTree(path.join(dataDir, "files"), path.join(out, "files")) : 0;
  const secretFile = path.join(dataDir, "auth-secret");
  const authSecret = !authSecretConfigured && fs.existsSync(secretFile);
  if (authSecret) fs.copyFileSync(secretFile, path.join(out, "auth-secret"));
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    engine: database.engine,
    migration: currentMigration(),
    tables,
    files,
    authSecret,
  };
  fs.writeFileSync(path.join(out, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n", { mode: 0o600 });
  return manifest;
}

export function readManifest(from: string): BackupManifest {
  const file = path.join(from, "manifest.json");
  if (!fs.existsSync(file)) throw new Error(`${from} holds no backup (no manifest.json)`);
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`backup format ${manifest.format} is not ${BACKUP_FORMAT}`);
  return manifest;
}

/**
 * Puts a backup back: the database (migrated to this code's version first) emptied and refilled in one
 * transaction, so a failure leaves it as it was; then the local files and the generated auth secret. The
 * backup must come from the same database version (restore with the version that made it, then upgrade).
 */
export async function restoreBackup(
  { database, dataDir, localFiles, authSecretConfigured }: BackupSources,
  from: string,
): Promise<BackupManifest> {
  const manifest = readManifest(from);
  const migration = currentMigration();
  if (manifest.migration !== migration)
    throw new Error(
      `the backup is of database version ${manifest.migration}; this code is at ${migration}: restore it with the version that made it`,
    );
  await database.migrate();
  const tables = await tablesInOrder(database);
  const unknown = Object.keys(manifest.tables).filter((t) => !tables.includes(t));
  if (unknown.length > 0) throw new Error(`the backup has tables this database lacks: ${unknown.join(", ")}`);
  await database.db.transaction(async (tx) => {
    // The rows go back as they were: no trigger of ours runs meanwhile (a new document bumping a data version,
    // a deleted one queueing its file), and TRUNCATE fires no row triggers anyway. The tables' owner may do this.
    for (const table of tables) await tx.execute(sql.raw(`alter table ${quoted(table)} disable trigger user`));
    await tx.execute(sql.raw(`truncate ${tables.map(quoted).join(", ")} restart identity cascade`));
    // Generated columns (an item's stock status) are computed again, never written.
    const stored = await executeRows<{ table: string; column: string }>(
      tx,
      sql`select table_name as "table", column_name as "column" from information_schema.columns where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
    );
    for (const table of tables) {
      const file = path.join(from, "database", `${table}.jsonl`);
      if (!fs.existsSync(file)) continue;
      const columns = stored
        .filter((c) => c.table === table)
        .map((c) => quoted(c.column))
        .join(", ");
      const lines = fs.readFileSync(file, "utf8").split("\n").filter(Boolean);
      for (let i = 0; i < lines.length; i += ROWS_PER_INSERT) {
        const batch = `[${lines.slice(i, i + ROWS_PER_INSERT).join(",")}]`;
        await tx.execute(
          sql`insert into ${sql.raw(quoted(table))} (${sql.raw(columns)}) select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(quoted(table))}, ${batch}::json)`,
        );
      }
    }
    for (const table of tables) await tx.execute(sql.raw(`alter table ${quoted(table)} enable trigger user`));
  });
  if (localFiles) {
    const target = path.join(dataDir, "files");
    fs.rmSync(target, { recursive: true, force: true });
    copyTree(path.join(from, "files"), target);
  }
  if (manifest.authSecret && !authSecretConfigured) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.copyFileSync(path.join(from, "auth-secret"), path.join(dataDir, "auth-secret"));
    fs.chmodSync(path.join(dataDir, "auth-secret"), 0o600);
  }
  return manifest;
}
