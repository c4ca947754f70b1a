import type { FastifyRequest } from "fastify";
import { describeUserAgent } from "../../shared/user-agent.ts";
import { count, eq } from "drizzle-orm";
import { knownDevices, members } from "../db/schema/index.ts";
import { recordEvent } from "../platform/notify.ts";
import { securityAlertEmail } from "./emails.ts";
import { getSettings } from "./settings.queries.ts";

/**
 * The e-mail a person gets when their account's protection changes (issue 12, finding 9), with the time, the
 * device and the address it came from, and where to review their sessions. These changes are always told:
 * the Security Alerts setting cannot silence them.
 */
export type SecurityChange =
  | "password-changed"
  | "password-reset"
  | "two-factor-enabled"
  | "two-factor-disabled"
  | "backup-codes-renewed"
  | "new-device";

const ALWAYS_TOLD =
  "You get this e-mail for every change to your password or two-factor authentication; it cannot be turned off.";

const WHAT: Record<SecurityChange, { subject: string; happened: string; footer?: string }> = {
  "new-device": {
    subject: "New sign-in to your account",
    happened: "Someone signed in to your BuildOps account from a device it had not been used on before.",
    footer: "You can turn these sign-in alerts off in Settings (Security Alerts).",
  },
  "password-changed": {
    subject: "Your password was changed",
    happened: "The password of your BuildOps account was changed in Account Settings.",
  },
  "password-reset": {
    subject: "Your password was reset",
    happened: "The password of your BuildOps account was reset with a link from a reset e-mail.",
  },
  "two-factor-enabled": {
    subject: "Two-factor authentication is on",
    happened: "Two-factor authentication was turned on for your BuildOps account.",
  },
  "two-factor-disabled": {
    subject: "Two-factor authentication is off",
    happened: "Two-factor authentication was turned off for your BuildOps account.",
  },
  "backup-codes-renewed": {
    subject: "New backup codes were made",
    happened: "New two-factor backup codes were made for your BuildOps account; the old ones no longer work.",
  },
};

/** Tells `user` of a change made by `request` (its time, device and address; the server's mailer and APP_URL). */
export async function sendSecurityAlert(
  request: FastifyRequest,
  user: { id: string; email: string; name: string },
  change: SecurityChange,
): Promise<void> {
  const { mailer, config, db } = request.server.deps;
  const { subject, happened, footer = ALWAYS_TOLD } = WHAT[change];
  const mail = securityAlertEmail(user.email, user.name, {
    subject,
    happened,
    details: [
      `When: ${new Date().toUTCString()}`,
      `Device: ${describeUserAgent(request.headers["user-agent"])}`,
      `IP address: ${request.ip}`,
    ],
    reviewUrl: `${config.appUrl}/dashboard/profile`,
    footer,
  });
  try {
    await mailer.send(mail);
    // Also in the bell of each organization the person is in, and on their push and SMS as they chose (issue 30);
    // the e-mail above is the one that cannot be turned off.
    const memberships = await db
      .select({ organizationId: members.organizationId })
      .from(members)
      .where(eq(members.userId, user.id));
    const at = Date.now();
    for (const { organizationId } of memberships)
      await recordEvent(db, {
        organizationId,
        kind: "security_alert",
        key: `security:${change}:${user.id}:${at}`,
        audience: { type: "users", userIds: [user.id] },
        title: subject,
        body: happened,
        link: "/dashboard/profile",
      });
  } catch (err) {
    // The change itself is done; an alert that could not even be queued must not undo it.
    request.log.warn({ err, change }, "security alert not sent");
  }
}

/**
 * After a sign-in: remembers the device it came from. A device the account had not been used on before (and
 * not its very first) is told by e-mail, unless the person turned Security Alerts off. Never fails the sign-in.
 */
export async function noteSignInDevice(
  request: FastifyRequest,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const { db } = request.server.deps;
  try {
    const device = describeUserAgent(request.headers["user-agent"]);
    const added = await db
      .insert(knownDevices)
      .values({ userId: user.id, device })
      .onConflictDoNothing()
      .returning({ device: knownDevices.device });
    if (added.length === 0) return;
    const [known] = await db.select({ n: count() }).from(knownDevices).where(eq(knownDevices.userId, user.id));
    if (Number(known?.n ?? 0) <= 1) return;
    if (!(await getSettings(db, user.id)).notifications.securityAlerts) return;
    await sendSecurityAlert(request, user, "new-device");
  } catch (err) {
    request.log.warn({ err }, "sign-in device not recorded");
  }
}
