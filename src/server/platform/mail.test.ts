import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { eq } from "drizzle-orm";
import { mailOutbox } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { freePort } from "../testing/free-port.ts";
import { QUEUES } from "./queues.ts";

type Received = { to: string[]; raw: string };

function startSmtp(received: Received[], port = 0): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.server.address() as net.AddressInfo;
      resolve({ port: address.port, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

const signUp = (t: TestApp, email: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up",
    payload: { fullName: "Mail Test", email, password: "secret-pass", confirmPassword: "secret-pass" },
  });

describe("e-mail over SMTP", () => {
  const received: Received[] = [];
  let smtp: { port: number; close: () => Promise<void> };
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp(received);
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "BuildOps <no-reply@example.com>",
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("delivers the verification e-mail and marks it sent in the outbox", async () => {
    const res = await signUp(t, "smtp-user@example.com");
    expect(res.statusCode).toBe(201);
    await t.mailer.flush();
    const mail = received.find((m) => m.to.includes("smtp-user@example.com"));
    expect(mail?.raw).toMatch(/Subject: Verify your email address/);
    expect(mail?.raw).toMatch(/verify-email\?token=/);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "smtp-user@example.com"));
    expect(row?.status).toBe("sent");
  });
});

describe("e-mail when the mail server is down", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
  });

  const rowOf = async (to: string) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];
  /** The queue's tries of messages that are due (with `asIfLater`, every retry at once, as if its delay passed). */
  const retries = (asIfLater = false) =>
    t.jobs.runDue<{ id: string }>(QUEUES.mail.name, (job) => t.mailer.retry(job.data.id), { asIfLater });

  it("still creates the account, records the failed delivery with its reason, and leaves the retry to the queue", async () => {
    const res = await signUp(t, "down@example.com");
    expect(res.statusCode).toBe(201);
    await t.mailer.flush();
    const row = await rowOf("down@example.com");
    expect(row?.status).toBe("failed");
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.attempts).toBe(1);
    // Its retry waits a minute: nothing is due yet.
    expect(await retries()).toBe(0);
  });

  it("is tried again by the queue and delivered once the server is back; a sent message is not sent again", async () => {
    const res = await signUp(t, "later@example.com");
    expect(res.statusCode).toBe(201);
    await t.mailer.flush();
    const received: Received[] = [];
    const smtp = await startSmtp(received, port);
    try {
      expect(await retries(true)).toBeGreaterThanOrEqual(1);
      const row = await rowOf("later@example.com");
      expect(row?.status).toBe("sent");
      expect(row?.attempts).toBe(2);
      const mails = received.filter((m) => m.to.includes("later@example.com"));
      expect(mails).toHaveLength(1);
      // Its Message-ID is its outbox id: a message tried again after a cut-off send is one message to its reader.
      expect(mails[0]?.raw).toContain(`Message-ID: <${row?.id}@`);
      expect(await retries(true)).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it("after its last try a message is a dead letter, with its last error, for the admins to see", async () => {
    const res = await signUp(t, "never@example.com");
    expect(res.statusCode).toBe(201);
    await t.mailer.flush();
    // The first try at once, then the queue's first and its 4 retries, each failing.
    expect(await retries(true)).toBe(1 + QUEUES.mail.retryLimit);
    const row = await rowOf("never@example.com");
    expect(row?.status).toBe("failed");
    expect(row?.attempts).toBe(2 + QUEUES.mail.retryLimit);
    const dead = await t.jobs.deadLetters(QUEUES.mail.name);
    const letter = dead.find(
      (d) => typeof d.data === "object" && d.data !== null && "id" in d.data && d.data.id === row?.id,
    );
    expect(letter?.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it("takes over a delivery abandoned by a stopped process once its lease has passed, but not one under way", async () => {
    const [held] = await t.database.db
      .insert(mailOutbox)
      .values({
        to: "held@example.com",
        subject: "Under way",
        text: "…",
        status: "sending",
        nextAttemptAt: new Date(Date.now() + 60_000),
      })
      .returning();
    await expect(t.mailer.retry(held?.id ?? "")).rejects.toThrow(/still being sent/);
    const [abandoned] = await t.database.db
      .insert(mailOutbox)
      .values({
        to: "abandoned@example.com",
        subject: "Left behind",
        text: "…",
        status: "sending",
        nextAttemptAt: new Date(Date.now() - 1000),
      })
      .returning();
    await expect(t.mailer.retry(abandoned?.id ?? "")).rejects.toThrow(/ECONNREFUSED|connect/i);
    expect((await rowOf("abandoned@example.com"))?.attempts).toBe(1);
  });
});
