import { and, asc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { executeRows, type Db } from "../../server/db/client.ts";
import { employeeCertifications, employees, users } from "../../server/db/schema/index.ts";
import { isMember } from "../../server/account/team.queries.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { databaseClientErrorStatus } from "../../server/platform/errors-handler.ts";
import { decodeKeyCursor, encodeKeyCursor, likePattern } from "../../server/platform/list-paging.ts";
import { personRefOf } from "../../server/platform/organization-rows.ts";
import { addDays } from "../../shared/calendar.ts";
import type {
  Certification,
  Employee,
  EmployeeFilters,
  EmployeeInputParsed,
  EmployeeList,
  HrEvents,
} from "./hr.contract.ts";
import {
  EVENT_WINDOW_DAYS,
  EXPIRED_CERTIFICATION_DAYS,
  HR_MSG,
  isDepartment,
  isEmployeeStatus,
  isEmploymentType,
  MAX_EVENTS,
} from "./hr.constants.ts";
import { anniversaryDays, upcomingEvents } from "./hr.rules.ts";

const e = employees;
const c = employeeCertifications;
const linkedUser = alias(users, "linked_user");
const creator = alias(users, "creator");

const ofOrganization = (scope: Scope) => eq(e.organizationId, scope.organizationId);

const columns = {
  id: e.id,
  firstName: e.firstName,
  lastName: e.lastName,
  email: e.email,
  phone: e.phone,
  address: e.address,
  emergencyName: e.emergencyName,
  emergencyRelationship: e.emergencyRelationship,
  emergencyPhone: e.emergencyPhone,
  position: e.position,
  department: e.department,
  startDate: e.startDate,
  employmentType: e.employmentType,
  status: e.status,
  supervisor: e.supervisor,
  education: e.education,
  skills: e.skills,
  userId: linkedUser.id,
  userName: linkedUser.name,
  creatorId: creator.id,
  creatorName: creator.name,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
};

const selectEmployees = (db: Db) =>
  db
    .select(columns)
    .from(e)
    .leftJoin(linkedUser, eq(linkedUser.id, e.userId))
    .leftJoin(creator, eq(creator.id, e.createdBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectEmployees>["execute"]>>[number];

const skillsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((s): s is string => typeof s === "string") : [];

/** A row as the API answers it; a viewer's answer leaves the personal details out (null). */
function toEmployee(r: Row, certifications: Certification[], scope: Scope): Employee {
  const hidden = scope.role === "viewer";
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: hidden ? null : r.phone,
    address: hidden ? null : r.address,
    emergencyContact: hidden
      ? null
      : { name: r.emergencyName, relationship: r.emergencyRelationship, phone: r.emergencyPhone },
    personalDetailsHidden: hidden,
    position: r.position,
    // The table's checks keep these in their lists; the fallbacks only satisfy the type checker.
    department: isDepartment(r.department) ? r.department : "Operations",
    startDate: r.startDate,
    employmentType: isEmploymentType(r.employmentType) ? r.employmentType : "Full-time",
    status: isEmployeeStatus(r.status) ? r.status : "Active",
    supervisor: r.supervisor,
    education: r.education,
    skills: skillsOf(r.skills),
    certifications,
    user: personRefOf(r.userId, r.userName),
    createdBy: personRefOf(r.creatorId, r.creatorName),
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

/** The certifications of some employees of the organization, by expiry (soonest first, undated last). */
async function certificationsOf(db: Db, scope: Scope, employeeIds: string[]): Promise<Map<string, Certification[]>> {
  const byEmployee = new Map<string, Certification[]>();
  if (employeeIds.length === 0) return byEmployee;
  const rows = await db
    .select({
      id: c.id,
      employeeId: c.employeeId,
      name: c.name,
      issuer: c.issuer,
      issued: c.issued,
      expires: c.expires,
    })
    .from(c)
    .where(and(eq(c.organizationId, scope.organizationId), inArray(c.employeeId, employeeIds)))
    .orderBy(sql`${c.expires} asc nulls last`, asc(c.name), asc(c.id));
  for (const { employeeId, ...cert } of rows) {
    const list = byEmployee.get(employeeId) ?? [];
    list.push(cert);
    byEmployee.set(employeeId, list);
  }
  return byEmployee;
}

async function withCertifications(db: Db, scope: Scope, rows: Row[]): Promise<Employee[]> {
  const certs = await certificationsOf(
    db,
    scope,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toEmployee(r, certs.get(r.id) ?? [], scope));
}

/** A page of the directory, by last name then first name, with only the filters in use in the SQL. */
export async function listEmployees(db: Db, scope: Scope, filters: EmployeeFilters): Promise<EmployeeList> {
  const where: SQL[] = [ofOrganization(scope)];
  if (filters.department) where.push(eq(e.department, filters.department));
  if (filters.status) where.push(eq(e.status, filters.status));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    where.push(
      sql`((${e.firstName} || ' ' || ${e.lastName}) ilike ${pattern} or ${e.email} ilike ${pattern} or ${e.position} ilike ${pattern})`,
    );
  }
  if (filters.cursor) {
    // The last row's last name, first name and id.
    const cursor = decodeKeyCursor(filters.cursor, 3);
    if (!cursor) throw badRequest(HR_MSG.badCursor);
    const [lastName, firstName, id] = cursor;
    where.push(sql`(${e.lastName}, ${e.firstName}, ${e.id}) > (${lastName}, ${firstName}, ${id})`);
  }
  const rows = await selectEmployees(db)
    .where(and(...where))
    .orderBy(asc(e.lastName), asc(e.firstName), asc(e.id))
    .limit(filters.limit + 1);
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return {
    employees: await withCertifications(db, scope, page),
    nextCursor: rows.length > filters.limit && last ? encodeKeyCursor([last.lastName, last.firstName, last.id]) : null,
  };
}

export async function getEmployee(db: Db, scope: Scope, id: string): Promise<Employee> {
  const rows = await selectEmployees(db)
    .where(and(eq(e.id, id), ofOrganization(scope)))
    .limit(1);
  const [employee] = await withCertifications(db, scope, rows);
  if (!employee) throw notFound(HR_MSG.notFound);
  return employee;
}

const valuesOf = (input: EmployeeInputParsed) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone,
  address: input.address,
  emergencyName: input.emergencyName,
  emergencyRelationship: input.emergencyRelationship,
  emergencyPhone: input.emergencyPhone,
  position: input.position,
  department: input.department,
  startDate: input.startDate,
  employmentType: input.employmentType,
  status: input.status,
  supervisor: input.supervisor,
  education: input.education,
  skills: input.skills,
});

async function insertCertifications(
  db: Db,
  scope: Scope,
  employeeId: string,
  certifications: EmployeeInputParsed["certifications"],
): Promise<void> {
  if (certifications.length === 0) return;
  await db.insert(c).values(
    certifications.map((cert) => ({
      organizationId: scope.organizationId,
      employeeId,
      name: cert.name,
      issuer: cert.issuer,
      issued: cert.issued ?? null,
      expires: cert.expires ?? null,
    })),
  );
}

/** Adds an employee with their certifications, in one transaction. */
export async function createEmployee(db: Db, scope: Scope, input: EmployeeInputParsed): Promise<Employee> {
  const id = await db.transaction(async (trx) => {
    const [row] = await trx
      .insert(e)
      .values({ ...valuesOf(input), organizationId: scope.organizationId, createdBy: scope.userId })
      .returning({ id: e.id });
    if (!row) throw new Error("insert returned no row");
    await insertCertifications(trx, scope, row.id, input.certifications);
    return row.id;
  });
  return getEmployee(db, scope, id);
}

/** Replaces every field of an employee and their set of certifications, in one transaction; the user link stays. */
export async function updateEmployee(db: Db, scope: Scope, id: string, input: EmployeeInputParsed): Promise<Employee> {
  await db.transaction(async (trx) => {
    const updated = await trx
      .update(e)
      .set({ ...valuesOf(input), updatedAt: new Date() })
      .where(and(eq(e.id, id), ofOrganization(scope)))
      .returning({ id: e.id });
    if (updated.length === 0) throw notFound(HR_MSG.notFound);
    await trx.delete(c).where(and(eq(c.employeeId, id), eq(c.organizationId, scope.organizationId)));
    await insertCertifications(trx, scope, id, input.certifications);
  });
  return getEmployee(db, scope, id);
}

/** Deletes an employee; their certifications go with them. */
export async function deleteEmployee(db: Db, scope: Scope, id: string): Promise<void> {
  const deleted = await db
    .delete(e)
    .where(and(eq(e.id, id), ofOrganization(scope)))
    .returning({ id: e.id });
  if (deleted.length === 0) throw notFound(HR_MSG.notFound);
}

/**
 * Links an employee to a user of the organization (one employee per user), or unlinks them (null). A user of
 * another organization (or none) is refused with 400; one already linked to another employee with 409.
 */
export async function linkEmployeeUser(db: Db, scope: Scope, id: string, userId: string | null): Promise<Employee> {
  const [found] = await db
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.id, id), ofOrganization(scope)))
    .limit(1);
  if (!found) throw notFound(HR_MSG.notFound);
  if (userId !== null) {
    if (!(await isMember(db, scope, userId))) throw badRequest(HR_MSG.unknownUser, { userId: HR_MSG.unknownUser });
    const [other] = await db
      .select({ id: e.id })
      .from(e)
      .where(and(ofOrganization(scope), eq(e.userId, userId), ne(e.id, id)))
      .limit(1);
    if (other) throw conflict(HR_MSG.userTaken);
  }
  try {
    await db
      .update(e)
      .set({ userId, updatedAt: new Date() })
      .where(and(eq(e.id, id), ofOrganization(scope)));
  } catch (err) {
    // Two links of the same user at once: the unique index answers the second.
    if (databaseClientErrorStatus(err) === 409) throw conflict(HR_MSG.userTaken);
    throw err;
  }
  return getEmployee(db, scope, id);
}

