import { and } from "drizzle-orm";
import { buffer } from "node:stream/consumers";
import type { Db } from "../../server/db/client.ts";
import type { Scope } from "../../server/platform/access.ts";
import { newestFirst } from "../../server/platform/list-paging.ts";
import { organizationNameOf } from "../../server/platform/organization-rows.ts";
import { photoFile } from "../../server/platform/photos.queries.ts";
import type { Storage } from "../../server/platform/storage.ts";
import { getProject } from "../projects/projects.queries.ts";
import type { PunchFilters } from "./punch-lists.contract.ts";
import { PUNCH_PDF_MAX_ITEMS } from "./punch-lists.constants.ts";
import type { PunchListSheet } from "./punch-list-pdf.server.ts";
import { listConditions } from "./punch-lists.queries.ts";
import { p, selectItems, toItems } from "./punch-rows.queries.ts";

/**
 * What a project's punch list PDF draws: the project (404 when it is not the organization's), its items as
 * filtered (the newest PUNCH_PDF_MAX_ITEMS), and the thumbnails of their photos read from storage.
 */
export async function punchListSheet(
  db: Db,
  storage: Storage,
  scope: Scope,
  projectId: string,
  filters: Pick<PunchFilters, "status" | "assigneeId" | "location">,
): Promise<PunchListSheet> {
  const project = await getProject(db, scope, projectId);
  const rows = await selectItems(db)
    .where(and(...listConditions(scope, { ...filters, projectId })))
    .orderBy(...newestFirst(p.createdAt, p.id))
    .limit(PUNCH_PDF_MAX_ITEMS + 1);
  const items = await toItems(db, scope, rows.slice(0, PUNCH_PDF_MAX_ITEMS));
  const images = new Map<string, Buffer>();
  for (const photo of items.flatMap((item) => item.photos)) {
    const file = await photoFile(db, scope, photo.id, "thumb");
    const object = await storage.open(file.key);
    if (object) images.set(photo.id, await buffer(object.body));
  }
  return {
    organizationName: await organizationNameOf(db, scope),
    projectName: project.name,
    items,
    images,
    truncated: rows.length > PUNCH_PDF_MAX_ITEMS,
  };
}
