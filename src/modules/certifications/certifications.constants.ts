// Certifications (decision 0029): one piece that safety and quality each show under their own address. Plain
// values and the status rule, which a screen's first render may import without loading zod.
import { addDays } from "../../shared/calendar.ts";

/** The modules that keep certifications; each sees only its own. */
export const CERTIFICATION_AREAS = ["safety", "quality"] as const;
export type CertificationArea = (typeof CERTIFICATION_AREAS)[number];

/** A certification's standing, computed from its expiry date (spec: valid, expiring, other means expired). */
export const CERTIFICATION_STATUSES = ["valid", "expiring", "expired"] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** Spec §9: a certification expiring within this many days from today is expiring. */
export const EXPIRING_WINDOW_DAYS = 30;
export const CERTIFICATION_PAGE_SIZE = 50;

/** The texts of both modules' certifications (the spec words them alike). */
export const CERTIFICATION_MSG = {
  missingFields: "Please fill in all required fields",
  invalidDate: "Please enter a valid date (YYYY-MM-DD).",
  notFound: "Certification not found.",
  order: "A certification cannot expire before it was issued.",
  badCursor: "This page link is no longer valid. Please reload the list.",
  none: "No certifications found.",
  downloadInitiated: "Download Initiated",
} as const;

/** What a screen, a PDF's heading and an OpenAPI summary call an area's certification. */
export const CERTIFICATION_AREA_LABELS: Record<CertificationArea, string> = { safety: "Safety", quality: "Quality" };

/** A certification's standing on `today`: expired before today, expiring up to 30 days ahead (both ends inclusive), valid after. */
export function certificationStatus(
  expiryDate: string,
  today: string,
  windowDays = EXPIRING_WINDOW_DAYS,
): CertificationStatus {
  if (expiryDate < today) return "expired";
  return expiryDate <= addDays(today, windowDays) ? "expiring" : "valid";
}

/** The expiry dates a certification status stands for on `today`, for a query: from and to (inclusive), either open. */
export function expiryRangeOf(
  status: CertificationStatus,
  today: string,
  windowDays = EXPIRING_WINDOW_DAYS,
): { from: string | null; to: string | null } {
  if (status === "expired") return { from: null, to: addDays(today, -1) };
  if (status === "expiring") return { from: today, to: addDays(today, windowDays) };
  return { from: addDays(today, windowDays + 1), to: null };
}

/** `safety-certification-SSP-2026-114.pdf`: the number (or the id) in characters safe in a header. */
export const certificateFileName = (area: CertificationArea, number: string, id: string) =>
  `${area}-certification-${(number.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || id).slice(0, 80)}.pdf`;