/** A certification with an expiry date, of an employee who has not left, with what the report and events show of them. */
export type DatedCertification = {
  id: string;
  name: string;
  issuer: string;
  expires: string;
  employeeId: string;
  firstName: string;
  lastName: string;
  department: string;
};

/** Certifications expiring up to `to` (and from `from`, when given) of employees who have not left (the joined `e`). */
function datedCertificationsWhere(scope: Scope, range: { from?: string; to: string }): SQL {
  const conditions = [
    eq(c.organizationId, scope.organizationId),
    ofOrganization(scope),
    ne(e.status, "Inactive"),
    isNotNull(c.expires),
  ];
  if (range.from) conditions.push(gte(c.expires, range.from));
  conditions.push(lte(c.expires, range.to));
  return sql.join(
    conditions.map((condition) => sql`(${condition})`),
    sql` and `,
  );
}

/** Their order: by expiry, then by the employee's name. */
const datedCertificationsOrder = [asc(c.expires), asc(e.lastName), asc(e.firstName), asc(c.name), asc(c.id)];

/** Certifications expiring up to `to` (and from `from`, when given) of employees who have not left, by expiry. */
export async function datedCertifications(
  db: Db,
  scope: Scope,
  range: { from?: string; to: string },
  limit: number,
): Promise<DatedCertification[]> {
  const rows = await db
    .select({
      id: c.id,
      name: c.name,
      issuer: c.issuer,
      expires: c.expires,
      employeeId: e.id,
      firstName: e.firstName,
      lastName: e.lastName,
      department: e.department,
    })
    .from(c)
    .innerJoin(e, eq(e.id, c.employeeId))
    .where(datedCertificationsWhere(scope, range))
    .orderBy(...datedCertificationsOrder)
    .limit(limit);
  return rows.flatMap((r) => (r.expires ? [{ ...r, expires: r.expires }] : []));
}

