import { infiniteQueryOptions, type QueryKey } from "@tanstack/react-query";
import type { AnswerOf, AnyRoute } from "../../shared/route.ts";
import { callRoute, type CallInput, type RouteInput } from "./api.ts";

/**
 * A keyset-paged list read a page at a time (the kit's Load more): `inputOf(cursor)` is a page's address on the
 * route (its query with the cursor), the first page's without one; the next page is asked for while the last answer
 * names a `nextCursor`.
 */
export function pagedQuery<R extends AnyRoute & { types?: { answer: { nextCursor: string | null } } }>(
  queryKey: QueryKey,
  entry: R,
  inputOf: (cursor?: string) => CallInput<R>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: "",
    queryFn: ({ pageParam, signal }): Promise<AnswerOf<R>> =>
      callRoute(entry, { ...(inputOf(pageParam || undefined) as RouteInput), signal }),
    getNextPageParam: (last: AnswerOf<R>) => (last as { nextCursor: string | null }).nextCursor ?? undefined,
  });
}
