import { z } from "zod";
import { MSG } from "../messages.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, sessionResponse } from "./account.ts";

/** The spec's texts for the security panel and the two-factor page, and ours where it is silent. */
export const SECURITY_MSG = {
  passwordUpdated: {
    title: MSG.passwordUpdated.title,
    message: "Your password has been changed. Your other sessions were signed out.",
  },
  passwordUpdateFailed: MSG.passwordUpdateFailed.title,
  currentPasswordRequired: "Please enter your current password.",
  wrongCurrentPassword: "Your current password is incorrect.",
  samePassword: "Please choose a password different from your current one.",
  codeRequired: "Please enter the verification code.",
  invalidCode: "Invalid verification code",
  generateError: "Error generating 2FA secret",
  enableError: "Error enabling 2FA",
  statusError: "Error updating 2FA status",
  enabled: "2FA Enabled",
  enabledMessage: "Two-factor authentication is now on for your account.",
  disabled: "2FA Disabled",
  disabledMessage: "Two-factor authentication is now off for your account.",
  backupCodesRenewed: "New Backup Codes",
  backupCodesRenewedMessage: "Your old backup codes no longer work. Save the new ones now.",
  alreadyEnabled: "Two-factor authentication is already enabled.",
  notEnabled: "Two-factor authentication is not enabled.",
  setupFirst: "Start the two-factor setup first.",
  challengeExpired: "Your sign-in has expired. Please sign in again.",
  sessionsSignedOut: "Other sessions signed out",
  sessionSignedOut: "Session signed out",
} as const;

/** Two-factor rules. */
export const TOTP_CODE_LENGTH = 6;
export const BACKUP_CODE_COUNT = 10;

const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, MSG.weakPassword.message)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);

export const changePasswordBody = z
  .object({
    currentPassword: z.string().min(1, SECURITY_MSG.currentPasswordRequired).max(MAX_PASSWORD_LENGTH),
    newPassword,
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: MSG.updatePasswordMismatch.message,
    path: ["confirmPassword"],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const changePasswordResponse = z.object({ ok: z.literal(true), otherSessionsEnded: z.number().int() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

export const sessionItem = z.object({
  id: z.string(),
  /** "Chrome on Windows", from the user agent. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;
export const sessionListResponse = z.object({ sessions: z.array(sessionItem) });
export type SessionListResponse = z.infer<typeof sessionListResponse>;
export const revokedResponse = z.object({ revoked: z.number().int() });
export type RevokedResponse = z.infer<typeof revokedResponse>;

/** A code as typed: 6 digits from the app, or a backup code where one is allowed. Spaces are ignored. */
const code = z
  .string({ error: SECURITY_MSG.codeRequired })
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().min(1, SECURITY_MSG.codeRequired).max(32, SECURITY_MSG.invalidCode));
export const twoFactorCodeBody = z.object({ code });
export type TwoFactorCodeBody = z.input<typeof twoFactorCodeBody>;

export const twoFactorSetupResponse = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** `otpauth://totp/...`, the QR code's content. */
  otpauthUri: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

export const twoFactorEnableResponse = z.object({ enabled: z.literal(true), backupCodes: z.array(z.string()) });
export const backupCodesResponse = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodesResponse = z.infer<typeof backupCodesResponse>;
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponse>;
export const twoFactorDisableResponse = z.object({ enabled: z.literal(false) });
export type TwoFactorDisableResponse = z.infer<typeof twoFactorDisableResponse>;

/** What sign-in answers when the password was right and a code is needed next. */
export const twoFactorRequiredResponse = z.object({ twoFactorRequired: z.literal(true) });
export const signInResponse = z.union([sessionResponse, twoFactorRequiredResponse]);
export type SignInResponse = z.infer<typeof signInResponse>;
