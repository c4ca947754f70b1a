// The HR module's departments, types, statuses, texts, limits and report addresses: plain values a screen's first
// render may import without loading the zod schemas of hr.contract.ts (decision 0007).

// The values its tables' columns hold: listed in src/shared, where the database schema types those columns with
// them and writes their checks from them.
import { DEPARTMENTS, EMPLOYEE_STATUSES, EMPLOYMENT_TYPES } from "../../shared/column-values.ts";
import { centsOf } from "../../shared/money-text.ts";

export { DEPARTMENTS };
export type Department = (typeof DEPARTMENTS)[number];

export { EMPLOYMENT_TYPES };
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const DEFAULT_EMPLOYMENT_TYPE: EmploymentType = "Full-time";

export { EMPLOYEE_STATUSES };
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const DEFAULT_EMPLOYEE_STATUS: EmployeeStatus = "Active";

export const isDepartment = (s: string): s is Department => (DEPARTMENTS as readonly string[]).includes(s);
export const isEmployeeStatus = (s: string): s is EmployeeStatus =>
  (EMPLOYEE_STATUSES as readonly string[]).includes(s);

/** Spec §9: the expiring window; also how far ahead anniversaries and start dates are announced. */
export const EVENT_WINDOW_DAYS = 30;
/** An expired certification stays among the events this many days (then it is old news, or renewed by a newer one). */
export const EXPIRED_CERTIFICATION_DAYS = 90;

export const EMPLOYEE_PAGE_SIZE = 50;
/** The most certifications one employee keeps, and the most skills. */
export const MAX_CERTIFICATIONS = 50;
export const MAX_SKILLS = 50;
/** The largest hourly rate kept, in cents ($1,000,000.00, as the employees table's check says). */
export const MAX_HOURLY_RATE_CENTS = 100_000_000;
/** The longest work classification (certified payroll prints it: "Carpenter", "Laborer – Group 2"). */
export const MAX_CLASSIFICATION = 120;
/** The most upcoming events one answer carries (the soonest first). */
export const MAX_EVENTS = 100;
/** The most employees one report lists (a larger organization is refused with a message). */
export const REPORT_MAX_EMPLOYEES = 10_000;

/** The spec's texts for the HR screen, and the ones this product adds. */
export const HR_MSG = {
  missingFields: "First Name, Last Name, Email, Phone, Position, Department and Start Date are required.",
  invalidEmail: "Please enter a valid email address.",
  invalidDate: "Please enter a valid date (YYYY-MM-DD).",
  certificationName: "Each certification needs a name.",
  certificationOrder: "A certification cannot expire before it was issued.",
  notFound: "Employee not found.",
  unknownUser: "Choose a member of your organization.",
  userTaken: "This team member is already linked to another employee.",
  created: "Employee added successfully.",
  updated: "Employee updated successfully.",
  deleted: "Employee deleted successfully.",
  linked: "Team member account saved.",
  fetchError: "Error fetching employees",
  eventsError: "Error fetching upcoming events",
  createError: "Error adding employee",
  updateError: "Error updating employee",
  deleteError: "Error deleting employee",
  linkError: "Error linking team member",
  reportGenerated: "Report generated successfully",
  reportError: "Error generating report",
  reportNotFound: "Report not found.",
  reportTooLarge: `This report would list more than ${REPORT_MAX_EMPLOYEES.toLocaleString("en-US")} employees.`,
  badCursor: "This page link is no longer valid. Please reload the list.",
  hourlyRateInvalid: "Enter the hourly rate as an amount, like 42.50.",
  hourlyRateTooLarge: "Enter an hourly rate of at most $1,000,000.00.",
  /** What a member or viewer sees in place of the rate: pay is answered to admins only. */
  payHidden: "Pay is shown to admins only.",
} as const;

/** "Ada Lovelace". */
export const employeeName = (e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`.trim();

/** `hr-report-YYYY-MM-DD.pdf` (or .xlsx, .csv). */
export const hrReportFileName = (reportDate: string, format: "pdf" | "xlsx" | "csv") =>
  `hr-report-${reportDate}.${format}`;

/**
 * An hourly rate as typed ("42.50", "$42.50") or sent as a number of dollars, read as every amount typed in the
 * product is (shared/money-text.ts), in whole cents: null when blank or absent, "invalid" when it is not one
 * amount of zero or more, "too_large" above MAX_HOURLY_RATE_CENTS. Here rather than in a rules file, so that the
 * contract's chunk imports nothing a single dialog's chunk holds (as finance.constants.ts: parseAmountCents).
 */
export function readHourlyRateCents(
  value: string | number | null | undefined,
): number | null | "invalid" | "too_large" {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return null;
  const cents = centsOf(value);
  if (cents === null || cents < 0) return "invalid";
  return cents > MAX_HOURLY_RATE_CENTS ? "too_large" : cents;
}
