import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../web/lib/api.ts";
import { sendOrKeep } from "../../web/lib/outbox.ts";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { useDeleteMutation } from "../../web/lib/record-mutations.ts";
import { PUNCH_MSG, PUNCH_OUTBOX_KIND, type PunchAction } from "./punch-lists.constants.ts";
import type { PunchItem, PunchItemInput, PunchItemUpdate } from "./punch-lists.contract.ts";
import { punchListQueryOf, type PunchFilters } from "./punch-lists.filters.ts";
import { punchListEndpoints } from "./punch-lists.routes.ts";

/** The Punch Lists screen's server calls and their keys (browser only). */

export const punchKeys = {
  all: ["punch-lists"] as const,
  list: (filters: PunchFilters) => [...punchKeys.all, "list", filters] as const,
  one: (id: string) => [...punchKeys.all, "one", id] as const,
};

export const punchQueries = {
  one: (id: string) =>
    queryOptions({
      queryKey: punchKeys.one(id),
      queryFn: ({ signal }) => call(punchListEndpoints.one, { params: { id }, signal }),
    }),
};

/** The items as the address filters them, newest first, a page at a time. */
export function usePunchItems(filters: PunchFilters) {
  return useInfiniteQuery(
    pagedQuery(punchKeys.list(filters), punchListEndpoints.list, (cursor) => ({
      query: { ...punchListQueryOf(filters), cursor },
    })),
  );
}

/** One item, shown at once from the list's copy (`known`) while it is read afresh. */
export function usePunchItem(id: string, known: PunchItem | undefined) {
  return useQuery({ ...punchQueries.one(id), initialData: known, refetchOnMount: "always" });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: punchKeys.all });
}

/**
 * A new item, sent now or, with no connection (or with photos taken offline), kept on the device and sent when
 * it returns (the outbox); its `clientKey` makes it once however often it is sent.
 */
export const createPunchItem = ({ projectName, input }: { projectName: string; input: PunchItemInput }) =>
  sendOrKeep(
    punchListEndpoints.create,
    { body: input },
    {
      key: input.clientKey,
      kind: PUNCH_OUTBOX_KIND,
      label: `Punch item: ${input.location}${projectName ? `, ${projectName}` : ""}`,
      sentMessage: PUNCH_MSG.created,
    },
  );

/** Runs offline too (`networkMode: "always"`): the outbox decides whether it is sent or kept. */
export function useCreatePunchItem() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: createPunchItem, networkMode: "always", onSuccess: refresh });
}

export function useUpdatePunchItem() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PunchItemUpdate }) =>
      call(punchListEndpoints.update, { params: { id }, body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(punchKeys.one(saved.id), saved);
      refresh();
    },
  });
}

/** Ready for Review, Close, or Reject with a note. */
export function useMovePunchItem() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action, note }: { id: string; action: PunchAction; note?: string }) =>
      call(punchListEndpoints.move, { params: { id }, body: { action, note } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(punchKeys.one(saved.id), saved);
      refresh();
    },
  });
}

export function useDeletePunchItem() {
  return useDeleteMutation(punchListEndpoints.delete, useRefresh());
}
