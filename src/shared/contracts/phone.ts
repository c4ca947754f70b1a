import { z } from "zod";

/**
 * A person's phone for text messages (issue 30): saved unverified, used once the 6-digit code sent to it was typed
 * back. Shared by the server's routes and the Settings page.
 */

/** How long a code may be typed back, wrong codes one code takes, codes one person is sent a day (UTC). */
export const PHONE_CODE_TTL_MINUTES = 10;
export const MAX_WRONG_CODES = 5;
export const MAX_CODES_PER_DAY = 5;

export const PHONE_MSG = {
  notConfigured: "Text messages are not set up on this server.",
  invalidPhone: "Enter a mobile phone number, such as +1 555 123 4567.",
  invalidCode: "Enter the 6-digit code.",
  wrongCode: "That code is not right.",
  expiredCode: "That code has expired. Send a new code.",
  noCode: "No code is waiting. Send a new code.",
  tooManyWrongCodes: "Too many wrong codes. Send a new code.",
  tooManyCodes: "Too many codes sent today. Please try again tomorrow.",
  rejected: "That number cannot receive text messages.",
  sendFailed: "The text message could not be sent. Please try again in a moment.",
  codeText: (code: string) => `Your BuildOps code is ${code}. It expires in ${PHONE_CODE_TTL_MINUTES} minutes.`,
} as const;

export const phoneState = z.object({
  /** Whether this server sends text messages at all. */
  available: z.boolean(),
  /** E.164 ("+15551234567"), verified or waiting for its code; null: none saved. */
  phone: z.string().nullable(),
  verified: z.boolean(),
  /** A code was sent and can still be typed back (unexpired, tries left). */
  codeSent: z.boolean(),
});
export type PhoneState = z.infer<typeof phoneState>;

export const phoneInput = z.object({
  phone: z.string().trim().min(1, PHONE_MSG.invalidPhone).max(40, PHONE_MSG.invalidPhone),
});
export type PhoneInput = z.input<typeof phoneInput>;

export const phoneCodeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, PHONE_MSG.invalidCode),
});
export type PhoneCodeInput = z.input<typeof phoneCodeInput>;
