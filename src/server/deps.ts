import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import type { Auth } from "./platform/auth.ts";
import type { Mailer } from "./platform/mail.ts";
import type { Jobs } from "./platform/jobs.ts";
import type { Limits } from "./platform/limits.ts";
import type { Storage } from "./platform/storage.ts";
import type { PaymentProvider } from "./platform/payments/provider.ts";
import type { SmsClient } from "./platform/sms.ts";
import type { PlanId } from "../shared/plans.ts";

/** What every route can reach through `app.deps`. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  /** Background work on the database's job queue (decision 0051); workers run in the server process only. */
  jobs: Jobs;
  limits: Limits;
  /** Uploaded and generated files (avatars now; documents later). */
  storage: Storage;
  /** The payment provider and the plans' prices on it (decision 0048); null: this server takes no payments. */
  payments: {
    provider: PaymentProvider;
    prices: Record<PlanId, string>;
    /** Whether organizations may take their clients' payments (the Connect endpoint's secret is set). */
    clientPayments: boolean;
  } | null;
  /** Text messages (SMS_* settings); null: this server sends none. */
  sms: SmsClient | null;
};

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
