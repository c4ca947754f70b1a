import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { useDeleteMutation, useSaveMutation } from "../../web/lib/record-mutations.ts";
import { call, ApiError } from "../../web/lib/api.ts";
import { ganttKeys } from "../gantt/gantt-api.ts";
import type { ProjectFilters } from "./projects.filters.ts";
import { PROJECT_OPTIONS_QUERY, projectsEndpoints } from "./projects.routes.ts";

/**
 * The projects screens' server calls (browser only): one key and `queryOptions` factory per read, a hook per
 * screen use, and mutations that invalidate the factories' keys (and what other modules show of projects).
 */

export const projectKeys = {
  all: ["projects"] as const,
  list: (f: ProjectFilters) => [...projectKeys.all, "list", f] as const,
  detail: (id: string) => [...projectKeys.all, "detail", id] as const,
  /** Under "projects", so every project write refreshes it. */
  options: () => [...projectKeys.all, "options"] as const,
};

export type ProjectOption = { id: string; name: string };

export const projectQueries = {
  /** The list a server page at a time, newest first. */
  list: (filters: ProjectFilters) =>
    pagedQuery(projectKeys.list(filters), projectsEndpoints.projects, (cursor) => ({
      query: { q: filters.q || undefined, status: filters.status || undefined, cursor },
    })),
  detail: (id: string) =>
    queryOptions({
      queryKey: projectKeys.detail(id),
      queryFn: ({ signal }) => call(projectsEndpoints.project, { params: { id }, signal }),
      // A 404 is an answer, not a hiccup: do not ask again.
      retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
    }),
  /** Projects to choose from (Gantt's filter and task form, a document's or a contract's project): the newest 200. */
  options: () =>
    queryOptions({
      queryKey: projectKeys.options(),
      queryFn: ({ signal }) => call(projectsEndpoints.projects, { query: PROJECT_OPTIONS_QUERY, signal }),
      select: (data): ProjectOption[] => data.projects.map((p) => ({ id: p.id, name: p.name })),
    }),
};

/** The project list; the previous result stays on screen while filters change. */
export function useProjectList(filters: ProjectFilters) {
  return useInfiniteQuery({ ...projectQueries.list(filters), placeholderData: keepPreviousData });
}

export function useProject(id: string) {
  return useQuery(projectQueries.detail(id));
}

export function useProjectOptions(enabled = true) {
  return useQuery({ ...projectQueries.options(), enabled });
}

/** Creates (no id) or updates a project. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useSaveMutation(
    { create: projectsEndpoints.createProject, update: projectsEndpoints.updateProject },
    (saved) => {
      queryClient.setQueryData(projectKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  );
}

/** Deletes a project; its tasks go with it, so cached task lists are refreshed too. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useDeleteMutation(projectsEndpoints.deleteProject, (id) => {
    queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.all });
    void queryClient.invalidateQueries({ queryKey: ganttKeys.all });
  });
}
