import nodemailer, { type Transporter } from "nodemailer";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

/**
 * Every message is written to the outbox table first. With SMTP configured it is then sent and
 * marked sent (or failed, with the reason); without SMTP it stays queued and is written to the log.
 */
export function createMailer(opts: { db: Db; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
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
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await opts.db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        opts.log.error({ err, to: mail.to }, "mail delivery failed");
        await opts.db.update(mailOutbox).set({ status: "failed", error: message }).where(eq(mailOutbox.id, row.id));
      }
    },
    close: () => transport?.close(),
  };
}