/**
 * For the overview: certifications expiring between two dates (inclusive) of employees who have not left
 * (Inactive), soonest first, at most `limit`.
 */
export async function certificationsExpiringBetween(
  db: Db,
  scope: Scope,
  from: string,
  to: string,
  limit: number,
): Promise<{ id: string; name: string; employeeId: string; employeeName: string; expires: string }[]> {
  const rows = await datedCertifications(db, scope, { from, to }, limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    employeeId: r.employeeId,
    employeeName: `${r.firstName} ${r.lastName}`,
    expires: r.expires,
  }));
}

/**
 * A start date's month × 100 + day (hr.rules.ts: monthDayNumber), written as the expression of the index
 * employees_org_anniversary_idx so the index serves it (date_part on a date is immutable; to_char is not).
 */
const startMonthDay = sql`(date_part('month', ${e.startDate}) * 100 + date_part('day', ${e.startDate}))::int`;

/** A row of the events' query: an employee who starts or has an anniversary, or a certification of one. */
type EventRow = {
  kind: string;
  id: string;
  firstName: string;
  lastName: string;
  /** The start date, or the certification's expiry. */
  date: string;
  status: string;
  certificationId: string | null;
  certificationName: string | null;
};

/**
 * In one statement, what the events are made of, each kind at most `limit` soonest, a kind's last day whole (so
 * the rule's order by name on that day stays exact): employees who have not left (Inactive) and start between
 * today and `end`, by date; those who started before today with an anniversary in the window, by its distance
 * from today (anniversaryDays); and the certifications expired up to EXPIRED_CERTIFICATION_DAYS ago or expiring
 * by `end` (as datedCertifications).
 */
