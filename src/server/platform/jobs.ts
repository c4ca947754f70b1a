import PgBoss from "pg-boss";
import type { Database } from "../db/client.ts";

/**
 * Background work (decision 0051): pg-boss 10 on the product's own database, on either engine, through the
 * database's `executeSql`. Its schema comes with our migrations (0041), so it starts without migrating. A queue is
 * declared once with its retries (a delay that doubles with each try) and its dead-letter queue, `<name>.dead`,
 * where a job goes after its last try, with its last error; a job sent with an id of the sender's choosing is sent
 * once (a second send of that id answers null). Two processes never work the same job (SKIP LOCKED).
 */

export type QueueSpec = {
  name: string;
  /** Tries after the first. */
  retryLimit: number;
  /** Before the first retry; it doubles for each one after. */
  retryDelaySeconds: number;
  /** A job running this long is taken as lost (its process died) and tried again. */
  expireInSeconds: number;
};

export type Job<T> = { id: string; data: T; retryCount: number };
export type DeadJob = { id: string; data: unknown; error: string; createdOn: Date };

export type Jobs = {
  /** Declares a queue and its dead-letter queue; safe to call again, and from several processes. */
  define: (spec: QueueSpec) => Promise<void>;
  /** Queues a job; with `id`, at most once (null when that id was sent before). */
  send: <T extends object>(
    queue: string,
    data: T,
    options?: { id?: string; startAfter?: Date },
  ) => Promise<string | null>;
  /**
   * Works the queue's jobs in this process as they come, `batchSize` at a time side by side (1 unless said), one
   * batch after another while there are jobs, polling when there are none; a throw is a failed try.
   */
  work: <T>(queue: string, handler: (job: Job<T>) => Promise<void>, options?: { batchSize?: number }) => Promise<void>;
  /**
   * Works the jobs that are due now, until none is left, and answers how many it took (tests, the bench);
   * `asIfLater`: retries waiting out their delay are taken too, as if it had passed.
   */
  runDue: <T>(
    queue: string,
    handler: (job: Job<T>) => Promise<void>,
    options?: { asIfLater?: boolean },
  ) => Promise<number>;
  /** The jobs that used up their tries, newest first, with their last error (what admins see). */
  deadLetters: (queue: string, limit?: number) => Promise<DeadJob[]>;
  stop: () => Promise<void>;
};

const deadQueue = (name: string) => `${name}.dead`;

/** What a failed job's output keeps of its error. */
function errorText(output: unknown): string {
  if (output && typeof output === "object" && "message" in output && typeof output.message === "string")
    return output.message;
  return typeof output === "string" ? output : "";
}

export async function startJobs(opts: {
  database: Pick<Database, "executeSql">;
  /** Maintenance (expiring lost jobs, moving failed ones on, deleting old ones) in this process. */
  supervise: boolean;
  pollingIntervalSeconds?: number;
  onError: (err: Error) => void;
}): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => opts.database.executeSql(text, values) },
    schema: "pgboss",
    migrate: false,
    supervise: opts.supervise,
    schedule: false,
  });
  boss.on("error", opts.onError);
  await boss.start();
  const polling = opts.pollingIntervalSeconds ?? 2;

  async function handle<T>(job: PgBoss.JobWithMetadata<T>, handler: (job: Job<T>) => Promise<void>) {
    try {
      await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
      await boss.complete(job.name, job.id);
    } catch (err) {
      await boss.fail(job.name, job.id, { message: err instanceof Error ? err.message : String(err) });
    }
  }

  return {
    async define(spec) {
      await boss.createQueue(deadQueue(spec.name), { name: deadQueue(spec.name), retentionMinutes: 30 * 24 * 60 });
      await boss.createQueue(spec.name, {
        name: spec.name,
        retryLimit: spec.retryLimit,
        retryDelay: spec.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: spec.expireInSeconds,
        deadLetter: deadQueue(spec.name),
      });
    },
    send: (queue, data, options = {}) =>
      boss.send(queue, data, {
        ...(options.id ? { id: options.id } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      }),
    async work<T>(queue: string, handler: (job: Job<T>) => Promise<void>, options: { batchSize?: number } = {}) {
      let workerId = "";
      workerId = await boss.work<T>(
        queue,
        { pollingIntervalSeconds: polling, batchSize: options.batchSize ?? 1, includeMetadata: true },
        async (jobs) => {
          await Promise.all(jobs.map((job) => handle(job, handler)));
          // pg-boss waits out its polling interval after every fetch; while there is work, fetch again at once.
          if (jobs.length > 0) boss.notifyWorker(workerId);
        },
      );
    },
    async runDue<T>(queue: string, handler: (job: Job<T>) => Promise<void>, options: { asIfLater?: boolean } = {}) {
      let count = 0;
      for (;;) {
        const jobs = await boss.fetch<T>(queue, {
          batchSize: 1,
          includeMetadata: true,
          ignoreStartAfter: options.asIfLater === true,
        });
        const [job] = jobs ?? [];
        if (!job) return count;
        await handle(job, handler);
        count++;
      }
    },
    async deadLetters(queue, limit = 50) {
      const { rows } = await opts.database.executeSql(
        `select id, data, output, created_on from pgboss.job where name = $1 order by created_on desc limit $2`,
        [deadQueue(queue), limit],
      );
      return rows.map((r) => ({
        id: String(r.id),
        data: r.data,
        error: errorText(r.output),
        createdOn: r.created_on instanceof Date ? r.created_on : new Date(String(r.created_on)),
      }));
    },
    stop: () => boss.stop({ graceful: true, wait: true }),
  };
}
