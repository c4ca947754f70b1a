/** Scheduling rules of the Gantt, shared by the server (refusals) and the browser (warnings, fixes). */
import { addDays, durationDays } from "../../shared/calendar.ts";

/**
 * The dependency loop that giving `taskId` these `dependencies` would close, as task ids from the task back
 * to itself (`[a, b, a]`), or null. `graph` maps each existing task to the tasks it depends on.
 */
export function findDependencyCycle(
  taskId: string,
  dependencies: readonly string[],
  graph: ReadonlyMap<string, readonly string[]>,
): string[] | null {
  if (dependencies.includes(taskId)) return [taskId, taskId];
  // A loop exists when some dependency (transitively) depends on taskId. Depth-first, remembering the path.
  const visited = new Set<string>();
  const stack: { id: string; path: string[] }[] = dependencies.map((id) => ({ id, path: [taskId, id] }));
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    if (visited.has(next.id)) continue;
    visited.add(next.id);
    for (const dep of graph.get(next.id) ?? []) {
      if (dep === taskId) return [...next.path, taskId];
      if (!visited.has(dep)) stack.push({ id: dep, path: [...next.path, dep] });
    }
  }
  return null;
}

export type SchedulableTask = {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  dependencies: readonly string[];
};

/** The predecessors that end on or after the task's start (finish-to-start: a task starts the day after). */
export function lateParents<T extends SchedulableTask>(task: SchedulableTask, byId: ReadonlyMap<string, T>): T[] {
  const late: T[] = [];
  for (const id of task.dependencies) {
    const parent = byId.get(id);
    if (parent && parent.endDate >= task.startDate) late.push(parent);
  }
  return late;
}

/** The dates that resolve a conflict: the task moved to start the day after its latest predecessor ends, same length. */
export function earliestStartFix(
  task: SchedulableTask,
  byId: ReadonlyMap<string, SchedulableTask>,
): { startDate: string; endDate: string } | null {
  const late = lateParents(task, byId);
  if (late.length === 0) return null;
  const latestEnd = late.reduce((max, p) => (p.endDate > max ? p.endDate : max), late[0]?.endDate ?? task.startDate);
  const startDate = addDays(latestEnd, 1);
  return { startDate, endDate: addDays(startDate, durationDays(task.startDate, task.endDate) - 1) };
}

/** Names along a loop, for the refusal message. */
export function describeCycle(path: readonly string[], nameOf: (id: string) => string): string {
  return `This dependency would create a loop (${path.map(nameOf).join(" → ")}). A task cannot depend on itself, directly or through other tasks.`;
}
