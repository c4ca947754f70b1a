/**
 * The project list as one prepared statement that answers the page already as JSON text, in the API's
 * shape. Measured (docs/decisions/0007): drivers turning 50 rows × 14 columns into objects, dates into
 * `Date`s, then validating and serializing them again cost more than the query itself; PostgreSQL builds the
 * JSON in a fraction of that. Parameters: $1 organization, $2 ILIKE pattern or '', $3 status or '',
 * $4 cursor time or '', $5 cursor id, $6 page size.
 */
export const PROJECT_LIST_SQL = `
  with page as (
    select p.id, p.name, p.description, p.start_date, p.end_date, p.status, p.budget, p.progress,
           p.client_id, c.name as client_name, p.manager_id, u.name as manager_name, p.created_at, p.updated_at
    from projects p
    left join clients c on c.id = p.client_id
    left join users u on u.id = p.manager_id
    where p.organization_id = $1
      and ($2 = '' or p.name ilike $2)
      and ($3 = '' or p.status = $3)
      and ($4 = '' or (p.created_at, p.id) < (nullif($4, '')::timestamptz, $5))
    order by p.created_at desc, p.id desc
    limit $6::int + 1
  ), shown as (
    select * from page order by created_at desc, id desc limit $6::int
  )
  select
    (select coalesce(json_agg(x), '[]')::text from (
      select id, name, description,
             to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate",
             status, budget, progress,
             case when client_id is null then null else json_build_object('id', client_id, 'name', client_name) end as client,
             case when manager_id is null then null else json_build_object('id', manager_id, 'fullName', manager_name) end as manager,
             to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
             to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
      from shown order by created_at desc, id desc) x) as items,
    (select count(*) from page) > $6::int as has_more,
    (select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || id
       from shown order by created_at desc, id desc offset $6::int - 1 limit 1) as last_key`;
