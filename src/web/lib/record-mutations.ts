import { useMutation } from "@tanstack/react-query";
import { api } from "./api.ts";

/** Where a module's records live: the collection a new one is sent to, and one record's address. */
export type RecordPaths = { collection: string; item: (id: string) => string; method?: "PUT" | "PATCH" };

/**
 * Saves a record: sent to the collection when it has no id yet (POST), else to its address (PUT, or PATCH where the
 * module's route takes a part). `after` runs with the saved record and what was sent (the module's cache refreshes).
 */
export function useSaveMutation<I, R>(paths: RecordPaths, after: (saved: R, sent: { id?: string; input: I }) => void) {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: I }) => (id ? api<R>(paths.item(id), { method: paths.method ?? "PUT", body: input }) : api<R>(paths.collection, { body: input })),
    onSuccess: (saved, sent) => after(saved, sent),
  });
}

/** Deletes a record at its address; `after` runs with its id (the module's cache refreshes). */
export function useDeleteMutation(item: (id: string) => string, after: (id: string) => void) {
  return useMutation({
    mutationFn: (id: string) => api<unknown>(item(id), { method: "DELETE" }),
    onSuccess: (_answer, id) => after(id),
  });
}
