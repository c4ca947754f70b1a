import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { createdAt, id, organizationId } from "./columns.ts";

/**
 * Photos taken on site (decision 0026), shared by the modules whose records carry them (field, quality, safety):
 * each a resized JPEG and its thumbnail in storage under server-made keys. A record keeps the ids of its photos.
 */
export const photos = pgTable(
  "photos",
  {
    id: id(),
    organizationId: organizationId(),
    /** The resized image (long side at most 1600 px). */
    storageKey: text("storage_key").notNull(),
    /** The thumbnail (long side at most 320 px). */
    thumbKey: text("thumb_key").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    caption: text("caption").notNull().default(""),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /**
     * When a record first kept it (`checkPhotos`); null while only uploaded. A photo still unattached a week after
     * its upload came from a form that was never saved, and maintenance deletes it (`sweepOrphanPhotos`).
     */
    attachedAt: timestamp("attached_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("photos_org_created_idx").on(t.organizationId, t.createdAt),
    index("photos_unattached_idx")
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
    uniqueIndex("photos_storage_key_idx").on(t.storageKey),
    uniqueIndex("photos_thumb_key_idx").on(t.thumbKey),
    check("photos_size_positive", sql`${t.width} > 0 and ${t.height} > 0 and ${t.sizeBytes} > 0`),
  ],
);
