import { sendTrialReminders } from "../../server/account/trial-reminders.queries.ts";
import pino from "pino";
import { ConfigError, loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { createDeps } from "../../server/deps-factory.ts";
import { buildApp } from "./app.ts";
import { startMaintenance } from "../../server/platform/maintenance.ts";
import { QUEUES } from "../../server/platform/queues.ts";
import {
  startNotificationWork,
  sweepOldNotifications,
} from "../../modules/notifications/notifications.public.server.ts";
import { recordExpiringCertifications } from "../../modules/certifications/certifications.public.server.ts";
import { utcToday } from "../../shared/calendar.ts";
import { recordTaskDeadlines } from "../../modules/gantt/gantt-notices.queries.ts";
import { recordOverdueInvoices } from "../../modules/invoicing/invoice-overdue-notices.queries.ts";
import { LocalStorage } from "../../server/platform/storage.ts";
import { uploadTempDir } from "../../server/platform/upload.ts";
import { sweepOrphanPhotos } from "../../server/platform/photos-files.ts";
import { backfillStoredBytes } from "../../server/platform/storage-usage.ts";
import { sweepStorageCleanup } from "../../modules/documents/documents-files.queries.ts";

/** config → database → migrations → app → listen; graceful shutdown on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const deps = await createDeps(config, database, log, { supervise: true });
  const app = await buildApp(deps);
  await app.listen({ port: config.port, host: config.host });
  const tempDirs = [
    uploadTempDir(config.dataDir),
    ...(deps.storage instanceof LocalStorage ? [deps.storage.tmpDir] : []),
  ];
  const sweeps = {
    documentFiles: () => sweepStorageCleanup(deps.db, (key) => deps.storage.delete(key)),
    orphanPhotos: () => sweepOrphanPhotos(deps.db, deps.storage, log),
    // Files stored before storage used counted every kind (decision 0038); finds nothing once they are counted.
    storedBytes: () => backfillStoredBytes(deps.db, deps.storage),
    trialReminders: () => sendTrialReminders(deps.db, deps.mailer, config.appUrl),
    certificationsExpiring: () => recordExpiringCertifications(deps.db, utcToday()),
    taskDeadlines: () => recordTaskDeadlines(deps.db, utcToday()),
    overdueInvoices: () => recordOverdueInvoices(deps.db, utcToday()),
    oldNotifications: () => sweepOldNotifications(deps.db),
  };
  void sweeps.storedBytes().then(
    (counted) => counted > 0 && log.info({ counted }, "stored files counted in their organizations' storage used"),
    (err: unknown) => log.error({ err }, "counting stored files failed; maintenance retries"),
  );
  const maintenance = startMaintenance({ db: deps.db, log, tempDirs, sweeps });
  // The mail server's retries (decision 0051).
  await deps.jobs.work<{ id: string }>(QUEUES.mail.name, (job) => deps.mailer.retry(job.data.id), { batchSize: 5 });
  const notifications = await startNotificationWork(deps, log);
  log.info(
    { engine: database.engine, ms: Math.round(performance.now() - started), url: config.appUrl },
    "server ready",
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down: finishing in-flight requests");
    try {
      maintenance.stop();
      notifications.stop();
      await app.close();
      await deps.mailer.close();
      await deps.jobs.stop();
      await database.close();
      log.info("shutdown complete");
      process.exit(0);
    } catch (err) {
      log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
