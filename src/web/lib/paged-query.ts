import { infiniteQueryOptions, type QueryKey } from "@tanstack/react-query";
import { api } from "./api.ts";

/**
 * A keyset-paged list read a page at a time (the kit's Load more): `pathOf(cursor)` is a page's address, the
 * first page's without a cursor; the next page is asked for while the last answer names a `nextCursor`.
 */
export function pagedQuery<P extends { nextCursor: string | null }>(queryKey: QueryKey, pathOf: (cursor?: string) => string) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: "",
    queryFn: ({ pageParam, signal }) => api<P>(pathOf(pageParam || undefined), { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
