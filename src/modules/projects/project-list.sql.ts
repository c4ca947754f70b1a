import { clientNameOf } from "../clients/clients.queries.ts";
import {
  isoTimestampSql,
  jsonPageStatement,
  pageColumn,
  sqlText,
  type JsonPageShape,
  type ListStatement,
} from "../../server/platform/json-list.ts";
import { likePattern } from "../../server/platform/list-paging.ts";
import type { ProjectStatus } from "./projects.constants.ts";

/**
 * The project list as one statement answering the page as JSON text in the API's shape (decision 0008: the
 * drivers turning 50 rows × 14 columns into objects, then validating and serializing them again, cost more
 * than the query itself). Client and manager names are read for the page's rows only.
 */
export const PROJECT_LIST: JsonPageShape = {
  name: "project_list",
  table: "projects",
  key: "projects",
  columns: `r.id, r.organization_id, r.name, r.description, r.start_date, r.end_date, r.status, r.budget, r.progress,
            r.client_id, r.manager_id, r.created_at, r.updated_at`,
  names: `${sqlText(clientNameOf(pageColumn("client_id"), pageColumn("organization_id")))} as client_name,
          (select u.name from users u where u.id = p.manager_id) as manager_name`,
  json: `id, name, description, start_date as "startDate", end_date as "endDate", status, budget, progress,
         case when client_name is null then null else json_build_object('id', client_id, 'name', client_name) end as client,
         case when manager_name is null then null else json_build_object('id', manager_id, 'fullName', manager_name) end as manager,
         ${isoTimestampSql("created_at")} as "createdAt", ${isoTimestampSql("updated_at")} as "updatedAt"`,
};

export type ProjectListFilters = { q?: string; status?: ProjectStatus; cursor?: string };

/** The page's statement with only the filters in use. */
export function projectListStatement(organizationId: string, f: ProjectListFilters): ListStatement {
  return jsonPageStatement(PROJECT_LIST, organizationId, f.cursor)
    .filter("q", f.q ? [likePattern(f.q)] : undefined, (pattern) => `r.name ilike ${pattern}`)
    .filter("status", f.status ? [f.status] : undefined, (status) => `r.status = ${status}`);
}
