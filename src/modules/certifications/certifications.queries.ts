import { and, asc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { dayNumber, isoFromDay } from "../../shared/calendar.ts";
import {
  CERTIFICATION_MSG,
  CERTIFICATION_STATUSES,
  certificationStatus,
  expiryRangeOf,
  type CertificationArea,
  type CertificationStatus,
} from "./certifications.constants.ts";
import type {
  Certification,
  CertificationCounts,
  CertificationFilters,
  CertificationInputParsed,
  CertificationList,
} from "./certifications.contract.ts";
import type { Db } from "../../server/db/client.ts";
import { certifications, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import { decodeKeyCursor, encodeKeyCursor, keysetPage } from "../../server/platform/list-paging.ts";
import { personRefOf } from "../../server/platform/organization-rows.ts";

/**
 * Certifications (decision 0029): every query takes the module's area with the caller's scope, so a module sees
 * its own organization's certifications of its own area; anything else answers 404 like a missing one.
 */

const c = certifications;
const ofArea = (scope: Scope, area: CertificationArea) =>
  and(eq(c.organizationId, scope.organizationId), eq(c.area, area));
const oneOf = (scope: Scope, area: CertificationArea, id: string) => and(eq(c.id, id), ofArea(scope, area));

const columns = {
  id: c.id,
  name: c.name,
  number: c.number,
  issuingAuthority: c.issuingAuthority,
  issueDate: c.issueDate,
  expiryDate: c.expiryDate,
  renewalRequirements: c.renewalRequirements,
  description: c.description,
  creatorId: users.id,
  creatorName: users.name,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
};

const selectCertifications = (db: Db) => db.select(columns).from(c).leftJoin(users, eq(users.id, c.createdBy));

/** A real `YYYY-MM-DD` date (a cursor's key is the client's to garble). */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = dayNumber(text);
  return Number.isFinite(day) && isoFromDay(day) === text;
}

type Row = Awaited<ReturnType<ReturnType<typeof selectCertifications>["execute"]>>[number];

function toCertification(r: Row, today: string): Certification {
  return {
    id: r.id,
    name: r.name,
    number: r.number,
    issuingAuthority: r.issuingAuthority,
    issueDate: r.issueDate,
    expiryDate: r.expiryDate,
    renewalRequirements: r.renewalRequirements,
    description: r.description,
    status: certificationStatus(r.expiryDate, today),
    createdBy: personRefOf(r.creatorId, r.creatorName),
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

/** A page of the area's certifications, soonest expiry first, their status as of `today` (and filtered by it). */
export async function listCertifications(
  db: Db,
  scope: Scope,
  area: CertificationArea,
  filters: CertificationFilters,
  today: string,
): Promise<CertificationList> {
  const where: (SQL | undefined)[] = [ofArea(scope, area)];
  if (filters.status) {
    const { from, to } = expiryRangeOf(filters.status, today);
    if (from) where.push(gte(c.expiryDate, from));
    if (to) where.push(lte(c.expiryDate, to));
  }
  if (filters.cursor) {
    // The last row's expiry date and id.
    const [expiry, id] = decodeKeyCursor(filters.cursor, 2) ?? [];
    if (!expiry || !id || !isCalendarDate(expiry)) throw badRequest(CERTIFICATION_MSG.badCursor);
    where.push(sql`(${c.expiryDate}, ${c.id}) > (${expiry}::date, ${id})`);
  }
  const rows = await selectCertifications(db)
    .where(and(...where))
    .orderBy(asc(c.expiryDate), asc(c.id))
    .limit(filters.limit + 1);
  const { page, nextCursor } = keysetPage(rows, filters.limit, (last) => encodeKeyCursor([last.expiryDate, last.id]));
  return {
    today,
    certifications: page.map((r) => toCertification(r, today)),
    nextCursor,
  };
}

export async function getCertification(
  db: Db,
  scope: Scope,
  area: CertificationArea,
  id: string,
  today: string,
): Promise<Certification> {
  const [row] = await selectCertifications(db)
    .where(oneOf(scope, area, id))
    .limit(1);
  if (!row) throw notFound(CERTIFICATION_MSG.notFound);
  return toCertification(row, today);
}

const valuesOf = (input: CertificationInputParsed) => ({
  name: input.name,
  number: input.number,
  issuingAuthority: input.issuingAuthority,
  issueDate: input.issueDate,
  expiryDate: input.expiryDate,
  renewalRequirements: input.renewalRequirements,
  description: input.description,
});

export async function createCertification(
  db: Db,
  scope: Scope,
  area: CertificationArea,
  input: CertificationInputParsed,
  today: string,
): Promise<Certification> {
  const [row] = await db
    .insert(c)
    .values({ ...valuesOf(input), area, organizationId: scope.organizationId, createdBy: scope.userId })
    .returning({ id: c.id });
  if (!row) throw new Error("the certification's row was not written");
  return getCertification(db, scope, area, row.id, today);
}

/** Replaces every field of a certification. */
export async function updateCertification(
  db: Db,
  scope: Scope,
  area: CertificationArea,
  id: string,
  input: CertificationInputParsed,
  today: string,
): Promise<Certification> {
  const updated = await db
    .update(c)
    .set({ ...valuesOf(input), updatedAt: new Date() })
    .where(oneOf(scope, area, id))
    .returning({ id: c.id });
  if (updated.length === 0) throw notFound(CERTIFICATION_MSG.notFound);
  return getCertification(db, scope, area, id, today);
}

export async function deleteCertification(db: Db, scope: Scope, area: CertificationArea, id: string): Promise<void> {
  const deleted = await db
    .delete(c)
    .where(oneOf(scope, area, id))
    .returning({ id: c.id });
  if (deleted.length === 0) throw notFound(CERTIFICATION_MSG.notFound);
}

/** For the overview's deadlines: the area's certifications expiring between two dates (inclusive), soonest first, at most `limit`. */
export async function certificationsExpiringBetween(
  db: Db,
  scope: Scope,
  area: CertificationArea,
  from: string,
  to: string,
  limit: number,
): Promise<{ id: string; name: string; number: string; issuingAuthority: string; expires: string }[]> {
  return db
    .select({ id: c.id, name: c.name, number: c.number, issuingAuthority: c.issuingAuthority, expires: c.expiryDate })
    .from(c)
    .where(and(ofArea(scope, area), gte(c.expiryDate, from), lte(c.expiryDate, to)))
    .orderBy(asc(c.expiryDate), asc(c.name), asc(c.id))
    .limit(limit);
}

/** How many of the area's certifications are valid, expiring and expired on `today`. */
export async function certificationCounts(
  db: Db,
  scope: Scope,
  area: CertificationArea,
  today: string,
): Promise<CertificationCounts> {
  const countIn = (status: CertificationStatus) => {
    const { from, to } = expiryRangeOf(status, today);
    const parts = [
      from ? sql`${c.expiryDate} >= ${from}::date` : sql`true`,
      to ? sql`${c.expiryDate} <= ${to}::date` : sql`true`,
    ];
    return sql<number>`count(*) filter (where ${sql.join(parts, sql` and `)})::int`;
  };
  const [row] = await db
    .select({ valid: countIn("valid"), expiring: countIn("expiring"), expired: countIn("expired") })
    .from(c)
    .where(ofArea(scope, area));
  const counts: CertificationCounts = { valid: 0, expiring: 0, expired: 0 };
  for (const s of CERTIFICATION_STATUSES) counts[s] = Number(row?.[s] ?? 0);
  return counts;
}

/** A saved report's certifications: the area's, by expiry date, with their standing on the report's day. */
export type ReportCertification = {
  name: string;
  number: string;
  issuingAuthority: string;
  issueDate: string | null;
  expiryDate: string;
  status: CertificationStatus;
};

/** Every certification of the area for a report, at most `max` (past that a 400 with `tooMany`). */
export async function certificationsForReport(
  db: Db,
  scope: Scope,
  area: CertificationArea,
  reportDate: string,
  max: number,
  tooMany: string,
): Promise<ReportCertification[]> {
  const rows = await db
    .select({
      name: c.name,
      number: c.number,
      issuingAuthority: c.issuingAuthority,
      issueDate: c.issueDate,
      expiryDate: c.expiryDate,
    })
    .from(c)
    .where(ofArea(scope, area))
    .orderBy(asc(c.expiryDate), asc(c.name), asc(c.id))
    .limit(max + 1);
  if (rows.length > max) throw badRequest(tooMany);
  return rows.map((r) => ({ ...r, status: certificationStatus(r.expiryDate, reportDate) }));
}
