import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeleteMutation } from "../../web/lib/record-mutations.ts";
import { call } from "../../web/lib/api.ts";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { localToday } from "../../web/lib/format.ts";
import { sendOrKeep } from "../../web/lib/outbox.ts";
import { QUALITY_MSG, type InspectionStatus } from "./quality.constants.ts";
import { certificationsApi } from "../certifications/certifications-api.ts";
import type { Inspection, InspectionInput, InspectionResultsInput } from "./quality.contract.ts";
import { qualityEndpoints } from "./quality.routes.ts";

/** The Quality screen's server calls and their keys (browser only). */

export const qualityKeys = {
  all: ["quality"] as const,
  summary: (today: string) => [...qualityKeys.all, "summary", today] as const,
  inspection: (id: string) => [...qualityKeys.all, "inspections", "one", id] as const,
  inspections: (status: InspectionStatus | "") => [...qualityKeys.all, "inspections", "list", status] as const,
  certifications: (today: string) => [...qualityKeys.all, "certifications", today] as const,
};

export const qualityQueries = {
  summary: (today: string) =>
    queryOptions({
      queryKey: qualityKeys.summary(today),
      queryFn: ({ signal }) => call(qualityEndpoints.summary, { query: { today }, signal }),
    }),
  inspection: (id: string) =>
    queryOptions({
      queryKey: qualityKeys.inspection(id),
      queryFn: ({ signal }) => call(qualityEndpoints.inspection, { params: { id }, signal }),
    }),
};

/** Certification Status: the shared certification calls under /api/quality (decision 0029). */
export const qualityCertifications = certificationsApi({
  area: "quality",
  routes: qualityEndpoints.certifications,
  listKey: qualityKeys.certifications,
  refreshKey: qualityKeys.all,
});

/** Which outbox entries are this screen's (the Quality screen lists those waiting). */
export const QUALITY_OUTBOX_KINDS = { inspection: "quality-inspection", results: "quality-results" } as const;

/**
 * New Inspection, sent now or, with no connection, kept on the device and sent when it returns (the outbox). The
 * body carries the form's `clientKey`, so a re-send answers the inspection already made instead of making another.
 */
export const createInspection = (input: InspectionInput) =>
  sendOrKeep(
    qualityEndpoints.createInspection,
    { body: input },
    {
      key: input.clientKey,
      kind: QUALITY_OUTBOX_KINDS.inspection,
      label: `Inspection: ${input.title}`,
      sentMessage: QUALITY_MSG.inspectionCreated,
    },
  );

/**
 * Record results, through the outbox too: the body carries the dialog's `clientKey`, so a re-sent submission is
 * applied once (the server answers the inspection as it stands).
 */
export const recordInspectionResults = ({
  id,
  title,
  input,
}: {
  id: string;
  title: string;
  input: InspectionResultsInput;
}) =>
  sendOrKeep(
    qualityEndpoints.recordResults,
    { params: { id }, body: input },
    {
      key: input.clientKey,
      kind: QUALITY_OUTBOX_KINDS.results,
      label: `Results: ${title}`,
      sentMessage: QUALITY_MSG.resultsRecorded,
    },
  );

/** The stat cards, metrics, defects and Recent Inspections as of today in the user's own calendar. */
export function useQualitySummary() {
  return useQuery(qualityQueries.summary(localToday()));
}

/** View All Inspections: every inspection, newest date first, a page at a time, of one status when chosen. */
export function useAllInspections(status: InspectionStatus | "") {
  return useInfiniteQuery(
    pagedQuery(qualityKeys.inspections(status), qualityEndpoints.inspections, (cursor) => ({
      query: { status: status || undefined, cursor },
    })),
  );
}

/** One inspection, shown at once from what the list already holds (`known`) while it is read afresh. */
export function useInspection(id: string, known: Inspection | undefined) {
  // Read again on every opening: a copy kept on the device (decision 0028) may be older than it looks.
  return useQuery({ ...qualityQueries.inspection(id), initialData: known, refetchOnMount: "always" });
}

/** After a write: everything the quality screen shows (the cards follow the inspections). */
function useRefreshQuality() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: qualityKeys.all });
}

/** Runs offline too (`networkMode: "always"`): the outbox decides whether it is sent or kept. */
export function useCreateInspection() {
  const refresh = useRefreshQuality();
  return useMutation({ mutationFn: createInspection, networkMode: "always", onSuccess: refresh });
}

/** Runs offline too, like New Inspection. */
export function useRecordResults() {
  const queryClient = useQueryClient();
  const refresh = useRefreshQuality();
  return useMutation({
    mutationFn: recordInspectionResults,
    networkMode: "always",
    onSuccess: (result) => {
      if (!result.sent) return;
      queryClient.setQueryData(qualityKeys.inspection(result.data.id), result.data);
      refresh();
    },
  });
}

export function useDeleteInspection() {
  const refresh = useRefreshQuality();
  return useDeleteMutation(qualityEndpoints.deleteInspection, refresh);
}
