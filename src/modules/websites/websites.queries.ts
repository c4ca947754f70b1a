import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { members, users, websiteMessages, websites } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import { databaseError } from "../../server/platform/errors-handler.ts";
import { badRequest, conflict } from "../../server/platform/errors.ts";
import { checkPhotos, deletePhotos, type PhotoKeys } from "../../server/platform/photos.queries.ts";
import type { DraftChange, SiteAnswer } from "./websites.contract.ts";
import { SITE_MSG } from "./websites.constants.ts";
import { emptySiteContent, imageIdsOf, suggestSlug, withTemplate, type SiteContent } from "./websites.rules.ts";

/**
 * The website builder's site (decision 0034): one row per organization, its draft and the published copy. Every
 * statement is filtered by the caller's organization; the public pages read by slug (websites-public.queries.ts).
 */

type SiteRow = typeof websites.$inferSelect;

const sameContent = (a: SiteContent | null, b: SiteContent | null) => JSON.stringify(a) === JSON.stringify(b);

async function unreadCount(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(websiteMessages)
    .where(and(eq(websiteMessages.organizationId, organizationId), sql`${websiteMessages.readAt} is null`));
  return row?.n ?? 0;
}

async function answerOf(
  db: Db,
  organizationId: string,
  companyName: string,
  row: SiteRow | undefined,
): Promise<SiteAnswer> {
  const published = row?.published ?? null;
  const draft = row?.draft ?? emptySiteContent();
  return {
    draft,
    draftSavedAt: row?.draftSavedAt?.toISOString() ?? null,
    slug: row?.slug ?? null,
    suggestedSlug: suggestSlug(companyName),
    published: published !== null,
    publishedAt: published !== null ? (row?.publishedAt?.toISOString() ?? null) : null,
    unpublishedChanges: published !== null && !sameContent(published, draft),
    companyName,
    unreadMessages: await unreadCount(db, organizationId),
  };
}

async function siteRow(db: Db, organizationId: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(websites).where(eq(websites.organizationId, organizationId)).limit(1);
  return row;
}

/** The organization's site as the builder shows it (the spec's defaults before anything is saved). */
export async function getSite(db: Db, scope: Scope, companyName: string): Promise<SiteAnswer> {
  return answerOf(db, scope.organizationId, companyName, await siteRow(db, scope.organizationId));
}

/** The caller's organization's row, made empty at first use, locked for the rest of the transaction. */
async function lockedRow(tx: Db, organizationId: string): Promise<SiteRow> {
  await tx
    .insert(websites)
    .values({ organizationId, draft: emptySiteContent() })
    .onConflictDoNothing({ target: websites.organizationId });
  const [row] = await tx
    .select()
    .from(websites)
    .where(eq(websites.organizationId, organizationId))
    .for("update")
    .limit(1);
  if (!row) throw new Error("the website row was not made");
  return row;
}

/**
 * Photos the site no longer shows, neither in the draft nor in the published copy: deleted with the change, their
 * files for the caller to remove after the commit.
 */
async function releasePhotos(
  tx: Db,
  scope: Scope,
  before: SiteRow,
  after: { draft: SiteContent; published: SiteContent | null },
): Promise<PhotoKeys[]> {
  const kept = new Set([...imageIdsOf(after.draft), ...imageIdsOf(after.published)]);
  const gone = [...imageIdsOf(before.draft), ...imageIdsOf(before.published ?? null)].filter((id) => !kept.has(id));
  return deletePhotos(tx, scope, [...new Set(gone)]);
}

export type SiteChange = { site: SiteAnswer; released: PhotoKeys[] };

/**
 * Saves a change to the draft: a template (its layout and fonts, starter content the first time), the theme, or
 * a whole section. Anything but a template needs one chosen first (the spec's "Please select a template first").
 * New pictures must be the organization's uploads; pictures the site no longer shows are released.
 */
