import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { DEPARTMENTS, EMPLOYEE_STATUSES, EMPLOYMENT_TYPES } from "../../../shared/column-values.ts";
import { createdAt, id, oneOf, organizationId, updatedAt } from "./columns.ts";

/**
 * The HR module's employees (spec: Employee, with its nested personal info, emergency contact, employment and
 * qualifications kept as columns). Personal details are answered to admins and members only (hr.queries.ts).
 */
export const employees = pgTable(
  "employees",
  {
    id: id(),
    organizationId: organizationId(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull().default(""),
    emergencyName: text("emergency_name").notNull().default(""),
    emergencyRelationship: text("emergency_relationship").notNull().default(""),
    emergencyPhone: text("emergency_phone").notNull().default(""),
    position: text("position").notNull(),
    department: text("department", { enum: DEPARTMENTS }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }).notNull().default("Full-time"),
    status: text("status", { enum: EMPLOYEE_STATUSES }).notNull().default("Active"),
    supervisor: text("supervisor").notNull().default(""),
    education: text("education").notNull().default(""),
    /** The employee's skills, as a JSON array of strings. */
    skills: jsonb("skills").$type<string[]>().notNull().default([]),
    /** Pay for an hour of straight time in cents (the time clock's labour cost and payroll), or none given. */
    hourlyRateCents: integer("hourly_rate_cents"),
    /** The work classification certified payroll prints ("Carpenter", "Laborer – Group 2"). */
    classification: text("classification").notNull().default(""),
    /** The organization's user this employee is, if any (one employee per user). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("employees_org_name_idx").on(t.organizationId, t.lastName, t.firstName, t.id),
    index("employees_org_department_idx").on(t.organizationId, t.department, t.status),
    // The upcoming events: starts by date, and anniversaries by the start's month × 100 + day (hr.queries.ts: startMonthDay).
    index("employees_org_start_idx").on(t.organizationId, t.startDate),
    index("employees_org_anniversary_idx").on(
      t.organizationId,
      sql`((date_part('month', ${t.startDate}) * 100 + date_part('day', ${t.startDate}))::int)`,
    ),
    uniqueIndex("employees_org_user_idx")
      .on(t.organizationId, t.userId)
      .where(sql`${t.userId} is not null`),
    check("employees_department", oneOf(t.department, DEPARTMENTS)),
    check("employees_employment_type", oneOf(t.employmentType, EMPLOYMENT_TYPES)),
    check("employees_status", oneOf(t.status, EMPLOYEE_STATUSES)),
    check("employees_hourly_rate", sql`${t.hourlyRateCents} is null or ${t.hourlyRateCents} between 0 and 100000000`),
  ],
);

/** An employee's certification (spec: qualifications.certifications {name, issuer, issued, expires}). */
export const employeeCertifications = pgTable(
  "employee_certifications",
  {
    id: id(),
    organizationId: organizationId(),
    employeeId: text("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    issuer: text("issuer").notNull().default(""),
    issued: date("issued", { mode: "string" }),
    expires: date("expires", { mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("employee_certs_employee_idx").on(t.employeeId),
    index("employee_certs_org_expires_idx").on(t.organizationId, t.expires),
    check(
      "employee_certs_dates_order",
      sql`${t.expires} is null or ${t.issued} is null or ${t.expires} >= ${t.issued}`,
    ),
  ],
);

/** A generated HR report: who, when, and its figures and rows as they were (its files are made from it). */
export const hrReports = pgTable(
  "hr_reports",
  {
    id: id(),
    organizationId: organizationId(),
    generatedBy: text("generated_by").references(() => users.id, { onDelete: "set null" }),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("hr_reports_org_created_idx").on(t.organizationId, t.createdAt.desc())],
);
