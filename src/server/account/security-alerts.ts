import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../platform/mail.ts";
import { describeUserAgent } from "../../shared/user-agent.ts";
import { securityAlertEmail } from "./emails.ts";

/**
 * The e-mail a person gets when their account's protection changes (issue 12, finding 9), with the time, the
 * device and the address it came from, and where to review their sessions. These changes are always told:
 * the Security Alerts setting cannot silence them.
 */
export type SecurityChange = "password-changed" | "password-reset" | "two-factor-enabled" | "two-factor-disabled" | "backup-codes-renewed";

const WHAT: Record<SecurityChange, { subject: string; happened: string }> = {
  "password-changed": { subject: "Your password was changed", happened: "The password of your BuildOps account was changed in Account Settings." },
  "password-reset": { subject: "Your password was reset", happened: "The password of your BuildOps account was reset with a link from a reset e-mail." },
  "two-factor-enabled": { subject: "Two-factor authentication is on", happened: "Two-factor authentication was turned on for your BuildOps account." },
  "two-factor-disabled": { subject: "Two-factor authentication is off", happened: "Two-factor authentication was turned off for your BuildOps account." },
  "backup-codes-renewed": { subject: "New backup codes were made", happened: "New two-factor backup codes were made for your BuildOps account; the old ones no longer work." },
};

export type AlertContext = { userAgent?: string | null; ip?: string | null; at?: Date };

export async function sendSecurityAlert(
  deps: { mailer: Mailer; appUrl: string; log?: FastifyBaseLogger },
  user: { email: string; name: string },
  change: SecurityChange,
  context: AlertContext,
): Promise<void> {
  const { subject, happened } = WHAT[change];
  const when = (context.at ?? new Date()).toUTCString();
  const mail = securityAlertEmail(user.email, user.name, {
    subject,
    happened,
    details: [`When: ${when}`, `Device: ${describeUserAgent(context.userAgent)}`, `IP address: ${context.ip ?? "unknown"}`],
    reviewUrl: `${deps.appUrl}/dashboard/profile`,
  });
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    // The change itself is done; a mail that could not even be queued must not undo it.
    deps.log?.warn({ err, change }, "security alert not sent");
  }
}
