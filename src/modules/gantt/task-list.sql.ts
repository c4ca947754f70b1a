import { ListStatement } from "../../server/platform/json-list.ts";
import type { TaskListFilters } from "./gantt.contract.ts";
import { TASK_LIST_MAX } from "./gantt.constants.ts";

/**
 * The task list as one statement answering JSON text in the API's shape (decision 0008): a Gantt loads
 * thousands of tasks, and decoding them row by row cost 170–240 ms for 5,000. Only the filters in use are in
 * the statement.
 *
 * The dependencies come from one object of the organization's dependency lists (task id → ids), looked up
 * per task, rather than from a join: PGlite never gathers table statistics (it runs no autovacuum), so the
 * planner believed both sides held a handful of rows and joined 5,000 tasks to 1,000 lists by a nested loop,
 * 5 million comparisons, 400 ms of the 450 the list took. The rows carry no timestamps (`taskListRow`):
 * formatting 10,000 of them cost more than the rest of a row, and no screen of the list shows them.
 */
export function taskListStatement(
  organizationId: string,
  query: TaskListFilters,
): { name: string; text: string; params: string[] } {
  const statement = new ListStatement("task_list", "t.organization_id", organizationId)
    .filter("project", query.projectId === undefined ? undefined : [query.projectId], (id) => `t.project_id = ${id}`)
    .filter("from", query.from === undefined ? undefined : [query.from], (from) => `t.end_date >= ${from}::date`)
    .filter("to", query.to === undefined ? undefined : [query.to], (to) => `t.start_date <= ${to}::date`);
  const text = `
  with deps as (
    select coalesce(jsonb_object_agg(task_id, ids), '{}') as of_task
    from (
      select task_id, jsonb_agg(depends_on_id order by depends_on_id) as ids
      from gantt_task_dependencies
      where organization_id = $1
      group by task_id
    ) d
  )
  , page as (
    select t.id, t.name, t.start_date as "startDate", t.end_date as "endDate", t.assignee, t.progress,
           coalesce(deps.of_task -> t.id, '[]') as dependencies, t.project_id as "projectId"
    from gantt_tasks t, deps
    where ${statement.whereSql}
    order by t.start_date, t.id
    limit ${TASK_LIST_MAX + 1}
  )
  select coalesce((select json_agg(x) from (select * from page order by "startDate", id limit ${TASK_LIST_MAX}) x), '[]')::text as items,
         (select count(*) > ${TASK_LIST_MAX} from page) as truncated`;
  return { name: statement.name, text, params: statement.params };
}
