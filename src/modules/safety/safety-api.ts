import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeleteMutation } from "../../web/lib/record-mutations.ts";
import { call } from "../../web/lib/api.ts";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { localToday } from "../../web/lib/format.ts";
import { sendOrKeep } from "../../web/lib/outbox.ts";
import { certificationsApi } from "../certifications/certifications-api.ts";
import type { Checklist, Incident, IncidentInput } from "./safety.contract.ts";
import { INCIDENT_TYPE_LABELS, SAFETY_MSG, type IncidentStatus } from "./safety.constants.ts";
import { safetyEndpoints } from "./safety.routes.ts";

/** The Safety screen's server calls and their keys (browser only). */

export const safetyKeys = {
  all: ["safety"] as const,
  summary: (today: string) => [...safetyKeys.all, "summary", today] as const,
  incident: (id: string) => [...safetyKeys.all, "incidents", "one", id] as const,
  incidents: (status: IncidentStatus | "") => [...safetyKeys.all, "incidents", "list", status] as const,
  checklist: () => [...safetyKeys.all, "checklist"] as const,
  certifications: (today: string) => [...safetyKeys.all, "certifications", today] as const,
};

export const safetyQueries = {
  summary: (today: string) =>
    queryOptions({
      queryKey: safetyKeys.summary(today),
      queryFn: ({ signal }) => call(safetyEndpoints.summary, { query: { today }, signal }),
    }),
  incident: (id: string) =>
    queryOptions({
      queryKey: safetyKeys.incident(id),
      queryFn: ({ signal }) => call(safetyEndpoints.incident, { params: { id }, signal }),
    }),
  checklist: () =>
    queryOptions({
      queryKey: safetyKeys.checklist(),
      queryFn: ({ signal }) => call(safetyEndpoints.checklist, { signal }),
    }),
};

/** Safety Certifications: the shared certification calls under /api/safety (decision 0029). */
export const safetyCertifications = certificationsApi({
  area: "safety",
  routes: safetyEndpoints.certifications,
  listKey: safetyKeys.certifications,
  refreshKey: safetyKeys.all,
});

/** The stat cards and Recent Safety Records as of today in the user's own calendar. */
export function useSafetySummary() {
  return useQuery(safetyQueries.summary(localToday()));
}

/** View All Incidents: every incident, newest date first, a page at a time, of one status when chosen. */
export function useAllIncidents(status: IncidentStatus | "") {
  return useInfiniteQuery(
    pagedQuery(safetyKeys.incidents(status), safetyEndpoints.incidents, (cursor) => ({
      query: { status: status || undefined, cursor },
    })),
  );
}

/** One incident, shown at once from what the list already holds (`known`) while it is read afresh. */
export function useIncident(id: string, known: Incident | undefined) {
  // Read again on every opening: a copy kept on the device (decision 0028) may be older than it looks.
  return useQuery({ ...safetyQueries.incident(id), initialData: known, refetchOnMount: "always" });
}

export function useChecklist() {
  return useQuery(safetyQueries.checklist());
}

/** After a write: everything the safety screen shows (the stat cards follow incidents and the checklist). */
function useRefreshSafety() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: safetyKeys.all });
}

/** Which outbox entries are incidents (the Safety screen lists those waiting). */
export const INCIDENT_OUTBOX_KIND = "safety-incident";

/**
 * Report Incident, sent now or, with no connection, kept on the device and sent when it returns (the outbox).
 * The body carries the form's `clientKey`, so a re-send answers the incident already reported.
 */
export const reportIncident = (input: IncidentInput) =>
  sendOrKeep(
    safetyEndpoints.reportIncident,
    { body: input },
    {
      key: input.clientKey,
      kind: INCIDENT_OUTBOX_KIND,
      label: `${INCIDENT_TYPE_LABELS[input.type]} at ${input.location}`,
      sentMessage: SAFETY_MSG.incidentReported,
    },
  );

/** Runs offline too (`networkMode: "always"`): the outbox decides whether it is sent or kept. */
export function useReportIncident() {
  const refresh = useRefreshSafety();
  return useMutation({ mutationFn: reportIncident, networkMode: "always", onSuccess: refresh });
}

/** Moves an incident along its flow (Under Investigation → Resolved → Closed, a Resolved one back). */
export function useMoveIncident() {
  const queryClient = useQueryClient();
  const refresh = useRefreshSafety();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: IncidentStatus }) =>
      call(safetyEndpoints.moveIncident, { params: { id }, body: { status } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(safetyKeys.incident(saved.id), saved);
      refresh();
    },
  });
}

export function useAddChecklistItem() {
  const refresh = useRefreshSafety();
  return useMutation({
    mutationFn: (item: string) => call(safetyEndpoints.addChecklistItem, { body: { item } }),
    onSuccess: refresh,
  });
}

export function useRenameChecklistItem() {
  const refresh = useRefreshSafety();
  return useMutation({
    mutationFn: ({ id, item }: { id: string; item: string }) =>
      call(safetyEndpoints.renameChecklistItem, { params: { id }, body: { item } }),
    onSuccess: refresh,
  });
}

/** Checks or unchecks an item: shown at once (optimistic), put back if the server refuses. */
export function useCheckChecklistItem() {
  const queryClient = useQueryClient();
  const refresh = useRefreshSafety();
  return useMutation({
    mutationFn: ({ id, compliant }: { id: string; compliant: boolean }) =>
      call(safetyEndpoints.checkChecklistItem, { params: { id }, body: { compliant } }),
    onMutate: async ({ id, compliant }) => {
      await queryClient.cancelQueries({ queryKey: safetyKeys.checklist() });
      const before = queryClient.getQueryData<Checklist>(safetyKeys.checklist());
      if (before)
        queryClient.setQueryData<Checklist>(safetyKeys.checklist(), {
          ...before,
          items: before.items.map((i) => (i.id === id ? { ...i, compliant } : i)),
        });
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(safetyKeys.checklist(), context.before);
    },
    onSettled: refresh,
  });
}

export function useDeleteChecklistItem() {
  const refresh = useRefreshSafety();
  return useDeleteMutation(safetyEndpoints.deleteChecklistItem, refresh);
}
