import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { startJobs, type Jobs } from "./jobs.ts";
import { QUEUES } from "./queues.ts";

// The job queue (decision 0051) on the engine under test: a job sent twice with one id runs once, a failing one is
// tried again and then dead-lettered with its error, and two processes working one queue never take the same job.

let database: Database;
let jobs: Jobs;
const errors: Error[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobs({ database, supervise: false, onError: (err) => errors.push(err) });
}, 60_000);

afterAll(async () => {
  await jobs.stop();
  await database.close();
});

describe("the job queue", () => {
  it("runs a job sent twice under one id once", async () => {
    await jobs.define({ name: "once", retryLimit: 2, retryDelaySeconds: 0, expireInSeconds: 60 });
    const id = randomUUID();
    expect(await jobs.send("once", { n: 1 }, { id })).toBe(id);
    expect(await jobs.send("once", { n: 2 }, { id })).toBeNull();
    const seen: number[] = [];
    expect(await jobs.runDue<{ n: number }>("once", async (job) => void seen.push(job.data.n))).toBe(1);
    expect(seen).toEqual([1]);
    expect(await jobs.runDue("once", async () => undefined)).toBe(0);
  });

  it("tries a failing job again, then keeps it as a dead letter with its last error", async () => {
    await jobs.define({ name: "flaky", retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 60 });
    await jobs.send("flaky", { to: "x" });
    const tries: number[] = [];
    const failing = async (job: { retryCount: number }) => {
      tries.push(job.retryCount);
      throw new Error(`refused on try ${job.retryCount + 1}`);
    };
    for (let i = 0; i < 3; i++) await jobs.runDue("flaky", failing, { asIfLater: true });
    expect(tries).toEqual([0, 1, 2]);
    expect(await jobs.runDue("flaky", failing, { asIfLater: true })).toBe(0);
    const dead = await jobs.deadLetters("flaky");
    expect(dead).toHaveLength(1);
    expect(dead[0]?.data).toEqual({ to: "x" });
    expect(dead[0]?.error).toBe("refused on try 3");
  });

  it("waits the retry delay before a retry", async () => {
    await jobs.define({ name: "later", retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 60 });
    await jobs.send("later", {});
    expect(
      await jobs.runDue("later", async () => {
        throw new Error("no");
      }),
    ).toBe(1);
    expect(await jobs.runDue("later", async () => undefined)).toBe(0);
  });

  it("works a queue's jobs a batch at a time and goes on at once while there are more (not one per poll)", async () => {
    // Polling every 60 s: the ten jobs get done only if the worker fetches again at once after each batch.
    const slow = await startJobs({
      database,
      supervise: false,
      pollingIntervalSeconds: 60,
      onError: (e) => errors.push(e),
    });
    try {
      await slow.define({ name: "drained", retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 });
      for (let i = 0; i < 10; i++) await slow.send("drained", { i });
      const done: number[] = [];
      await slow.work<{ i: number }>("drained", async (job) => void done.push(job.data.i), { batchSize: 3 });
      await expect.poll(() => done.length, { timeout: 20_000 }).toBe(10);
      expect([...done].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    } finally {
      await slow.stop();
    }
  });

  it("gives each job to one of two processes working the queue at once", async () => {
    const other = await startJobs({ database, supervise: false, onError: (err) => errors.push(err) });
    try {
      await jobs.define({ name: "shared", retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 60 });
      for (let i = 0; i < 20; i++) await jobs.send("shared", { i });
      const taken: number[] = [];
      const take = async (job: { data: { i: number } }) => {
        taken.push(job.data.i);
        await new Promise((r) => setTimeout(r, 5));
      };
      const [a, b] = await Promise.all([jobs.runDue("shared", take), other.runDue("shared", take)]);
      expect(a + b).toBe(20);
      expect(taken.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    } finally {
      await other.stop();
    }
    expect(errors).toEqual([]);
  });
});

describe("the product's queues", () => {
  it("are made by the migrations with the settings the code declares, each with its dead-letter queue", async () => {
    const { rows } = await database.executeSql(
      "select name, retry_limit, retry_delay, retry_backoff, expire_seconds, dead_letter from pgboss.queue",
      [],
    );
    for (const spec of Object.values(QUEUES)) {
      expect(rows.find((r) => r.name === spec.name)).toEqual({
        name: spec.name,
        retry_limit: spec.retryLimit,
        retry_delay: spec.retryDelaySeconds,
        retry_backoff: true,
        expire_seconds: spec.expireInSeconds,
        dead_letter: `${spec.name}.dead`,
      });
      expect(rows.some((r) => r.name === `${spec.name}.dead`)).toBe(true);
    }
  });
});
