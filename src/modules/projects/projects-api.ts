import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiError } from "../../web/lib/api.ts";
import type { Client, ClientList } from "../clients/clients.contract.ts";
import type { TaskList } from "../gantt/gantt.contract.ts";
import type { MemberList } from "../../shared/contracts/team.ts";
import type { Project, ProjectInput, ProjectList, ProjectStatus } from "./projects.contract.ts";

/** The projects screens' server calls and their cache keys (browser only). */

export type ProjectFilters = { q: string; status: ProjectStatus | "" };

export const projectKeys = {
  all: ["projects"] as const,
  list: (f: ProjectFilters) => ["projects", "list", f] as const,
  detail: (id: string) => ["projects", "detail", id] as const,
};
const clientsKey = ["clients"] as const;
/** Under "projects", so every project write refreshes it. */
const projectOptionsKey = ["projects", "options"] as const;
const membersKey = ["team", "members"] as const;
const tasksKey = (projectId: string) => ["gantt", "tasks", { projectId }] as const;

function listPath(f: ProjectFilters, cursor: string | undefined): string {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.status) params.set("status", f.status);
  if (cursor) params.set("cursor", cursor);
  const qs = params.toString();
  return qs ? `/api/projects?${qs}` : "/api/projects";
}

/** The project list, a server page at a time (newest first); the previous result stays while filters change. */
export function useProjectList(filters: ProjectFilters) {
  return useInfiniteQuery({
    queryKey: projectKeys.list(filters),
    queryFn: ({ pageParam, signal }) => api<ProjectList>(listPath(filters, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useProject(id: string) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => api<Project>(`/api/projects/${encodeURIComponent(id)}`, { signal }),
    // A 404 is an answer, not a hiccup: do not ask again.
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
  });
}

export function useProjectTasks(projectId: string) {
  return useQuery({
    queryKey: tasksKey(projectId),
    queryFn: ({ signal }) => api<TaskList>(`/api/gantt/tasks?projectId=${encodeURIComponent(projectId)}`, { signal }),
    select: (data) => data.tasks,
  });
}

export function useClients(enabled = true) {
  return useQuery({
    queryKey: clientsKey,
    queryFn: ({ signal }) => api<ClientList>("/api/clients", { signal }),
    select: (data) => data.clients,
    enabled,
  });
}

export function useMembers(enabled = true) {
  return useQuery({
    queryKey: membersKey,
    queryFn: ({ signal }) => api<MemberList>("/api/team/members", { signal }),
    select: (data) => data.members,
    enabled,
  });
}

/** Adds a client (an existing name answers the existing one) and keeps the cached list sorted by name. */
export function useAddClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api<Client>("/api/clients", { body: { name } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ClientList>(clientsKey, (prev) => {
        const others = (prev?.clients ?? []).filter((c) => c.id !== saved.id);
        return { clients: [...others, saved].sort((a, b) => a.name.localeCompare(b.name)) };
      });
    },
  });
}

/** Creates (no id) or updates a project. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProjectInput }) =>
      id ? api<Project>(`/api/projects/${encodeURIComponent(id)}`, { method: "PUT", body: input }) : api<Project>("/api/projects", { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(projectKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["overview"] });
    },
  });
}

/** Deletes a project; its tasks go with it, so cached task lists are refreshed too. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string; deleted: true }>(`/api/projects/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_res, id) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["gantt"] });
      void queryClient.invalidateQueries({ queryKey: ["overview"] });
    },
  });
}

export type ProjectOption = { id: string; name: string };

/** Projects to choose from (Gantt's filter and task form, a document's or a contract's project): the newest 200. */
export function useProjectOptions(enabled = true) {
  return useQuery({
    queryKey: projectOptionsKey,
    queryFn: ({ signal }) => api<ProjectList>("/api/projects?limit=200", { signal }),
    select: (data): ProjectOption[] => data.projects.map((p) => ({ id: p.id, name: p.name })),
    enabled,
  });
}
