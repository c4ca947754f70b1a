import { useMutation } from "@tanstack/react-query";
import type { AnswerOf, BodyOf, Method, Route, RouteTypes } from "../../shared/route.ts";
import { callRoute } from "./api.ts";

/** A route that takes a record's `:id` (and nothing else in its address). */
type ItemRoute<M extends Method> = Route<M, `${string}:id` | `${string}:id/${string}`, RouteTypes>;

/** Where a module's records are saved: the route a new one is sent to (POST), and the one that changes one (PUT or PATCH). */
export type SaveRoutes = { create: Route<"POST", string, RouteTypes>; update: ItemRoute<"PUT" | "PATCH"> };

/**
 * Saves a record: created when it has no id yet, else changed at its address. `after` runs with the saved record
 * and what was sent (the module's cache refreshes).
 */
export function useSaveMutation<S extends SaveRoutes>(
  routes: S,
  after: (
    saved: AnswerOf<S["create"]> | AnswerOf<S["update"]>,
    sent: { id?: string; input: BodyOf<S["create"]> & BodyOf<S["update"]> },
  ) => void,
) {
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id?: string;
      input: BodyOf<S["create"]> & BodyOf<S["update"]>;
    }): Promise<AnswerOf<S["create"]> | AnswerOf<S["update"]>> =>
      id
        ? callRoute<S["update"]>(routes.update, { params: { id }, body: input })
        : callRoute<S["create"]>(routes.create, { body: input }),
    onSuccess: (saved, sent) => after(saved, sent),
  });
}

/** Deletes a record at its address; `after` runs with its id (the module's cache refreshes). */
export function useDeleteMutation<R extends ItemRoute<"DELETE">>(entry: R, after: (id: string) => void) {
  return useMutation({
    mutationFn: (id: string) => callRoute(entry, { params: { id } }),
    onSuccess: (_answer, id) => after(id),
  });
}
