import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { AppDeps } from "./deps.ts";
import { createAuth } from "./platform/auth.ts";
import { createMailer } from "./platform/mail.ts";
import { startJobs } from "./platform/jobs.ts";
import { createLimits } from "./platform/limits.ts";
import { resolveAuthSecret } from "./platform/secret.ts";
import { createStorage } from "./platform/storage-factory.ts";
import { createStripeProvider } from "./platform/payments/stripe-provider.ts";
import { createSmsClient } from "./platform/sms.ts";

/** Wires the services every route uses, around an open (and migrated) database. */
export async function createDeps(
  config: Config,
  database: Database,
  log: FastifyBaseLogger = pino({ level: config.logLevel }),
  /** `supervise`: this process also keeps the queue (expires lost jobs, moves failed ones on): the server does. */
  options: { supervise?: boolean } = {},
): Promise<AppDeps> {
  const jobs = await startJobs({
    database,
    supervise: options.supervise ?? false,
    onError: (err) => log.error({ err }, "job queue"),
  });
  const mailer = createMailer({ db: database.db, jobs, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const auth = createAuth({ db: database.db, mailer, appUrl: config.appUrl, secret, log, social: config.social });
  // An S3-compatible bucket when S3_BUCKET is set, else local disk under DATA_DIR/files.
  const storage = await createStorage(config, log);
  const payments = config.stripe
    ? {
        provider: createStripeProvider(config.stripe),
        prices: config.stripe.prices,
        clientPayments: config.stripe.connectWebhookSecret !== null,
      }
    : null;
  return {
    config,
    database,
    db: database.db,
    auth,
    mailer,
    jobs,
    limits: createLimits(config.rateLimitFactor),
    storage,
    payments,
    sms: config.sms ? createSmsClient(config.sms) : null,
  };
}
