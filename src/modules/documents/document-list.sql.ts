import { contractNameOf } from "../contracts/contracts.queries.ts";
import { projectNameOf } from "../projects/projects.queries.ts";
import {
  isoTimestampSql,
  jsonPageStatement,
  pageColumn,
  sqlText,
  type JsonPageShape,
  type ListStatement,
} from "../../server/platform/json-list.ts";
import { likePattern } from "../../server/platform/list-paging.ts";

/**
 * The document list as one statement answering the page as JSON text in the API's shape (decision 0008),
 * with only the filters in use: the planner walks the (organization, created_at, id) index for a page instead
 * of scanning and sorting every document. Project, contract and uploader names are read for the page's rows only.
 */
export const DOCUMENT_LIST: JsonPageShape = {
  name: "document_list",
  table: "documents",
  key: "documents",
  columns: `r.id, r.organization_id, r.name, r.document_type, r.status, r.tags, r.version, r.size, r.mime_type, r.file_name,
            r.project_id, r.contract_id, r.uploaded_by, r.created_at, r.updated_at`,
  names: `${sqlText(projectNameOf(pageColumn("project_id"), pageColumn("organization_id")))} as project_name,
          ${sqlText(contractNameOf(pageColumn("contract_id"), pageColumn("organization_id")))} as contract_name,
          (select u.name from users u where u.id = p.uploaded_by) as uploader_name`,
  json: `id, name, document_type as "documentType", status, tags, version, size, mime_type as "mimeType", file_name as "fileName",
         case when project_name is null then null else json_build_object('id', project_id, 'name', project_name) end as project,
         case when contract_name is null then null else json_build_object('id', contract_id, 'name', contract_name) end as contract,
         case when uploader_name is null then null else json_build_object('id', uploaded_by, 'fullName', uploader_name) end as "uploadedBy",
         ${isoTimestampSql("created_at")} as "createdAt", ${isoTimestampSql("updated_at")} as "updatedAt"`,
};

export type DocumentListFilters = {
  q?: string;
  tags?: string[];
  projectId?: string;
  contractId?: string;
  cursor?: string;
};

/** The page's statement with only the filters in use (at most 32 statements). */
export function documentListStatement(organizationId: string, f: DocumentListFilters): ListStatement {
  const tags = f.tags ?? [];
  return jsonPageStatement(DOCUMENT_LIST, organizationId, f.cursor)
    .filter("q", f.q ? [likePattern(f.q)] : undefined, (pattern) => `r.name ilike ${pattern}`)
    .filter("tags", tags.length > 0 ? [textArrayLiteral(tags)] : undefined, (list) => `r.tags @> ${list}::text[]`)
    .filter("project", f.projectId ? [f.projectId] : undefined, (id) => `r.project_id = ${id}`)
    .filter("contract", f.contractId ? [f.contractId] : undefined, (id) => `r.contract_id = ${id}`);
}

/** A text[] literal for a parameter: every element quoted, quotes and backslashes escaped. */
export function textArrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}
