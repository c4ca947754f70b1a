import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../web/lib/api.ts";
import { useDeleteMutation } from "../../web/lib/record-mutations.ts";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import type {
  Rfi,
  RfiAnswerInput,
  RfiInput,
  RfiUpdate,
  Submittal,
  SubmittalInput,
  SubmittalReviewInput,
  SubmittalUpdate,
} from "./rfis.contract.ts";
import { rfisEndpoints as api } from "./rfis.routes.ts";
import type { RfiFilters, SubmittalFilters } from "./rfis.filters.ts";
import { localToday } from "../../web/lib/format.ts";

/** The RFIs' and submittals' server calls and their keys (browser only). */

export const rfiKeys = {
  all: ["rfis"] as const,
  rfiLists: () => [...rfiKeys.all, "rfi-list"] as const,
  rfiList: (filters: RfiFilters) => [...rfiKeys.rfiLists(), filters] as const,
  rfi: (id: string) => [...rfiKeys.all, "rfi", id] as const,
  submittalLists: () => [...rfiKeys.all, "submittal-list"] as const,
  submittalList: (filters: SubmittalFilters) => [...rfiKeys.submittalLists(), filters] as const,
  submittal: (id: string) => [...rfiKeys.all, "submittal", id] as const,
};

export const rfiQueries = {
  rfiList: (f: RfiFilters) =>
    pagedQuery(rfiKeys.rfiList(f), api.rfis.list, (cursor) => ({
      query: {
        cursor,
        projectId: f.projectId || undefined,
        status: f.status || undefined,
        overdue: f.overdue ? ("true" as const) : undefined,
        today: f.overdue ? localToday() : undefined,
      },
    })),
  rfi: (id: string) =>
    queryOptions({
      queryKey: rfiKeys.rfi(id),
      queryFn: ({ signal }) => call(api.rfis.one, { params: { id }, signal }),
    }),
  submittalList: (f: SubmittalFilters) =>
    pagedQuery(rfiKeys.submittalList(f), api.submittals.list, (cursor) => ({
      query: { cursor, projectId: f.projectId || undefined, status: f.status || undefined },
    })),
  submittal: (id: string) =>
    queryOptions({
      queryKey: rfiKeys.submittal(id),
      queryFn: ({ signal }) => call(api.submittals.one, { params: { id }, signal }),
    }),
};

export const useRfiList = (f: RfiFilters) => useInfiniteQuery(rfiQueries.rfiList(f));
export const useRfi = (id: string) => useQuery(rfiQueries.rfi(id));
export const useSubmittalList = (f: SubmittalFilters) => useInfiniteQuery(rfiQueries.submittalList(f));
export const useSubmittal = (id: string) => useQuery(rfiQueries.submittal(id));

/** A write whose answer is the record: it is put in the cache, and the lists read afresh. */
function useRecordWrite<I, T extends { id: string }>(
  send: (input: I) => Promise<T>,
  keyOf: (id: string) => readonly unknown[],
  lists: () => readonly unknown[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (record) => {
      client.setQueryData(keyOf(record.id), record);
      void client.invalidateQueries({ queryKey: lists() });
    },
  });
}

export const useCreateRfi = () =>
  useRecordWrite((body: RfiInput) => call(api.rfis.create, { body }), rfiKeys.rfi, rfiKeys.rfiLists);
export const useUpdateRfi = () =>
  useRecordWrite(
    ({ id, body }: { id: string; body: RfiUpdate }) => call(api.rfis.update, { params: { id }, body }),
    rfiKeys.rfi,
    rfiKeys.rfiLists,
  );
export const useAnswerRfi = () =>
  useRecordWrite(
    ({ id, body }: { id: string; body: RfiAnswerInput }) => call(api.rfis.answer, { params: { id }, body }),
    rfiKeys.rfi,
    rfiKeys.rfiLists,
  );
/** Send, close or void an RFI. */
export const useMoveRfi = () =>
  useRecordWrite(
    ({ id, move }: { id: string; move: "open" | "close" | "void" }): Promise<Rfi> =>
      call(api.rfis[move], { params: { id } }),
    rfiKeys.rfi,
    rfiKeys.rfiLists,
  );

/**
 * Deletes a record; the lists read afresh. Its own page's cache is left to expire: the page replaces itself with
 * the list, and reading the record again meanwhile would only answer 404.
 */
function useRecordDelete(
  entry: typeof api.rfis.remove | typeof api.submittals.remove,
  lists: () => readonly unknown[],
) {
  const client = useQueryClient();
  return useDeleteMutation(entry, () => void client.invalidateQueries({ queryKey: lists() }));
}

export const useDeleteRfi = () => useRecordDelete(api.rfis.remove, rfiKeys.rfiLists);
export const useDeleteSubmittal = () => useRecordDelete(api.submittals.remove, rfiKeys.submittalLists);

export const useCreateSubmittal = () =>
  useRecordWrite(
    (body: SubmittalInput) => call(api.submittals.create, { body }),
    rfiKeys.submittal,
    rfiKeys.submittalLists,
  );
export const useUpdateSubmittal = () =>
  useRecordWrite(
    ({ id, body }: { id: string; body: SubmittalUpdate }) => call(api.submittals.update, { params: { id }, body }),
    rfiKeys.submittal,
    rfiKeys.submittalLists,
  );
export const useSubmitSubmittal = () =>
  useRecordWrite(
    (id: string): Promise<Submittal> => call(api.submittals.submit, { params: { id } }),
    rfiKeys.submittal,
    rfiKeys.submittalLists,
  );
export const useReviewSubmittal = () =>
  useRecordWrite(
    ({ id, body }: { id: string; body: SubmittalReviewInput }) => call(api.submittals.review, { params: { id }, body }),
    rfiKeys.submittal,
    rfiKeys.submittalLists,
  );
