import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import type {
  BackupCodesResponse,
  ChangePasswordBody,
  SessionListResponse,
  TwoFactorEnableResponse,
  TwoFactorSetupResponse,
} from "../../../shared/contracts/security.ts";
import { accountKeys } from "./account-api.ts";

/** The Security section's and two-factor page's server calls (browser only). */
export const securityKeys = { sessions: ["account", "sessions"] as const };

export function useSessions() {
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => api<SessionListResponse>("/api/account/sessions", { signal }),
  });
}

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api<{ ok: true; otherSessionsEnded: number }>("/api/account/password", { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string | "others") =>
      id === "others"
        ? api<{ revoked: number }>("/api/account/sessions/revoke-others", { body: {} })
        : api<{ revoked: number }>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => qc.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

export function useTwoFactorSetup() {
  return useMutation({ mutationFn: () => api<TwoFactorSetupResponse>("/api/auth/two-factor/setup", { body: {} }) });
}

export function useEnableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<TwoFactorEnableResponse>("/api/auth/two-factor/enable", { body: { code } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.profile }),
  });
}

/** New backup codes (the old ones stop working), with a current app code. */
export function useRenewBackupCodes() {
  return useMutation({ mutationFn: (code: string) => api<BackupCodesResponse>("/api/auth/two-factor/backup-codes", { body: { code } }) });
}

export function useDisableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<{ enabled: false }>("/api/auth/two-factor/disable", { body: { code } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.profile }),
  });
}
