import { z } from "zod";
import { imageFileProblem, isValidPhone } from "./profile.ts";

/**
 * An organization's company details (Account Settings → Company details): what its estimates, invoices and
 * purchase orders print in their header. Everyone in the organization reads them; admins change them.
 */
export const COMPANY_MSG = {
  title: "Company details",
  subtitle: "Your address, contact details and logo, printed at the top of your estimates and invoices.",
  readOnly: "Only an admin can change the company details.",
  loading: "Loading company details...",
  loadError: "Could not load the company details.",
  save: "Save company details",
  saving: "Saving...",
  saved: "Company details saved",
  saveError: "Could not save the company details",
  addressTooLong: "Keep the address to at most 500 characters.",
  addressTooManyLines: "Keep the address to at most 6 lines.",
  phoneInvalid: "Please enter a valid phone number, like +1 555 123 4567.",
  emailInvalid: "Please enter a valid email address.",
  websiteInvalid: "Please enter a website address, like www.example.com.",
} as const;

export const COMPANY_LIMITS = {
  addressMax: 500,
  addressLines: 6,
  phoneMax: 32,
  emailMax: 254,
  websiteMax: 200,
} as const;

/** A web address as people type one: `example.com`, `www.example.com/about`, `https://example.com`; http(s) only. */
export function isWebsite(value: string): boolean {
  if (/\s/.test(value)) return false;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password) return false;
  // A name with a dot whose last part starts with a letter (not "localhost", not an IP address); URL gives it
  // lowercased and in punycode.
  return /^([a-z0-9-]+\.)+[a-z][a-z0-9-]*[a-z0-9]$/.test(url.hostname);
}

const EMAIL = z.email();

/** Text that may be left empty: trimmed, at most `max` characters; a missing field is empty. */
const text = (max: number, message: string) => z.string().trim().max(max, message).default("");

/** What the form saves: all four fields every time (PUT), empty meaning "not given". */
export const companyUpdateBody = z.object({
  address: z
    .string()
    .max(COMPANY_LIMITS.addressMax * 2, COMPANY_MSG.addressTooLong)
    // One line break whatever the browser sent, no blank lines at the ends or trailing spaces on a line.
    .transform((v) =>
      v
        .replace(/\r\n?/g, "\n")
        .split("\n")
        .map((line) => line.trim())
        .join("\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim(),
    )
    .pipe(
      z
        .string()
        .max(COMPANY_LIMITS.addressMax, COMPANY_MSG.addressTooLong)
        .refine((v) => v.split("\n").length <= COMPANY_LIMITS.addressLines, COMPANY_MSG.addressTooManyLines),
    )
    .default(""),
  phone: text(COMPANY_LIMITS.phoneMax, COMPANY_MSG.phoneInvalid).refine(
    (v) => v === "" || isValidPhone(v),
    COMPANY_MSG.phoneInvalid,
  ),
  email: text(COMPANY_LIMITS.emailMax, COMPANY_MSG.emailInvalid).refine(
    (v) => v === "" || EMAIL.safeParse(v).success,
    COMPANY_MSG.emailInvalid,
  ),
  website: text(COMPANY_LIMITS.websiteMax, COMPANY_MSG.websiteInvalid).refine(
    (v) => v === "" || isWebsite(v),
    COMPANY_MSG.websiteInvalid,
  ),
});
export type CompanyUpdateInput = z.input<typeof companyUpdateBody>;
export type CompanyUpdate = z.output<typeof companyUpdateBody>;

/** The company details as the section shows them: the organization's name, the four fields and the logo's address. */
export const companyResponse = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  /** `/api/organization/company/logo/<uuid>.png`, a new address at every change (cached for good), or null. */
  logoUrl: z.string().nullable(),
});
export type CompanyResponse = z.infer<typeof companyResponse>;

/** The logo: what may be uploaded and what is kept (a PNG that fits in 600×240, transparency kept). */
export const LOGO = {
  maxBytes: 2 * 1024 * 1024,
  maxWidth: 600,
  maxHeight: 240,
  /** Media types the picker offers; the server decides from the content, not from this. */
  acceptedTypes: ["image/png", "image/jpeg", "image/webp", "image/gif"],
  /** Larger originals (pixels) are refused before decoding (a small file can still unpack huge). */
  maxInputPixels: 40_000_000,
} as const;

export const LOGO_MSG = {
  label: "Company logo",
  fileLabel: "Company logo file",
  upload: "Upload logo",
  replace: "Replace logo",
  remove: "Remove logo",
  uploading: "Uploading...",
  removing: "Removing...",
  none: "No logo yet",
  hint: "PNG, JPEG, WebP or GIF, at most 2 MB. A transparent PNG looks best; it is scaled to fit 600×240.",
  uploaded: "Logo uploaded",
  removed: "Logo removed",
  failed: "Could not change the logo",
  tooLarge: "The logo is too large. Choose an image of at most 2 MB.",
  wrongType: "Please choose a PNG, JPEG, WebP or GIF image.",
  empty: "Please choose an image to upload.",
  tooManyPixels: "The image is too large. Choose one of at most 40 megapixels.",
} as const;

/** The client's quick check before an upload, with the server's messages; null when the file may go. */
export const logoFileProblem = (file: { size: number; type: string }): string | null =>
  imageFileProblem(file, LOGO, LOGO_MSG);