export async function changeDraft(
  db: Db,
  scope: Scope,
  change: DraftChange,
  companyName: string,
  now = new Date(),
): Promise<SiteChange> {
  const { row, released } = await db.transaction(async (tx) => {
    const before = await lockedRow(tx, scope.organizationId);
    let draft: SiteContent = before.draft;
    if (change.template) draft = withTemplate(draft, change.template, companyName);
    if (draft.template === null) throw badRequest(SITE_MSG.selectTemplateFirst);
    if (change.theme) draft = { ...draft, theme: change.theme };
    if (change.hero) draft = { ...draft, hero: change.hero };
    if (change.services) draft = { ...draft, services: change.services };
    if (change.portfolio) draft = { ...draft, portfolio: change.portfolio };
    const fresh = imageIdsOf(draft).filter(
      (id) => !imageIdsOf(before.draft).includes(id) && !imageIdsOf(before.published).includes(id),
    );
    await checkPhotos(tx, scope, fresh, change.hero ? "hero" : "portfolio");
    const [row] = await tx
      .update(websites)
      .set({ draft, draftSavedAt: now, updatedAt: now })
      .where(eq(websites.id, before.id))
      .returning();
    if (!row) throw new Error("the draft was not saved");
    return { row, released: await releasePhotos(tx, scope, before, row) };
  });
  return { site: await answerOf(db, scope.organizationId, companyName, row), released };
}

/**
 * Publishes the draft at `/sites/{slug}`: the published copy is replaced whole in one statement, so a visitor
 * sees the old site or the new one, never a mix. The slug is the site's until it is changed; a slug another
 * organization holds answers 409.
 */
export async function publishSite(
  db: Db,
  scope: Scope,
  slug: string,
  companyName: string,
  now = new Date(),
): Promise<SiteChange> {
  try {
    const { row, released } = await db.transaction(async (tx) => {
      const before = await lockedRow(tx, scope.organizationId);
      const draft = before.draft;
      if (draft.template === null) throw badRequest(SITE_MSG.selectTemplateFirst);
      if (draft.hero.heading.trim() === "")
        throw badRequest(SITE_MSG.headingRequired, { heading: SITE_MSG.headingRequired });
      if (draft.services.length === 0) throw badRequest(SITE_MSG.oneService);
      const [row] = await tx
        .update(websites)
        .set({
          slug,
          published: draft,
          publishedAt: now,
          publishedBy: scope.userId,
          publishedVersion: sql`${websites.publishedVersion} + 1`,
          updatedAt: now,
        })
        .where(eq(websites.id, before.id))
        .returning();
      if (!row) throw new Error("the site was not published");
      return { row, released: await releasePhotos(tx, scope, before, row) };
    });
    return { site: await answerOf(db, scope.organizationId, companyName, row), released };
  } catch (err) {
    if (databaseError(err)?.code === "23505") throw conflict(SITE_MSG.slugTaken);
    throw err;
  }
}

/** Takes the site down (its address answers 404 at once); the draft and the slug stay. */
export async function unpublishSite(db: Db, scope: Scope, companyName: string, now = new Date()): Promise<SiteChange> {
  const { row, released } = await db.transaction(async (tx) => {
    const before = await lockedRow(tx, scope.organizationId);
    if (before.published === null) throw conflict(SITE_MSG.notPublished);
    const [row] = await tx
      .update(websites)
      .set({
        published: null,
        publishedAt: null,
        publishedVersion: sql`${websites.publishedVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(websites.id, before.id))
      .returning();
    if (!row) throw new Error("the site was not unpublished");
    return { row, released: await releasePhotos(tx, scope, before, row) };
  });
  return { site: await answerOf(db, scope.organizationId, companyName, row), released };
}

/** The draft as it stands, for the builder's preview. */
export async function draftOf(db: Db, scope: Scope): Promise<SiteContent> {
  return (await siteRow(db, scope.organizationId))?.draft ?? emptySiteContent();
}

/** Where a contact message is e-mailed: the organization's admins. */
export async function adminEmails(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, organizationId), eq(members.role, "admin")));
  return rows.map((r) => r.email);
}
