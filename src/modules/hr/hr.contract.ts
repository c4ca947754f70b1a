import { z } from "zod";
import { isoDate, personRef, recordRef } from "../../shared/contracts/common.ts";
import {
  DEFAULT_EMPLOYEE_STATUS,
  DEFAULT_EMPLOYMENT_TYPE,
  DEPARTMENTS,
  EMPLOYEE_PAGE_SIZE,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  HR_MSG,
  MAX_CERTIFICATIONS,
  MAX_CLASSIFICATION,
  MAX_SKILLS,
  readHourlyRateCents,
} from "./hr.constants.ts";

// The API is flat, one field per form control (the spec's personalInfo, employment and qualifications are the
// groups of the form and the details dialog); only the emergency contact and the certifications are nested.

const MISSING = HR_MSG.missingFields;
const required = (max: number) =>
  z.string({ error: MISSING }).trim().min(1, MISSING).max(max, `Keep it under ${max} characters.`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `Keep it under ${max} characters.`).optional().default("");
/** A choice from a list: missing is the spec's required-fields message, anything else names the list. */
const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ""
        ? MISSING
        : `Choose a ${what}: ${values.join(", ")}.`,
  });
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, what: string, fallback: T[number]) =>
  z
    .enum(values, { error: `Choose ${what}: ${values.join(", ")}.` })
    .optional()
    .default(fallback);
const optionalDate = z.iso.date(HR_MSG.invalidDate).nullable().optional();

/** One certification as sent (spec: name, issuer, issued, expires); the set is replaced with every save. */
export const certificationInput = z.object({
  name: z
    .string({ error: HR_MSG.certificationName })
    .trim()
    .max(200, "Keep the certification's name under 200 characters."),
  issuer: optionalText(200),
  issued: optionalDate,
  expires: optionalDate,
});

/** Create and edit share one body (PUT replaces every field and the whole set of certifications). */
export const employeeInput = z
  .object({
    firstName: required(100),
    lastName: required(100),
    email: z
      .string({ error: MISSING })
      .trim()
      .min(1, MISSING)
      .max(254, "Keep the email under 254 characters.")
      .pipe(z.email(HR_MSG.invalidEmail)),
    phone: required(40),
    address: optionalText(500),
    emergencyName: optionalText(120),
    emergencyRelationship: optionalText(60),
    emergencyPhone: optionalText(40),
    position: required(120),
    department: choice(DEPARTMENTS, "department"),
    startDate: isoDate(MISSING),
    employmentType: optionalChoice(EMPLOYMENT_TYPES, "an employment type", DEFAULT_EMPLOYMENT_TYPE),
    status: optionalChoice(EMPLOYEE_STATUSES, "a status", DEFAULT_EMPLOYEE_STATUS),
    supervisor: optionalText(120),
    /** The work classification certified payroll prints ("Carpenter"); optional. */
    classification: optionalText(MAX_CLASSIFICATION),
    /**
     * Pay for an hour of straight time in dollars, as typed ("42.50") or a number; blank or null for none. Kept
     * in cents (hr.rules.ts: readHourlyRateCents). Only an admin sets it: a member's save keeps the stored rate.
     */
    hourlyRate: z.union([z.number(), z.string().max(40), z.null()], { error: HR_MSG.hourlyRateInvalid }).optional(),
    education: optionalText(500),
    skills: z
      .array(z.string().trim().min(1, "A skill cannot be empty.").max(60, "Keep each skill under 60 characters."))
      .max(MAX_SKILLS, `Keep it to ${MAX_SKILLS} skills.`)
      .optional()
      .default([]),
    certifications: z
      .array(certificationInput)
      .max(MAX_CERTIFICATIONS, `Keep it to ${MAX_CERTIFICATIONS} certifications.`)
      .optional()
      .default([]),
  })
  .superRefine((e, ctx) => {
    const rate = readHourlyRateCents(e.hourlyRate);
    if (rate === "invalid" || rate === "too_large")
      ctx.addIssue({
        code: "custom",
        path: ["hourlyRate"],
        message: rate === "invalid" ? HR_MSG.hourlyRateInvalid : HR_MSG.hourlyRateTooLarge,
      });
    e.certifications.forEach((c, i) => {
      if (!c.name)
        ctx.addIssue({
          code: "custom",
          path: ["certifications", i, "name"],
          message: `Certification ${i + 1}: ${HR_MSG.certificationName}`,
        });
      if (c.issued && c.expires && c.expires < c.issued) {
        ctx.addIssue({
          code: "custom",
          path: ["certifications", i, "expires"],
          message: `Certification ${i + 1}: ${HR_MSG.certificationOrder}`,
        });
      }
    });
  });
export type EmployeeInput = z.input<typeof employeeInput>;
export type EmployeeInputParsed = z.output<typeof employeeInput>;

export const certification = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  issued: z.string().nullable(),
  expires: z.string().nullable(),
});
export type Certification = z.infer<typeof certification>;

export const emergencyContact = z.object({ name: z.string(), relationship: z.string(), phone: z.string() });

