import { inArray, lt } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { consumedTokens, mailOutbox, rateLimits, sessions, verifications } from "../db/schema/index.ts";
import { removeStaleFiles } from "./upload.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Rate-limit windows are at most an hour; keep a day of counters for inspection. */
export const RATE_LIMIT_RETENTION_MS = DAY;
/** Longer than any single-use link lives (verification: 3 days), so an expired link is refused by its expiry. */
export const CONSUMED_TOKEN_RETENTION_MS = 7 * DAY;

/**
 * A message stays in the outbox a month: its tries end within a quarter of an hour, its links within days, and a
 * sent invoice's or purchase order's PDF is made again from its record.
 */
export const MAIL_RETENTION_MS = 30 * DAY;
/** Old rows removed by one sweep at most (oldest first), so that no sweep holds a long transaction. */
export const RETENTION_BATCH = 5000;

/**
 * Deletes a table's rows older than `before` by `at`, the oldest RETENTION_BATCH of them (the rest at the next
 * sweep), by their `id`; answers how many. `at` should be indexed.
 */
export async function deleteOldest(
  db: Db,
  table: PgTable,
  columns: { id: AnyPgColumn; at: AnyPgColumn },
  before: Date,
): Promise<number> {
  const oldest = db
    .select({ id: columns.id })
    .from(table)
    .where(lt(columns.at, before))
    .orderBy(columns.at)
    .limit(RETENTION_BATCH);
  const gone = await db.delete(table).where(inArray(columns.id, oldest)).returning({ id: columns.id });
  return gone.length;
}

export type SweepResult = {
  rateLimits: number;
  consumedTokens: number;
  verifications: number;
  sessions: number;
  mails: number;
};

/**
 * Deletes what has expired: old limit counters, used-link records past any link's life, expired tokens and
 * sessions, and the outbox's messages past MAIL_RETENTION_MS.
 */
export async function sweepExpired(db: Db, now = new Date()): Promise<SweepResult> {
  const nowMs = now.getTime();
  const limits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, nowMs - RATE_LIMIT_RETENTION_MS))
    .returning({ key: rateLimits.key });
  const tokens = await db
    .delete(consumedTokens)
    .where(lt(consumedTokens.consumedAt, new Date(nowMs - CONSUMED_TOKEN_RETENTION_MS)))
    .returning({ hash: consumedTokens.tokenHash });
  const verified = await db
    .delete(verifications)
    .where(lt(verifications.expiresAt, now))
    .returning({ id: verifications.id });
  const ended = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const mails = await deleteOldest(
    db,
    mailOutbox,
    { id: mailOutbox.id, at: mailOutbox.createdAt },
    new Date(nowMs - MAIL_RETENTION_MS),
  );
  return {
    rateLimits: limits.length,
    consumedTokens: tokens.length,
    verifications: verified.length,
    sessions: ended.length,
    mails,
  };
}

export const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Runs the sweep, the removal of stale upload files and the modules' sweeps every few minutes in each server process (each is safe to run
 * from several processes at once). The timer does not keep the process alive; `stop` ends it.
 */
export function startMaintenance(opts: {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs?: number;
  tempDirs?: string[];
  /** Modules' own sweeps (e.g. the documents' file clean-up); each answers how many things it removed. */
  sweeps?: Record<string, () => Promise<number>>;
}): { stop: () => void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const swept = await sweepExpired(opts.db);
      // Half-written uploads of a process that died (a live upload is never an hour old at its last write).
      let tempFiles = 0;
      for (const dir of opts.tempDirs ?? []) tempFiles += await removeStaleFiles(dir, HOUR);
      const modules: Record<string, number> = {};
      for (const [name, sweep] of Object.entries(opts.sweeps ?? {})) modules[name] = await sweep();
      const changed = [...Object.values(swept), ...Object.values(modules), tempFiles].some((n) => n > 0);
      if (changed) opts.log.info({ swept, tempFiles, modules }, "maintenance");
    } catch (err) {
      opts.log.error({ err }, "maintenance failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), opts.intervalMs ?? MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
