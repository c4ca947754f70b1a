import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { useDeleteMutation, useSaveMutation } from "../../web/lib/record-mutations.ts";
import { call } from "../../web/lib/api.ts";
import { localToday } from "../../web/lib/format.ts";
import type { Employee } from "./hr.contract.ts";
import type { DirectoryFilters } from "./hr.filters.ts";
import { hrEndpoints } from "./hr.routes.ts";

/** The HR screen's server calls and their keys (browser only). */

export const hrKeys = {
  all: ["hr"] as const,
  list: (f: DirectoryFilters) => [...hrKeys.all, "employees", "list", f] as const,
  employee: (id: string) => [...hrKeys.all, "employees", "one", id] as const,
  events: (today: string) => [...hrKeys.all, "events", today] as const,
};

/** The directory's query ("" left out). */
const employeeQuery = (f: DirectoryFilters, cursor?: string) => ({
  q: f.q || undefined,
  department: f.department || undefined,
  status: f.status || undefined,
  cursor,
});

export const hrQueries = {
  /** The directory a server page at a time, by last name then first name. */
  list: (filters: DirectoryFilters) =>
    pagedQuery(hrKeys.list(filters), hrEndpoints.employees, (cursor) => ({ query: employeeQuery(filters, cursor) })),
  employee: (id: string) =>
    queryOptions({
      queryKey: hrKeys.employee(id),
      queryFn: ({ signal }) => call(hrEndpoints.employee, { params: { id }, signal }),
    }),
  events: (today: string) =>
    queryOptions({
      queryKey: hrKeys.events(today),
      queryFn: ({ signal }) => call(hrEndpoints.events, { query: { today }, signal }),
    }),
};

/** The directory; the previous result stays on screen while filters change. */
export function useEmployeeList(filters: DirectoryFilters) {
  return useInfiniteQuery({ ...hrQueries.list(filters), placeholderData: keepPreviousData });
}

/** One employee, shown at once from what the directory already holds (`known`) while it is read afresh. */
export function useEmployee(id: string, known: Employee | undefined) {
  return useQuery({ ...hrQueries.employee(id), initialData: known });
}

/** Upcoming events as of today in the user's own calendar. */
export function useHrEvents() {
  return useQuery(hrQueries.events(localToday()));
}

/** After a write: the directory and the events. */
function useRefreshHr() {
  const queryClient = useQueryClient();
  return (saved?: Employee) => {
    if (saved) queryClient.setQueryData(hrKeys.employee(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: hrKeys.all });
  };
}

/** Adds (no id) or changes an employee with their certifications. */
export function useSaveEmployee() {
  const refresh = useRefreshHr();
  return useSaveMutation({ create: hrEndpoints.createEmployee, update: hrEndpoints.updateEmployee }, (saved) =>
    refresh(saved),
  );
}

export function useDeleteEmployee() {
  const refresh = useRefreshHr();
  return useDeleteMutation(hrEndpoints.deleteEmployee, () => refresh());
}

/** Links an employee to a member of the organization, or unlinks them (null). */
export function useLinkEmployeeUser() {
  const refresh = useRefreshHr();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string | null }) =>
      call(hrEndpoints.linkUser, { params: { id }, body: { userId } }),
    onSuccess: (saved) => refresh(saved),
  });
}

/** Generates and saves the HR report as of today (its files download from the answer's id). */
export function useGenerateHrReport() {
  return useMutation({ mutationFn: () => call(hrEndpoints.generateReport, { body: { today: localToday() } }) });
}