export const employee = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Personal details (phone, address, emergency contact): null in a viewer's answer. */
  phone: z.string().nullable(),
  address: z.string().nullable(),
  emergencyContact: emergencyContact.nullable(),
  personalDetailsHidden: z.boolean(),
  position: z.string(),
  department: z.enum(DEPARTMENTS),
  startDate: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  status: z.enum(EMPLOYEE_STATUSES),
  supervisor: z.string(),
  classification: z.string(),
  /** Pay for an hour in cents, or null when none is given; null for anyone but an admin (`payHidden`). */
  hourlyRateCents: z.number().int().nullable(),
  /** True when the caller is not an admin: the rate is left out (null), not missing. */
  payHidden: z.boolean(),
  education: z.string(),
  skills: z.array(z.string()),
  /** By expiry, soonest first (those without an expiry date last). */
  certifications: z.array(certification),
  /** The organization's user this employee is, if linked. */
  user: personRef.nullable(),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Employee = z.infer<typeof employee>;

export const employeeListQuery = z.object({
  /** Name, email or position, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  department: z.enum(DEPARTMENTS).optional(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(EMPLOYEE_PAGE_SIZE),
});
export type EmployeeListQuery = z.input<typeof employeeListQuery>;
export type EmployeeFilters = z.output<typeof employeeListQuery>;

export const employeeList = z.object({ employees: z.array(employee), nextCursor: z.string().nullable() });
export type EmployeeList = z.infer<typeof employeeList>;

/** PUT /api/hr/employees/:id/user: the organization's user this employee is, or null to unlink. */
export const userLinkInput = z.object({ userId: z.string().min(1).max(100).nullable() });
export type UserLinkInput = z.infer<typeof userLinkInput>;

/** The caller's calendar date (upcoming events, reports); the server's when absent. */
export const todayQuery = z.object({ today: z.iso.date(HR_MSG.invalidDate).optional() });
export type TodayQuery = z.input<typeof todayQuery>;

/** One upcoming event (hr.rules.ts: upcomingEvents). */
export const hrEvent = z.object({
  kind: z.enum(["certification", "anniversary", "start"]),
  /** When it falls: the expiry, the anniversary or the start date. */
  date: z.string(),
  /** Days from today (negative for an expired certification). */
  daysAway: z.number().int(),
  employee: recordRef,
  certification: recordRef.nullable(),
  /** The years of service an anniversary marks. */
  years: z.number().int().nullable(),
  /** A certification already past its expiry. */
  expired: z.boolean(),
});
export type HrEvent = z.infer<typeof hrEvent>;

export const hrEvents = z.object({ today: z.string(), windowDays: z.number().int(), events: z.array(hrEvent) });
export type HrEvents = z.infer<typeof hrEvents>;

/** POST /api/hr/reports: dated by the caller's today. */
export const reportInput = z.object({ today: z.iso.date(HR_MSG.invalidDate).optional() });
export type ReportInput = z.input<typeof reportInput>;

export const reportHeadcount = z.object({
  /** Active and On Leave: employees who have not left. */
  total: z.number().int(),
  active: z.number().int(),
  onLeave: z.number().int(),
  inactive: z.number().int(),
  byDepartment: z.array(
    z.object({
      department: z.enum(DEPARTMENTS),
      headcount: z.number().int(),
      active: z.number().int(),
      onLeave: z.number().int(),
    }),
  ),
  byType: z.array(z.object({ employmentType: z.enum(EMPLOYMENT_TYPES), headcount: z.number().int() })),
});
export type ReportHeadcount = z.infer<typeof reportHeadcount>;

/** A certification the report flags: expiring within 30 days of the report date, or expired. */
const reportCertification = z.object({
  employeeName: z.string(),
  department: z.enum(DEPARTMENTS),
  name: z.string(),
  issuer: z.string(),
  expires: z.string(),
  daysAway: z.number().int(),
  expired: z.boolean(),
});
export type ReportCertification = z.infer<typeof reportCertification>;

/** An employee as the report lists them: no personal details. */
const reportEmployee = z.object({
  lastName: z.string(),
  firstName: z.string(),
  position: z.string(),
  department: z.enum(DEPARTMENTS),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  status: z.enum(EMPLOYEE_STATUSES),
  startDate: z.string(),
  supervisor: z.string(),
});
export type ReportEmployee = z.infer<typeof reportEmployee>;

/** hr_reports.data: the report's figures and rows as they were when generated. */
export const reportData = z.object({
  reportDate: z.iso.date(),
  headcount: reportHeadcount,
  certifications: z.array(reportCertification),
  employees: z.array(reportEmployee),
});
export type ReportData = z.infer<typeof reportData>;

/** A saved report as the API answers it (its rows are in the files). */
export const hrReport = z.object({
  id: z.string(),
  reportDate: z.string(),
  headcount: reportHeadcount,
  expiringCertifications: z.number().int(),
  expiredCertifications: z.number().int(),
  employeeCount: z.number().int(),
  generatedBy: personRef.nullable(),
  createdAt: z.string(),
});
export type HrReport = z.infer<typeof hrReport>;
