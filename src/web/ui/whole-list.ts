import type { ListQuery } from "./list-states.tsx";

/** A list answered whole (no pages) in the shape the kit's ListView takes: never a next page. */
export function wholeList(query: {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}): ListQuery {
  return {
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: () => Promise.resolve(),
  };
}
