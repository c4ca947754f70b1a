import { eq, sql, type SQL } from "drizzle-orm";
import { executeRows, type Db } from "../db/client.ts";
import { organizationStorage, storedFiles } from "../db/schema/index.ts";
import { mayStore } from "../account/entitlements.queries.ts";
import { MSG } from "../../shared/messages.ts";
import { storageLimitMessage } from "../../shared/plan-limits.ts";
import type { Limits } from "./limits.ts";
import { consume } from "./rate-limit.ts";
import type { Storage } from "./storage.ts";
import { tooLarge } from "./upload.ts";

/**
 * An organization's storage used (decision 0038): the one place through which stored bytes are counted and given
 * back, whatever stored them (a document's version, a photo and its thumbnail, a website picture, the logo, an
 * avatar). Each writer calls `addStoredFiles` in the transaction that records its file and `removeStoredFiles` in
 * the one that lets it go; `stored_files` keeps each key's bytes, so giving back needs only the keys, and
 * `organization_storage` their sum, the one row read for the figure shown and locked by every count.
 *
 *   addStoredFiles(tx, org, files, cap)     count the files, then check the plan: over it, 413 and the caller's
 *                                           transaction rolls back (nothing counted, no row)
 *   removeStoredFiles(tx, keys)             give the files' bytes back (keys not counted are ignored)
 *   storageUsed / storageRoom / requireRoom the figure, the room left, and a refusal before anything is written
 *   countUpload(db, limits, org)            the organization's hourly upload cap (429 with Retry-After)
 *   backfillStoredBytes(db, storage)        counts what an installation stored before the count existed
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

/** A stored file: its storage key and its size in bytes. */
export type StoredFile = { key: string; bytes: number };

/** The server's cap on a plan that says unlimited (MAX_ORGANIZATION_STORAGE_BYTES; `config` has it). */
export type StorageCap = { maxOrganizationStorageBytes: number };

/** Adds files to the organization's count and answers its storage used after them (no plan check). */
async function countFiles(
  tx: Conn,
  organizationId: string,
  files: readonly StoredFile[],
): Promise<{ added: number; used: number }> {
  const inserted =
    files.length === 0
      ? []
      : await tx
          .insert(storedFiles)
          .values(files.map((f) => ({ storageKey: f.key, organizationId, bytes: f.bytes })))
          .onConflictDoNothing()
          .returning({ bytes: storedFiles.bytes });
  const added = inserted.reduce((sum, row) => sum + Number(row.bytes), 0);
  // The counter's row is the lock: a second upload's count waits here for the first one's transaction to end.
  const [row] = await tx
    .insert(organizationStorage)
    .values({ organizationId, usedBytes: added })
    .onConflictDoUpdate({
      target: organizationStorage.organizationId,
      set: { usedBytes: sql`${organizationStorage.usedBytes} + excluded.used_bytes` },
    })
    .returning({ used: organizationStorage.usedBytes });
  return { added, used: Number(row?.used ?? added) };
}

/**
 * Counts newly stored files in the organization's storage used, then checks the plan: past its storage (the
 * documents' 413 and message) the error stands and the transaction it runs in rolls back, so the count and the
 * record it guards are written together or not at all. Run it in the transaction that writes the record; it is a
 * savepoint of that transaction (or a transaction of its own when given the database).
 */
export async function addStoredFiles(
  db: Conn,
  organizationId: string,
  files: readonly StoredFile[],
  cap: StorageCap,
): Promise<void> {
  if (files.length === 0) return;
  await db.transaction(async (tx) => {
    const { added, used } = await countFiles(tx, organizationId, files);
    const decision = await mayStore(
      tx,
      organizationId,
      added,
      Math.max(0, used - added),
      cap.maxOrganizationStorageBytes,
    );
    if (!decision.allowed) throw tooLarge(storageLimitMessage(decision.plan, decision.terms));
  });
}

/**
 * Gives back the bytes of files let go of (deleted or replaced), in the transaction that deletes or changes their
 * record; keys never counted are ignored, and a key given back twice counts once. One statement.
 */
export async function removeStoredFiles(db: Conn, keys: readonly (string | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(keys.filter((k): k is string => typeof k === "string" && k.length > 0))];
  if (wanted.length === 0) return;
  await db.execute(sql`
    with gone as (
      delete from ${storedFiles} where ${storedFiles.storageKey} in (${sql.join(
        wanted.map((k) => sql`${k}`),
        sql`, `,
      )})
      returning organization_id, bytes
    ), per_organization as (
      select organization_id, sum(bytes) as bytes from gone group by organization_id
    )
    update ${organizationStorage} set used_bytes = greatest(${organizationStorage}.used_bytes - per_organization.bytes, 0)
    from per_organization where ${organizationStorage}.organization_id = per_organization.organization_id`);
}

/** Bytes the organization stores, every kind of file together. */
export async function storageUsed(db: Conn, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ used: organizationStorage.usedBytes })
    .from(organizationStorage)
    .where(eq(organizationStorage.organizationId, organizationId));
  return Number(row?.used ?? 0);
}

/** Room left before a file arrives (null = unlimited) and what a refusal says; the count that decides is `addStoredFiles`. */
export async function storageRoom(
  db: Conn,
  organizationId: string,
  cap: StorageCap,
): Promise<{ remainingBytes: number | null; message: string }> {
  const decision = await mayStore(
    db,
    organizationId,
    0,
    await storageUsed(db, organizationId),
    cap.maxOrganizationStorageBytes,
  );
  return { remainingBytes: decision.remainingBytes, message: storageLimitMessage(decision.plan, decision.terms) };
}

