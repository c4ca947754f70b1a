import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { eq } from "drizzle-orm";
import { mailOutbox } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { freePort } from "../testing/free-port.ts";

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

  it("still creates the account, and records the failed delivery with its reason", async () => {
    const res = await signUp(t, "down@example.com");
    expect(res.statusCode).toBe(201);
    await t.mailer.flush();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "down@example.com"));
    expect(row?.status).toBe("failed");
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.attempts).toBe(1);
    expect(row?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it("retries when due, and delivers once the server is back", async () => {
    const res = await signUp(t, "later@example.com");
    expect(res.statusCode).toBe(201);
    await t.mailer.flush();
    const rowOf = async () =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "later@example.com")))[0];
    // Not yet due: nothing is tried.
    expect(await t.mailer.retryDue(new Date())).toBe(0);
    // Due, server still down: a second failed attempt, scheduled later again.
    const inTwoMinutes = new Date(Date.now() + 2 * 60_000);
    expect(await t.mailer.retryDue(inTwoMinutes)).toBeGreaterThanOrEqual(1);
    expect((await rowOf())?.attempts).toBe(2);
    expect((await rowOf())?.status).toBe("failed");
    // The server comes back on the same port: the next due retry delivers it.
    const received: Received[] = [];
    const smtp = await startSmtp(received, port);
    try {
      expect(await t.mailer.retryDue(new Date(Date.now() + 10 * 60_000))).toBeGreaterThanOrEqual(1);
      const row = await rowOf();
      expect(row?.status).toBe("sent");
      expect(row?.attempts).toBe(3);
      expect(received.some((m) => m.to.includes("later@example.com"))).toBe(true);
      // Sent messages are never sent again.
      expect(await t.mailer.retryDue(new Date(Date.now() + 24 * 60 * 60_000))).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it("takes over a delivery abandoned by a stopped process once its lease has passed", async () => {
    await t.database.db.insert(mailOutbox).values({
      to: "abandoned@example.com",
      subject: "Left behind",
      text: "…",
      status: "sending",
      attempts: 0,
      nextAttemptAt: new Date(Date.now() - 1000),
    });
    expect(await t.mailer.retryDue(new Date())).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "abandoned@example.com"));
    expect(row?.attempts).toBe(1);
  });
});
