import { z } from "zod";
import { CERTIFICATION_MSG, CERTIFICATION_PAGE_SIZE, CERTIFICATION_STATUSES } from "./certifications.constants.ts";
import { personRef } from "../../shared/contracts/common.ts";

// Certifications, as safety and quality each serve them under their own address (decision 0029).

const MISSING = CERTIFICATION_MSG.missingFields;
const tooLong = (max: number) => `Keep it under ${max} characters.`;
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional().default("");
const isoDateText = z.iso.date(CERTIFICATION_MSG.invalidDate);

/** The caller's calendar date (a certification's standing); the server's when absent. */
export const certificationTodayQuery = z.object({ today: isoDateText.optional() });
export type CertificationTodayQuery = z.input<typeof certificationTodayQuery>;

/** A certification (spec: name, number, issuing authority, issue and expiry dates, renewal requirements, description). */
export const certificationInput = z
  .object({
    name: z.string({ error: MISSING }).trim().min(1, MISSING).max(200, tooLong(200)),
    number: optionalText(100),
    issuingAuthority: optionalText(200),
    issueDate: isoDateText.nullable().optional().default(null),
    expiryDate: z.string({ error: MISSING }).trim().min(1, MISSING).pipe(isoDateText),
    renewalRequirements: optionalText(4000),
    description: optionalText(4000),
  })
  .refine((c) => !c.issueDate || c.expiryDate >= c.issueDate, {
    path: ["expiryDate"],
    message: CERTIFICATION_MSG.order,
  });
export type CertificationInput = z.input<typeof certificationInput>;
export type CertificationInputParsed = z.output<typeof certificationInput>;

export const certification = z.object({
  id: z.string(),
  name: z.string(),
  number: z.string(),
  issuingAuthority: z.string(),
  issueDate: z.string().nullable(),
  expiryDate: z.string(),
  renewalRequirements: z.string(),
  description: z.string(),
  /** Computed from the expiry date as of the caller's today: expiring within 30 days, expired before today. */
  status: z.enum(CERTIFICATION_STATUSES),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Certification = z.infer<typeof certification>;

export const certificationListQuery = z.object({
  today: isoDateText.optional(),
  status: z.enum(CERTIFICATION_STATUSES).optional(),
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(CERTIFICATION_PAGE_SIZE),
});
export type CertificationListQuery = z.input<typeof certificationListQuery>;
export type CertificationFilters = z.output<typeof certificationListQuery>;

export const certificationList = z.object({
  today: z.string(),
  certifications: z.array(certification),
  nextCursor: z.string().nullable(),
});
export type CertificationList = z.infer<typeof certificationList>;

/** How many of an area's certifications are valid, expiring and expired on a day. */
export const certificationCounts = z.object({
  valid: z.number().int(),
  expiring: z.number().int(),
  expired: z.number().int(),
});
export type CertificationCounts = z.infer<typeof certificationCounts>;
