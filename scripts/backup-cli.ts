import path from "node:path";
import { ConfigError, loadConfig, type Config } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { restoreBackup, writeBackup, type BackupManifest, type BackupSources } from "../src/server/platform/backup.ts";

/**
 * `npm run backup [-- <folder>]` and `npm run restore -- <folder>`: the configured installation (the same
 * environment as `npm start`: DATABASE_URL or the embedded database in DATA_DIR, local files or S3) backed up
 * into a new folder, or put back from one (decision 21).
 */

async function serverAnswers(config: Config): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${config.port}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

function summary(manifest: BackupManifest): string {
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  return `${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.files} files (database version ${manifest.migration})`;
}

export async function runBackupCli(mode: "backup" | "restore", argument: string | undefined): Promise<number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  if (mode === "restore" && !argument) {
    console.error("Usage: npm run restore -- <backup folder>");
    return 1;
  }
  // The embedded database belongs to one process at a time (decision 3); a restore must not race live writes either.
  if ((!config.databaseUrl || mode === "restore") && (await serverAnswers(config))) {
    console.error(
      `A server answers on port ${config.port}: stop it first (the embedded database takes one process at a time, and a restore replaces everything).`,
    );
    return 1;
  }
  const folder = path.resolve(argument ?? path.join("backups", new Date().toISOString().replace(/[:.]/g, "-")));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const sources: BackupSources = {
    database,
    dataDir: config.dataDir,
    localFiles: !config.s3,
    authSecretConfigured: Boolean(config.authSecret),
  };
  try {
    if (mode === "backup") {
      await database.migrate();
      const manifest = await writeBackup(sources, folder);
      console.log(`Backed up ${summary(manifest)} into ${folder}`);
      if (config.s3)
        console.log(
          "Stored files are in the S3 bucket and are not copied: keep the bucket's own versioning or backups.",
        );
    } else {
      const manifest = await restoreBackup(sources, folder);
      console.log(`Restored ${summary(manifest)} from ${folder}`);
    }
    return 0;
  } catch (err) {
    console.error(
      `${mode === "backup" ? "Backup" : "Restore"} failed: ${err instanceof Error ? err.message : String(err)}`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

const [mode, argument] = process.argv.slice(2);
if (mode === "backup" || mode === "restore") process.exitCode = await runBackupCli(mode, argument);
