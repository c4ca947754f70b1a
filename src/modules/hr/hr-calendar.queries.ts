import { asc, eq, gte, isNotNull, lte, ne, sql, type SQL } from "drizzle-orm";
import { executeRows, type Db } from "../../server/db/client.ts";
import { employeeCertifications, employees } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { addDays } from "../../shared/calendar.ts";
import type { HrEvents } from "./hr.contract.ts";
import {
  EVENT_WINDOW_DAYS,
  EXPIRED_CERTIFICATION_DAYS,
  MAX_EVENTS,
  type Department,
  type EmployeeStatus,
} from "./hr.constants.ts";
import { anniversaryDays, upcomingEvents } from "./hr.rules.ts";

// The HR calendar: certifications by expiry (the report, the overview, Upcoming Events) and the events themselves.

const e = employees;
const c = employeeCertifications;
const ofOrganization = (scope: Scope) => eq(e.organizationId, scope.organizationId);

/** A certification with an expiry date, of an employee who has not left, with what the report and events show of them. */
export type DatedCertification = {
  id: string;
  name: string;
  issuer: string;
  expires: string;
  employeeId: string;
  firstName: string;
  lastName: string;
  department: Department;
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
  status: EmployeeStatus;
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
            status: r.status,
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
