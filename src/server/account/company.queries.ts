import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { organizationProfiles, organizations } from "../db/schema/index.ts";
import type { Scope } from "../platform/caller.ts";
import { notFound } from "../platform/errors.ts";
import { isStorageKey, type Storage } from "../platform/storage.ts";
import { addStoredFiles, removeStoredFiles, type StorageCap, type StoredFile } from "../platform/storage-usage.ts";
import type { CompanyResponse, CompanyUpdate } from "../../shared/contracts/company.ts";
import { accountEndpoints } from "../../shared/contracts/account.routes.ts";
import { href } from "../../shared/route.ts";

/**
 * An organization's company details (`organization_profiles`, one row per organization, made at the first
 * save; none means nothing given yet) with the organization's name. Every statement is filtered by the
 * organization the caller acts in; the logo's file lives in storage under `logos/<uuid>.png`.
 */

const LOGO_FILE_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

/** `logos/<uuid>.png` in storage is `/api/organization/company/logo/<uuid>.png` on the web. */
export const logoUrlOf = (key: string) =>
  href(accountEndpoints.company.logo, { params: { file: key.slice("logos/".length) } });

/** The storage key a logo address's last part names, or null when it cannot be one of ours. */
export const logoKeyOfFile = (file: string): string | null => (LOGO_FILE_RE.test(file) ? `logos/${file}` : null);

type CompanyRow = {
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  logoKey: string | null;
};

async function companyRow(db: Db, organizationId: string): Promise<CompanyRow> {
  const [row] = await db
    .select({
      name: organizations.name,
      address: organizationProfiles.address,
      phone: organizationProfiles.phone,
      email: organizationProfiles.email,
      website: organizationProfiles.website,
      logoKey: organizationProfiles.logoKey,
    })
    .from(organizations)
    .leftJoin(organizationProfiles, eq(organizationProfiles.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!row) throw notFound("Organization not found.");
  return {
    name: row.name,
    address: row.address ?? "",
    phone: row.phone ?? "",
    email: row.email ?? "",
    website: row.website ?? "",
    logoKey: row.logoKey,
  };
}

/** The caller's organization's company details, as the Account Settings section shows them. */
export async function getCompany(db: Db, scope: Pick<Scope, "organizationId">): Promise<CompanyResponse> {
  const { logoKey, ...row } = await companyRow(db, scope.organizationId);
  return { ...row, logoUrl: logoKey ? logoUrlOf(logoKey) : null };
}

/** Saves the four fields (the logo is changed on its own); the row is made at the first save. */
export async function updateCompany(
  db: Db,
  scope: Pick<Scope, "organizationId">,
  input: CompanyUpdate,
  now = new Date(),
): Promise<CompanyResponse> {
  const fields = {
    address: input.address,
    phone: input.phone,
    email: input.email,
    website: input.website,
    updatedAt: now,
  };
  await db
    .insert(organizationProfiles)
    .values({ organizationId: scope.organizationId, ...fields })
    .onConflictDoUpdate({ target: organizationProfiles.organizationId, set: fields });
  return getCompany(db, scope);
}

/**
 * Sets (or clears, with null) the organization's logo and answers the key it replaced, so that its file can go.
 * The row is locked for the exchange: two uploads at once each see the other's key, and no file is lost track
 * of. The replaced file's bytes are given back and the new one's counted (decision 0038) in the same
 * transaction: past the plan's storage, the documents' 413 and nothing changes.
 */
export async function replaceLogo(
  db: Db,
  scope: Pick<Scope, "organizationId">,
  logo: { file: StoredFile; cap: StorageCap } | null,
  now = new Date(),
): Promise<{ previous: string | null }> {
  const key = logo?.file.key ?? null;
  return db.transaction(async (tx) => {
    await tx
      .insert(organizationProfiles)
      .values({ organizationId: scope.organizationId, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ logoKey: organizationProfiles.logoKey })
      .from(organizationProfiles)
      .where(eq(organizationProfiles.organizationId, scope.organizationId))
      .for("update");
    if (!row) throw notFound("Organization not found.");
    await tx
      .update(organizationProfiles)
      .set({ logoKey: key, updatedAt: now })
      .where(eq(organizationProfiles.organizationId, scope.organizationId));
    await removeStoredFiles(tx, [row.logoKey]);
    if (logo) await addStoredFiles(tx, scope.organizationId, [logo.file], logo.cap);
    return { previous: row.logoKey };
  });
}

/**
 * The storage key of a logo address's file when it is the caller's organization's current logo, else null
 * (another organization's logo, an old one, or a name that is not a key): the file is served only then.
 */
export async function currentLogoKey(
  db: Db,
  scope: Pick<Scope, "organizationId">,
  file: string,
): Promise<string | null> {
  const key = logoKeyOfFile(file);
  if (!key) return null;
  const [row] = await db
    .select({ logoKey: organizationProfiles.logoKey })
    .from(organizationProfiles)
    .where(eq(organizationProfiles.organizationId, scope.organizationId))
    .limit(1);
  return row?.logoKey === key ? key : null;
}

/** What a document's header prints about the organization that sends it. */
export type CompanyDetails = {
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  logo: Buffer | null;
};

/**
 * For other server code (estimates', invoices' and purchase orders' PDFs): the organization's name, address,
 * phone, e-mail and website (empty strings when not given) and its logo as PNG bytes (at most 600×240, may have
 * transparency), or null when there is none or its file is missing. 404 (HttpError) for an unknown organization.
 * The caller decides whose details these are: pass the organization of the caller's scope.
 */
export async function companyDetails(db: Db, storage: Storage, organizationId: string): Promise<CompanyDetails> {
  const { logoKey, ...row } = await companyRow(db, organizationId);
  return { ...row, logo: logoKey ? await readLogo(storage, logoKey) : null };
}

async function readLogo(storage: Storage, key: string): Promise<Buffer | null> {
  if (!isStorageKey(key)) return null;
  const object = await storage.open(key);
  return object ? buffer(object.body) : null;
}