/** Refuses (the documents' 413) before anything is written when `bytes` cannot fit; `addStoredFiles` still decides. */
export async function requireRoom(db: Conn, organizationId: string, bytes: number, cap: StorageCap): Promise<void> {
  const { remainingBytes, message } = await storageRoom(db, organizationId, cap);
  if (remainingBytes !== null && bytes > remainingBytes) throw tooLarge(message);
}

/**
 * One upload of the organization's (a document or version, a photo, a website picture, the logo, an avatar),
 * counted before it is checked: past the hourly cap, 429 with Retry-After. Beside each account's own caps.
 */
export async function countUpload(
  db: Db,
  limits: Pick<Limits, "uploadsPerOrganization">,
  organizationId: string,
): Promise<void> {
  await consume(db, `uploads:org:${organizationId}`, limits.uploadsPerOrganization, MSG.organizationUploadLimit);
}

/** An avatar's address (`/api/avatars/<uuid>.webp`) as its storage key, in SQL (avatar.server.ts's `avatarKeyOf`). */
const AVATAR_URL = "^/api/avatars/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.webp$";

/**
 * Files recorded before the count existed, whose sizes their rows keep (documents' versions, photos' images):
 * counted in one statement each, the source rows share-locked so that a delete running at the same time either
 * comes first (and the file is not counted) or waits (and gives it back).
 */
const KNOWN_SIZES: SQL[] = [
  sql`select v.storage_key, v.organization_id, v.size as bytes from document_versions v
      where not exists (select 1 from stored_files s where s.storage_key = v.storage_key) limit 1000 for share of v`,
  sql`select p.storage_key, p.organization_id, p.size_bytes as bytes from photos p
      where not exists (select 1 from stored_files s where s.storage_key = p.storage_key) limit 1000 for share of p`,
];

/** Files whose sizes no row keeps (thumbnails, logos, avatars): the size is read from storage. */
type Unsized = { storage_key: string; organization_id: string; source: "thumb" | "logo" | "avatar" };
const UNSIZED = sql`
  select p.thumb_key as storage_key, p.organization_id, 'thumb' as source from photos p
    where not exists (select 1 from stored_files s where s.storage_key = p.thumb_key)
  union all
  select o.logo_key, o.organization_id, 'logo' from organization_profiles o
    where o.logo_key is not null and not exists (select 1 from stored_files s where s.storage_key = o.logo_key)
  union all
  select a.storage_key, a.organization_id, 'avatar' from (
    select 'avatars/' || substr(u.image, length('/api/avatars/') + 1) as storage_key,
      (select m.organization_id from members m where m.user_id = u.id order by m.created_at, m.id limit 1) as organization_id
    from users u where u.image ~ ${AVATAR_URL}
  ) a
    where a.organization_id is not null and not exists (select 1 from stored_files s where s.storage_key = a.storage_key)
  limit 200`;

/** The source row of an unsized file, locked while it is counted; none when it was let go of meanwhile. */
const stillReferenced = (file: Unsized): SQL =>
  file.source === "thumb"
    ? sql`select 1 from photos where thumb_key = ${file.storage_key} for share`
    : file.source === "logo"
      ? sql`select 1 from organization_profiles where logo_key = ${file.storage_key} for share`
      : sql`select 1 from users where image = ${"/api/avatars/" + file.storage_key.slice("avatars/".length)} for share`;

/**
 * Counts the files an installation stored before storage used counted them all (it counted documents only), so
 * that today's figures are right: at start-up and from maintenance, a batch at a time, safe from several processes
 * and when repeated. An avatar counts for its person's first organization. Answers how many files it counted.
 */
export async function backfillStoredBytes(db: Db, storage: Pick<Storage, "stat">): Promise<number> {
  let counted = 0;
  for (const source of KNOWN_SIZES) {
    for (;;) {
      const rows = await executeRows<{ n: number | string }>(
        db,
        sql`with found as (${source}),
          added as (
            insert into stored_files (storage_key, organization_id, bytes)
            select storage_key, organization_id, bytes from found on conflict do nothing
            returning organization_id, bytes
          ), per_organization as (select organization_id, sum(bytes) as bytes from added group by organization_id),
          bumped as (
            insert into organization_storage (organization_id, used_bytes) select organization_id, bytes from per_organization
            on conflict (organization_id) do update set used_bytes = organization_storage.used_bytes + excluded.used_bytes
            returning 1
          )
          select (select count(*) from added) as n, (select count(*) from bumped) as b`,
      );
      const n = Number(rows[0]?.n ?? 0);
      counted += n;
      if (n === 0) break;
    }
  }
  for (;;) {
    const batch = await executeRows<Unsized>(db, UNSIZED);
    if (batch.length === 0) break;
    let progress = 0;
    for (const file of batch) {
      // A file missing from storage counts as 0 bytes (and is not looked for again).
      const bytes = (await storage.stat(file.storage_key))?.size ?? 0;
      const done = await db.transaction(async (tx) => {
        if ((await executeRows(tx, stillReferenced(file))).length === 0) return false;
        await countFiles(tx, file.organization_id, [{ key: file.storage_key, bytes }]);
        return true;
      });
      if (done) {
        counted += 1;
        progress += 1;
      }
    }
    if (progress === 0) break;
  }
  return counted;
}
