import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../server/db/client.ts";
import { employeeCertifications, employees, users } from "../../server/db/schema/index.ts";
import { isMember } from "../../server/account/team.queries.ts";
import type { Scope } from "../../server/platform/access.ts";
import { canManage } from "../../shared/roles.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { databaseClientErrorStatus } from "../../server/platform/errors-handler.ts";
import { decodeKeyCursor, encodeKeyCursor, keysetPage, likePattern } from "../../server/platform/list-paging.ts";
import { personRefOf } from "../../server/platform/organization-rows.ts";
import type { Certification, Employee, EmployeeFilters, EmployeeInputParsed, EmployeeList } from "./hr.contract.ts";
import { HR_MSG, readHourlyRateCents } from "./hr.constants.ts";

const e = employees;
const c = employeeCertifications;
const linkedUser = alias(users, "linked_user");
const creator = alias(users, "creator");

const ofOrganization = (scope: Scope) => eq(e.organizationId, scope.organizationId);

/** Pay is an admin's: only an admin reads an employee's rate, and only an admin's save sets it. */
const seesPay = (scope: Scope) => canManage(scope.role);

/** The rate a save stores, in cents (the schema has refused any other reading). */
const rateCentsOf = (input: EmployeeInputParsed): number | null => {
  const cents = readHourlyRateCents(input.hourlyRate);
  return typeof cents === "number" ? cents : null;
};

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
  classification: e.classification,
  hourlyRateCents: e.hourlyRateCents,
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

/**
 * A row as the API answers it; a viewer's answer leaves the personal details out (null), and anyone's but an
 * admin's leaves the pay out (null).
 */
function toEmployee(r: Row, certifications: Certification[], scope: Scope): Employee {
  const hidden = scope.role === "viewer";
  const payHidden = !seesPay(scope);
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
    department: r.department,
    startDate: r.startDate,
    employmentType: r.employmentType,
    status: r.status,
    supervisor: r.supervisor,
    classification: r.classification,
    hourlyRateCents: payHidden ? null : r.hourlyRateCents,
    payHidden,
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
  const { page, nextCursor } = keysetPage(rows, filters.limit, (last) =>
    encodeKeyCursor([last.lastName, last.firstName, last.id]),
  );
  return {
    employees: await withCertifications(db, scope, page),
    nextCursor,
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
  classification: input.classification,
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

/** Adds an employee with their certifications, in one transaction; the rate only when an admin gives it. */
export async function createEmployee(db: Db, scope: Scope, input: EmployeeInputParsed): Promise<Employee> {
  const id = await db.transaction(async (trx) => {
    const [row] = await trx
      .insert(e)
      .values({
        ...valuesOf(input),
        hourlyRateCents: seesPay(scope) ? rateCentsOf(input) : null,
        organizationId: scope.organizationId,
        createdBy: scope.userId,
      })
      .returning({ id: e.id });
    if (!row) throw new Error("insert returned no row");
    await insertCertifications(trx, scope, row.id, input.certifications);
    return row.id;
  });
  return getEmployee(db, scope, id);
}

/**
 * Replaces every field of an employee and their set of certifications, in one transaction; the user link stays,
 * and so does the rate when the caller is not an admin (a member neither sees nor sets it: what they send for it
 * is ignored, as their form, which never held the rate, would otherwise clear it).
 */
export async function updateEmployee(db: Db, scope: Scope, id: string, input: EmployeeInputParsed): Promise<Employee> {
  await db.transaction(async (trx) => {
    const updated = await trx
      .update(e)
      .set({
        ...valuesOf(input),
        ...(seesPay(scope) ? { hourlyRateCents: rateCentsOf(input) } : {}),
        updatedAt: new Date(),
      })
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
