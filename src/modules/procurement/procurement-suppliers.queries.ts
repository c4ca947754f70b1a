import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { suppliers } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { badRequest, conflict, notFound } from "../../server/platform/errors.ts";
import { isStillReferenced } from "../../server/platform/errors-handler.ts";
import { decodeKeyCursor, encodeKeyCursor, keysetPage, likePattern } from "../../server/platform/list-paging.ts";
import { rowBelongs } from "../../server/platform/organization-rows.ts";
import type { Supplier, SupplierFilters, SupplierList, SupplierParsed } from "./procurement.contract.ts";
import { PROCUREMENT_MSG } from "./procurement.constants.ts";

/** The organization's suppliers: list, one, create, update, delete. */

const s = suppliers;
const ofOrganization = (scope: Scope) => eq(s.organizationId, scope.organizationId);

type Row = typeof suppliers.$inferSelect;

const toSupplier = (r: Row): Supplier => ({
  id: r.id,
  name: r.name,
  contactName: r.contactName,
  email: r.email,
  phone: r.phone,
  paymentTerms: r.paymentTerms,
  notes: r.notes,
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

export const supplierBelongs = (db: Db, scope: Scope, id: string): Promise<boolean> => rowBelongs(db, scope, s, id);

/** A page of suppliers by name; `q` finds a name, contact or e-mail. */
export async function listSuppliers(db: Db, scope: Scope, filters: SupplierFilters): Promise<SupplierList> {
  const where: SQL[] = [ofOrganization(scope)];
  if (filters.q) {
    const pattern = likePattern(filters.q);
    // The expression of the trigram index suppliers_search_idx, so the index serves it.
    where.push(sql`(${s.name} || ' ' || ${s.contactName} || ' ' || ${s.email}) ilike ${pattern}`);
  }
  if (filters.cursor) {
    const keys = decodeKeyCursor(filters.cursor, 2);
    if (!keys) throw badRequest("This page link is no longer valid. Please reload the list.");
    where.push(sql`(${s.name}, ${s.id}) > (${keys[0]}, ${keys[1]})`);
  }
  const rows = await db
    .select()
    .from(s)
    .where(and(...where))
    .orderBy(s.name, s.id)
    .limit(filters.limit + 1);
  const { page, nextCursor } = keysetPage(rows, filters.limit, (last) => encodeKeyCursor([last.name, last.id]));
  return {
    suppliers: page.map(toSupplier),
    nextCursor,
  };
}

export async function getSupplier(db: Db, scope: Scope, id: string): Promise<Supplier> {
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.id, id), ofOrganization(scope)))
    .limit(1);
  if (!row) throw notFound(PROCUREMENT_MSG.supplierNotFound);
  return toSupplier(row);
}

export async function createSupplier(db: Db, scope: Scope, input: SupplierParsed): Promise<Supplier> {
  const [row] = await db
    .insert(s)
    .values({ ...input, organizationId: scope.organizationId })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toSupplier(row);
}

export async function updateSupplier(db: Db, scope: Scope, id: string, input: SupplierParsed): Promise<Supplier> {
  const [row] = await db
    .update(s)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(s.id, id), ofOrganization(scope)))
    .returning();
  if (!row) throw notFound(PROCUREMENT_MSG.supplierNotFound);
  return toSupplier(row);
}

/** Deletes a supplier; its items keep their records without it; one with purchase orders stays (409). */
export async function deleteSupplier(db: Db, scope: Scope, id: string): Promise<void> {
  const deleted = await db
    .delete(s)
    .where(and(eq(s.id, id), ofOrganization(scope)))
    .returning({ id: s.id })
    .catch((err: unknown) => {
      if (isStillReferenced(err)) throw conflict(PROCUREMENT_MSG.supplierInUse);
      throw err;
    });
  if (deleted.length === 0) throw notFound(PROCUREMENT_MSG.supplierNotFound);
}