async function eventRows(db: Db, scope: Scope, today: string, end: string, limit: number): Promise<EventRow[]> {
  const days = anniversaryDays(today);
  // PostgreSQL array literals: the casts give the parameters their type, so each is read once, not per row.
  const monthDays = `{${days.map((d) => d.monthDay).join(",")}}`;
  const daysAway = `{${days.map((d) => d.daysAway).join(",")}}`;
  const person = sql`'person' as "kind", ${e.id} as "id", ${e.firstName} as "firstName", ${e.lastName} as "lastName", ${e.startDate}::text as "date", ${e.status} as "status", null::text as "certificationId", null::text as "certificationName"`;
  const current = sql`${e.organizationId} = ${scope.organizationId} and ${e.status} <> 'Inactive'`;
  const certifications = datedCertificationsWhere(scope, {
    from: addDays(today, -EXPIRED_CERTIFICATION_DAYS),
    to: end,
  });
  return executeRows<EventRow>(
    db,
    sql`(select ${person} from ${e}
          where ${current} and ${e.startDate} >= ${today} and ${e.startDate} <= ${end}
          order by ${e.startDate} fetch first ${limit} rows with ties)
        union all
        (select ${person} from ${e}
          where ${current} and ${e.startDate} < ${today} and ${startMonthDay} = any(${monthDays}::int[])
          order by (${daysAway}::int[])[array_position(${monthDays}::int[], ${startMonthDay})] fetch first ${limit} rows with ties)
        union all
        (select 'certification', ${e.id}, ${e.firstName}, ${e.lastName}, ${c.expires}::text, ${e.status}, ${c.id}, ${c.name}
          from ${c} inner join ${e} on ${e.id} = ${c.employeeId}
          where ${certifications}
          order by ${sql.join(datedCertificationsOrder, sql`, `)} limit ${limit})`,
  );
}

/**
 * Upcoming events (hr.rules.ts: upcomingEvents) as of the caller's `today`: certifications expired or expiring in
 * the window, and the anniversaries and start dates of employees who have not left. The SQL sieves by date and
 * keeps the soonest of each kind; the rule decides.
 */
export async function hrUpcomingEvents(db: Db, scope: Scope, today: string): Promise<HrEvents> {
  const rows = await eventRows(db, scope, today, addDays(today, EVENT_WINDOW_DAYS), MAX_EVENTS);
  const people = rows.flatMap((r) =>
    r.kind === "person"
      ? [
          {
            id: r.id,
            firstName: r.firstName,
            lastName: r.lastName,
            startDate: r.date,
            status: isEmployeeStatus(r.status) ? r.status : "Active",
          },
        ]
      : [],
  );
  const certifications = rows.flatMap((r) =>
    r.kind === "certification" && r.certificationId !== null && r.certificationName !== null
      ? [
          {
            id: r.certificationId,
            name: r.certificationName,
            expires: r.date,
            employee: { id: r.id, name: `${r.firstName} ${r.lastName}` },
          },
        ]
      : [],
  );
  const events = upcomingEvents(people, certifications, today, MAX_EVENTS);
  return { today, windowDays: EVENT_WINDOW_DAYS, events };
}

/** Employees who have not left (any status but Inactive) by department, largest first, then by name. One statement. */
export async function employeesByDepartment(
  db: Db,
  scope: Scope,
): Promise<{ department: string; employees: number }[]> {
  const rows = await db
    .select({ department: e.department, employees: sql<number>`count(*)::int` })
    .from(e)
    .where(and(ofOrganization(scope), ne(e.status, "Inactive")))
    .groupBy(e.department)
    .orderBy(sql`count(*) desc`, asc(e.department));
  return rows.map((r) => ({ department: r.department, employees: Number(r.employees) }));
}
