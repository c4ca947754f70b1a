import nodemailer, { type Transporter } from "nodemailer";
import { and, eq, lte, ne, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import type { Jobs } from "./jobs.ts";
import { QUEUES } from "./queues.ts";

/** A file sent with a message (kept in the outbox with it, so a retry sends it too). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type Mail = {
  /** The message's identity (a UUID): a second message of the same id is not written again (idempotency). */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
  /** Headers of its own (List-Unsubscribe…). */
  headers?: Record<string, string>;
};
export type Mailer = {
  /** Records the message in the outbox and starts its delivery; resolves once it is recorded. */
  send: (mail: Mail) => Promise<void>;
  /**
   * The queue's try of a message (QUEUES.mail): delivers it unless it was sent; a throw is a failed try, which the
   * queue tries again later and, after its last, moves to the dead letters.
   */
  retry: (outboxId: string) => Promise<void>;
  /** Waits for deliveries under way (graceful shutdown, tests). */
  flush: () => Promise<void>;
  close: () => Promise<void>;
};

type StoredAttachment = { filename: string; contentType: string; contentBase64: string };
type Row = typeof mailOutbox.$inferSelect;

/** How long a delivery under way holds its message before the queue's try may take it over. */
export const MAIL_LEASE_MS = 2 * 60 * 1000;
/** The queue's first try comes this long after the message is written (the first is made at once, in process). */
const FIRST_RETRY_MS = 60 * 1000;

/**
 * Every message is written to the outbox table first. With SMTP configured it is then delivered in the
 * background: a request never waits on a mail server, and an answer takes as long whether or not a message
 * was sent (no account enumeration by timing). Retries go through the job queue (decision 0051): each message
 * has a job, due a minute later, that delivers it if the first try did not (a failure, or a process that stopped
 * mid-send), with doubling delays and a dead letter after the last. Its Message-ID is its outbox id, so a message
 * tried again after a cut-off send is one message to its reader. Without SMTP the message stays queued and is
 * written to the log.
 */
export function createMailer(opts: {
  db: Db;
  jobs: Pick<Jobs, "send">;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();
  const domain = /@([^>\s]+)/.exec(opts.from)?.[1] ?? "localhost";

  async function deliver(row: Row, via: Transporter): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      await via.sendMail({
        from: opts.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        messageId: `<${row.id}@${domain}>`,
        headers: row.headers ?? undefined,
        attachments: (row.attachments ?? []).map((a: StoredAttachment) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, "base64"),
        })),
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      opts.log.error({ err, mailId: row.id, attempts }, "mail delivery failed");
      await opts.db
        .update(mailOutbox)
        .set({ status: "failed", error: message, attempts, nextAttemptAt: null })
        .where(eq(mailOutbox.id, row.id));
      throw err;
    }
    await opts.db
      .update(mailOutbox)
      .set({ status: "sent", attempts, error: null, nextAttemptAt: null })
      .where(eq(mailOutbox.id, row.id));
  }

  function track(job: Promise<void>): void {
    const tracked = job.catch(() => undefined).finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  return {
    async send(mail) {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({
          ...(mail.id ? { id: mail.id } : {}),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers ?? null,
          attachments: mail.attachments?.length
            ? mail.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                contentBase64: a.content.toString("base64"),
              }))
            : null,
          status: transport ? "sending" : "queued",
          nextAttemptAt: transport ? new Date(Date.now() + MAIL_LEASE_MS) : null,
        })
        .onConflictDoNothing({ target: mailOutbox.id })
        .returning();
      if (!row) return;
      if (!transport) {
        // Its links carry tokens, and secrets never reach a log: the text is in the mail_outbox table.
        opts.log.info(
          { mail: { id: row.id, to: mail.to, subject: mail.subject } },
          "mail written to the mail_outbox table (no SMTP_URL)",
        );
        return;
      }
      await opts.jobs.send(
        QUEUES.mail.name,
        { id: row.id },
        { id: row.id, startAfter: new Date(Date.now() + FIRST_RETRY_MS) },
      );
      track(deliver(row, transport));
    },
    async retry(outboxId) {
      if (!transport) return;
      const now = new Date();
      // Taken unless it was sent, or another try holds it (a first try still under way).
      const [row] = await opts.db
        .update(mailOutbox)
        .set({ status: "sending", nextAttemptAt: new Date(now.getTime() + MAIL_LEASE_MS) })
        .where(
          and(
            eq(mailOutbox.id, outboxId),
            ne(mailOutbox.status, "sent"),
            or(
              ne(mailOutbox.status, "sending"),
              lte(mailOutbox.nextAttemptAt, now),
              sql`${mailOutbox.nextAttemptAt} is null`,
            ),
          ),
        )
        .returning();
      if (row) return deliver(row, transport);
      const [left] = await opts.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, outboxId));
      if (left?.status === "sending") throw new Error("still being sent by another try");
    },
    async flush() {
      await Promise.all(pending);
    },
    async close() {
      await Promise.all(pending);
      transport?.close();
    },
  };
}
