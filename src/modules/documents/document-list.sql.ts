/**
 * The document list as one prepared statement answering the page as JSON text in the API's shape (decision
 * 0008). Only the filters in use appear in the statement (one prepared statement per combination, at most
 * 32): with `($2 = '' or …)` guards the planner cannot estimate the rows, and chose a full scan and sort over
 * the (organization, created_at, id) index that finds a page by reading little more than the page.
 */
export type DocumentListFilters = { q: boolean; tags: boolean; project: boolean; contract: boolean; cursor: boolean };

/** The statement's name (for preparing it once per connection) and text; parameters in `documentListParams`' order. */
export function documentListSql(f: DocumentListFilters): { name: string; text: string } {
  const where = ["d.organization_id = $1"];
  let n = 1;
  const param = () => `$${++n}`;
  if (f.q) where.push(`d.name ilike ${param()}`);
  if (f.tags) where.push(`d.tags @> ${param()}::text[]`);
  if (f.project) where.push(`d.project_id = ${param()}`);
  if (f.contract) where.push(`d.contract_id = ${param()}`);
  if (f.cursor) where.push(`(d.created_at, d.id) < (${param()}::timestamptz, ${param()})`);
  const limit = `${param()}::int`;
  const name = `document_list_${[f.q, f.tags, f.project, f.contract, f.cursor].map((b) => (b ? 1 : 0)).join("")}`;
  const text = `
  with page as (
    select d.id, d.name, d.document_type, d.status, d.tags, d.version, d.size, d.mime_type, d.file_name,
           d.project_id, d.contract_id, d.uploaded_by, d.created_at, d.updated_at
    from documents d
    where ${where.join(" and ")}
    order by d.created_at desc nulls last, d.id desc nulls last
    limit ${limit} + 1
  ), shown as (
    -- Names are joined for the page's rows only, after the index has found them.
    select s.*, p.name as project_name, k.name as contract_name, u.name as uploader_name
    from (select * from page order by created_at desc, id desc limit ${limit}) s
    left join projects p on p.id = s.project_id
    left join contracts k on k.id = s.contract_id
    left join users u on u.id = s.uploaded_by
  )
  select
    (select coalesce(json_agg(x), '[]')::text from (
      select id, name, document_type as "documentType", status, tags, version, size, mime_type as "mimeType",
             file_name as "fileName",
             case when project_id is null then null else json_build_object('id', project_id, 'name', project_name) end as project,
             case when contract_id is null then null else json_build_object('id', contract_id, 'name', contract_name) end as contract,
             case when uploaded_by is null then null else json_build_object('id', uploaded_by, 'fullName', uploader_name) end as "uploadedBy",
             to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
             to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
      from shown order by created_at desc, id desc) x) as items,
    (select count(*) from page) > ${limit} as has_more,
    (select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || id
       from shown order by created_at desc, id desc offset ${limit} - 1 limit 1) as last_key`;
  return { name, text };
}

/** A text[] literal for a parameter: every element quoted, quotes and backslashes escaped. */
export function textArrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}
