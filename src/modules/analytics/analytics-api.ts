import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiBlob, call } from "../../web/lib/api.ts";
import { saveBlob } from "../../web/lib/download.ts";
import { href } from "../../shared/route.ts";
import type { AnalyticsPreferences } from "./analytics.contract.ts";
import type { AnalyticsExportFormat } from "./analytics.constants.ts";
import type { AnalyticsFilters } from "./analytics.filters.ts";
import { analyticsEndpoints, analyticsQueryOf } from "./analytics.routes.ts";

/** The analytics page's server calls and their cache keys (browser only). */

export const analyticsKeys = {
  all: ["analytics"] as const,
  figures: (filters: AnalyticsFilters, today: string) => [...analyticsKeys.all, "figures", filters, today] as const,
  preferences: () => [...analyticsKeys.all, "preferences"] as const,
};

export const analyticsQueries = {
  figures: (filters: AnalyticsFilters, today: string) =>
    queryOptions({
      queryKey: analyticsKeys.figures(filters, today),
      queryFn: ({ signal }) => call(analyticsEndpoints.figures, { query: analyticsQueryOf(filters, today), signal }),
    }),
  preferences: () =>
    queryOptions({
      queryKey: analyticsKeys.preferences(),
      queryFn: ({ signal }) => call(analyticsEndpoints.preferences, { signal }),
    }),
};

/** The figures; refreshed every `refreshMinutes` (0: never) while the page is open; the last figures stay while new filters load. */
export const useAnalytics = (filters: AnalyticsFilters, today: string, refreshMinutes: number) =>
  useQuery({
    ...analyticsQueries.figures(filters, today),
    placeholderData: keepPreviousData,
    refetchInterval: refreshMinutes > 0 ? refreshMinutes * 60_000 : false,
  });

export const useAnalyticsPreferences = () => useQuery(analyticsQueries.preferences());

/** Customize Dashboard: saved for this person; the page follows at once. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: AnalyticsPreferences) => call(analyticsEndpoints.savePreferences, { body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(analyticsKeys.preferences(), saved),
  });
}

const EXTENSIONS: Record<AnalyticsExportFormat, string> = { pdf: "pdf", excel: "xlsx", csv: "csv" };

/** Export Analytics Report: the server draws the file from the same figures; the browser saves it. */
export function useExportAnalytics() {
  return useMutation({
    mutationFn: async ({
      filters,
      today,
      range,
      format,
    }: {
      filters: AnalyticsFilters;
      today: string;
      range: { from: string; to: string };
      format: AnalyticsExportFormat;
    }) =>
      saveBlob(
        await apiBlob(href(analyticsEndpoints.export, { query: analyticsQueryOf(filters, today) }), { format }),
        `analytics-report-${range.from}-to-${range.to}.${EXTENSIONS[format]}`,
      ),
  });
}
