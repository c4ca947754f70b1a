/**
 * The task list as one prepared statement answering JSON text in the API's shape (as the project list does,
 * docs/decisions/0008): a Gantt loads thousands of tasks, and decoding them row by row cost 170–240 ms for
 * 5,000. Parameters: $1 organization, $2 project id or '', $3 from-date or '', $4 to-date or ''.
 */
export const TASK_LIST_SQL = `
  select coalesce(json_agg(x), '[]')::text as items
  from (
    select t.id, t.name,
           to_char(t.start_date, 'YYYY-MM-DD') as "startDate", to_char(t.end_date, 'YYYY-MM-DD') as "endDate",
           t.assignee, t.progress, coalesce(d.deps, '[]'::json) as dependencies, t.project_id as "projectId",
           to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
           to_char(t.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
    from gantt_tasks t
    left join (
      select task_id, json_agg(depends_on_id order by depends_on_id) as deps
      from gantt_task_dependencies
      where organization_id = $1
      group by task_id
    ) d on d.task_id = t.id
    where t.organization_id = $1
      and ($2 = '' or t.project_id = $2)
      and ($3 = '' or t.end_date >= nullif($3, '')::date)
      and ($4 = '' or t.start_date <= nullif($4, '')::date)
    order by t.start_date, t.id
  ) x`;
