import { and, asc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { qualityCertifications, users } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, notFound } from "../../server/platform/errors.ts";
import { decodeKeyCursor, encodeKeyCursor } from "../../server/platform/list-paging.ts";
import { personRefOf } from "../../server/platform/organization-rows.ts";
import { dayNumber, isoFromDay } from "../../shared/calendar.ts";
import type { Certification, CertificationFilters, CertificationInputParsed, CertificationList } from "./quality.contract.ts";
import { QUALITY_MSG } from "./quality.constants.ts";
import { certificationStatus, expiryRangeOf } from "./quality.rules.ts";

const c = qualityCertifications;
const ofOrganization = (scope: Scope) => eq(c.organizationId, scope.organizationId);

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

/** A page of the organization's certifications, soonest expiry first, their status as of `today` (and filtered by it). */
export async function listCertifications(db: Db, scope: Scope, filters: CertificationFilters, today: string): Promise<CertificationList> {
  const where: SQL[] = [ofOrganization(scope)];
  if (filters.status) {
    const { from, to } = expiryRangeOf(filters.status, today);
    if (from) where.push(gte(c.expiryDate, from));
    if (to) where.push(lte(c.expiryDate, to));
  }
  if (filters.cursor) {
    // The last row's expiry date and id.
    const cursor = decodeKeyCursor(filters.cursor, 2);
    const [expiry, id] = cursor ?? [];
    if (!expiry || !id || !isCalendarDate(expiry)) throw badRequest(QUALITY_MSG.badCursor);
    where.push(sql`(${c.expiryDate}, ${c.id}) > (${expiry}::date, ${id})`);
  }
  const rows = await selectCertifications(db)
    .where(and(...where))
    .orderBy(asc(c.expiryDate), asc(c.id))
    .limit(filters.limit + 1);
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return {
    today,
    certifications: page.map((r) => toCertification(r, today)),
    nextCursor: rows.length > filters.limit && last ? encodeKeyCursor([last.expiryDate, last.id]) : null,
  };
}

export async function getCertification(db: Db, scope: Scope, id: string, today: string): Promise<Certification> {
  const [row] = await selectCertifications(db)
    .where(and(eq(c.id, id), ofOrganization(scope)))
    .limit(1);
  if (!row) throw notFound(QUALITY_MSG.certificationNotFound);
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

export async function createCertification(db: Db, scope: Scope, input: CertificationInputParsed, today: string): Promise<Certification> {
  const [row] = await db
    .insert(c)
    .values({ ...valuesOf(input), organizationId: scope.organizationId, createdBy: scope.userId })
    .returning({ id: c.id });
  if (!row) throw new Error("the certification's row was not written");
  return getCertification(db, scope, row.id, today);
}

/** Replaces every field of a certification. */
export async function updateCertification(db: Db, scope: Scope, id: string, input: CertificationInputParsed, today: string): Promise<Certification> {
  const updated = await db
    .update(c)
    .set({ ...valuesOf(input), updatedAt: new Date() })
    .where(and(eq(c.id, id), ofOrganization(scope)))
    .returning({ id: c.id });
  if (updated.length === 0) throw notFound(QUALITY_MSG.certificationNotFound);
  return getCertification(db, scope, id, today);
}

export async function deleteCertification(db: Db, scope: Scope, id: string): Promise<void> {
  const deleted = await db
    .delete(c)
    .where(and(eq(c.id, id), ofOrganization(scope)))
    .returning({ id: c.id });
  if (deleted.length === 0) throw notFound(QUALITY_MSG.certificationNotFound);
}

/**
 * For the overview's deadlines: the organization's quality certifications expiring between two dates
 * (inclusive), soonest first, at most `limit`.
 */
export async function qualityCertificationsExpiringBetween(
  db: Db,
  scope: Scope,
  from: string,
  to: string,
  limit: number,
): Promise<{ id: string; name: string; number: string; issuingAuthority: string; expires: string }[]> {
  return db
    .select({ id: c.id, name: c.name, number: c.number, issuingAuthority: c.issuingAuthority, expires: c.expiryDate })
    .from(c)
    .where(and(ofOrganization(scope), gte(c.expiryDate, from), lte(c.expiryDate, to)))
    .orderBy(asc(c.expiryDate), asc(c.name), asc(c.id))
    .limit(limit);
}
