import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, organizationId } from "./columns.ts";

/**
 * Every stored file an organization's storage counts (decision 0038): one row per storage key, with its size in
 * bytes, written in the transaction that records the file (a document's version, a photo and its thumbnail, the
 * logo, an avatar) and deleted in the one that lets it go. Only `platform/storage-usage.ts` writes here.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    storageKey: text("storage_key").primaryKey(),
    organizationId: organizationId(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("stored_files_org_idx").on(t.organizationId),
    check("stored_files_bytes_not_negative", sql`${t.bytes} >= 0`),
  ],
);

/**
 * The sum of an organization's `stored_files`, kept beside them in the same statements: one row to read for the
 * storage shown and checked, and the row every upload's count locks, so two uploads cannot both take the last bytes.
 */
export const organizationStorage = pgTable(
  "organization_storage",
  {
    organizationId: organizationId().primaryKey(),
    usedBytes: bigint("used_bytes", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("organization_storage_used_not_negative", sql`${t.usedBytes} >= 0`)],
);
