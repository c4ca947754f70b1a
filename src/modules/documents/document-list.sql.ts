/**
 * The document list as one prepared statement answering the page as JSON text in the API's shape (decision
 * 0008). Parameters: $1 organization, $2 ILIKE pattern or '', $3 required tags as a JSON array ('[]' for
 * none), $4 project id or '', $5 contract id or '', $6 cursor time or '', $7 cursor id, $8 page size.
 */
export const DOCUMENT_LIST_SQL = `
  with page as (
    select d.id, d.name, d.document_type, d.status, d.tags, d.version, d.size, d.mime_type, d.file_name,
           d.project_id, p.name as project_name, d.contract_id, k.name as contract_name,
           d.uploaded_by, u.name as uploader_name, d.created_at, d.updated_at
    from documents d
    left join projects p on p.id = d.project_id
    left join contracts k on k.id = d.contract_id
    left join users u on u.id = d.uploaded_by
    where d.organization_id = $1
      and ($2 = '' or d.name ilike $2)
      and ($3 = '[]' or d.tags @> array(select json_array_elements_text($3::json)))
      and ($4 = '' or d.project_id = $4)
      and ($5 = '' or d.contract_id = $5)
      and ($6 = '' or (d.created_at, d.id) < (nullif($6, '')::timestamptz, $7))
    order by d.created_at desc, d.id desc
    limit $8::int + 1
  ), shown as (
    select * from page order by created_at desc, id desc limit $8::int
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
    (select count(*) from page) > $8::int as has_more,
    (select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || id
       from shown order by created_at desc, id desc offset $8::int - 1 limit 1) as last_key`;
