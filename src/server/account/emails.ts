import type { Mail } from "../platform/mail.ts";
import { escapeHtml } from "../platform/html.ts";

function linkMail(
  to: string,
  subject: string,
  greeting: string,
  body: string,
  action: string,
  url: string,
  footer: string,
): Mail {
  return {
    to,
    subject,
    text: `${greeting}\n\n${body}\n\n${url}\n\n${footer}`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p style="color:#666">${escapeHtml(footer)}</p>`,
  };
}

export const verificationEmail = (to: string, name: string, url: string): Mail =>
  linkMail(
    to,
    "Verify your email address",
    `Hi ${name},`,
    "Welcome to BuildOps. Please confirm your email address to finish creating your account:",
    "Verify email address",
    url,
    "This link can be used once. If you did not sign up, you can ignore this email.",
  );

export const passwordResetEmail = (to: string, name: string, url: string): Mail =>
  linkMail(
    to,
    "Reset your password",
    `Hi ${name},`,
    "We received a request to reset your password. Choose a new one here:",
    "Reset password",
    url,
    "This link is valid for 24 hours and can be used once. If you did not ask for it, you can ignore this email.",
  );

export const existingAccountEmail = (to: string, name: string, signInUrl: string, resetUrl: string): Mail => ({
  to,
  subject: "Someone tried to sign up with your email address",
  text: `Hi ${name},\n\nSomeone (perhaps you) tried to create a BuildOps account with this email address, but you already have one.\n\nSign in: ${signInUrl}\nForgot your password? ${resetUrl}\n\nIf this was not you, you can ignore this email.`,
});

export const invitationEmail = (
  to: string,
  invite: { inviterName: string; organizationName: string; role: string; url: string; days: number },
): Mail =>
  linkMail(
    to,
    `You are invited to join ${invite.organizationName} on BuildOps`,
    "Hello,",
    `${invite.inviterName} invited you to join ${invite.organizationName} on BuildOps as ${invite.role === "admin" ? "an" : "a"} ${invite.role}. Accept the invitation here:`,
    "Accept invitation",
    invite.url,
    `This link is valid for ${invite.days} days and can be used once. If you did not expect it, you can ignore this email.`,
  );

/** A change to the account's protection (security-alerts.ts): what happened, when, from where, and what to do if it was not them. */
export const securityAlertEmail = (
  to: string,
  name: string,
  alert: { subject: string; happened: string; details: string[]; reviewUrl: string; footer: string },
): Mail =>
  linkMail(
    to,
    alert.subject,
    `Hi ${name},`,
    `${alert.happened}\n\n${alert.details.join("\n")}\n\nIf this was you, there is nothing to do. If it was not, reset your password now and review the devices signed in to your account:`,
    "Review your account's security",
    alert.reviewUrl,
    alert.footer,
  );
