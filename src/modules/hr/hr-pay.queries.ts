import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { employees } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { employeeName } from "./hr.constants.ts";

/** What the time clock needs of a user's employee record: who they are on payroll, and their pay. */
export type EmployeePay = {
  userId: string;
  employeeId: string;
  /** "First Last". */
  name: string;
  /** The work classification certified payroll prints, "" when none is given. */
  classification: string;
  /** Pay for an hour of straight time in cents, or null when none is given. */
  hourlyRateCents: number | null;
};

/**
 * The pay of the given users that have an employee record in the scope's organization (users without one, or
 * with one elsewhere, are left out), by name. One statement. The rate is answered whatever the scope's role: the
 * caller (labour cost, certified payroll) decides who may see it; the HR screens answer it to admins only.
 */
export async function payOfUsers(db: Db, scope: Scope, userIds: readonly string[]): Promise<EmployeePay[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      userId: employees.userId,
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      classification: employees.classification,
      hourlyRateCents: employees.hourlyRateCents,
    })
    .from(employees)
    .where(and(eq(employees.organizationId, scope.organizationId), inArray(employees.userId, ids)))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  return rows.flatMap((r) =>
    r.userId === null
      ? []
      : [
          {
            userId: r.userId,
            employeeId: r.employeeId,
            name: employeeName(r),
            classification: r.classification,
            hourlyRateCents: r.hourlyRateCents,
          },
        ],
  );
}
