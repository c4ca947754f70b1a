import nodemailer, { type Transporter } from "nodemailer";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = {
  /** Records the message in the outbox and starts its delivery; resolves once it is recorded. */
  send: (mail: Mail) => Promise<void>;
  /** Waits for deliveries under way (graceful shutdown, tests). */
  flush: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Every message is written to the outbox table first. With SMTP configured it is then delivered in the
 * background and marked sent (or failed, with the reason): a request never waits on a mail server, and an
 * answer takes as long whether or not a message was sent (no account enumeration by timing). Without SMTP
 * the message stays queued and is written to the log.
 */
export function createMailer(opts: { db: Db; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(id: string, mail: Mail, via: Transporter): Promise<void> {
    try {
      await via.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await opts.db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.id, id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      opts.log.error({ err, to: mail.to }, "mail delivery failed");
      await opts.db
        .update(mailOutbox)
        .set({ status: "failed", error: message })
        .where(eq(mailOutbox.id, id))
        .catch((dbErr: unknown) => opts.log.error({ err: dbErr }, "could not record the mail failure"));
    }
  }

  return {
    async send(mail) {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, status: transport ? "sending" : "queued" })
        .returning({ id: mailOutbox.id });
      if (!row) return;
      if (!transport) {
        opts.log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, "mail written to outbox (no SMTP_URL)");
        return;
      }
      const job = deliver(row.id, mail, transport).finally(() => pending.delete(job));
      pending.add(job);
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
