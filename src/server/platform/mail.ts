import nodemailer, { type Transporter } from "nodemailer";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { executeRows, type Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import { MAIL_LEASE_MS, MAX_MAIL_ATTEMPTS, nextMailAttempt } from "./mail-retry.ts";

/** A file sent with a message (kept in the outbox with it, so a retry sends it too). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
};
export type Mailer = {
  /** Records the message in the outbox and starts its delivery; resolves once it is recorded. */
  send: (mail: Mail) => Promise<void>;
  /** Tries again the deliveries that failed (or were abandoned by a stopped process) and are due; returns how many. */
  retryDue: (now?: Date) => Promise<number>;
  /** Waits for deliveries under way (graceful shutdown, tests). */
  flush: () => Promise<void>;
  close: () => Promise<void>;
};

type StoredAttachment = { filename: string; contentType: string; contentBase64: string };
type Row = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: StoredAttachment[] | null;
  attempts: number;
};

/**
 * Every message is written to the outbox table first. With SMTP configured it is then delivered in the
 * background: a request never waits on a mail server, and an answer takes as long whether or not a message
 * was sent (no account enumeration by timing). A failed delivery is retried with growing delays, up to
 * MAX_MAIL_ATTEMPTS, by the maintenance timer of any server process. Without SMTP the message stays queued
 * and is written to the log.
 */
export function createMailer(opts: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(row: Row, via: Transporter): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      await via.sendMail({
        from: opts.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments: (row.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, "base64"),
        })),
      });
      await opts.db
        .update(mailOutbox)
        .set({ status: "sent", attempts, error: null, nextAttemptAt: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      opts.log.error({ err, to: row.to, attempts }, "mail delivery failed");
      await opts.db
        .update(mailOutbox)
        .set({ status: "failed", error: message, attempts, nextAttemptAt: nextMailAttempt(attempts, new Date()) })
        .where(eq(mailOutbox.id, row.id))
        .catch((dbErr: unknown) => opts.log.error({ err: dbErr }, "could not record the mail failure"));
    }
  }

  function track(job: Promise<void>): void {
    const tracked = job.finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  return {
    async send(mail) {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
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
      track(deliver(row, transport));
    },
    async retryDue(now = new Date()) {
      if (!transport) return 0;
      // Claim the due messages atomically, so that two processes never send the same one.
      const rows = await executeRows<Row>(
        opts.db,
        sql`
        update ${mailOutbox} set status = 'sending', next_attempt_at = ${new Date(now.getTime() + MAIL_LEASE_MS)}
        where id in (
          select id from ${mailOutbox}
          where status in ('failed', 'sending') and attempts < ${MAX_MAIL_ATTEMPTS} and next_attempt_at <= ${now}
          order by created_at limit 20 for update skip locked)
        returning id, to_address as "to", subject, body_text as "text", body_html as "html", attachments, attempts`,
      );
      await Promise.all(rows.map((row) => deliver(row, transport)));
      return rows.length;
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
