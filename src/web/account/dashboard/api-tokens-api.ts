import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import type { ApiTokenInput, ApiTokenList, CreatedApiToken } from "../../../shared/contracts/api-tokens.ts";

/** The API Tokens section's server calls and cache key (admins only: the server refuses others). */
export const API_TOKENS_PATH = "/api/organization/api-tokens";
export const apiTokenKeys = { all: ["api-tokens"] as const };

export function useApiTokens(enabled: boolean) {
  return useQuery({ queryKey: apiTokenKeys.all, queryFn: ({ signal }) => api<ApiTokenList>(API_TOKENS_PATH, { signal }), enabled });
}

export function useCreateApiToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenInput) => api<CreatedApiToken>(API_TOKENS_PATH, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

export function useRevokeApiToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`${API_TOKENS_PATH}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
