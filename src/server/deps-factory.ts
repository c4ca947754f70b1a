import type { FastifyBaseLogger } from "fastify";
import path from "node:path";
import pino from "pino";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { AppDeps } from "./deps.ts";
import { createAuth } from "./platform/auth.ts";
import { createMailer } from "./platform/mail.ts";
import { createLimits } from "./platform/limits.ts";
import { resolveAuthSecret } from "./platform/secret.ts";
import { LocalStorage } from "./platform/storage.ts";

/** Wires the services every route uses, around an open (and migrated) database. */
export function createDeps(config: Config, database: Database, log: FastifyBaseLogger = pino({ level: config.logLevel })): AppDeps {
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const auth = createAuth({ db: database.db, mailer, appUrl: config.appUrl, secret, log, social: config.social });
  // Local disk under DATA_DIR/files; an S3-compatible store (S3_* variables) comes with the documents module.
  const storage = new LocalStorage(path.join(config.dataDir, "files"));
  return { config, database, db: database.db, auth, mailer, limits: createLimits(config.rateLimitFactor), storage };
}
