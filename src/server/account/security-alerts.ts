import type { FastifyRequest } from "fastify";
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

/** Tells `user` of a change made by `request` (its time, device and address; the server's mailer and APP_URL). */
export async function sendSecurityAlert(request: FastifyRequest, user: { email: string; name: string }, change: SecurityChange): Promise<void> {
  const { mailer, config } = request.server.deps;
  const { subject, happened } = WHAT[change];
  const mail = securityAlertEmail(user.email, user.name, {
    subject,
    happened,
    details: [`When: ${new Date().toUTCString()}`, `Device: ${describeUserAgent(request.headers["user-agent"])}`, `IP address: ${request.ip}`],
    reviewUrl: `${config.appUrl}/dashboard/profile`,
  });
  try {
    await mailer.send(mail);
  } catch (err) {
    // The change itself is done; a mail that could not even be queued must not undo it.
    request.log.warn({ err, change }, "security alert not sent");
  }
}
