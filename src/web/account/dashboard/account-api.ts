import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, ApiError } from "../../lib/api.ts";
import { uploadTo } from "../../lib/upload.ts";
import type { ImageUploadRequest } from "../../lib/use-image-upload.ts";
import type { ProfileUpdateInput } from "../../../shared/contracts/profile.ts";
import type { UserSettings } from "../../../shared/contracts/settings.ts";
import type { PlanId } from "../../../shared/plans.ts";
import type { SubscriptionResponse } from "../../../shared/contracts/subscription.ts";
import { accountEndpoints } from "../../../shared/contracts/account.routes.ts";

/** The account pages' server calls and their cache keys (browser only). */
export const accountKeys = {
  profile: ["account", "profile"] as const,
  subscription: ["account", "subscription"] as const,
  settings: ["account", "settings"] as const,
  /** The organizations the user belongs to (the switcher). */
  organizations: ["account", "organizations"] as const,
  /** The organization's own Stripe account for its clients' payments (decision 0048). */
  paymentAccount: ["account", "payment-account"] as const,
};

/** A 401 or 404 is an answer, not a hiccup: do not ask again. */
const retryUnlessAnswered = (count: number, err: Error) =>
  !(err instanceof ApiError && (err.status === 401 || err.status === 404)) && count < 1;

export function useProfile() {
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => call(accountEndpoints.profile.get, { signal }),
    retry: retryUnlessAnswered,
  });
}

export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => call(accountEndpoints.profile.save, { body }),
    onSuccess: (profile) => qc.setQueryData(accountKeys.profile, profile),
  });
}

/** Uploads a profile photo (the file as the body), reporting progress; the saved profile replaces the cached one. */
export function useUploadAvatar() {
  const qc = useQueryClient();
  const upload = accountEndpoints.avatar.upload;
  return useMutation({
    mutationFn: ({ file, onProgress }: ImageUploadRequest) => uploadTo(upload, {}, file, { onProgress }),
    onSuccess: (profile) => qc.setQueryData(accountKeys.profile, profile),
  });
}

export function useRemoveAvatar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(accountEndpoints.avatar.remove),
    onSuccess: (profile) => qc.setQueryData(accountKeys.profile, profile),
  });
}

export function useSubscription() {
  return useQuery({
    queryKey: accountKeys.subscription,
    queryFn: ({ signal }) => call(accountEndpoints.subscription.get, { signal }),
    retry: retryUnlessAnswered,
  });
}

export type SubscriptionAction =
  | { kind: "switch"; plan: PlanId }
  | { kind: "cancel" }
  | { kind: "reactivate" }
  /** Undoes a switch waiting for the next cycle. */
  | { kind: "keepPlan" }
  /** The payment provider's portal: the card and the invoices. */
  | { kind: "portal" };

/** What an action came to: the subscription now, or the payment provider's page the browser is going to. */
export type SubscriptionActionResult =
  { kind: "done"; subscription: SubscriptionResponse } | { kind: "redirect"; url: string };

async function runSubscriptionAction(action: SubscriptionAction): Promise<SubscriptionActionResult> {
  const endpoints = accountEndpoints.subscription;
  const done = (subscription: SubscriptionResponse) => ({ kind: "done", subscription }) as const;
  switch (action.kind) {
    case "switch": {
      // Without payment details yet, the answer is the provider's Checkout to go to.
      const answer = await call(endpoints.switchPlan, { body: { plan: action.plan } });
      return answer.checkoutUrl ? { kind: "redirect", url: answer.checkoutUrl } : done(answer.subscription);
    }
    case "portal":
      return { kind: "redirect", url: (await call(endpoints.portal)).url };
    case "keepPlan":
      return done(await call(endpoints.cancelScheduledChange));
    case "cancel":
    case "reactivate":
      return done(await call(endpoints[action.kind]));
  }
}

/**
 * Switch plan, cancel, reactivate, keep the plan in force (undo a scheduled switch), or open the provider's
 * portal. A redirect sends the browser to the provider's page and does nothing else.
 */
export function useSubscriptionAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: runSubscriptionAction,
    onSuccess: (result) => {
      if (result.kind === "redirect") window.location.assign(result.url);
      else qc.setQueryData(accountKeys.subscription, result.subscription);
    },
  });
}

export function useSettings() {
  return useQuery({
    queryKey: accountKeys.settings,
    queryFn: ({ signal }) => call(accountEndpoints.settings.get, { signal }),
    retry: retryUnlessAnswered,
  });
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UserSettings) => call(accountEndpoints.settings.save, { body }),
    onSuccess: (settings) => qc.setQueryData(accountKeys.settings, settings),
  });
}

/** Whether the organization takes its clients' payments online, through its own Stripe account. */
export function usePaymentAccount(enabled = true) {
  return useQuery({
    queryKey: accountKeys.paymentAccount,
    queryFn: ({ signal }) => call(accountEndpoints.paymentAccount.get, { signal }),
    retry: retryUnlessAnswered,
    enabled,
  });
}

/**
 * Connect Stripe, or Continue Setup (admins): the provider's onboarding, which the browser goes to; it comes back
 * to /dashboard/profile?payments=connected#payments (or `retry` when its link has expired).
 */
export function useConnectPaymentAccount() {
  return useMutation({
    mutationFn: () => call(accountEndpoints.paymentAccount.connect),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
