import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";
import type { ApiTokenInput } from "../../../shared/contracts/api-tokens.ts";
import { accountEndpoints } from "../../../shared/contracts/account.routes.ts";

/** The API Tokens section's server calls and cache key (admins only: the server refuses others). */
export const apiTokenKeys = { all: ["api-tokens"] as const };

export function useApiTokens(enabled: boolean) {
  return useQuery({
    queryKey: apiTokenKeys.all,
    queryFn: ({ signal }) => call(accountEndpoints.apiTokens.list, { signal }),
    enabled,
  });
}

export function useCreateApiToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenInput) => call(accountEndpoints.apiTokens.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

export function useRevokeApiToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(accountEndpoints.apiTokens.revoke, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
