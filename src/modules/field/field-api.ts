import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeleteMutation } from "../../web/lib/record-mutations.ts";
import { call } from "../../web/lib/api.ts";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { localToday } from "../../web/lib/format.ts";
import { sendOrKeep } from "../../web/lib/outbox.ts";
import { FIELD_MSG } from "./field.constants.ts";
import type { DailyReport, DailyReportInput, NewSiteInput, SiteInput } from "./field.contract.ts";
import { fieldEndpoints } from "./field.routes.ts";

/** The Field Operations screen's server calls and their keys (browser only). */

export const fieldKeys = {
  all: ["field"] as const,
  summary: (today: string) => [...fieldKeys.all, "summary", today] as const,
  sites: (today: string) => [...fieldKeys.all, "sites", today] as const,
  report: (id: string) => [...fieldKeys.all, "reports", "one", id] as const,
  siteReports: (siteId: string) => [...fieldKeys.all, "reports", "site", siteId] as const,
};

export const fieldQueries = {
  summary: (today: string) =>
    queryOptions({
      queryKey: fieldKeys.summary(today),
      queryFn: ({ signal }) => call(fieldEndpoints.summary, { query: { today }, signal }),
    }),
  report: (id: string) =>
    queryOptions({
      queryKey: fieldKeys.report(id),
      queryFn: ({ signal }) => call(fieldEndpoints.report, { params: { id }, signal }),
    }),
};

/** The stat cards and site cards as of today in the user's own calendar. */
export function useFieldSummary() {
  return useQuery(fieldQueries.summary(localToday()));
}

/** View All Sites: every site by name, a page at a time. */
export function useAllSites() {
  const today = localToday();
  return useInfiniteQuery(
    pagedQuery(fieldKeys.sites(today), fieldEndpoints.sites, (cursor) => ({ query: { today, cursor } })),
  );
}

/** View All Reports: every daily report of one site, newest date first, a page at a time. */
export function useSiteReports(siteId: string) {
  return useInfiniteQuery(
    pagedQuery(fieldKeys.siteReports(siteId), fieldEndpoints.reports, (cursor) => ({ query: { siteId, cursor } })),
  );
}

/** One daily report, shown at once from what the card already holds (`known`) while it is read afresh. */
export function useDailyReport(id: string, known: DailyReport | undefined) {
  // Read again on every opening: a copy kept on the device (decision 0028) may be older than it looks.
  return useQuery({ ...fieldQueries.report(id), initialData: known, refetchOnMount: "always" });
}

/** After a write: everything the field screen shows. */
function useRefreshField() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: fieldKeys.all });
}

/** Which outbox entries are this screen's (the Field screen lists those waiting). */
export const FIELD_OUTBOX_KINDS = { site: "field-site", report: "field-daily-report" } as const;

/**
 * New Site Report, sent now or, with no connection, kept on the device and sent when it returns (the outbox).
 * The body carries the form's `clientKey`, so a re-send answers the site already made.
 */
export const createSite = (input: NewSiteInput) =>
  sendOrKeep(
    fieldEndpoints.createSite,
    { query: { today: localToday() }, body: input },
    {
      key: input.clientKey,
      kind: FIELD_OUTBOX_KINDS.site,
      label: `New site: ${input.name}`,
      sentMessage: FIELD_MSG.siteCreated,
    },
  );

/** Files a daily report, through the outbox too: a re-sent `clientKey` answers the report already filed. */
export const fileDailyReport = ({ siteName, input }: { siteName: string; input: DailyReportInput }) =>
  sendOrKeep(
    fieldEndpoints.fileReport,
    { body: input },
    {
      key: input.clientKey,
      kind: FIELD_OUTBOX_KINDS.report,
      label: `Daily report: ${siteName}${input.date ? `, ${input.date}` : ""}`,
      sentMessage: FIELD_MSG.reportFiled,
    },
  );

/** Runs offline too (`networkMode: "always"`): the outbox decides whether it is sent or kept. */
export function useCreateSite() {
  const refresh = useRefreshField();
  return useMutation({ mutationFn: createSite, networkMode: "always", onSuccess: refresh });
}

/** Site Details: changes a site. */
export function useUpdateSite() {
  const refresh = useRefreshField();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SiteInput }) =>
      call(fieldEndpoints.updateSite, { params: { id }, query: { today: localToday() }, body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteSite() {
  const refresh = useRefreshField();
  return useDeleteMutation(fieldEndpoints.deleteSite, refresh);
}

/** Runs offline too, like New Site Report. */
export function useFileDailyReport() {
  const refresh = useRefreshField();
  return useMutation({ mutationFn: fileDailyReport, networkMode: "always", onSuccess: refresh });
}

export function useDeleteDailyReport() {
  const refresh = useRefreshField();
  return useDeleteMutation(fieldEndpoints.deleteReport, refresh);
}

/** Ticks an issue resolved (or open again). */
export function useResolveIssue() {
  const queryClient = useQueryClient();
  const refresh = useRefreshField();
  return useMutation({
    mutationFn: ({ reportId, issueId, resolved }: { reportId: string; issueId: string; resolved: boolean }) =>
      call(fieldEndpoints.resolveIssue, { params: { id: reportId, issueId }, body: { resolved } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(fieldKeys.report(saved.id), saved);
      refresh();
    },
  });
}
