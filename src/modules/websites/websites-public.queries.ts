import { and, eq, isNotNull } from "drizzle-orm";
import type { Database, Db } from "../../server/db/client.ts";
import { websites } from "../../server/db/schema/index.ts";
import type { SiteContent } from "./websites.rules.ts";

/** What the public pages read of a published site, by its address (decision 0034). No caller, no scope: the slug. */

/**
 * A published site's identity and what its drawn page depends on: the published copy's version, and the company
 * details the header and footer show (the organization's name and its profile's last change).
 */
export type PublishedSiteKey = { id: string; organizationId: string; version: number; companyStamp: string };

/**
 * The published site at `slug` and the version of its published copy, or null (never published, taken down, or
 * no such address). One indexed row through a prepared statement: read on every visit, so that a publish or an
 * unpublish is seen at once by every server process.
 */
export async function publishedSiteKey(database: Database, slug: string): Promise<PublishedSiteKey | null> {
  const [row] = await database.prepared<{
    id: string;
    organization_id: string;
    published_version: number | string;
    company_stamp: string;
  }>(
    "published_site_key",
    `select w.id, w.organization_id, w.published_version,
            o.name || '|' || coalesce(to_char(p.updated_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS'), '') as company_stamp
       from websites w
       join organizations o on o.id = w.organization_id
       left join organization_profiles p on p.organization_id = w.organization_id
      where w.slug = $1 and w.published is not null`,
    [slug],
  );
  return row
    ? {
        id: row.id,
        organizationId: row.organization_id,
        version: Number(row.published_version),
        companyStamp: row.company_stamp,
      }
    : null;
}

/** The published copy of a site, with its version (null once taken down). */
export async function publishedContent(
  db: Db,
  siteId: string,
): Promise<{ content: SiteContent; version: number } | null> {
  const [row] = await db
    .select({ content: websites.published, version: websites.publishedVersion })
    .from(websites)
    .where(and(eq(websites.id, siteId), isNotNull(websites.published)))
    .limit(1);
  return row?.content ? { content: row.content, version: row.version } : null;
}
