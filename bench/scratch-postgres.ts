import { randomBytes } from "node:crypto";
import pg from "pg";

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/test";

/** The PostgreSQL server to use: BENCH_DATABASE_URL, TEST_DATABASE_URL, or the local default. */
export function adminUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
}

/** Creates an empty `bench_<random>` database on that server; undefined if the server is not reachable. */
export async function createScratchDatabase(url = adminUrl()): Promise<ScratchDatabase | undefined> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `bench_${randomBytes(6).toString("hex")}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
