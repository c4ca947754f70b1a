import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiError } from "../../lib/api.ts";
import { uploadFile } from "../../lib/upload.ts";
import type { ImageUploadRequest } from "../../lib/use-image-upload.ts";
import type { ProfileResponse, ProfileUpdateInput } from "../../../shared/contracts/profile.ts";
import type { UserSettings } from "../../../shared/contracts/settings.ts";
import type { SubscriptionResponse } from "../../../shared/contracts/subscription.ts";
import type { PlanId } from "../../../shared/plans.ts";

/** The account pages' server calls and their cache keys (browser only). */
export const accountKeys = {
  profile: ["account", "profile"] as const,
  subscription: ["account", "subscription"] as const,
  settings: ["account", "settings"] as const,
  /** The organizations the user belongs to (the switcher). */
  organizations: ["account", "organizations"] as const,
};

/** A 401 or 404 is an answer, not a hiccup: do not ask again. */
const retryUnlessAnswered = (count: number, err: Error) => !(err instanceof ApiError && (err.status === 401 || err.status === 404)) && count < 1;

export function useProfile() {
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => api<ProfileResponse>("/api/profile", { signal }),
    retry: retryUnlessAnswered,
  });
}

export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => api<ProfileResponse>("/api/profile", { method: "PUT", body }),
    onSuccess: (profile) => qc.setQueryData(accountKeys.profile, profile),
  });
}

/** Uploads a profile photo (the file as the body), reporting progress; the saved profile replaces the cached one. */
export function useUploadAvatar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: ImageUploadRequest) => uploadFile<ProfileResponse>("/api/profile/avatar", file, { onProgress }),
    onSuccess: (profile) => qc.setQueryData(accountKeys.profile, profile),
  });
}

export function useRemoveAvatar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<ProfileResponse>("/api/profile/avatar", { method: "DELETE" }),
    onSuccess: (profile) => qc.setQueryData(accountKeys.profile, profile),
  });
}

export function useSubscription() {
  return useQuery({
    queryKey: accountKeys.subscription,
    queryFn: ({ signal }) => api<SubscriptionResponse>("/api/subscription", { signal }),
    retry: retryUnlessAnswered,
  });
}

export type SubscriptionAction = { kind: "switch"; plan: PlanId } | { kind: "cancel" } | { kind: "reactivate" };

export function useSubscriptionAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: SubscriptionAction) =>
      action.kind === "switch"
        ? api<SubscriptionResponse>("/api/subscription/plan", { body: { plan: action.plan } })
        : api<SubscriptionResponse>(`/api/subscription/${action.kind}`, { body: {} }),
    onSuccess: (subscription) => qc.setQueryData(accountKeys.subscription, subscription),
  });
}

export function useSettings() {
  return useQuery({
    queryKey: accountKeys.settings,
    queryFn: ({ signal }) => api<UserSettings>("/api/settings", { signal }),
    retry: retryUnlessAnswered,
  });
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UserSettings) => api<UserSettings>("/api/settings", { method: "PUT", body }),
    onSuccess: (settings) => qc.setQueryData(accountKeys.settings, settings),
  });
}
