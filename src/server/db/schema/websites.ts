import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { SiteContent } from "../../../modules/websites/websites.contract.ts";
import { users } from "./auth.ts";
import { createdAt, id, organizationId, updatedAt } from "./columns.ts";

/**
 * The website builder (issue 16, decision 0034): one site per organization. The draft is what the builder edits
 * (saved as the person edits); `published` is the copy served at `/sites/{slug}`, replaced whole by a publish
 * (one statement) and cleared by an unpublish. `published_version` grows with every publish and unpublish: the
 * public pages' cache keys on it, so every process notices at its next read.
 */
export const websites = pgTable(
  "websites",
  {
    id: id(),
    organizationId: organizationId(),
    draft: jsonb("draft").$type<SiteContent>().notNull(),
    draftSavedAt: timestamp("draft_saved_at", { withTimezone: true }),
    /** The address the site is (or was last) published at; kept while unpublished so nobody else takes it. */
    slug: text("slug"),
    published: jsonb("published").$type<SiteContent>(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: text("published_by").references(() => users.id, { onDelete: "set null" }),
    publishedVersion: integer("published_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("websites_org_idx").on(t.organizationId),
    uniqueIndex("websites_slug_idx").on(t.slug),
    check("websites_slug_shape", sql`${t.slug} is null or ${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("websites_published_slug", sql`${t.published} is null or ${t.slug} is not null`),
  ],
);

/** Messages sent through a published site's contact form: the organization's inbox in the app. */
export const websiteMessages = pgTable(
  "website_messages",
  {
    id: id(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("website_messages_org_created_idx").on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index("website_messages_unread_idx")
      .on(t.organizationId)
      .where(sql`${t.readAt} is null`),
  ],
);
