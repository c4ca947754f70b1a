import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../web/lib/api.ts";
import type { ClientList } from "./clients.contract.ts";
import { clientsEndpoints } from "./clients.routes.ts";

/** The organization's clients (a project's client field), and adding one (browser only). */
export const clientKeys = { all: ["clients"] as const };

export const clientsQuery = () =>
  queryOptions({
    queryKey: clientKeys.all,
    queryFn: ({ signal }) => call(clientsEndpoints.list, { signal }),
    select: (data) => data.clients,
  });

export function useClients() {
  return useQuery(clientsQuery());
}

/** Adds a client (an existing name answers the existing one) and keeps the cached list sorted by name. */
export function useAddClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(clientsEndpoints.create, { body: { name } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ClientList>(clientKeys.all, (prev) => {
        const others = (prev?.clients ?? []).filter((c) => c.id !== saved.id);
        return { clients: [...others, saved].sort((a, b) => a.name.localeCompare(b.name)), more: prev?.more ?? false };
      });
    },
  });
}
