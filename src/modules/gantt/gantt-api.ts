import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { call } from "../../web/lib/api.ts";
import { useDeleteMutation, useSaveMutation } from "../../web/lib/record-mutations.ts";
import type { TaskListRow, TaskList, TaskPatch } from "./gantt.contract.ts";
import type { TaskQuery } from "./gantt.filters.ts";
import { ganttEndpoints, windowQuery } from "./gantt.routes.ts";

/** The Gantt's server calls and cache (browser only); the project page shows a project's tasks through `useProjectTasks`. */

export const ganttKeys = {
  all: ["gantt"] as const,
  tasks: ["gantt", "tasks"] as const,
  list: (q: TaskQuery) => [...ganttKeys.tasks, q] as const,
};

const selectTasks = (data: TaskList) => data.tasks;

/**
 * The tasks overlapping the window (optionally one project's), with `truncated` when there were more than one
 * answer carries; the previous window stays on screen while the next loads.
 */
export function useWindowTasks(q: TaskQuery) {
  return useQuery({
    queryKey: ganttKeys.list(q),
    queryFn: async ({ signal }) => {
      const data = await call(ganttEndpoints.tasks, { query: windowQuery(q), signal });
      // For the browser benchmark: when the data arrived, before React renders it.
      performance.mark("gantt:data");
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

/** One project's tasks (the project page's small timeline). */
export function useProjectTasks(projectId: string) {
  return useQuery({
    queryKey: ganttKeys.list({ projectId }),
    queryFn: ({ signal }) => call(ganttEndpoints.tasks, { query: windowQuery({ projectId }), signal }),
    select: selectTasks,
  });
}

/** Every task of the organization: the dependency choices, and predecessors outside the window. */
export function useAllTasks(enabled: boolean) {
  return useQuery({
    queryKey: ganttKeys.list({}),
    queryFn: ({ signal }) => call(ganttEndpoints.tasks, { query: windowQuery({}), signal }),
    select: selectTasks,
    enabled,
  });
}

/** Applies `change` to every cached task list (all windows, filters, and the projects screen's lists). */
function updateCachedLists(queryClient: QueryClient, change: (tasks: TaskListRow[]) => TaskListRow[]): void {
  queryClient.setQueriesData<TaskList>({ queryKey: ganttKeys.tasks }, (prev) =>
    prev ? { ...prev, tasks: change(prev.tasks) } : prev,
  );
}

const replaceTask = (saved: TaskListRow) => (tasks: TaskListRow[]) => tasks.map((t) => (t.id === saved.id ? saved : t));

function refreshAfterWrite(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ganttKeys.all });
}

/** Adds (no id) or changes a task from the form. */
export function useSaveTask() {
  const queryClient = useQueryClient();
  return useSaveMutation({ create: ganttEndpoints.createTask, update: ganttEndpoints.updateTask }, (saved, { id }) => {
    if (id) updateCachedLists(queryClient, replaceTask(saved));
    refreshAfterWrite(queryClient);
  });
}

export type MoveVariables = { id: string; startDate: string; endDate: string };
type Snapshot = [readonly unknown[], TaskList | undefined][];

/**
 * New dates for a task (a drag, the keyboard, a Fix, an Undo): shown at once, put back if the server refuses.
 * Moves run one after another, so the last one the user made is the one that stays. The list is not re-sorted
 * after a move, so the row stays under the pointer.
 */
export function useMoveTask() {
  const queryClient = useQueryClient();
  return useMutation<TaskListRow, Error, MoveVariables, { snapshot: Snapshot }>({
    scope: { id: "gantt-move" },
    mutationFn: ({ id, startDate, endDate }) => {
      const patch: TaskPatch = { startDate, endDate };
      return call(ganttEndpoints.updateTask, { params: { id }, body: patch });
    },
    onMutate: async ({ id, startDate, endDate }) => {
      await queryClient.cancelQueries({ queryKey: ganttKeys.tasks });
      const snapshot = queryClient.getQueriesData<TaskList>({ queryKey: ganttKeys.tasks });
      updateCachedLists(queryClient, (tasks) => tasks.map((t) => (t.id === id ? { ...t, startDate, endDate } : t)));
      return { snapshot };
    },
    onError: (_err, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (saved) => {
      updateCachedLists(queryClient, replaceTask(saved));
    },
  });
}

/** Deletes a task; the server drops it from the others' dependencies, and so does the cache. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useDeleteMutation(ganttEndpoints.deleteTask, (id) => {
    updateCachedLists(queryClient, (tasks) =>
      tasks
        .filter((t) => t.id !== id)
        .map((t) => (t.dependencies.includes(id) ? { ...t, dependencies: t.dependencies.filter((d) => d !== id) } : t)),
    );
    refreshAfterWrite(queryClient);
  });
}
