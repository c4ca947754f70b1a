import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";
import type { ChangePasswordBody } from "../../../shared/contracts/security.ts";
import { accountEndpoints } from "../../../shared/contracts/account.routes.ts";
import { accountKeys } from "./account-api.ts";

/** The Security section's and two-factor page's server calls (browser only). */
export const securityKeys = { sessions: ["account", "sessions"] as const };

export function useSessions() {
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => call(accountEndpoints.security.sessions, { signal }),
  });
}

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(accountEndpoints.security.changePassword, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string | "others") =>
      id === "others"
        ? call(accountEndpoints.security.revokeOthers)
        : call(accountEndpoints.security.revokeSession, { params: { id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

export function useTwoFactorSetup() {
  return useMutation({ mutationFn: () => call(accountEndpoints.twoFactor.setup) });
}

export function useEnableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(accountEndpoints.twoFactor.enable, { body: { code } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.profile }),
  });
}

/** New backup codes (the old ones stop working), with a current app code. */
export function useRenewBackupCodes() {
  return useMutation({
    mutationFn: (code: string) => call(accountEndpoints.twoFactor.backupCodes, { body: { code } }),
  });
}

export function useDisableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(accountEndpoints.twoFactor.disable, { body: { code } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.profile }),
  });
}
