import { z } from "zod";

/**
 * The browser's quick check of a chosen image (an avatar, a logo) before its upload (empty, type, size), with
 * the server's own messages; null when the file may go. The server still judges the content. Kept beside the
 * schemas that use it so that it travels in their chunk (a module of its own landed in the dashboard's chunk,
 * and the two chunks then imported each other: the sign-up page failed to start).
 */
export function imageFileProblem(
  file: { size: number; type: string },
  { acceptedTypes, maxBytes }: { acceptedTypes: readonly string[]; maxBytes: number },
  messages: { empty: string; wrongType: string; tooLarge: string },
): string | null {
  if (file.size === 0) return messages.empty;
  if (!acceptedTypes.includes(file.type)) return messages.wrongType;
  if (file.size > maxBytes) return messages.tooLarge;
  return null;
}

/** The spec's texts for the profile page (Account Settings). */
export const PROFILE_MSG = {
  subtitle: "Manage your profile, security, subscription, and team settings.",
  loading: "Loading Profile...",
  signedOut: "Please sign in to view your profile.",
  goToSignIn: "Go to Sign In",
  notAuthenticated: { title: "Not Authenticated", message: "Please sign in." },
  fetchError: { title: "Error fetching data", message: "Could not load user profile." },
  updated: { title: "Profile Updated", message: "Your profile has been successfully updated." },
  updateError: { title: "Error Updating Profile", message: "Could not update your profile. Please try again." },
  fullNameRequired: "Please enter your full name.",
  phoneInvalid: "Please enter a valid phone number, like +1 555 123 4567.",
} as const;

export const FULL_NAME_MAX = 120;
export const COMPANY_NAME_MAX = 160;
export const PHONE_MAX = 32;

/** Digits, spaces, + ( ) - . and an optional extension; 7 to 15 digits in the number itself (E.164 at most 15). */
export function isValidPhone(value: string): boolean {
  const match = /^(\+?[0-9 ().-]+?)(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i.exec(value);
  if (!match?.[1]) return false;
  const digits = match[1].replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

/** Optional text: trimmed, empty means none (null). */
const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message ?? `At most ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** What the profile form saves. The e-mail is read-only (spec) and is not part of it. */
export const profileUpdateBody = z.object({
  fullName: z
    .string({ error: PROFILE_MSG.fullNameRequired })
    .trim()
    .min(1, PROFILE_MSG.fullNameRequired)
    .max(FULL_NAME_MAX, `At most ${FULL_NAME_MAX} characters.`),
  companyName: optionalText(COMPANY_NAME_MAX),
  phone: optionalText(PHONE_MAX, PROFILE_MSG.phoneInvalid).refine(
    (v) => v === null || isValidPhone(v),
    PROFILE_MSG.phoneInvalid,
  ),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateBody>;
export type ProfileUpdate = z.output<typeof profileUpdateBody>;

export const profileResponse = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** The organization the caller acts in (the Team section shows only with one). */
  organizationId: z.string().nullable(),
  /** The spec's two_factor_enabled: on once a code confirmed the setup (kept in `two_factors`). */
  twoFactorEnabled: z.boolean(),
  updatedAt: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

/** The profile photo: what may be uploaded, and the texts both sides show. */
export const AVATAR = {
  maxBytes: 5 * 1024 * 1024,
  /** The stored image: a square WebP this many pixels wide. */
  size: 256,
  /** Media types the picker offers; the server decides from the content, not from this. */
  acceptedTypes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
  /** Larger originals (pixels) are refused before decoding (a small file can still unpack huge). */
  maxInputPixels: 40_000_000,
} as const;

export const AVATAR_MSG = {
  upload: "Upload photo",
  remove: "Remove",
  uploading: "Uploading...",
  removing: "Removing...",
  tooLarge: "The image is too large. Choose one of at most 5 MB.",
  wrongType: "Please choose a JPEG, PNG, WebP or GIF image.",
  empty: "Please choose an image to upload.",
  tooManyPixels: "The image is too large. Choose one of at most 40 megapixels.",
  removed: { title: "Profile Updated", message: "Your photo has been removed." },
} as const;

/** The client's quick check before an upload, with the server's messages; null when the file may go. */
export const avatarFileProblem = (file: { size: number; type: string }): string | null =>
  imageFileProblem(file, AVATAR, AVATAR_MSG);
